import { mealPlanMessages, type MealPlanEntry, type PlanMealsInput, type ShoppingList } from '@hearth/contracts';
import { and, eq } from 'drizzle-orm';
import type { AiEngine } from '../../ai/engine';
import { picksObeyRules, planMeals, planMealsTask } from '../../ai/tasks/plan-meals';
import type { Database } from '../../db/client';
import { shoppingChecks } from '../../db/schema';
import { AppError } from '../../errors';
import { recipeRules } from '../../policy';
import type { ProfileRow } from '../profile/profile.repository';
import type { CurationProfile, DiscoveryRepository } from '../recipes/discovery.repository';
import { curationProfileOf } from '../recipes/discovery.service';
import type { RecipeRow, RecipesRepository } from '../recipes/recipes.repository';
import { findVisibleRecipe } from '../recipes/recipes.service';
import type { Viewer } from '../users/users.repository';
import type { MealPlanRow, MealPlansRepository } from './meal-plans.repository';
import { buildShoppingList } from './shopping-list';

export interface MealPlanDeps {
  mealPlans: MealPlansRepository;
  recipes: RecipesRepository;
  discovery: DiscoveryRepository;
  ai: AiEngine;
  findProfile(userId: string): Promise<ProfileRow | null>;
  recordActivity(recipeId: number, userId: string, kind: 'plan'): Promise<void>;
  checks: ShoppingChecksStore;
}

export interface ShoppingChecksStore {
  list(userId: string, weekStart: string): Promise<Set<string>>;
  set(userId: string, weekStart: string, itemKey: string, checked: boolean): Promise<void>;
}

export function createShoppingChecksStore(db: Database): ShoppingChecksStore {
  return {
    async list(userId, weekStart) {
      const rows = await db.select({ key: shoppingChecks.itemKey }).from(shoppingChecks).where(and(eq(shoppingChecks.userId, userId), eq(shoppingChecks.weekStart, weekStart)));
      return new Set(rows.map((r) => r.key));
    },
    async set(userId, weekStart, itemKey, checked) {
      if (checked) await db.insert(shoppingChecks).values({ userId, weekStart, itemKey }).onConflictDoNothing();
      else await db.delete(shoppingChecks).where(and(eq(shoppingChecks.userId, userId), eq(shoppingChecks.weekStart, weekStart), eq(shoppingChecks.itemKey, itemKey)));
    },
  };
}

const toEntry = (entry: MealPlanRow, recipe: RecipeRow | null): MealPlanEntry => ({
  id: entry.id,
  recipeId: entry.recipeId,
  plannedDate: entry.plannedDate,
  mealType: entry.mealType,
  notes: entry.notes,
  servings: entry.servings,
  recipe: recipe ? { id: recipe.id, title: recipe.title, imageUrl: recipe.cardImageUrl, cookingTime: recipe.cookingTime, servings: recipe.servings, cuisine: recipe.cuisine } : null,
});

/** A member's own plan; a recipe that became invisible to them shows as "no longer available". */
export async function listMealPlans(deps: MealPlanDeps, viewer: Viewer, startDate: string, endDate: string): Promise<MealPlanEntry[]> {
  return (await deps.mealPlans.listRange(viewer.id, startDate, endDate)).map(({ entry, recipe }) => toEntry(entry, recipeRules.canView(viewer, recipe) ? recipe : null));
}

export async function addMealPlan(deps: MealPlanDeps, viewer: Viewer, input: { recipeId: number; plannedDate: string; mealType: MealPlanRow['mealType']; notes: string | null; servings: number | null }) {
  const recipe = await findVisibleRecipe(deps, viewer, input.recipeId);
  const entry = await deps.mealPlans.create(viewer.id, input);
  await deps.recordActivity(recipe.id, viewer.id, 'plan');
  return toEntry(entry, recipe);
}

export async function removeMealPlan(deps: MealPlanDeps, viewer: Viewer, id: number) {
  if (!(await deps.mealPlans.delete(viewer.id, id))) throw AppError.notFound(mealPlanMessages.notFound);
}

