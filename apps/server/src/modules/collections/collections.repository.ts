import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collectionRecipes, collections, recipes } from '../../db/schema';
import { recipeCardJson } from '../recipes/recipe-json';
import { recipeAccessColumns, type RecipeAccess } from '../recipes/recipes.repository';
import { rowsOf } from '../../db/rows';

export type CollectionRow = typeof collections.$inferSelect;

/** Who is looking, as far as recipe visibility goes (recipeRules in policy.ts). */
export interface RecipeViewer {
  id: string;
  seesEveryRecipe: boolean;
}

/**
 * Recipes of collection `c` that `viewer` may see: recipeRules.canView as SQL (listed ones, their own,
 * or all of them for an admin). Raw SQL with explicit aliases: inside a subquery Drizzle would print bare
 * column names that clash.
 */
const visibleRecipesOf = (viewer: RecipeViewer) =>
  viewer.seesEveryRecipe
    ? sql`from collection_recipes cr join recipes r on r.id = cr.recipe_id where cr.collection_id = c.id`
    : sql`from collection_recipes cr join recipes r on r.id = cr.recipe_id
        where cr.collection_id = c.id and ((r.is_approved and r.visibility = 'public' and not r.creator_banned) or r.created_by = ${viewer.id})`;

export function createCollectionsRepository(db: Database) {
  return {
    /**
     * The viewer's own collections, counted and covered with the recipes they may see. With `recipeId`, each
     * also says whether that recipe is in it (a primary-key lookup per collection).
     */
    async listForUser(viewer: RecipeViewer, recipeId?: number) {
      const userId = viewer.id;
      const contains = recipeId === undefined ? sql`null::boolean` : sql`exists(select 1 from collection_recipes cr where cr.collection_id = c.id and cr.recipe_id = ${recipeId})`;
      type Extra = { id: number; recipe_count: number; cover_image_url: string | null; contains_recipe: boolean | null };
      const rows = await rowsOf<Extra>(
        db,
        sql`
        select c.id,
          (select count(*)::int ${visibleRecipesOf(viewer)}) as recipe_count,
          (select r.card_image_url ${visibleRecipesOf(viewer)} order by cr.added_at desc limit 1) as cover_image_url,
          ${contains} as contains_recipe
        from collections c where c.user_id = ${userId}`,
      );
      const extras = new Map(rows.map((r) => [r.id, r]));
      const list = await db.select().from(collections).where(eq(collections.userId, userId)).orderBy(desc(collections.createdAt), desc(collections.id));
      return list.map((collection) => ({
        collection,
        recipeCount: extras.get(collection.id)?.recipe_count ?? 0,
        coverImageUrl: extras.get(collection.id)?.cover_image_url ?? null,
        ...(recipeId === undefined ? {} : { containsRecipe: extras.get(collection.id)?.contains_recipe ?? false }),
      }));
    },

    /**
     * One collection's count and cover as `viewer` may see them. A shared public collection must not count
     * or show the owner's private or pending recipes to anyone else (issue 12, item 4).
     */
    async countAndCover(collection: CollectionRow, viewer: RecipeViewer) {
      const [row] = await rowsOf<{ recipe_count: number; cover_image_url: string | null }>(
        db,
        sql`
        select (select count(*)::int ${visibleRecipesOf(viewer)}) as recipe_count,
               (select r.card_image_url ${visibleRecipesOf(viewer)} order by cr.added_at desc limit 1) as cover_image_url
        from collections c where c.id = ${collection.id}`,
      );
      return { recipeCount: row?.recipe_count ?? 0, coverImageUrl: row?.cover_image_url ?? null };
    },

    async create(userId: string, input: { name: string; description: string | null; isPublic: boolean }): Promise<CollectionRow> {
      const [row] = await db
        .insert(collections)
        .values({ userId, ...input })
        .returning();
      return row!;
    },

    /** Only the fields given change; null when the collection is gone. */
    async update(id: number, changes: { name?: string; description?: string | null; isPublic?: boolean }): Promise<CollectionRow | null> {
      const [row] = await db.update(collections).set(changes).where(eq(collections.id, id)).returning();
      return row ?? null;
    },

    /** Its recipe links go with it (ON DELETE CASCADE); the recipes stay. False when it was already gone. */
    async delete(id: number): Promise<boolean> {
      const removed = await db.delete(collections).where(eq(collections.id, id)).returning({ id: collections.id });
      return removed.length > 0;
    },

    async findById(id: number): Promise<CollectionRow | null> {
      const [row] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
      return row ?? null;
    },

    /** False when the recipe was already in the collection. */
    async addRecipe(collectionId: number, recipeId: number): Promise<boolean> {
      const inserted = await db.insert(collectionRecipes).values({ collectionId, recipeId }).onConflictDoNothing().returning({ recipeId: collectionRecipes.recipeId });
      return inserted.length > 0;
    },

    async removeRecipe(collectionId: number, recipeId: number): Promise<boolean> {
      const removed = await db
        .delete(collectionRecipes)
        .where(and(eq(collectionRecipes.collectionId, collectionId), eq(collectionRecipes.recipeId, recipeId)))
        .returning({ recipeId: collectionRecipes.recipeId });
      return removed.length > 0;
    },

    /** The collection's recipes, newest first (the service keeps only those the viewer may see). */
    /** The collection's recipes, newest addition first: who may see each, and its card as JSON. */
    async listRecipeCards(collectionId: number): Promise<{ access: RecipeAccess; card: string }[]> {
      const rows = await db
        .select({ access: recipeAccessColumns, card: recipeCardJson })
        .from(collectionRecipes)
        .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
        .where(eq(collectionRecipes.collectionId, collectionId))
        .orderBy(desc(collectionRecipes.addedAt));
      return rows;
    },
  };
}
export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
