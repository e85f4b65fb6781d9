import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { collectionRecipesKey, collectionsKey } from './keys';

export interface AddToCollectionResult {
  message: string;
  /** False when the recipe was already in the collection. */
  added: boolean;
}

/** POST /api/collections/{collectionId}/recipes with {recipeId}; the counts, covers and that collection's list refresh. */
export function useAddToCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ collectionId, recipeId }: { collectionId: number; recipeId: number }) =>
      readJson<AddToCollectionResult>(await apiRequest('POST', `/api/collections/${collectionId}/recipes`, { recipeId })),
    onSuccess: async (_result, { collectionId }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: collectionsKey }), queryClient.invalidateQueries({ queryKey: collectionRecipesKey(collectionId) })]);
    },
  });
}
