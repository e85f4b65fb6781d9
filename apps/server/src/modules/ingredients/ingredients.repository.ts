import { asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ingredients } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type IngredientRow = typeof ingredients.$inferSelect;
export type AlternativeNames = IngredientRow['alternativeNames'];

/** A row's names as they were read, and what they are to become. */
export interface AlternativeNamesChange {
  id: number;
  before: AlternativeNames;
  after: AlternativeNames;
}

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

    /** A page of the catalogue's names, in id order after `afterId` (the names backfill walks it). */
    async listNamesAfter(afterId: number, limit: number): Promise<Pick<IngredientRow, 'id' | 'name' | 'alternativeNames'>[]> {
      return db
        .select({ id: ingredients.id, name: ingredients.name, alternativeNames: ingredients.alternativeNames })
        .from(ingredients)
        .where(gt(ingredients.id, afterId))
        .orderBy(asc(ingredients.id))
        .limit(limit);
    },

    /**
     * Sets the names of many rows in one statement, each only if its names are still what was read: a row
     * someone changed in between keeps their change. Returns how many rows were set.
     */
    async replaceAlternativeNames(changes: AlternativeNamesChange[]): Promise<number> {
      if (!changes.length) return 0;
      const values = sql.join(
        changes.map(({ id, before, after }) => sql`(${id}::int, ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb)`),
        sql`, `,
      );
      const updated = await rowsOf(
        db,
        sql`
        update ${ingredients} set alternative_names = v.after
        from (values ${values}) as v(id, before, after)
        where ${ingredients.id} = v.id and ${ingredients.alternativeNames} = v.before
        returning ${ingredients.id}`,
      );
      return updated.length;
    },

    async setImage(id: number, image: { imageUrl: string; imageKey: string }): Promise<void> {
      await db.update(ingredients).set(image).where(eq(ingredients.id, id));
    },
  };
}
export type IngredientsRepository = ReturnType<typeof createIngredientsRepository>;
