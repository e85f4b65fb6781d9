import type { MealPlanEntry } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import { mealPlansKey } from './keys';

const fetchPlans = getQueryFn<MealPlanEntry[]>({ on401: 'throw' });

/** GET /api/meal-plans?startDate&endDate: the member's planned meals for a week (spec §7). */
export const mealPlansQueryOptions = (range: { startDate: string; endDate: string }) =>
  queryOptions({
    queryKey: mealPlansKey(range),
    queryFn: async (context): Promise<MealPlanEntry[]> => (await fetchPlans(context)) ?? [],
  });

export function useMealPlans(range: { startDate: string; endDate: string }) {
  return useQuery(mealPlansQueryOptions(range));
}
