import type { AccountSession } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionsKey } from './keys';

/** DELETE /api/account/sessions/{id}: signs that browser out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`);
    },
    onSuccess: async (_result, id) => {
      queryClient.setQueryData<AccountSession[]>(sessionsKey, (list) => list?.filter((session) => session.id !== id));
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}
