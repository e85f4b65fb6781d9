import type { Query, QueryClient } from '@tanstack/react-query';

/** Query keys are the URLs they fetch (lib/api `getQueryFn`). */
export const recipeKey = (id: string | number) => [`/api/recipes/${encodeURIComponent(String(id))}`] as const;
export const recipeVersionsKey = (id: string | number) => [`/api/recipes/${encodeURIComponent(String(id))}/versions`] as const;
export const recipePhotosKey = (id: string | number) => [`/api/recipes/${encodeURIComponent(String(id))}/images`] as const;

/**
 * Lists that show recipe cards or counts: browse (with or without filters), My Recipes, related recipes,
 * and the admin dashboard's recipe tables and stats. A create, edit, rating, restore or image upload
 * changes what they show.
 */
export function isRecipeListKey(key: readonly unknown[]): boolean {
  const url = key[0];
  if (typeof url !== 'string') return false;
  return (
    url === '/api/recipes' ||
    url.startsWith('/api/recipes?') ||
    url.startsWith('/api/recipes/my') ||
    url.startsWith('/api/recipes/related/') ||
    url.startsWith('/api/admin/recipes') ||
    url === '/api/admin/stats'
  );
}

export function invalidateRecipeLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query: Query) => isRecipeListKey(query.queryKey) });
}
