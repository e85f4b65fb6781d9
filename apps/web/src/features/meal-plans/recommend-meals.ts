import { errors as errorCopy, mealRecommendationsResponseSchema } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, readJson } from '@/lib/api';
import { postMealPlan } from './add-meal-plan';
import { refreshPlans } from './keys';

export interface AiPlanRequest {
  dietaryPreferences: string[];
  cuisinePreferences: string[];
  /** Days to plan: 3, 5 or 7 (spec §4, §9). */
  mealCount: number;
  /** 'YYYY-MM-DD': the first day planned. */
  startDate: string;
}

export type MealRecommendations = ReturnType<(typeof mealRecommendationsResponseSchema)['parse']>;

/** POST /api/meal-plans/ai-recommendations (spec §7). The answer is checked against the contract. */
export async function requestRecommendations(request: AiPlanRequest): Promise<MealRecommendations> {
  const body = await readJson<unknown>(await apiRequest('POST', '/api/meal-plans/ai-recommendations', request));
  return mealRecommendationsResponseSchema.parse(body);
}

export type AiPlanProgress = { phase: 'recommending' } | { phase: 'adding'; done: number; total: number };

export interface AiPlanResult {
  added: number;
  failed: number;
}

/**
 * The AI planning flow (spec §4): request recommendations, post each recommended meal individually, then
 * report how many were added. `progress` says where it is, for the dialog's progress text.
 * A meal that fails to post does not stop the rest; nothing added at all is a failure.
 */
export function useAiMealPlan() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AiPlanProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (request: AiPlanRequest): Promise<AiPlanResult> => {
      setProgress({ phase: 'recommending' });
      const { recommendations } = await requestRecommendations(request);
      if (!recommendations.length) throw new Error(errorCopy.generateRecommendations);
      let added = 0;
      let firstError: unknown = null;
      for (const [index, meal] of recommendations.entries()) {
        setProgress({ phase: 'adding', done: index, total: recommendations.length });
        try {
          await postMealPlan({ recipeId: meal.recipeId, plannedDate: meal.plannedDate, mealType: meal.mealType, notes: meal.notes });
          added += 1;
        } catch (error) {
          firstError ??= error;
        }
      }
      if (added === 0) throw firstError ?? new Error(errorCopy.generateRecommendations);
      return { added, failed: recommendations.length - added };
    },
    onSettled: async () => {
      setProgress(null);
      await refreshPlans(queryClient);
    },
  });
  return { ...mutation, progress };
}