const SLOT_MEAL_TYPES = { breakfast: ['Breakfast'], lunch: ['Lunch'], dinner: ['Dinner'], snack: ['Snack', 'Dessert'] } as const;
type Slot = keyof typeof SLOT_MEAL_TYPES;
const PLANNED_SLOTS: Slot[] = ['breakfast', 'lunch', 'dinner'];
const REQUEST_DIETS: Record<string, string> = { Vegetarian: 'vegetarian', Vegan: 'vegan', Eggetarian: 'eggetarian', Pescatarian: 'pescatarian', Jain: 'jain' };
const REQUEST_ALLERGEN_DIETS: Record<string, string> = { 'Gluten-Free': 'Gluten', 'Dairy-Free': 'Dairy' };

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * AI meal recommendations (issue 7): candidates are visible recipes that already obey the member's
 * allergies and diets (profile plus the request); the planner, built-in or a model, only chooses
 * among them, and a model's choice is checked again before it is used.
 */
export async function recommendMeals(
  deps: MealPlanDeps,
  viewer: Viewer,
  request: { dietaryPreferences: string[]; cuisinePreferences: string[]; mealCount: number; startDate: string },
) {
  const profileRow = await deps.findProfile(viewer.id);
  const base = curationProfileOf(profileRow);
  const profile: CurationProfile = {
    ...base,
    allergies: [...new Set([...base.allergies, ...request.dietaryPreferences.map((d) => REQUEST_ALLERGEN_DIETS[d]).filter((a): a is string => Boolean(a))])],
    requiredDiets: [...new Set([...base.requiredDiets, ...request.dietaryPreferences.map((d) => REQUEST_DIETS[d]).filter((d): d is string => Boolean(d))])],
    cuisines: [...new Set([...base.cuisines, ...request.cuisinePreferences])],
  };
  const bySlot = await Promise.all(
    PLANNED_SLOTS.map((slot) =>
      deps.discovery.browse({ filters: { cuisines: [], dietTypes: [], mealTypes: [...SLOT_MEAL_TYPES[slot]], search: null }, order: 'curated', profile, limit: 40, offset: 0 }),
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
  const mains = await deps.recipes.mainIngredients([...rows.keys()]);
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
  const result = await deps.ai.run(planMealsTask, input, { userId: viewer.id });
  const safe = picksObeyRules(input, result.output) ? result : { output: planMeals(input), source: 'builtin' as const };
  return {
    source: safe.source,
    recommendations: safe.output.picks.map((pick) => {
      const recipe = rows.get(pick.recipeId)!;
      return { recipeId: pick.recipeId, plannedDate: pick.date, mealType: pick.mealType, notes: pick.note, recipe: { id: recipe.id, title: recipe.title, imageUrl: recipe.cardImageUrl, cuisine: recipe.cuisine } };
    }),
  };
}

/** The week's shopping list from the member's planned meals (recipes they can still see). */
export async function shoppingList(deps: MealPlanDeps, viewer: Viewer, weekStart: string): Promise<ShoppingList> {
  const weekEnd = addDays(weekStart, 6);
  const entries = await listMealPlans(deps, viewer, weekStart, weekEnd);
  const planned = entries.filter((e) => e.recipe);
  const lines = await deps.recipes.linesOf([...new Set(planned.map((e) => e.recipeId))]);
  const plannedLines = planned.flatMap((entry) => {
    const recipeServings = entry.recipe!.servings ?? 1;
    const scale = (entry.servings ?? recipeServings) / recipeServings;
    return lines.filter((l) => l.recipeId === entry.recipeId).map((l) => ({ recipeTitle: entry.recipe!.title, name: l.name, category: l.category, quantity: l.quantity, unit: l.unit, scale }));
  });
  return buildShoppingList(weekStart, weekEnd, plannedLines, await deps.checks.list(viewer.id, weekStart));
}

