import type { ShoppingList } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import { shoppingListKey } from './keys';

const fetchList = getQueryFn<ShoppingList>({ on401: 'throw' });

/** GET /api/shopping-list?weekStart=YYYY-MM-DD: the week's ingredients from the planned meals, by category. */
export const shoppingListQueryOptions = (weekStart: string) =>
  queryOptions({
    queryKey: shoppingListKey(weekStart),
    queryFn: async (context): Promise<ShoppingList> => (await fetchList(context)) ?? { weekStart, weekEnd: weekStart, groups: [] },
  });

export function useShoppingList(weekStart: string) {
  return useQuery(shoppingListQueryOptions(weekStart));
}
