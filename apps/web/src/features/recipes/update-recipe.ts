import type { RecipeDetail, RecipeForm } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { invalidateRecipeLists, recipeKey, recipeVersionsKey } from './keys';

/** PUT /api/recipes/{id} (creator only) with the same payload as creation; the server records a version. */
export function useUpdateRecipe(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: RecipeForm) => readJson<RecipeDetail>(await apiRequest('PUT', `/api/recipes/${encodeURIComponent(id)}`, form)),
    onSuccess: async (recipe) => {
      queryClient.setQueryData(recipeKey(id), recipe);
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeVersionsKey(id) }), invalidateRecipeLists(queryClient)]);
    },
  });
}
