import type { Collection } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { collectionsForRecipeKey } from './keys';

/**
 * GET /api/collections?recipeId={id}: the member's collections, each saying whether the recipe is in it
 * (`containsRecipe`). Keyed under the collections list, so whatever refreshes the list refreshes this too.
 */
export const collectionsForRecipeQueryOptions = (recipeId: number) =>
  queryOptions({
    queryKey: collectionsForRecipeKey(recipeId),
    queryFn: async ({ signal }): Promise<Collection[]> =>
      (await readJson<Collection[] | null>(await apiRequest('GET', `/api/collections?recipeId=${encodeURIComponent(String(recipeId))}`, undefined, { signal }))) ?? [],
  });

/** Asked only for members who can save (spec §6: the list is requested only when signed in). */
export function useCollectionsForRecipe(recipeId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...collectionsForRecipeQueryOptions(recipeId), enabled: options.enabled ?? true });
}
