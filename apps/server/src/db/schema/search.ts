import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { recipes } from './recipes';

/**
 * An inverted index of listed recipes, ordered for search (decision 0030): one row per word (a lexeme
 * of the recipe's search vector) and recipe, with the best place the word appears (0 title, 1 tags or
 * ingredients, 2 description) and the recipe's quality. Reading the first page for a word is a short
 * index range, however many recipes contain it. Kept in step by a trigger on recipes (migration 0011).
 */
export const recipeSearchPostings = pgTable(
  'recipe_search_postings',
  {
    term: text('term').notNull(),
    tier: smallint('tier').notNull(),
    rank: real('rank').notNull(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('recipe_search_postings_order_idx').on(t.term, t.tier, t.rank.desc(), t.recipeId.desc()), index('recipe_search_postings_recipe_idx').on(t.recipeId, t.term)],
);

/** Every word recipes have used: what a typed prefix expands to and a typo is corrected against. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);
