import { mealRecommendationRequestSchema, mealRecommendationsResponseSchema } from '../planning';
import { defineToolContract, endpoint } from './define';

/** The meal planner's AI dialog (spec §2 'Meal planner', §7): the first tool moved onto the shared shape. */
export const mealRecommendationsContract = defineToolContract({
  key: 'meal-recommendations',
  endpoints: {
    recommend: endpoint({
      method: 'POST',
      path: '/api/meal-plans/ai-recommendations',
      body: 'json',
      request: mealRecommendationRequestSchema,
      response: mealRecommendationsResponseSchema,
      usesAi: true,
      summary: 'Meals for the coming days that fit the member’s diet, allergies and calorie target',
      examples: {
        valid: { dietaryPreferences: [], cuisinePreferences: ['Indian'], mealCount: 3, startDate: '2026-11-22' },
        invalid: { request: { dietaryPreferences: [], cuisinePreferences: [], mealCount: 4, startDate: '2026-11-22' }, message: 'Choose 3, 5 or 7 days' },
      },
    }),
  },
});
