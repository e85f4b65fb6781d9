import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ingredients } from '../../../db/schema';

/** Reads the one thing Ingredient DNA needs from the ingredients table: the name behind an id. */
export function createIngredientNameRepository(db: Database) {
  return {
    async nameOf(id: number): Promise<string | null> {
      const [row] = await db.select({ name: ingredients.name }).from(ingredients).where(eq(ingredients.id, id)).limit(1);
      return row?.name ?? null;
    },
  };
}
