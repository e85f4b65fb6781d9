import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  aiToolRuns,
  collectionRecipes,
  collections,
  ingredients,
  mealPlans,
  notifications,
  profiles,
  recipeActivity,
  recipeImages,
  recipeIngredients,
  recipeRatings,
  recipes,
  recipeSteps,
  recipeVersions,
  shoppingChecks,
  shoppingExtras,
  users,
} from '../../db/schema';

export type ExportRecipeRow = typeof recipes.$inferSelect;

/** What someone else's recipe may reveal: only whether the member may still see it, and then its title. */
const referencedRecipe = {
  recipeId: recipes.id,
  title: recipes.title,
  createdBy: recipes.createdBy,
  isApproved: recipes.isApproved,
  visibility: recipes.visibility,
  creatorBanned: recipes.creatorBanned,
};

/** A lookup of a list's items by recipe, in the list's order. */
function byRecipe<T extends { recipeId: number }>(list: T[]): (id: number) => T[] {
  const groups = new Map<number, T[]>();
  for (const item of list) {
    const group = groups.get(item.recipeId);
    if (group) group.push(item);
    else groups.set(item.recipeId, [item]);
  }
  return (id) => groups.get(id) ?? [];
}

/** Reads for exports (issue 15, item 4): a recipe with its lines and steps, and everything one member owns. */
export function createDataExportRepository(db: Database) {
  /** Recipes with their ingredient lines, steps and creator, in one pass per part whatever their number. */
  async function recipesWithParts(where: SQL) {
    const rows = await db
      .select({ recipe: recipes, firstName: users.firstName, username: profiles.username })
      .from(recipes)
      .innerJoin(users, eq(users.id, recipes.createdBy))
      .leftJoin(profiles, eq(profiles.userId, recipes.createdBy))
      .where(where)
      .orderBy(asc(recipes.id));
    const ids = rows.map((r) => r.recipe.id);
    if (!ids.length) return [];
    const [lines, steps] = await Promise.all([
      db
        .select({ recipeId: recipeIngredients.recipeId, quantity: recipeIngredients.quantity, unit: recipeIngredients.unit, name: ingredients.name })
        .from(recipeIngredients)
        .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
        .where(inArray(recipeIngredients.recipeId, ids))
        .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position), asc(recipeIngredients.id)),
      db
        .select({ recipeId: recipeSteps.recipeId, stepNumber: recipeSteps.stepNumber, instruction: recipeSteps.instruction, imageUrl: recipeSteps.imageUrl })
        .from(recipeSteps)
        .where(inArray(recipeSteps.recipeId, ids))
        .orderBy(asc(recipeSteps.recipeId), asc(recipeSteps.stepNumber)),
    ]);
    const linesOf = byRecipe(lines);
    const stepsOf = byRecipe(steps);
    return rows.map(({ recipe, firstName, username }) => ({ recipe, creatorName: firstName ?? username, lines: linesOf(recipe.id), steps: stepsOf(recipe.id) }));
  }

  return {
    async findRecipe(id: number) {
      const [found] = await recipesWithParts(eq(recipes.id, id));
      return found ?? null;
    },

    /** The member's own recipes, with their photos and versions beside the lines and steps. */
    async recipesBy(userId: string) {
      const own = await recipesWithParts(eq(recipes.createdBy, userId));
      const ids = own.map((r) => r.recipe.id);
      if (!ids.length) return [];
      const [images, versions] = await Promise.all([
        db
          .select({ recipeId: recipeImages.recipeId, url: recipeImages.fullUrl, source: recipeImages.source, position: recipeImages.position, createdAt: recipeImages.createdAt })
          .from(recipeImages)
          .where(inArray(recipeImages.recipeId, ids))
          .orderBy(asc(recipeImages.recipeId), asc(recipeImages.position), asc(recipeImages.id)),
        db
          .select({
            recipeId: recipeVersions.recipeId,
            versionNumber: recipeVersions.versionNumber,
            changeDescription: recipeVersions.changeDescription,
            createdAt: recipeVersions.createdAt,
            recipeData: recipeVersions.recipeData,
          })
          .from(recipeVersions)
          .where(inArray(recipeVersions.recipeId, ids))
          .orderBy(asc(recipeVersions.recipeId), asc(recipeVersions.versionNumber)),
      ]);
      const imagesOf = byRecipe(images);
      const versionsOf = byRecipe(versions);
      return own.map((r) => ({ ...r, images: imagesOf(r.recipe.id), versions: versionsOf(r.recipe.id) }));
    },

    /** Everything else the member owns, each part in the order they made it. */
    async accountParts(userId: string) {
      const [account, signIns, profile, ratings, ownCollections, saved, plans, extras, checks, toolRuns, inbox, activity] = await Promise.all([
        db.select().from(users).where(eq(users.id, userId)).limit(1),
        db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId)).orderBy(asc(accounts.createdAt)),
        db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1),
        db
          .select({ ...referencedRecipe, rating: recipeRatings.rating, createdAt: recipeRatings.createdAt, updatedAt: recipeRatings.updatedAt })
          .from(recipeRatings)
          .innerJoin(recipes, eq(recipes.id, recipeRatings.recipeId))
          .where(eq(recipeRatings.userId, userId))
          .orderBy(asc(recipeRatings.createdAt), asc(recipeRatings.recipeId)),
        db.select().from(collections).where(eq(collections.userId, userId)).orderBy(asc(collections.createdAt), asc(collections.id)),
        db
          .select({ ...referencedRecipe, collectionId: collectionRecipes.collectionId, addedAt: collectionRecipes.addedAt })
          .from(collectionRecipes)
          .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
          .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
          .where(eq(collections.userId, userId))
          .orderBy(asc(collectionRecipes.addedAt), asc(collectionRecipes.recipeId)),
        db
          .select({ ...referencedRecipe, plan: mealPlans })
          .from(mealPlans)
          .innerJoin(recipes, eq(recipes.id, mealPlans.recipeId))
          .where(eq(mealPlans.userId, userId))
          .orderBy(asc(mealPlans.plannedDate), asc(mealPlans.id)),
        db.select().from(shoppingExtras).where(eq(shoppingExtras.userId, userId)).orderBy(asc(shoppingExtras.weekStart), asc(shoppingExtras.id)),
        db.select().from(shoppingChecks).where(eq(shoppingChecks.userId, userId)).orderBy(asc(shoppingChecks.weekStart), asc(shoppingChecks.itemKey)),
        db.select().from(aiToolRuns).where(eq(aiToolRuns.userId, userId)).orderBy(asc(aiToolRuns.createdAt), asc(aiToolRuns.id)),
        db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt), asc(notifications.id)),
        db
          .select({ recipeId: recipeActivity.recipeId, kind: recipeActivity.kind, day: recipeActivity.day })
          .from(recipeActivity)
          .where(eq(recipeActivity.userId, userId))
          .orderBy(asc(recipeActivity.day), asc(recipeActivity.recipeId), asc(recipeActivity.kind)),
      ]);
      return {
        account: account[0] ?? null,
        signInMethods: [...new Set(signIns.map((s) => s.providerId))],
        profile: profile[0] ?? null,
        ratings,
        collections: ownCollections,
        savedRecipes: saved,
        mealPlans: plans,
        shoppingExtras: extras,
        shoppingChecks: checks,
        aiToolRuns: toolRuns,
        notifications: inbox,
        activity,
      };
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
