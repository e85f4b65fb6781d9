import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionsKey } from './keys';

/** POST /api/account/sessions/end-others: every browser but this one is signed out. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/account/sessions/end-others');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
