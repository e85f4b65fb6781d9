import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';

/** Admin lists are read a page at a time (the server caps `limit` at 200); "Show more" asks for the next. */
export const ADMIN_PAGE_SIZE = 50;

/** The next page's offset, or undefined when the last page came back short (there is no more). */
export function nextOffset(lastPageLength: number, pagesLoaded: number, pageSize = ADMIN_PAGE_SIZE): number | undefined {
  return lastPageLength < pageSize ? undefined : pagesLoaded * pageSize;
}

/** The loaded pages as one list; a row that moved between pages while they loaded is kept once. */
export function flattenPages<T extends { id: string | number }>(data: InfiniteData<T[], unknown> | undefined): T[] {
  if (!data) return [];
  const seen = new Set<string | number>();
  const rows: T[] = [];
  for (const page of data.pages) {
    for (const row of page) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/**
 * Query options for a paged admin list at `url` (`?limit=&offset=`). The key starts with the URL, so
 * invalidating `[url]` refreshes every loaded page.
 */
export function pagedListOptions<T>(url: string) {
  return infiniteQueryOptions({
    queryKey: [url, 'pages'] as const,
    queryFn: async ({ pageParam, signal }) => readJson<T[]>(await apiRequest('GET', `${url}?limit=${ADMIN_PAGE_SIZE}&offset=${pageParam}`, undefined, { signal })),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => nextOffset(lastPage.length, allPages.length),
  });
}
