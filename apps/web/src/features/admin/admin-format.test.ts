import { errors, type AdminUser } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  creatorLabel,
  formatAdminDate,
  formatAiRating,
  ingredientCategory,
  memberInitial,
  memberLabel,
  memberName,
  recipeStatus,
  roleAction,
  serverMessageOr,
  shownTags,
  usernameOrMissing,
} from './admin-format';

const member: AdminUser = {
  id: 'u1',
  email: 'priya@example.com',
  firstName: 'Priya',
  lastName: 'Nair',
  profileImageUrl: null,
  createdAt: '2025-03-05T10:00:00.000Z',
  isApproved: false,
  isBanned: false,
  isAdmin: false,
  isSuperAdmin: false,
  autoApprove: false,
  profile: { username: 'priya_cooks' },
};

describe('admin tables: people (spec §2)', () => {
  it('User column: full name, else Unknown (issue 13, item 11)', () => {
    expect(memberName(member)).toBe('Priya Nair');
    expect(memberName({ firstName: ' Priya ', lastName: null })).toBe('Priya');
    expect(memberName({ firstName: null, lastName: 'Nair' })).toBe('Nair');
    expect(memberName({ firstName: null, lastName: null })).toBe('Unknown');
    expect(memberName({ firstName: '  ', lastName: ' ' })).toBe('Unknown');
  });

  it('names a row by full name, else email', () => {
    expect(memberLabel(member)).toBe('Priya Nair');
    expect(memberLabel({ firstName: 'Priya', lastName: null, email: 'p@x.y' })).toBe('Priya');
    expect(memberLabel({ firstName: null, lastName: null, email: 'p@x.y' })).toBe('p@x.y');
  });

  it('avatar letter: first name, else email, else U', () => {
    expect(memberInitial(member)).toBe('P');
    expect(memberInitial({ firstName: null, email: 'zoe@x.y' })).toBe('Z');
    expect(memberInitial({ firstName: null, email: '' })).toBe('U');
  });

  it("Username column: the username, else '-'", () => {
    expect(usernameOrMissing(member)).toBe('priya_cooks');
    expect(usernameOrMissing({ profile: null })).toBe('-');
  });

  it('Joined date reads like Mar 5, 2025', () => {
    expect(formatAdminDate('2025-03-05T10:00:00.000Z')).toBe('Mar 5, 2025');
    expect(formatAdminDate('not a date')).toBe('-');
  });
});

describe('role actions (spec §2, §4)', () => {
  it('members can be promoted, admins demoted, super admins neither', () => {
    expect(roleAction(member, 'viewer')).toBe('promote');
    expect(roleAction({ ...member, isAdmin: true }, 'viewer')).toBe('demote');
    expect(roleAction({ ...member, isAdmin: true, isSuperAdmin: true }, 'viewer')).toBeNull();
    expect(roleAction({ ...member, isSuperAdmin: true }, 'viewer')).toBeNull();
  });

  it('offers nothing the server would refuse: banned accounts and your own row', () => {
    expect(roleAction({ ...member, isBanned: true }, 'viewer')).toBeNull();
    expect(roleAction({ ...member, isAdmin: true }, member.id)).toBeNull();
  });
});

describe('admin tables: recipes and ingredients (spec §2, §9)', () => {
  const recipe = { creator: { firstName: 'Ana', lastName: 'Lima', email: 'ana@x.y' }, isApproved: false };

  it('Creator: full name, else email', () => {
    expect(creatorLabel(recipe)).toBe('Ana Lima');
    expect(creatorLabel({ creator: { firstName: 'Ana', lastName: null, email: 'ana@x.y' } })).toBe('Ana');
    expect(creatorLabel({ creator: { firstName: null, lastName: null, email: 'ana@x.y' } })).toBe('ana@x.y');
  });

  it("AI Rating: one decimal, else '-'", () => {
    expect(formatAiRating(4)).toBe('4.0');
    expect(formatAiRating(3.46)).toBe('3.5');
    expect(formatAiRating(null)).toBe('-');
    expect(formatAiRating(Number.NaN)).toBe('-');
  });

  it('pending rows show the first two tags', () => {
    expect(shownTags(['Spicy', 'Vegan', 'Quick'])).toEqual(['Spicy', 'Vegan']);
    expect(shownTags([])).toEqual([]);
  });

  it('status is Approved or Pending', () => {
    expect(recipeStatus(recipe)).toBe('Pending');
    expect(recipeStatus({ isApproved: true })).toBe('Approved');
  });

  it("category, else 'Uncategorized'", () => {
    expect(ingredientCategory({ category: 'Spices' })).toBe('Spices');
    expect(ingredientCategory({ category: null })).toBe('Uncategorized');
  });
});

describe('failure toasts (spec §8)', () => {
  it("the server's message, else the fallback", () => {
    const refused = new ApiError(403, JSON.stringify({ message: 'Super admins cannot be promoted, demoted or banned.', code: 'FORBIDDEN' }), 'Forbidden');
    expect(serverMessageOr(refused, errors.promotionFailed.fallback)).toBe('Super admins cannot be promoted, demoted or banned.');
    expect(serverMessageOr(new ApiError(502, '', 'Bad Gateway'), errors.promotionFailed.fallback)).toBe('Failed to promote user');
    expect(serverMessageOr(new TypeError('Failed to fetch'), errors.uploadFailed.fallback)).toBe('An error occurred while uploading');
  });
});
