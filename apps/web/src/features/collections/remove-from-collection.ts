import type { RecipeCard } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { collectionRecipesKey, collectionsKey } from './keys';

/** DELETE /api/collections/{collectionId}/recipes/{recipeId}; the recipe leaves the cached list at once. */
export function useRemoveFromCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ collectionId, recipeId }: { collectionId: number; recipeId: number }) => {
      await apiRequest('DELETE', `/api/collections/${collectionId}/recipes/${recipeId}`);
    },
    onSuccess: async (_void, { collectionId, recipeId }) => {
      queryClient.setQueryData<RecipeCard[]>(collectionRecipesKey(collectionId), (list) => list?.filter((r) => r.id !== recipeId));
      await Promise.all([queryClient.invalidateQueries({ queryKey: collectionsKey }), queryClient.invalidateQueries({ queryKey: collectionRecipesKey(collectionId) })]);
    },
  });
}
