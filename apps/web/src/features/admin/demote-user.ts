import type { AdminUser } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { refreshAdminUsers } from './refresh';

/** POST /api/admin/users/{id}/demote, with no body: takes admin rights away (approval stays). */
export function useDemoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => readJson<AdminUser>(await apiRequest('POST', `/api/admin/users/${encodeURIComponent(userId)}/demote`)),
    onSettled: () => refreshAdminUsers(queryClient),
  });
}
