import type { AdminUser } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { refreshAdminUsers } from './refresh';

/** POST /api/admin/users/{id}/promote, with no body: makes the member an admin. */
export function usePromoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => readJson<AdminUser>(await apiRequest('POST', `/api/admin/users/${encodeURIComponent(userId)}/promote`)),
    onSettled: () => refreshAdminUsers(queryClient),
  });
}
