import type { CommunityRating, RecipeForm } from '@hearth/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueNameOf } from './catalogue-names';
import { communityRatingJson, recipeCardJson, recipeDetailJson } from './recipe-json';
import { imagesOf, lockRecipe, nextPosition, refreshImageColumns } from './recipe-photos.repository';
import { ingredients, profiles, recipeImages, recipeIngredients, recipeRatings, recipes, recipeSteps, recipeVersions, users, type RecipeSnapshot } from '../../db/schema';

export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeVersionRow = typeof recipeVersions.$inferSelect;
type Executor = Database;

const LIST_LIMIT_MAX = 100;

/** The form as a version snapshot (spec §3 recipeData). */
export function snapshotOf(form: RecipeForm): RecipeSnapshot {
  return {
    title: form.title,
    description: form.description,
    backstory: form.backstory,
    cookingTime: form.cookingTime,
    servings: form.servings,
    visibility: form.visibility,
    tags: form.tags,
    dietType: form.dietType,
    cuisine: form.cuisine,
    healthDiets: form.healthDiets,
    allergens: form.allergens,
    mealTypes: form.mealTypes,
    cookingStyles: form.cookingStyles,
    ingredients: form.ingredients.map((i) => ({ ingredientName: i.name, quantity: i.quantity, unit: i.unit })),
    steps: form.steps.map((s, index) => ({ stepNumber: index + 1, instruction: s.instruction })),
  };
}

const scalarColumns = (s: RecipeSnapshot) => ({
  title: s.title,
  description: s.description,
  backstory: s.backstory,
  cookingTime: s.cookingTime,
  servings: s.servings,
  visibility: s.visibility,
  tags: s.tags,
  dietType: s.dietType,
  cuisine: s.cuisine,
  healthDiets: s.healthDiets,
  allergens: s.allergens,
  mealTypes: s.mealTypes,
  cookingStyles: s.cookingStyles,
});

/**
 * Each line name's catalogue id (by lower-case name as typed): the existing ingredient the name means
 * (catalogue-names.ts), or a new one under the name as written, in the food's aisle.
 */
async function catalogueIds(tx: Executor, names: string[]): Promise<Map<string, number>> {
  const wanted = new Map(names.map((n) => [n.toLowerCase(), catalogueNameOf(n)]));
  const find = async (lowerNames: string[]) =>
    new Map(
      (
        await tx
          .select({ id: ingredients.id, lower: sql<string>`lower(${ingredients.name})` })
          .from(ingredients)
          .where(inArray(sql`lower(${ingredients.name})`, lowerNames))
      ).map((r) => [r.lower, r.id]),
    );
  const pick = (existing: Map<string, number>) =>
    new Map(
      [...wanted].flatMap(([typed, { candidates }]) => {
        const id = candidates.map((c) => existing.get(c)).find((found) => found !== undefined);
        return id === undefined ? [] : [[typed, id] as const];
      }),
    );
  let ids = pick(await find([...new Set([...wanted.values()].flatMap((w) => w.candidates))]));
  const missing = [...wanted].filter(([typed]) => !ids.has(typed)).map(([, w]) => w);
  if (missing.length) {
    await tx
      .insert(ingredients)
      .values([...new Map(missing.map((w) => [w.name.toLowerCase(), { name: w.name, category: w.category, alternativeNames: w.alternativeNames }])).values()])
      .onConflictDoNothing();
    ids = pick(await find([...new Set([...wanted.values()].flatMap((w) => w.candidates))]));
  }
  return ids;
}

/** Replaces a recipe's ingredient lines and steps with the snapshot's. */
async function writeLinesAndSteps(tx: Executor, recipeId: number, snapshot: RecipeSnapshot) {
  const ids = await catalogueIds(
    tx,
    snapshot.ingredients.map((i) => i.ingredientName),
  );
  await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
  await tx.delete(recipeSteps).where(eq(recipeSteps.recipeId, recipeId));
  const lines = snapshot.ingredients.map((line, position) => ({
    recipeId,
    ingredientId: ids.get(line.ingredientName.toLowerCase())!,
    position,
    quantity: line.quantity,
    unit: line.unit,
  }));
  await tx.insert(recipeIngredients).values(lines);
  await tx.insert(recipeSteps).values(snapshot.steps.map((step, index) => ({ recipeId, stepNumber: index + 1, instruction: step.instruction })));
  await tx
    .update(recipes)
    .set({
      ingredientNames: snapshot.ingredients.map((i) => i.ingredientName).join(' '),
      ingredientIds: [...new Set(lines.map((line) => line.ingredientId))].sort((a, b) => a - b),
    })
    .where(eq(recipes.id, recipeId));
}

