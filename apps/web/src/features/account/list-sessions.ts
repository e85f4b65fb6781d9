import type { AccountSession } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import { sessionsKey } from './keys';

/** GET /api/account/sessions: where the member is signed in, this browser first. */
export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsKey,
  queryFn: getQueryFn<AccountSession[]>({ on401: 'throw' }),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
