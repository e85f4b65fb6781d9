import type { AdminUser } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { refreshAdminUsers } from './refresh';

/** POST /api/admin/users/{id}/approve with {autoApprove}: the member may create recipes and use AI tools. */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, autoApprove }: { userId: string; autoApprove: boolean }) =>
      readJson<AdminUser>(await apiRequest('POST', `/api/admin/users/${encodeURIComponent(userId)}/approve`, { autoApprove })),
    onSettled: () => refreshAdminUsers(queryClient),
  });
}
