import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ingredients } from '../../db/schema';

export type IngredientRow = typeof ingredients.$inferSelect;

export function createIngredientsRepository(db: Database) {
  return {
    async list(limit: number, offset: number): Promise<IngredientRow[]> {
      return db.select().from(ingredients).orderBy(asc(ingredients.name)).limit(limit).offset(offset);
    },

    async findById(id: number): Promise<IngredientRow | null> {
      const [row] = await db.select().from(ingredients).where(eq(ingredients.id, id)).limit(1);
      return row ?? null;
    },

    /** Catalogue rows still without a category (the admin's 'Categorize All Ingredients'). */
    async listUncategorized(limit: number): Promise<IngredientRow[]> {
      return db.select().from(ingredients).where(isNull(ingredients.category)).orderBy(asc(ingredients.id)).limit(limit);
    },

    async listWithoutImages(limit: number): Promise<IngredientRow[]> {
      return db.select().from(ingredients).where(isNull(ingredients.imageUrl)).orderBy(asc(ingredients.id)).limit(limit);
    },

    async findByNames(names: string[]): Promise<IngredientRow[]> {
      if (!names.length) return [];
      return db
        .select()
        .from(ingredients)
        .where(
          inArray(
            sql`lower(${ingredients.name})`,
            names.map((n) => n.toLowerCase()),
          ),
        );
    },

    async setKnowledge(id: number, knowledge: { category: string; isAllergen: boolean; alternativeNames: Record<string, string[]> }): Promise<void> {
      await db.update(ingredients).set(knowledge).where(eq(ingredients.id, id));
    },

    async setImage(id: number, image: { imageUrl: string; imageKey: string }): Promise<void> {
      await db.update(ingredients).set(image).where(eq(ingredients.id, id));
    },
  };
}
export type IngredientsRepository = ReturnType<typeof createIngredientsRepository>;
