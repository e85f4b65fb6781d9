import type { Collection } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { collectionsKey } from './keys';

/** POST /api/collections with {name, description, isPublic}; the new collection joins the cached list. */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; description: string | null; isPublic: boolean }) => readJson<Collection>(await apiRequest('POST', '/api/collections', input)),
    onSuccess: async (created) => {
      queryClient.setQueryData<Collection[]>(collectionsKey, (list) => (list ? [created, ...list.filter((c) => c.id !== created.id)] : list));
      await queryClient.invalidateQueries({ queryKey: collectionsKey });
    },
  });
}
