import { BROWSE_CUISINES, DIET_TYPES, MEAL_TYPES, type RecipeCard } from '@hearth/contracts';

/**
 * What the Browse Recipes screen shows (spec §2): a tab, three multi-select filters and a search. It lives in
 * the address bar's query string, so a reload, the back button or a shared link shows the same list.
 *
 *   /recipes?tab=curated&cuisine=Italian&cuisine=French&diet=Vegan&meal=Dessert&q=tiramisu
 *
 * The default tab (Trending) and empty filters are left out, so plain /recipes is the default view.
 */
export const BROWSE_TABS = ['trending', 'curated', 'my'] as const;
export type BrowseTab = (typeof BROWSE_TABS)[number];
export const DEFAULT_BROWSE_TAB: BrowseTab = 'trending';

/** The longest search the server accepts (it trims and caps at 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

export interface BrowseFilters {
  cuisines: string[];
  dietTypes: string[];
  mealTypes: string[];
}

export interface BrowseState extends BrowseFilters {
  tab: BrowseTab;
  /** Trimmed, inner whitespace collapsed; '' when not searching. */
  search: string;
}

export type FilterKey = keyof BrowseFilters;

/** Each filter: its option list (spec §3) and its name in the address bar. */
export const FILTER_OPTIONS: Record<FilterKey, readonly string[]> = {
  cuisines: BROWSE_CUISINES,
  dietTypes: DIET_TYPES,
  mealTypes: MEAL_TYPES,
};
export const FILTER_KEYS = ['cuisines', 'dietTypes', 'mealTypes'] as const satisfies readonly FilterKey[];
const URL_PARAM: Record<FilterKey, string> = { cuisines: 'cuisine', dietTypes: 'diet', mealTypes: 'meal' };

export const DEFAULT_BROWSE_STATE: BrowseState = { tab: DEFAULT_BROWSE_TAB, cuisines: [], dietTypes: [], mealTypes: [], search: '' };

/** Trims and collapses whitespace, capped at the server's length. */
export function normalizeSearch(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * Only values from the option list, each once, in the list's order (so the same choice is always the same
 * address and the same cached query, whatever order the boxes were ticked in). Matching ignores case, so a
 * hand-typed `?cuisine=italian` still works.
 */
export function canonicalValues(values: readonly string[], options: readonly string[]): string[] {
  const wanted = new Set(values.map((v) => v.trim().toLowerCase()));
  return options.filter((option) => wanted.has(option.toLowerCase()));
}

/** Reads the address bar. `canSeeMine` is false for members not yet approved: My Recipes falls back to Trending. */
export function parseBrowseParams(params: URLSearchParams, options: { canSeeMine: boolean }): BrowseState {
  const rawTab = params.get('tab');
  const tab = (BROWSE_TABS as readonly string[]).includes(rawTab ?? '') ? (rawTab as BrowseTab) : DEFAULT_BROWSE_TAB;
  const values = (key: FilterKey) =>
    canonicalValues(
      params.getAll(URL_PARAM[key]).flatMap((v) => v.split(',')),
      FILTER_OPTIONS[key],
    );
  return {
    tab: tab === 'my' && !options.canSeeMine ? DEFAULT_BROWSE_TAB : tab,
    cuisines: values('cuisines'),
    dietTypes: values('dietTypes'),
    mealTypes: values('mealTypes'),
    search: normalizeSearch(params.get('q') ?? ''),
  };
}

/** Writes the state as a query string (defaults left out); other parameters in `base` are kept. */
export function browseStateToParams(state: BrowseState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['tab', 'q', ...FILTER_KEYS.map((k) => URL_PARAM[k])]) params.delete(key);
  if (state.tab !== DEFAULT_BROWSE_TAB) params.set('tab', state.tab);
  for (const key of FILTER_KEYS) for (const value of canonicalValues(state[key], FILTER_OPTIONS[key])) params.append(URL_PARAM[key], value);
  const search = normalizeSearch(state.search);
  if (search) params.set('q', search);
  return params;
}

/** Ticks or unticks one value, keeping the option list's order. */
export function toggleFilterValue(state: BrowseState, key: FilterKey, value: string, on?: boolean): BrowseState {
  const has = state[key].includes(value);
  const next = on ?? !has;
  if (next === has) return state;
  const values = next ? [...state[key], value] : state[key].filter((v) => v !== value);
  return { ...state, [key]: canonicalValues(values, FILTER_OPTIONS[key]) };
}

export function activeFilterCount(state: BrowseFilters): number {
  return state.cuisines.length + state.dietTypes.length + state.mealTypes.length;
}

/** True when anything narrows the list: a filter or a search. */
export function isNarrowed(state: BrowseState): boolean {
  return activeFilterCount(state) > 0 || state.search !== '';
}

/** 'Clear filters': every filter and the search go; the tab stays. */
export function clearFilters(state: BrowseState): BrowseState {
  return { ...state, cuisines: [], dietTypes: [], mealTypes: [], search: '' };
}

/** Lowercase, accents removed ('Crêpes' → 'crepes'), whitespace collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * My Recipes comes from GET /api/recipes/my, which takes no filters or search, so that tab applies them to
 * the member's own recipes here: any value within a filter, all filters together (as the server does for the
 * other tabs); every search word must begin a word of the title, description, cuisine or a tag.
 */
export function matchesBrowseState(
  recipe: Pick<RecipeCard, 'title' | 'description' | 'tags' | 'cuisine' | 'dietType' | 'mealTypes'>,
  state: BrowseFilters & { search: string },
): boolean {
  if (state.cuisines.length && !state.cuisines.includes(recipe.cuisine ?? '')) return false;
  if (state.dietTypes.length && !state.dietTypes.includes(recipe.dietType ?? '')) return false;
  if (state.mealTypes.length && !recipe.mealTypes.some((m) => state.mealTypes.includes(m))) return false;
  const words = searchWords(state.search);
  if (!words.length) return true;
  const haystack = ` ${searchWords([recipe.title, recipe.description ?? '', recipe.cuisine ?? '', ...recipe.tags].join(' ')).join(' ')}`;
  return words.every((word) => haystack.includes(` ${word}`));
}

/** Folded words, punctuation treated as a space ('Gluten-Free' → ['gluten', 'free']). */
export function searchWords(text: string): string[] {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
}