async function appendVersion(tx: Executor, recipeId: number, changedBy: string | null, changeDescription: string, snapshot: RecipeSnapshot) {
  const [next] = await tx
    .select({ n: sql<number>`coalesce(max(${recipeVersions.versionNumber}), 0)::int + 1` })
    .from(recipeVersions)
    .where(eq(recipeVersions.recipeId, recipeId));
  await tx.insert(recipeVersions).values({ recipeId, versionNumber: next!.n, changedBy, changeDescription, recipeData: snapshot });
}

/** What decides who may see a recipe (policy recipeRules.canView). */
export type RecipeAccess = Pick<RecipeRow, 'id' | 'createdBy' | 'isApproved' | 'visibility' | 'creatorBanned'>;
export const recipeAccessColumns = {
  id: recipes.id,
  createdBy: recipes.createdBy,
  isApproved: recipes.isApproved,
  visibility: recipes.visibility,
  creatorBanned: recipes.creatorBanned,
};

export function createRecipesRepository(db: Database) {
  // Prepared once: every recipe page runs these (the page and the viewer's rating).
  const detailById = db
    .select({ ...recipeAccessColumns, json: recipeDetailJson })
    .from(recipes)
    .where(eq(recipes.id, sql.placeholder('id')))
    .prepare('recipe_detail_by_id');
  const ratingByMember = db
    .select({ rating: recipeRatings.rating })
    .from(recipeRatings)
    .where(and(eq(recipeRatings.userId, sql.placeholder('userId')), eq(recipeRatings.recipeId, sql.placeholder('recipeId'))))
    .prepare('rating_by_member');
  return {
    /** Writes a recipe, its ingredient lines, steps and first version in one transaction. */
    async create(createdBy: string, form: RecipeForm, options: { isApproved: boolean }): Promise<RecipeRow> {
      return db.transaction(async (tx) => {
        const snapshot = snapshotOf(form);
        const now = new Date();
        const [recipe] = await tx
          .insert(recipes)
          .values({ ...scalarColumns(snapshot), isApproved: options.isApproved, approvedAt: options.isApproved ? now : null, createdBy, createdAt: now, updatedAt: now })
          .returning();
        await writeLinesAndSteps(tx as unknown as Executor, recipe!.id, snapshot);
        await appendVersion(tx as unknown as Executor, recipe!.id, createdBy, 'Created the recipe', snapshot);
        return recipe!;
      });
    },

    /** Replaces the recipe's content with `snapshot` and records it as a new version. */
    async update(recipeId: number, changedBy: string, snapshot: RecipeSnapshot, changeDescription: string): Promise<RecipeRow> {
      return db.transaction(async (tx) => {
        const [recipe] = await tx
          .update(recipes)
          .set({ ...scalarColumns(snapshot), updatedAt: new Date() })
          .where(eq(recipes.id, recipeId))
          .returning();
        await writeLinesAndSteps(tx as unknown as Executor, recipeId, snapshot);
        await appendVersion(tx as unknown as Executor, recipeId, changedBy, changeDescription, snapshot);
        return recipe!;
      });
    },

    async findById(id: number): Promise<RecipeRow | null> {
      const [row] = await db.select().from(recipes).where(eq(recipes.id, id)).limit(1);
      return row ?? null;
    },

    /** Who may see the recipe, and its page (without the viewer's rating) as JSON: one statement. */
    async findDetail(id: number): Promise<{ access: RecipeAccess; json: string } | null> {
      const [row] = await detailById.execute({ id });
      if (!row) return null;
      const { json, ...access } = row;
      return { access, json };
    },

    /** The member's rating of one recipe, if they gave one. */
    async ratingOf(userId: string, recipeId: number): Promise<number | null> {
      const [row] = await ratingByMember.execute({ userId, recipeId });
      return row?.rating ?? null;
    },

    /** The member's own recipes as card JSON, newest first. */
    async listCardsByCreator(userId: string, limit: number, offset: number): Promise<string[]> {
      const rows = await db
        .select({ card: recipeCardJson })
        .from(recipes)
        .where(eq(recipes.createdBy, userId))
        .orderBy(desc(recipes.createdAt), desc(recipes.id))
        .limit(Math.min(limit, LIST_LIMIT_MAX))
        .offset(offset);
      return rows.map((r) => r.card);
    },

    /** Records or replaces a member's rating and keeps the recipe's sum and count in step. */
    async rate(recipeId: number, userId: string, rating: number): Promise<CommunityRating> {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ rating: recipeRatings.rating })
          .from(recipeRatings)
          .where(and(eq(recipeRatings.recipeId, recipeId), eq(recipeRatings.userId, userId)))
          .for('update');
        const now = new Date();
        await tx
          .insert(recipeRatings)
          .values({ recipeId, userId, rating, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: [recipeRatings.recipeId, recipeRatings.userId], set: { rating, updatedAt: now } });
        const [row] = await tx
          .update(recipes)
          .set(
            previous
              ? { ratingSum: sql`${recipes.ratingSum} + ${rating - previous.rating}` }
              : { ratingSum: sql`${recipes.ratingSum} + ${rating}`, ratingCount: sql`${recipes.ratingCount} + 1` },
          )
          .where(eq(recipes.id, recipeId))
          .returning({ communityRating: communityRatingJson });
        return JSON.parse(row!.communityRating) as CommunityRating;
      });
    },

    async listVersions(recipeId: number) {
      return db
        .select({ version: recipeVersions, firstName: users.firstName, lastName: users.lastName, username: profiles.username })
        .from(recipeVersions)
        .leftJoin(users, eq(users.id, recipeVersions.changedBy))
        .leftJoin(profiles, eq(profiles.userId, recipeVersions.changedBy))
        .where(eq(recipeVersions.recipeId, recipeId))
        .orderBy(desc(recipeVersions.versionNumber));
    },

    async findVersion(recipeId: number, versionId: number): Promise<RecipeVersionRow | null> {
      const [row] = await db
        .select()
        .from(recipeVersions)
        .where(and(eq(recipeVersions.id, versionId), eq(recipeVersions.recipeId, recipeId)))
        .limit(1);
      return row ?? null;
    },

    async approve(recipeId: number): Promise<RecipeRow | null> {
      const [row] = await db
        .update(recipes)
        .set({ isApproved: true, visibility: 'public', approvedAt: new Date(), updatedAt: new Date() })
        .where(eq(recipes.id, recipeId))
        .returning();
      return row ?? null;
    },

    /** Deletes a recipe; lines, steps, versions, ratings and image rows cascade. Returns the image keys to remove from storage. */
    async delete(recipeId: number): Promise<{ deleted: boolean; storageKeys: string[] }> {
      return db.transaction(async (tx) => {
        const images = await tx.select({ key: recipeImages.storageKey }).from(recipeImages).where(eq(recipeImages.recipeId, recipeId));
        const deleted = await tx.delete(recipes).where(eq(recipes.id, recipeId)).returning({ id: recipes.id });
        return { deleted: deleted.length > 0, storageKeys: images.map((i) => i.key) };
      });
    },

    /**
     * Adds an image after the recipe's others and refreshes its denormalised image columns. A drawn
     * picture only stands in for photos, so it is not added once the recipe has any image (a member may
     * have uploaded one while it was being drawn); the answer says whether it was added.
     */
    async addImage(recipeId: number, image: { storageKey: string; fullUrl: string; cardUrl: string; source: 'upload' | 'generated' }): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Executor;
        if (!(await lockRecipe(tx, recipeId))) return false;
        if (image.source === 'generated' && (await imagesOf(tx, recipeId)).length > 0) return false;
        await tx.insert(recipeImages).values({ recipeId, ...image, position: await nextPosition(tx, recipeId) });
        await refreshImageColumns(tx, recipeId);
        return true;
      });
    },

    /** The ingredient lines and steps as the enrichment job reads them. */
    async findContent(recipeId: number) {
      const [lines, steps] = await Promise.all([
        db
          .select({ name: ingredients.name, quantity: recipeIngredients.quantity, unit: recipeIngredients.unit })
          .from(recipeIngredients)
          .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
          .where(eq(recipeIngredients.recipeId, recipeId))
          .orderBy(asc(recipeIngredients.position)),
        db.select({ instruction: recipeSteps.instruction }).from(recipeSteps).where(eq(recipeSteps.recipeId, recipeId)).orderBy(asc(recipeSteps.stepNumber)),
      ]);
      return { lines, steps: steps.map((s) => s.instruction) };
    },

    async setEnrichmentStatus(recipeId: number, status: 'pending' | 'processing' | 'failed', error: string | null = null): Promise<void> {
      await db.update(recipes).set({ enrichmentStatus: status, enrichmentError: error }).where(eq(recipes.id, recipeId));
    },

    /** Stores what enrichment found; a flagged recipe goes back to the moderation queue. */
    async saveEnrichment(
      recipeId: number,
      result: Pick<
        RecipeRow,
        | 'derivedAllergens'
        | 'mayContainAllergens'
        | 'unknownIngredients'
        | 'dietFlags'
        | 'nutrition'
        | 'aiRating'
        | 'aiRatingNotes'
        | 'healthBenefits'
        | 'likelyConcerns'
        | 'avoidWith'
        | 'flaggedReasons'
      > & { flagged: boolean },
    ): Promise<void> {
      const { flagged, ...columns } = result;
      await db
        .update(recipes)
        .set({ ...columns, enrichmentStatus: flagged ? 'flagged' : 'ready', enrichmentError: null, enrichedAt: new Date(), ...(flagged ? { isApproved: false } : {}) })
        .where(eq(recipes.id, recipeId));
    },

    /** Recipes with no image yet (for the admin's 'Generate All Missing Images'). */
    async listWithoutImages(limit: number): Promise<RecipeRow[]> {
      return db
        .select()
        .from(recipes)
        .where(sql`cardinality(${recipes.imageUrls}) = 0`)
        .orderBy(asc(recipes.id))
        .limit(limit);
    },

    async hasImages(recipeId: number): Promise<boolean> {
      const [row] = await db.select({ id: recipeImages.id }).from(recipeImages).where(eq(recipeImages.recipeId, recipeId)).limit(1);
      return Boolean(row);
    },

    /** The first-listed ingredient of each recipe (its main ingredient, for variety in meal plans). */
    async mainIngredients(recipeIds: number[]): Promise<Map<number, string>> {
      if (!recipeIds.length) return new Map();
      const rows = await db
        .select({ recipeId: recipeIngredients.recipeId, name: ingredients.name })
        .from(recipeIngredients)
        .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
        .where(and(inArray(recipeIngredients.recipeId, recipeIds), eq(recipeIngredients.position, 0)));
      return new Map(rows.map((r) => [r.recipeId, r.name.toLowerCase()]));
    },

    /** Ingredient lines of many recipes at once (the shopping list), in recipe order. */
    async linesOf(recipeIds: number[]) {
      if (!recipeIds.length) return [];
      return db
        .select({
          recipeId: recipeIngredients.recipeId,
          name: ingredients.name,
          category: ingredients.category,
          quantity: recipeIngredients.quantity,
          unit: recipeIngredients.unit,
        })
        .from(recipeIngredients)
        .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
        .where(inArray(recipeIngredients.recipeId, recipeIds))
        .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position));
    },

    /** Admin views: newest first, with the creator's name and email. */
    async listForAdmin(filter: 'pending' | 'all', limit: number, offset: number) {
      return db
        .select({ recipe: recipes, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(recipes)
        .innerJoin(users, eq(users.id, recipes.createdBy))
        .where(filter === 'pending' ? eq(recipes.isApproved, false) : undefined)
        .orderBy(desc(recipes.createdAt), desc(recipes.id))
        .limit(Math.min(limit, 200))
        .offset(offset);
    },

    /** For the admin stat cards. */
    async countForModeration(): Promise<{ total: number; pending: number }> {
      const [row] = await db.select({ total: sql<number>`count(*)::int`, pending: sql<number>`(count(*) filter (where not ${recipes.isApproved}))::int` }).from(recipes);
      return row ?? { total: 0, pending: 0 };
    },
  };
}
export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
