import { AI_FEATURES } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { isNavItemActive, navGroupsFor } from './navigation';

const base = { isApproved: false, isAdmin: false, isSuperAdmin: false };
const paths = (user: typeof base) => navGroupsFor(user).flatMap((g) => g.items.map((i) => i.path));
const groups = (user: typeof base) => navGroupsFor(user).map((g) => g.id);

describe('navigation sidebar (spec §2, §6)', () => {
  it('an unapproved member sees Browse Recipes and Profile Settings only', () => {
    expect(paths(base)).toEqual(['/recipes', '/profile']);
  });

  it('an approved member also sees Create Recipe, Social and the twelve AI tools', () => {
    const user = { ...base, isApproved: true };
    expect(groups(user)).toEqual(['main', 'social', 'ai', 'account']);
    expect(paths(user)).toEqual(['/recipes', '/create-recipe', '/collections', '/meal-planner', '/shopping-list', ...AI_FEATURES.map((f) => f.path), '/profile']);
    expect(navGroupsFor(user).find((g) => g.id === 'ai')?.items).toHaveLength(12);
  });

  it('admins see Administration; a super admin counts as approved and admin', () => {
    expect(groups({ ...base, isAdmin: true })).toEqual(['main', 'admin', 'account']);
    expect(groups({ ...base, isSuperAdmin: true })).toEqual(['main', 'social', 'ai', 'admin', 'account']);
  });

  it('Browse Recipes is current at /recipes and at /', () => {
    const browse = navGroupsFor(base)[0]!.items[0]!;
    expect(isNavItemActive(browse, '/recipes')).toBe(true);
    expect(isNavItemActive(browse, '/recipes/')).toBe(true);
    expect(isNavItemActive(browse, '/')).toBe(true);
    expect(isNavItemActive(browse, '/recipe/1')).toBe(false);
    expect(isNavItemActive({ path: '/profile' }, '/')).toBe(false);
  });
});
