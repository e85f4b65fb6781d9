import type { MealPlanEntry } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { isPlanDerivedKey, refreshPlans } from './keys';

/** DELETE /api/meal-plans/{id} (spec §7). The meal leaves the cached week at once; the shopping list refreshes. */
export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/meal-plans/${id}`);
    },
    onSuccess: async (_void, id) => {
      queryClient.setQueriesData<MealPlanEntry[]>({ predicate: (query) => isPlanDerivedKey(query.queryKey) && String(query.queryKey[0]).startsWith('/api/meal-plans?') }, (list) =>
        list?.filter((entry) => entry.id !== id),
      );
      await refreshPlans(queryClient);
    },
  });
}
