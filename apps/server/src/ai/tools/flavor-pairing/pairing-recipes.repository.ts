import { and, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ingredients, recipeIngredients, recipes } from '../../../db/schema';

/** Published recipes (public, approved, creator not banned) that use ingredients from every group. */
export function createPairingRecipesRepository(db: Database) {
  return {
    /** Ingredient rows whose lower-cased name contains any of the fragments. */
    async ingredientsNamedLike(fragments: readonly string[]): Promise<{ id: number; name: string }[]> {
      if (!fragments.length) return [];
      const patterns = fragments.map((fragment) => `%${fragment.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      return db
        .select({ id: ingredients.id, name: ingredients.name })
        .from(ingredients)
        .where(or(...patterns.map((pattern) => sql`lower(${ingredients.name}) like ${pattern}`)))
        .limit(500);
    },

    async publishedUsingAll(groups: readonly number[][], limit: number): Promise<{ count: number; titles: string[] }> {
      if (groups.some((group) => group.length === 0)) return { count: 0, titles: [] };
      const uses = (ids: number[]) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(recipeIngredients)
            .where(and(eq(recipeIngredients.recipeId, recipes.id), inArray(recipeIngredients.ingredientId, ids))),
        );
      const rows = await db
        .select({ title: recipes.title, total: sql<number>`(count(*) over ())::int` })
        .from(recipes)
        .where(and(eq(recipes.visibility, 'public'), eq(recipes.isApproved, true), eq(recipes.creatorBanned, false), ...groups.map(uses)))
        .orderBy(desc(recipes.ratingCount), desc(recipes.trendingScore), recipes.id)
        .limit(limit);
      return { count: rows[0]?.total ?? 0, titles: rows.map((row) => row.title) };
    },
  };
}
