/** Query keys are the URLs they fetch (lib/api `getQueryFn`). */
export const collectionsKey = ['/api/collections'] as const;
export const collectionRecipesKey = (id: number | string) => [`/api/collections/${encodeURIComponent(String(id))}/recipes`] as const;
/** Under collectionsKey, so invalidating the list (add, remove, create, edit, delete) refreshes it too. */
export const collectionsForRecipeKey = (recipeId: number) => [...collectionsKey, { recipeId }] as const;
