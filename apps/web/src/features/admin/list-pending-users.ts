import type { AdminUser } from '@hearth/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from './paged-list';

/** GET /api/admin/users/pending: members waiting for review, oldest first. */
export const pendingUsersUrl = '/api/admin/users/pending';
export const pendingUsersQueryOptions = pagedListOptions<AdminUser>(pendingUsersUrl);

export function usePendingUsers() {
  return useInfiniteQuery(pendingUsersQueryOptions);
}
