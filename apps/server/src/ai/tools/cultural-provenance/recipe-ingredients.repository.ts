import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ingredients, recipeIngredients } from '../../../db/schema';

/** The ingredient names of one recipe, in order: what an inferred provenance reads the dish's foods from. */
export function createRecipeIngredientsRepository(db: Database) {
  return {
    async namesOf(recipeId: number): Promise<string[]> {
      const rows = await db
        .select({ name: ingredients.name })
        .from(recipeIngredients)
        .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
        .where(eq(recipeIngredients.recipeId, recipeId))
        .orderBy(asc(recipeIngredients.position));
      return rows.map((row) => row.name);
    },
  };
}
