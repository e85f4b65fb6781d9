import type { Account } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import { accountKey } from './keys';

/** GET /api/account: name, sign-in email, whether there is a password, whether email changes go by link. */
export const accountQueryOptions = queryOptions({
  queryKey: accountKey,
  queryFn: getQueryFn<Account>({ on401: 'throw' }),
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}
