import { mealPlanMessages, type MealPlanEntry, type ShoppingList } from '@hearth/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shoppingChecks } from '../../db/schema';
import { AppError } from '../../errors';
import { recipeRules } from '../../policy';
import type { RecipeRow, RecipesRepository } from '../recipes/recipes.repository';
import { findVisibleRecipe } from '../recipes/recipes.service';
import type { Viewer } from '../users/users.repository';
import type { MealPlanRow, MealPlansRepository } from './meal-plans.repository';
import { buildShoppingList } from './shopping-list';

export interface MealPlanDeps {
  mealPlans: MealPlansRepository;
  recipes: RecipesRepository;
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
      const rows = await db
        .select({ key: shoppingChecks.itemKey })
        .from(shoppingChecks)
        .where(and(eq(shoppingChecks.userId, userId), eq(shoppingChecks.weekStart, weekStart)));
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
  recipe: recipe
    ? { id: recipe.id, title: recipe.title, imageUrl: recipe.cardImageUrl, cookingTime: recipe.cookingTime, servings: recipe.servings, cuisine: recipe.cuisine }
    : null,
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
  return buildShoppingList(weekStart, weekEnd, plannedLines, await deps.checks.list(viewer.id, weekStart));
}
