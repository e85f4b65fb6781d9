import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { recipes } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { listedRecipe } from '../../../db/listed';

export interface TasteCandidateRow {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  cuisine: string | null;
  cookingTime: number | null;
  tags: string[];
  cookingStyles: string[];
  /** Ingredient names in recipe order. */
  ingredients: string[];
}

/**
 * A websearch query that matches any of the terms, phrases quoted. Terms are normalised to [a-z0-9 ]
 * by the caller and filtered again here, so nothing in them can act as query syntax.
 */
export function anyOfQuery(terms: readonly string[]): string {
  return terms
    .map((term) =>
      term
        .toLowerCase()
        .replace(/[^a-z0-9 ]+/g, ' ')
        .trim(),
    )
    .filter((term) => term.length >= 2)
    .map((term) => (term.includes(' ') ? `"${term}"` : term))
    .join(' or ');
}

export function createTasteMemoryRepository(db: Database) {
  return {
    /**
     * Listed recipes whose title, tags, ingredient names or description share a word with the memory (the
     * recipes' full-text index), or whose cuisine it names; the best `limit` by text rank, so the query
     * stays bounded however many recipes match a common word. Each comes with its ingredient names.
     */
    async findCandidates(options: { terms: readonly string[]; cuisines: readonly string[]; limit: number }): Promise<TasteCandidateRow[]> {
      const query = anyOfQuery(options.terms);
      if (!query && !options.cuisines.length) return [];
      const tsquery = sql`websearch_to_tsquery('english', ${query})`;
      return rowsOf<TasteCandidateRow>(
        db,
        sql`
        select ${recipes.id} as id, ${recipes.title} as title, ${recipes.description} as description, ${recipes.cardImageUrl} as "imageUrl",
          ${recipes.cuisine} as cuisine, ${recipes.cookingTime} as "cookingTime", ${recipes.tags} as tags, ${recipes.cookingStyles} as "cookingStyles",
          array(select i.name from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id where ri.recipe_id = ${recipes.id} order by ri.position) as ingredients
        from ${recipes}
        where ${listedRecipe} and (${query ? sql`${recipes.searchVector} @@ ${tsquery}` : sql`false`} or ${recipes.cuisine} = any(${sql.param([...options.cuisines])}::text[]))
        order by ${query ? sql`ts_rank(${recipes.searchVector}, ${tsquery})` : sql`0`} desc, ${recipes.id} asc
        limit ${options.limit}`,
      );
    },
  };
}
export type TasteMemoryRepository = ReturnType<typeof createTasteMemoryRepository>;
