import { errors as errorCopy, mealRecommendationsResponseSchema, type MealRecommendations } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, readJson } from '@/lib/api';
import { postMealPlan } from './add-meal-plan';
import { refreshPlans } from './keys';
import type { MealType } from './week';

export interface AiPlanRequest {
  dietaryPreferences: string[];
  cuisinePreferences: string[];
  /** Days to plan: 3, 5 or 7 (spec §4, §9). */
  mealCount: number;
  /** 'YYYY-MM-DD': the first day planned. */
  startDate: string;
}

export type { MealRecommendations };

/**
 * POST /api/meal-plans/ai-recommendations (spec §7): a proposal for the empty slots of those days, with
 * calories per serving and the days' totals. Nothing is saved by it. The answer is checked against the contract.
 */
export async function requestRecommendations(request: AiPlanRequest): Promise<MealRecommendations> {
  const body = await readJson<unknown>(await apiRequest('POST', '/api/meal-plans/ai-recommendations', request));
  return mealRecommendationsResponseSchema.parse(body);
}

export function useMealRecommendations() {
  return useMutation({ mutationFn: requestRecommendations });
}

export interface AcceptedMeal {
  recipeId: number;
  plannedDate: string;
  mealType: MealType;
  notes: string | null;
}

export interface AddProgress {
  done: number;
  total: number;
}

export interface AddResult {
  added: number;
  failed: number;
}

/**
 * Adds the meals the member accepted from the proposal, each posted on its own (spec §4), and reports how
 * many were added. `progress` is for the dialog's progress text. A meal that fails to post does not stop
 * the rest; nothing added at all is a failure.
 */
export function useAddRecommendedMeals() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AddProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (meals: readonly AcceptedMeal[]): Promise<AddResult> => {
      let added = 0;
      let firstError: unknown = null;
      for (const [index, meal] of meals.entries()) {
        setProgress({ done: index, total: meals.length });
        try {
          await postMealPlan(meal);
          added += 1;
        } catch (error) {
          firstError ??= error;
        }
      }
      if (added === 0) throw firstError ?? new Error(errorCopy.generateRecommendations);
      return { added, failed: meals.length - added };
    },
    onSettled: async () => {
      setProgress(null);
      await refreshPlans(queryClient);
    },
  });
  return { ...mutation, progress };
}
