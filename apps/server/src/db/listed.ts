import { listedPredicate, recipes } from './schema/recipes';

/** A listed recipe, for queries: the same predicate as the listed partial indexes (schema/recipes.ts). */
export const listedRecipe = listedPredicate(recipes);
