import type { ChangePasswordInput } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionsKey } from './keys';

/** POST /api/account/password: this browser gets a fresh session cookie, every other session ends. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await apiRequest('POST', '/api/account/password', input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
