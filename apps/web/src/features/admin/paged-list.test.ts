import { describe, expect, it } from 'vitest';
import { flattenPages, nextOffset } from './paged-list';
import { isRecipeKey } from './refresh';
import { paramsForTab, tabFromParam } from './dashboard-tabs';

describe('paged admin lists', () => {
  it('asks for the next page only after a full one', () => {
    expect(nextOffset(50, 1, 50)).toBe(50);
    expect(nextOffset(50, 2, 50)).toBe(100);
    expect(nextOffset(49, 1, 50)).toBeUndefined();
    expect(nextOffset(0, 3, 50)).toBeUndefined();
  });

  it('joins the pages and keeps a row that moved between pages once', () => {
    const data = {
      pages: [
        [{ id: 1 }, { id: 2 }],
        [{ id: 2 }, { id: 3 }],
      ],
      pageParams: [0, 2],
    };
    expect(flattenPages(data).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('refreshing after a recipe is approved or deleted', () => {
  it('covers every member-facing recipe query, nothing else', () => {
    for (const key of ['/api/recipes', '/api/recipes?type=curated', '/api/recipes/12', '/api/recipes/my', '/api/recipes/related/3']) expect(isRecipeKey(key)).toBe(true);
    for (const key of ['/api/recipesx', '/api/admin/recipes', '/api/user', 42, undefined]) expect(isRecipeKey(key)).toBe(false);
  });
});

describe('dashboard tabs in the address', () => {
  it('reads a known tab, else Pending Users', () => {
    expect(tabFromParam('all-users')).toBe('all-users');
    expect(tabFromParam('ingredients')).toBe('ingredients');
    expect(tabFromParam(null)).toBe('pending-users');
    expect(tabFromParam('nonsense')).toBe('pending-users');
  });

  it('keeps other params and leaves the default tab out', () => {
    expect(paramsForTab('all-recipes', new URLSearchParams('x=1')).toString()).toBe('x=1&tab=all-recipes');
    expect(paramsForTab('pending-users', new URLSearchParams('tab=all-users')).toString()).toBe('');
  });
});
