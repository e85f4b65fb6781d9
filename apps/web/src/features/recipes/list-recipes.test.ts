import { BROWSE_PAGE_SIZE } from '@hearth/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BROWSE_STATE } from './browse-state';
import { isRecipeListKey } from './keys';
import { browseListUrl, browseRecipesOptions, flattenRecipePages, nextPageOffset, suggestionsUrl } from './list-recipes';

describe('browse list calls (spec §7)', () => {
  it('Trending and Curated send type, with 24 a page', () => {
    expect(BROWSE_PAGE_SIZE).toBe(24);
    expect(browseListUrl(DEFAULT_BROWSE_STATE)).toBe('/api/recipes?type=trending&limit=24');
    expect(browseListUrl({ ...DEFAULT_BROWSE_STATE, tab: 'curated' })).toBe('/api/recipes?type=curated&limit=24');
  });

  it('sends the filters comma-joined and the search', () => {
    const url = browseListUrl({ tab: 'trending', cuisines: ['Indian', 'Italian'], dietTypes: ['Gluten-Free'], mealTypes: ['Dessert'], search: ' crêpes  suzette ' });
    expect(url).toBe('/api/recipes?type=trending&cuisines=Indian%2CItalian&dietTypes=Gluten-Free&mealTypes=Dessert&search=cr%C3%AApes+suzette&limit=24');
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('cuisines')).toBe('Indian,Italian');
    expect(params.get('search')).toBe('crêpes suzette');
  });

  it('My Recipes reads /api/recipes/my (its filters apply on the client)', () => {
    expect(browseListUrl({ ...DEFAULT_BROWSE_STATE, tab: 'my', cuisines: ['Thai'], search: 'curry' })).toBe('/api/recipes/my?limit=24');
  });

  it('keys are the list URL, so a new recipe or rating refreshes them (keys.ts)', () => {
    expect(isRecipeListKey(browseRecipesOptions(DEFAULT_BROWSE_STATE).queryKey)).toBe(true);
    expect(isRecipeListKey(browseRecipesOptions({ ...DEFAULT_BROWSE_STATE, tab: 'my' }).queryKey)).toBe(true);
    expect(isRecipeListKey([suggestionsUrl('pan')])).toBe(true);
  });

  it('asks the suggestions with the search and a small limit', () => {
    expect(suggestionsUrl('  panee ')).toBe('/api/recipes?search=panee&limit=10');
  });
});

describe('pages', () => {
  const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

  it('asks for the next offset while pages come back full, and stops at a short one', () => {
    expect(nextPageOffset(page(0, 24), [page(0, 24)])).toBe(24);
    expect(nextPageOffset(page(24, 24), [page(0, 24), page(24, 24)])).toBe(48);
    expect(nextPageOffset(page(48, 3), [page(0, 24), page(24, 24), page(48, 3)])).toBeUndefined();
    expect(nextPageOffset([], [[]])).toBeUndefined();
  });

  it('joins the pages and shows a recipe that moved between pages once', () => {
    const data: InfiniteData<{ id: number }[], number> = { pages: [page(1, 3), [{ id: 3 }, { id: 4 }]], pageParams: [0, 3] };
    expect(flattenRecipePages(data).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(flattenRecipePages(undefined)).toEqual([]);
  });
});
