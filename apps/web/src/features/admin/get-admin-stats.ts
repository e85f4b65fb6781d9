import type { AdminStats } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** GET /api/admin/stats: the four stat cards and the tab counts. */
export const adminStatsQueryKey = ['/api/admin/stats'] as const;

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminStatsQueryKey,
  queryFn: getQueryFn<AdminStats>({ on401: 'throw' }),
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
