import type { DeleteAccountInput, DeleteAccountResult } from '@hearth/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';

/**
 * POST /api/account/delete. The session ends with the account, so the caller leaves the app with a full
 * page load rather than refreshing queries that would all answer 401.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) => readJson<DeleteAccountResult>(await apiRequest('POST', '/api/account/delete', input)),
  });
}
