import type { CurrentUser } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/**
 * The signed-in user, or null when signed out (spec §8). Keyed '/api/user', which features invalidate after
 * a change; read from GET /api/session, which answers a visitor null where /api/user answers 401, so that a
 * signed-out page load logs no failed request (decision 0039). A 401 still reads as null.
 */
export const currentUserQueryKey = ['/api/user'] as const;

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull', url: '/api/session' }),
  // A failed read is asked again only when the member says so (Try again, back online). Asked again whenever
  // a screen using it mounts, an offline start looped: the reader's recipe page mounted, the read restarted,
  // the app went back to its spinner and unmounted the page, the read failed, the reader mounted it again.
  retryOnMount: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
