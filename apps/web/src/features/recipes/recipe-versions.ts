import type { RecipeDetail, RecipeVersion } from '@hearth/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn, readJson } from '@/lib/api';
import { invalidateRecipeLists, recipeKey, recipeVersionsKey } from './keys';

/** GET /api/recipes/{id}/versions (creator only), newest first. */
export function recipeVersionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: recipeVersionsKey(id),
    queryFn: getQueryFn<RecipeVersion[]>({ on401: 'throw' }),
  });
}

export function useRecipeVersions(id: string, options: { enabled: boolean }) {
  return useQuery({ ...recipeVersionsQueryOptions(id), enabled: options.enabled });
}

/**
 * POST /api/recipes/{id}/versions/{versionId}/restore with an empty body (spec §7): no JSON content type.
 * The restored recipe replaces the cached one; the version list gains the restore as its newest entry.
 */
export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: number) => readJson<RecipeDetail>(await apiRequest('POST', `/api/recipes/${encodeURIComponent(id)}/versions/${versionId}/restore`)),
    onSuccess: async (recipe) => {
      queryClient.setQueryData(recipeKey(id), recipe);
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeVersionsKey(id) }), invalidateRecipeLists(queryClient)]);
    },
  });
}
