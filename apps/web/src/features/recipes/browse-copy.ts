/**
 * Words on the Browse Recipes screen (spec §2) that `@hearth/contracts` does not hold yet. The header, the
 * empty state, the alerts and the error come from the contracts; these should move into
 * `packages/contracts/src/screens.ts` with the next contracts change.
 */
export const browseCopy = {
  tabs: { trending: 'Trending', curated: 'Curated', my: 'My Recipes' },
  tabsLabel: 'Recipe lists',
  search: {
    label: 'Search recipes',
    placeholder: 'Search recipes…',
    clear: 'Clear search',
    suggestionsLabel: 'Suggested recipes',
  },
  filters: {
    label: 'Filters',
    cuisine: 'Cuisine',
    dietType: 'Diet type',
    mealType: 'Meal type',
    active: 'Active filters',
    clearAll: 'Clear filters',
    clearGroup: 'Clear',
    remove: (value: string) => `Remove filter ${value}`,
    removeSearch: (value: string) => `Remove search “${value}”`,
    selectedSuffix: 'selected',
    searchChip: (value: string) => `“${value}”`,
  },
  myRecipesNote: 'Search and filters apply to your own recipes on this tab.',
  /** My Recipes with no search or filter: there is nothing to adjust, so say what is true. */
  myRecipesEmpty: { title: 'No recipes yet', description: 'Recipes you create appear here, including private ones and those waiting for review.' },
  loadMore: 'Load more',
  loadingMore: 'Loading more recipes',
  loading: 'Loading recipes',
  end: "You've reached the end of the list",
  retry: 'Try again',
  errorHint: 'Check your connection and try again.',
  results: (count: number, more: boolean) => `${count}${more ? '+' : ''} ${count === 1 ? 'recipe' : 'recipes'}`,
} as const;
