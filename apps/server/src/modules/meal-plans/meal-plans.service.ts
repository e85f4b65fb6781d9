import {
  mealPlanMessages,
  SHOPPING_EXTRAS_CATEGORY,
  SHOPPING_EXTRAS_PER_WEEK,
  shoppingMessages,
  type MealPlanEntry,
  type ShoppingExtraInput,
  type ShoppingItem,
  type ShoppingList,
} from '@hearth/contracts';
import { AppError } from '../../errors';
import { recipeRules } from '../../policy';
import type { RecipeRow, RecipesRepository } from '../recipes/recipes.repository';
import { findVisibleRecipe } from '../recipes/recipes.service';
import type { Viewer } from '../users/users.repository';
import type { MealPlanRow, MealPlansRepository } from './meal-plans.repository';
import { buildShoppingList } from './shopping-list';
import type { ShoppingChecksStore, ShoppingExtraRow, ShoppingExtrasRepository } from './shopping.repository';

export interface MealPlanDeps {
  mealPlans: MealPlansRepository;
  recipes: RecipesRepository;
  recordActivity(recipeId: number, userId: string, kind: 'plan'): Promise<void>;
  checks: ShoppingChecksStore;
  extras: ShoppingExtrasRepository;
}

const toEntry = (entry: MealPlanRow, recipe: RecipeRow | null): MealPlanEntry => ({
  id: entry.id,
  recipeId: entry.recipeId,
  plannedDate: entry.plannedDate,
  mealType: entry.mealType,
  notes: entry.notes,
  servings: entry.servings,
  recipe: recipe
    ? { id: recipe.id, title: recipe.title, imageUrl: recipe.cardImageUrl, cookingTime: recipe.cookingTime, servings: recipe.servings, cuisine: recipe.cuisine }
    : null,
  // One serving, as the recipe's nutrition gives it (the planner's daily totals); never estimated.
  energyKcal: recipe?.nutrition?.energyKcal ?? null,
});

/** A member's own plan; a recipe that became invisible to them shows as "no longer available". */
export async function listMealPlans(deps: MealPlanDeps, viewer: Viewer, startDate: string, endDate: string): Promise<MealPlanEntry[]> {
  return (await deps.mealPlans.listRange(viewer.id, startDate, endDate)).map(({ entry, recipe }) => toEntry(entry, recipeRules.canView(viewer, recipe) ? recipe : null));
}

export async function addMealPlan(
  deps: MealPlanDeps,
  viewer: Viewer,
  input: { recipeId: number; plannedDate: string; mealType: MealPlanRow['mealType']; notes: string | null; servings: number | null },
) {
  const recipe = await findVisibleRecipe(deps, viewer, input.recipeId);
  const entry = await deps.mealPlans.create(viewer.id, input);
  await deps.recordActivity(recipe.id, viewer.id, 'plan');
  return toEntry(entry, recipe);
}

export async function removeMealPlan(deps: MealPlanDeps, viewer: Viewer, id: number) {
  if (!(await deps.mealPlans.delete(viewer.id, id))) throw AppError.notFound(mealPlanMessages.notFound);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
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
    return lines
      .filter((l) => l.recipeId === entry.recipeId)
      .map((l) => ({ recipeTitle: entry.recipe!.title, name: l.name, category: l.category, quantity: l.quantity, unit: l.unit, scale }));
  });
  const [checks, extras] = await Promise.all([deps.checks.list(viewer.id, weekStart), deps.extras.list(viewer.id, weekStart)]);
  const list = buildShoppingList(weekStart, weekEnd, plannedLines, checks);
  if (extras.length) list.groups.push({ category: SHOPPING_EXTRAS_CATEGORY, items: extras.map((row) => toExtraItem(row, checks)) });
  return list;
}

/** Ticks of hand-added items share the checks table under their own key. */
const extraKey = (id: number) => `extra:${id}`;

const toExtraItem = (row: ShoppingExtraRow, checks: Set<string>): ShoppingItem => ({
  key: extraKey(row.id),
  name: row.name,
  category: SHOPPING_EXTRAS_CATEGORY,
  amount: row.amount,
  recipes: [],
  checked: checks.has(extraKey(row.id)),
  extraId: row.id,
});

export async function addShoppingExtra(deps: MealPlanDeps, viewer: Viewer, input: Required<ShoppingExtraInput>): Promise<ShoppingItem> {
  const row = await deps.extras.add(viewer.id, input, SHOPPING_EXTRAS_PER_WEEK);
  if (!row) throw new AppError('TOO_MANY_ITEMS', 409, shoppingMessages.tooManyExtras);
  return toExtraItem(row, new Set());
}

export async function removeShoppingExtra(deps: MealPlanDeps, viewer: Viewer, id: number): Promise<void> {
  const removed = await deps.extras.remove(viewer.id, id);
  if (!removed) throw AppError.notFound(shoppingMessages.extraNotFound);
  await deps.checks.set(viewer.id, removed.weekStart, extraKey(id), false);
}
