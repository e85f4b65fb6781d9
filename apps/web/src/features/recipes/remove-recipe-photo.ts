import type { RecipePhoto } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { invalidateRecipeLists, recipeKey, recipePhotosKey } from './keys';

/** DELETE /api/recipes/{id}/images/{imageId}: the answer is the pictures left, in order. */
export function useRemoveRecipePhoto(recipeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imageId: number) => readJson<RecipePhoto[]>(await apiRequest('DELETE', `/api/recipes/${recipeId}/images/${imageId}`)),
    onSuccess: async (photos) => {
      queryClient.setQueryData(recipePhotosKey(recipeId), photos);
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeKey(recipeId) }), invalidateRecipeLists(queryClient)]);
    },
  });
}
