import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { recipes, recipeSteps } from '../../../db/schema';
import { createRecipesRepository } from '../../../modules/recipes/recipes.repository';
import type { NearbyRecipe } from './composer';
import { rowsOf } from '../../../db/rows';
import { listedRecipe } from '../../../db/listed';

/** Bounds on the work one request may cause: recipes sharing ingredients, and recipes of the cuisine, looked at. */
const SHARED_POOL = 200;
const CUISINE_POOL = 100;

/**
 * Listed platform recipes closest to a Chef request: sharing the most of its named ingredients (through
 * ingredients_name_lower_idx and the covering recipe_ingredients index), then of its cuisine (recipes_cuisine_idx).
 */
export function createChefNearbyRepository(db: Database) {
  const recipesRepository = createRecipesRepository(db);
  return {
    async nearby(options: { ingredientNames: string[]; cuisines: string[]; limit: number }): Promise<NearbyRecipe[]> {
      const names = [...new Set(options.ingredientNames.map((n) => n.toLowerCase()))].slice(0, 30);
      if (!names.length && !options.cuisines.length) return [];
      const rows = await rowsOf<{ id: number; title: string; cuisine: string | null }>(
        db,
        sql`
        with wanted as (
          select id from ingredients where lower(name) = any(${sql.param(names)}::text[])
        ),
        shared as (
          select ri.recipe_id, count(*)::int as n from recipe_ingredients ri join wanted w on w.id = ri.ingredient_id
          -- A total order: with more than SHARED_POOL ties on n, which recipes made the cut changed between runs.
          group by ri.recipe_id order by n desc, ri.recipe_id desc limit ${SHARED_POOL}
        ),
        by_cuisine as (
          select id from ${recipes} where ${listedRecipe} and cuisine = any(${sql.param(options.cuisines)}::text[])
          order by trending_score desc, id desc limit ${CUISINE_POOL}
        )
        select ${recipes.id} as id, ${recipes.title} as title, ${recipes.cuisine} as cuisine from ${recipes}
        left join shared s on s.recipe_id = ${recipes.id}
        where ${recipes.id} in (select recipe_id from shared union select id from by_cuisine) and ${listedRecipe}
        order by coalesce(s.n, 0) * 2 + (case when ${recipes.cuisine} = any(${sql.param(options.cuisines)}::text[]) then 1 else 0 end) desc, ${recipes.id} desc
        limit ${options.limit}`,
      );
      if (!rows.length) return [];
      const ids = rows.map((r) => r.id);
      const [lines, steps] = await Promise.all([
        recipesRepository.linesOf(ids),
        db
          .select({ recipeId: recipeSteps.recipeId, instruction: recipeSteps.instruction })
          .from(recipeSteps)
          .where(inArray(recipeSteps.recipeId, ids))
          .orderBy(asc(recipeSteps.recipeId), asc(recipeSteps.stepNumber)),
      ]);
      return rows.map((row) => ({
        title: row.title,
        cuisine: row.cuisine,
        ingredients: lines.filter((l) => l.recipeId === row.id).map((l) => ({ name: l.name, quantity: l.quantity, unit: l.unit })),
        steps: steps.filter((s) => s.recipeId === row.id).map((s) => s.instruction),
      }));
    },
  };
}
