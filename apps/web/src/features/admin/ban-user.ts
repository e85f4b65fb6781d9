import type { AdminUser } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { refreshAdminUsers } from './refresh';

/** POST /api/admin/users/{id}/ban, with no body: a permanent ban: every session of the member ends at once. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => readJson<AdminUser>(await apiRequest('POST', `/api/admin/users/${encodeURIComponent(userId)}/ban`)),
    onSettled: () => refreshAdminUsers(queryClient),
  });
}
