import type { CurrentUser } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** GET /api/user: the signed-in user, or null when signed out (a 401 reads as null, spec §8). */
export const currentUserQueryKey = ['/api/user'] as const;

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
  // A failed read is asked again only when the member says so (Try again, back online). Asked again whenever
  // a screen using it mounts, an offline start looped: the reader's recipe page mounted, the read restarted,
  // the app went back to its spinner and unmounted the page, the read failed, the reader mounted it again.
  retryOnMount: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
