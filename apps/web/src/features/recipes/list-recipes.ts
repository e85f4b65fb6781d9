import { BROWSE_PAGE_SIZE, type RecipeCard } from '@hearth/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { apiGet, getQueryFn, readJson } from '@/lib/api';
import { normalizeSearch, type BrowseState } from './browse-state';

/** GET /api/recipes: the newest recipes, first page (spec §7). Kept for screens that need a plain list. */
export const recipesQueryOptions = queryOptions({
  queryKey: ['/api/recipes'],
  queryFn: getQueryFn<RecipeCard[]>({ on401: 'throw' }),
});

export function useRecipes() {
  return useQuery(recipesQueryOptions);
}

/**
 * The list a browse tab reads, without the offset (spec §7):
 * - Trending and Curated: GET /api/recipes with `type`, the comma-joined filters and `search`;
 * - My Recipes: GET /api/recipes/my, which takes no filters (the screen applies them, see browse-state).
 * Parameters come in a fixed order, so one view is always one URL and one cache entry.
 */
export function browseListUrl(state: BrowseState, pageSize = BROWSE_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (state.tab === 'my') {
    params.set('limit', String(pageSize));
    return `/api/recipes/my?${params.toString()}`;
  }
  params.set('type', state.tab);
  if (state.cuisines.length) params.set('cuisines', state.cuisines.join(','));
  if (state.dietTypes.length) params.set('dietTypes', state.dietTypes.join(','));
  if (state.mealTypes.length) params.set('mealTypes', state.mealTypes.join(','));
  const search = normalizeSearch(state.search);
  if (search) params.set('search', search);
  params.set('limit', String(pageSize));
  return `/api/recipes?${params.toString()}`;
}

/** One page of a browse list: the list's URL (browseListUrl) with the offset of its first card. */
export function browsePageUrl(listUrl: string, offset: number): string {
  return `${listUrl}&offset=${offset}`;
}

/** The next page's offset: the cards loaded so far, or undefined once a page came back short (no more). */
export function nextPageOffset(lastPage: readonly unknown[], allPages: readonly (readonly unknown[])[], pageSize = BROWSE_PAGE_SIZE): number | undefined {
  if (lastPage.length < pageSize) return undefined;
  return allPages.reduce((sum, page) => sum + page.length, 0);
}

/** The loaded pages as one list; a recipe that moved between pages while they loaded is shown once. */
export function flattenRecipePages<T extends { id: number }>(data: InfiniteData<T[], unknown> | undefined): T[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of data.pages) {
    for (const recipe of page) {
      if (seen.has(recipe.id)) continue;
      seen.add(recipe.id);
      out.push(recipe);
    }
  }
  return out;
}

/**
 * The browse list as offset pages. The key's first element is the URL without the offset, so the recipe
 * list invalidation (keys.ts `isRecipeListKey`) refreshes it after a create, edit or rating; the 'pages'
 * marker keeps it apart from a plain query on the same URL.
 */
export function browseRecipesOptions(state: BrowseState) {
  const url = browseListUrl(state);
  return infiniteQueryOptions({
    queryKey: [url, 'pages'] as const,
    // The default view's first page may already be on its way (public/early-requests.js).
    queryFn: async ({ pageParam, signal }) => readJson<RecipeCard[]>(await apiGet(browsePageUrl(url, pageParam), { signal })),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => nextPageOffset(lastPage, allPages),
  });
}

export function useBrowseRecipes(state: BrowseState) {
  return useInfiniteQuery(browseRecipesOptions(state));
}

/** How many matches the suggestion list asks for: room to drop repeated titles and still show 5. */
export const SUGGESTION_FETCH_LIMIT = 10;

/** GET /api/recipes?search=…&limit=… for the search box's title suggestions (spec §7). */
export function suggestionsUrl(term: string): string {
  const params = new URLSearchParams({ search: normalizeSearch(term), limit: String(SUGGESTION_FETCH_LIMIT) });
  return `/api/recipes?${params.toString()}`;
}

/**
 * The matches for `term`, for the title suggestions. While the next term loads the previous answer stays
 * (`isPlaceholderData`), and the search box filters it down to what still fits.
 */
export function useRecipeSuggestions(term: string) {
  const search = normalizeSearch(term);
  return useQuery({
    queryKey: [suggestionsUrl(search)],
    queryFn: getQueryFn<RecipeCard[]>({ on401: 'throw' }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}
