import type { ChangeEmailInput, ChangeEmailResult } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { currentUserQueryKey } from '@/lib/user/current-user';
import { accountKey } from './keys';

/** POST /api/account/email: changed at once (no mail), or a link sent to the new address. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangeEmailInput) => readJson<ChangeEmailResult>(await apiRequest('POST', '/api/account/email', input)),
    onSuccess: async (result) => {
      if (result.status !== 'changed') return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: accountKey }), queryClient.invalidateQueries({ queryKey: currentUserQueryKey })]);
    },
  });
}
