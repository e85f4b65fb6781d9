import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { recipes } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { listedRecipe } from '../../../db/listed';

/** Name variants sent to the database at most; a recipe of forty foods with aliases stays well under. */
const MAX_NAMES = 300;

/** Alchemist's one query: listed recipes sharing the most ingredients with a set of names. */
export function createAlchemistRepository(db: Database) {
  return {
    async sharingIngredients(names: readonly string[], limit: number): Promise<{ id: number; title: string; shared: string[] }[]> {
      const lowered = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))].slice(0, MAX_NAMES);
      if (!lowered.length) return [];
      return rowsOf<{ id: number; title: string; shared: string[] }>(
        db,
        sql`
        select ${recipes.id} as id, ${recipes.title} as title, array_agg(distinct i.name order by i.name) as shared
        from recipe_ingredients ri
        join ingredients i on i.id = ri.ingredient_id
        join ${recipes} on ${recipes.id} = ri.recipe_id
        where lower(i.name) = any(${sql.param(lowered)}::text[])
          and ${listedRecipe}
        group by ${recipes.id}, ${recipes.title}
        order by count(distinct i.id) desc, ${recipes.id} asc
        limit ${limit}`,
      );
    },
  };
}
