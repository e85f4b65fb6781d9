import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Spec §7: no retries, no refetch on window focus, fetched data never goes stale.
 * Screens that need fresh data invalidate the key after a change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
