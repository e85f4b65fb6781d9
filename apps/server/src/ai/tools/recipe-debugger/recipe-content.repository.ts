import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ingredients, recipeIngredients, recipeSteps } from '../../../db/schema';

/** The ingredient lines and steps of one recipe, in order: what the Debugger checks the figures of. */
export function createRecipeContentRepository(db: Database) {
  return {
    async contentOf(recipeId: number): Promise<{ lines: { quantity: string; unit: string; name: string }[]; steps: string[] }> {
      const [lines, steps] = await Promise.all([
        db
          .select({ quantity: recipeIngredients.quantity, unit: recipeIngredients.unit, name: ingredients.name })
          .from(recipeIngredients)
          .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
          .where(eq(recipeIngredients.recipeId, recipeId))
          .orderBy(asc(recipeIngredients.position)),
        db.select({ instruction: recipeSteps.instruction }).from(recipeSteps).where(eq(recipeSteps.recipeId, recipeId)).orderBy(asc(recipeSteps.stepNumber)),
      ]);
      return { lines, steps: steps.map((step) => step.instruction) };
    },
  };
}
