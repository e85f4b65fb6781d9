import { and, desc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { listedRecipe } from '../../../db/listed';
import { ingredients, recipes } from '../../../db/schema';

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
        .where(sql`lower(${ingredients.name}) like any(${sql.param(patterns)}::text[])`)
        .limit(1000);
    },

    /**
     * How many published recipes use an ingredient of every group, and the best-rated few. Each group is
     * an overlap test on the recipe's ingredient ids, so the listed-recipes GIN index intersects the
     * groups' posting lists (decision 0049): a few milliseconds even for tomato with basil at 100k recipes.
     */
    async publishedUsingAll(groups: readonly number[][], limit: number): Promise<{ count: number; titles: string[] }> {
      if (groups.some((group) => group.length === 0)) return { count: 0, titles: [] };
      const rows = await db
        .select({ title: recipes.title, total: sql<number>`(count(*) over ())::int` })
        .from(recipes)
        .where(and(listedRecipe, ...groups.map((ids) => sql`${recipes.ingredientIds} && ${sql.param(ids)}::integer[]`)))
        .orderBy(desc(recipes.ratingCount), desc(recipes.trendingScore), recipes.id)
        .limit(limit);
      return { count: rows[0]?.total ?? 0, titles: rows.map((row) => row.title) };
    },
  };
}
