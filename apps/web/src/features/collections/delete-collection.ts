import type { Collection } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { collectionRecipesKey, collectionsKey } from './keys';

/** DELETE /api/collections/{id}: the collection leaves the cached list and its recipe list is dropped (the recipes stay). */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/collections/${id}`);
    },
    // Synchronous, and the refetch is not awaited: the caller moves off the deleted collection as soon as the
    // call resolves, before the screen could show it as missing.
    onSuccess: (_void, id) => {
      queryClient.setQueryData<Collection[]>(collectionsKey, (list) => list?.filter((c) => c.id !== id));
      queryClient.removeQueries({ queryKey: collectionRecipesKey(id) });
      void queryClient.invalidateQueries({ queryKey: collectionsKey });
    },
  });
}
