import type { Account, UpdateNameInput } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { currentUserQueryKey } from '@/lib/user/current-user';
import { accountKey } from './keys';

/** PATCH /api/account/name; the sidebar shows the first name, so the current user is read again. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateNameInput) => readJson<Account>(await apiRequest('PATCH', '/api/account/name', input)),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountKey, account);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
