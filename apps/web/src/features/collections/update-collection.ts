import type { Collection } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { collectionsKey } from './keys';

export interface CollectionChanges {
  name?: string;
  description?: string | null;
  isPublic?: boolean;
}

/** PATCH /api/collections/{id} with any of {name, description, isPublic}; the cached list takes the answer at once. */
export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: CollectionChanges }) => readJson<Collection>(await apiRequest('PATCH', `/api/collections/${id}`, changes)),
    onSuccess: async (updated) => {
      queryClient.setQueryData<Collection[]>(collectionsKey, (list) => list?.map((c) => (c.id === updated.id ? updated : c)));
      await queryClient.invalidateQueries({ queryKey: collectionsKey });
    },
  });
}
