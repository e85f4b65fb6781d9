import type { AdminUser } from '@hearth/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from './paged-list';

/** GET /api/admin/users: every account, newest first. */
export const usersUrl = '/api/admin/users';
export const usersQueryOptions = pagedListOptions<AdminUser>(usersUrl);

export function useUsers() {
  return useInfiniteQuery(usersQueryOptions);
}
