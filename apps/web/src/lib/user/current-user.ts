import type { CurrentUser } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** GET /api/user: the signed-in user, or null when signed out (a 401 reads as null, spec §8). */
export const currentUserQueryKey = ['/api/user'] as const;

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
