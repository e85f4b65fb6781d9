import type { RecipePhoto } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { invalidateRecipeLists, recipeKey, recipePhotosKey } from './keys';

/**
 * POST /api/recipes/{id}/images: one photo (multipart, field `image`), added after the recipe's others.
 * Takes the recipe id per call, so Create Recipe can add photos to the recipe it has just made.
 */
export function useAddRecipePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipeId, file }: { recipeId: number; file: File }) => {
      const body = new FormData();
      body.append('image', file);
      return readJson<RecipePhoto[]>(await apiRequest('POST', `/api/recipes/${recipeId}/images`, body));
    },
    onSuccess: async (photos, { recipeId }) => {
      queryClient.setQueryData(recipePhotosKey(recipeId), photos);
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeKey(recipeId) }), invalidateRecipeLists(queryClient)]);
    },
  });
}
