import {
  MEAL_RECOMMENDATION_ALTERNATIVES,
  mealPlanMessages,
  mealRecommendationsContract,
  type MealRecommendation,
  type MealRecommendationDay,
  type PlanMealsInput,
} from '@hearth/contracts';
import { AppError } from '../../../errors';
import { createMealPlansRepository } from '../../../modules/meal-plans/meal-plans.repository';
import { createDiscoveryRepository } from '../../../modules/recipes/discovery.repository';
import { createRecipesRepository, type RecipeRow } from '../../../modules/recipes/recipes.repository';
import type { DietKey } from '../../knowledge/types';
import { defineTool } from '../define-tool';
import { memberRulesOf } from '../member-rules';
import { recipeRules } from '../../../policy';
import { alternativesFor, planMealsTask } from './task';

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

/** Calories in one serving of a recipe, as its nutrition gives them; null when not known. */
const kcalOf = (recipe: Pick<RecipeRow, 'nutrition'> | null | undefined): number | null => recipe?.nutrition?.energyKcal ?? null;

/**
 * AI meal recommendations (spec §2 'Meal planner', decisions 0013 and 0031): candidates are visible
 * recipes that already obey the member's allergies and diets (profile plus the request); the planner,
 * built-in or a model, only chooses among them, and the task's check rejects any pick that is not a
 * candidate. The answer is a proposal for the empty slots only: nothing is saved here. Each meal carries
 * its recipe's calories per serving and a few alternatives; each day, what is planned and proposed.
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
      const days = Array.from({ length: request.mealCount }, (_, i) => addDays(request.startDate, i));
      const planned = (await createMealPlansRepository(platform.db).listRange(viewer.id, days[0]!, days.at(-1)!)).map(({ entry, recipe }) => ({
        date: String(entry.plannedDate).slice(0, 10),
        mealType: entry.mealType,
        // A recipe the member can no longer see still fills its slot, but its figures are not shown.
        energyKcal: recipeRules.canView(viewer, recipe) ? kcalOf(recipe) : null,
      }));
      const dailyCalorieTarget = profileRow?.dailyCalorieTarget ?? null;
      const filled = planned.map(({ date, mealType }) => ({ date, mealType }));
      const emptySlots = days.flatMap((date) => PLANNED_SLOTS.filter((slot) => !filled.some((f) => f.date === date && f.mealType === slot)));
      // Every slot already planned: nothing to propose, and no reason to ask a model.
      if (!emptySlots.length) return { source: 'builtin' as const, recommendations: [], days: days.map((date) => dayTotals(date, planned, [])), dailyCalorieTarget };
      const bySlot = await Promise.all(
        PLANNED_SLOTS.map((slot) =>
          discovery.browseRecipes({
            filters: { cuisines: [], dietTypes: [], mealTypes: [...SLOT_MEAL_TYPES[slot]], search: null },
            order: 'curated',
            profile,
            limit: 40,
            offset: 0,
          }),
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
        days,
        slots: PLANNED_SLOTS,
        filled,
        dailyCalorieTarget,
        preferredCuisines: profile.cuisines,
        candidates: [...rows.values()].map((r) => ({
          id: r.id,
          title: r.title,
          cuisine: r.cuisine,
          slots: slotsOf.get(r.id)!,
          mainIngredient: mains.get(r.id) ?? null,
          energyKcal: kcalOf(r),
          quality: r.ratingCount > 0 ? r.ratingSum / r.ratingCount : (r.aiRating ?? 2.5),
        })),
      };
      const result = await platform.ai.run(planMealsTask, input, { userId: viewer.id });
      const choice = (id: number) => {
        const recipe = rows.get(id)!;
        return { recipeId: id, recipe: { id, title: recipe.title, imageUrl: recipe.cardImageUrl, cuisine: recipe.cuisine }, energyKcal: kcalOf(recipe) };
      };
      const recommendations: MealRecommendation[] = result.output.picks.map((pick) => {
        const distance = (date: string) => Math.abs(days.indexOf(date) - days.indexOf(pick.date));
        const sameDay = result.output.picks.filter((other) => other.date === pick.date).map((other) => other.recipeId);
        const nearby = result.output.picks.filter((other) => distance(other.date) === 1).map((other) => other.recipeId);
        return {
          ...choice(pick.recipeId),
          plannedDate: pick.date,
          mealType: pick.mealType,
          notes: pick.note,
          alternatives: alternativesFor(input, pick, sameDay, nearby, MEAL_RECOMMENDATION_ALTERNATIVES).map(choice),
        };
      });
      return {
        source: result.source,
        recommendations,
        days: days.map((date) => dayTotals(date, planned, recommendations)),
        dailyCalorieTarget: input.dailyCalorieTarget,
      };
    },
  };
});

/** A day of the proposal: its planned slots and the calories planned, proposed and in all (per serving). */
export function dayTotals(
  date: string,
  planned: readonly { date: string; mealType: MealRecommendation['mealType']; energyKcal: number | null }[],
  proposed: readonly Pick<MealRecommendation, 'plannedDate' | 'energyKcal'>[],
): MealRecommendationDay {
  const plannedThatDay = planned.filter((p) => p.date === date);
  const proposedThatDay = proposed.filter((p) => p.plannedDate === date);
  const sum = (list: readonly { energyKcal: number | null }[]) => list.reduce((total, meal) => total + (meal.energyKcal ?? 0), 0);
  const plannedKcal = sum(plannedThatDay);
  const proposedKcal = sum(proposedThatDay);
  const withoutKcal = (list: readonly { energyKcal: number | null }[]) => list.filter((meal) => meal.energyKcal === null).length;
  return {
    date,
    plannedSlots: [...new Set(plannedThatDay.map((p) => p.mealType))],
    plannedKcal,
    plannedWithoutKcal: withoutKcal(plannedThatDay),
    proposedKcal,
    proposedWithoutKcal: withoutKcal(proposedThatDay),
    totalKcal: plannedKcal + proposedKcal,
  };
}
