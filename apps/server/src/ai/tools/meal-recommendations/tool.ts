import { mealPlanMessages, mealRecommendationsContract, type PlanMealsInput } from '@hearth/contracts';
import { AppError } from '../../../errors';
import { createDiscoveryRepository } from '../../../modules/recipes/discovery.repository';
import { createRecipesRepository, type RecipeRow } from '../../../modules/recipes/recipes.repository';
import type { DietKey } from '../../knowledge/types';
import { defineTool } from '../define-tool';
import { memberRulesOf } from '../member-rules';
import { planMealsTask } from './task';

const SLOT_MEAL_TYPES = { breakfast: ['Breakfast'], lunch: ['Lunch'], dinner: ['Dinner'], snack: ['Snack', 'Dessert'] } as const;
type Slot = keyof typeof SLOT_MEAL_TYPES;
const PLANNED_SLOTS: Slot[] = ['breakfast', 'lunch', 'dinner'];
const REQUEST_DIETS: Record<string, DietKey> = { Vegetarian: 'vegetarian', Vegan: 'vegan', Eggetarian: 'eggetarian', Pescatarian: 'pescatarian', Jain: 'jain' };
const REQUEST_ALLERGEN_DIETS = { 'Gluten-Free': 'Gluten', 'Dairy-Free': 'Dairy' } as const;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * AI meal recommendations (spec §2 'Meal planner', decision 0013): candidates are visible recipes that
 * already obey the member's allergies and diets (profile plus the request); the planner, built-in or a
 * model, only chooses among them, and the task's check rejects any pick that is not a candidate.
 */
export const mealRecommendationsTool = defineTool(mealRecommendationsContract, (platform) => {
  const discovery = createDiscoveryRepository(platform.db);
  const recipes = createRecipesRepository(platform.db);
  return {
    async recommend({ input: request, viewer }) {
      const profileRow = await platform.findProfile(viewer.id);
      const rules = memberRulesOf(profileRow, {
        allergies: request.dietaryPreferences.flatMap((d) => (d in REQUEST_ALLERGEN_DIETS ? [REQUEST_ALLERGEN_DIETS[d as keyof typeof REQUEST_ALLERGEN_DIETS]] : [])),
        diets: request.dietaryPreferences.flatMap((d) => (REQUEST_DIETS[d] ? [REQUEST_DIETS[d]] : [])),
      });
      const profile = { ...rules, cuisines: [...new Set([...rules.cuisines, ...request.cuisinePreferences])] };
      const bySlot = await Promise.all(
        PLANNED_SLOTS.map((slot) =>
          discovery.browse({ filters: { cuisines: [], dietTypes: [], mealTypes: [...SLOT_MEAL_TYPES[slot]], search: null }, order: 'curated', profile, limit: 40, offset: 0 }),
        ),
      );
      const rows = new Map<number, RecipeRow>();
      const slotsOf = new Map<number, Slot[]>();
      bySlot.forEach((list, index) => {
        for (const row of list) {
          rows.set(row.id, row);
          slotsOf.set(row.id, [...(slotsOf.get(row.id) ?? []), PLANNED_SLOTS[index]!]);
        }
      });
      if (!rows.size) throw new AppError('NO_CANDIDATES', 422, mealPlanMessages.noCandidates);
      const mains = await recipes.mainIngredients([...rows.keys()]);
      const input: PlanMealsInput = {
        days: Array.from({ length: request.mealCount }, (_, i) => addDays(request.startDate, i)),
        slots: PLANNED_SLOTS,
        dailyCalorieTarget: profileRow?.dailyCalorieTarget ?? null,
        preferredCuisines: profile.cuisines,
        candidates: [...rows.values()].map((r) => ({
          id: r.id,
          title: r.title,
          cuisine: r.cuisine,
          slots: slotsOf.get(r.id)!,
          mainIngredient: mains.get(r.id) ?? null,
          energyKcal: r.nutrition?.energyKcal ?? null,
          quality: r.ratingCount > 0 ? r.ratingSum / r.ratingCount : (r.aiRating ?? 2.5),
        })),
      };
      const result = await platform.ai.run(planMealsTask, input, { userId: viewer.id });
      return {
        source: result.source,
        recommendations: result.output.picks.map((pick) => {
          const recipe = rows.get(pick.recipeId)!;
          return {
            recipeId: pick.recipeId,
            plannedDate: pick.date,
            mealType: pick.mealType,
            notes: pick.note,
            recipe: { id: recipe.id, title: recipe.title, imageUrl: recipe.cardImageUrl, cuisine: recipe.cuisine },
          };
        }),
      };
    },
  };
});
