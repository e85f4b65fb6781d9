import { sql } from 'drizzle-orm';
import { recipes } from './schema';

/**
 * A listed recipe: approved, public, creator not banned (spec §3: what browse, search and the AI tools
 * may show anyone). Written exactly as the predicate of the listed partial indexes in schema/recipes.ts,
 * so the planner can use them.
 */
export const listedRecipe = sql`${recipes.isApproved} and ${recipes.visibility} = 'public' and not ${recipes.creatorBanned}`;
