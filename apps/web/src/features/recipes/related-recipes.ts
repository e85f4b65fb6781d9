import type { RecipeCard } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** How many related recipes the detail page shows. */
export const RELATED_RECIPES_SHOWN = 6;

/** GET /api/recipes/related/{id}: recipes sharing ingredients, tags or cuisine (never the recipe itself). */
export function relatedRecipesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [`/api/recipes/related/${id}?limit=${RELATED_RECIPES_SHOWN}`],
    queryFn: getQueryFn<RecipeCard[]>({ on401: 'throw' }),
  });
}

export function useRelatedRecipes(id: number) {
  return useQuery(relatedRecipesQueryOptions(id));
}
