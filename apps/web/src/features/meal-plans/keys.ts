import type { Query, QueryClient } from '@tanstack/react-query';

/** Query keys are the URLs they fetch (lib/api `getQueryFn`). */
export const mealPlansKey = (range: { startDate: string; endDate: string }) =>
  [`/api/meal-plans?${new URLSearchParams({ startDate: range.startDate, endDate: range.endDate }).toString()}`] as const;

/** Any week's meal plans, and any week's shopping list (which is built from them). */
export function isPlanDerivedKey(key: readonly unknown[]): boolean {
  const url = key[0];
  return typeof url === 'string' && (url.startsWith('/api/meal-plans?') || url.startsWith('/api/shopping-list'));
}

/** After the plan changes, every cached week and shopping list is fetched again when next shown. */
export function refreshPlans(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query: Query) => isPlanDerivedKey(query.queryKey) });
}
