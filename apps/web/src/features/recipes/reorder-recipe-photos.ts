import type { RecipePhoto } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { invalidateRecipeLists, recipeKey, recipePhotosKey } from './keys';

/** PUT /api/recipes/{id}/images/order with {imageIds}: every picture of the recipe, once each, in the new order. */
export function useReorderRecipePhotos(recipeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imageIds: number[]) => readJson<RecipePhoto[]>(await apiRequest('PUT', `/api/recipes/${recipeId}/images/order`, { imageIds })),
    onSuccess: async (photos) => {
      queryClient.setQueryData(recipePhotosKey(recipeId), photos);
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeKey(recipeId) }), invalidateRecipeLists(queryClient)]);
    },
  });
}
