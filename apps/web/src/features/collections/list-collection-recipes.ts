import type { RecipeCard } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import { collectionRecipesKey } from './keys';

/** GET /api/collections/{id}/recipes: the recipes in a collection (its owner's, or a public one opened by link). */
const fetchRecipes = getQueryFn<RecipeCard[]>({ on401: 'throw' });

export const collectionRecipesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: collectionRecipesKey(id),
    queryFn: async (context): Promise<RecipeCard[]> => (await fetchRecipes(context)) ?? [],
  });

export function useCollectionRecipes(id: number | null) {
  return useQuery({ ...collectionRecipesQueryOptions(id ?? 0), enabled: id != null });
}
