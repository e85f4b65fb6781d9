import type { Collection } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import { collectionsKey } from './keys';

/** GET /api/collections: the member's own collections (spec §7). */
const fetchCollections = getQueryFn<Collection[]>({ on401: 'throw' });

export const collectionsQueryOptions = queryOptions({
  queryKey: collectionsKey,
  queryFn: async (context): Promise<Collection[]> => (await fetchCollections(context)) ?? [],
});

/** The list is requested only when signed in (spec §6): pass `enabled: false` otherwise. */
export function useCollections(options: { enabled?: boolean } = {}) {
  return useQuery({ ...collectionsQueryOptions, enabled: options.enabled ?? true });
}
