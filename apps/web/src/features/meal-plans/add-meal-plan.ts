import type { MealPlanEntry } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { refreshPlans } from './keys';
import type { MealType } from './week';

export interface NewMealPlan {
  recipeId: number;
  plannedDate: string;
  mealType: MealType;
  notes: string | null;
  servings?: number | null;
}

/** POST /api/meal-plans with {recipeId, plannedDate, mealType, notes, servings?} (spec §7). */
export async function postMealPlan(input: NewMealPlan): Promise<MealPlanEntry> {
  return readJson<MealPlanEntry>(await apiRequest('POST', '/api/meal-plans', input));
}

/** Plans one meal; the week and its shopping list refresh. */
export function useAddMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMealPlan,
    onSuccess: () => refreshPlans(queryClient),
  });
}
