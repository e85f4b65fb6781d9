import { sql, type SQLWrapper } from 'drizzle-orm';
import { ingredients, profiles, recipeIngredients, recipes, recipeSteps, users } from '../../db/schema';

/**
 * The recipe card and page as JSON (contracts recipeCardSchema and recipeDetailSchema). Lists and pages send
 * the text as it comes: no row is parsed into objects and serialised again, which was most of a request's
 * cost (decision 0038). The card is written by the database with the row (`recipes.card_json`, migration
 * 0014's hearth_recipe_card, the only definition of its fields), so a list reads it instead of building
 * it per row (decision 0045); the page is the card and what only the page shows, defined here. The API
 * tests parse every answer with the contracts' schemas.
 */

/** An ISO 8601 UTC timestamp with milliseconds, as JavaScript's toISOString writes it. */
const isoTime = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One recipe card, as JSON text, for a query reading `recipes`. */
export const recipeCardJson = sql<string>`${recipes.cardJson}`;

/** The community rating (the average to one decimal, 0 when unrated, and the count), as the card has it. */
export const communityRatingJson = sql<string>`(${recipes.cardJson}::json -> 'communityRating')::text`;

const ingredientLines = sql`coalesce((
  select json_agg(json_build_object(
    'id', ${recipeIngredients.id}, 'quantity', ${recipeIngredients.quantity}, 'unit', ${recipeIngredients.unit},
    'ingredient', json_build_object('id', ${ingredients.id}, 'name', ${ingredients.name}, 'imageUrl', ${ingredients.imageUrl},
      'isAllergen', ${ingredients.isAllergen}, 'alternativeNames', ${ingredients.alternativeNames}))
    order by ${recipeIngredients.position})
  from ${recipeIngredients} join ${ingredients} on ${ingredients.id} = ${recipeIngredients.ingredientId}
  where ${recipeIngredients.recipeId} = ${recipes.id}), '[]'::json)`;

const steps = sql`coalesce((
  select json_agg(json_build_object('id', ${recipeSteps.id}, 'stepNumber', ${recipeSteps.stepNumber},
    'instruction', ${recipeSteps.instruction}, 'imageUrl', ${recipeSteps.imageUrl}) order by ${recipeSteps.stepNumber})
  from ${recipeSteps} where ${recipeSteps.recipeId} = ${recipes.id}), '[]'::json)`;

const creator = sql`coalesce((
  select json_build_object('firstName', ${users.firstName}, 'username', ${profiles.username})
  from ${users} left join ${profiles} on ${profiles.userId} = ${users.id} where ${users.id} = ${recipes.createdBy}),
  json_build_object('firstName', null, 'username', null))`;

/** What the page shows beyond the card, as a JSON object. */
const pageFields = sql`json_build_object(
  'backstory', ${recipes.backstory}, 'healthDiets', ${recipes.healthDiets}, 'allergens', ${recipes.allergens},
  'cookingStyles', ${recipes.cookingStyles}, 'recipeIngredients', ${ingredientLines}, 'steps', ${steps},
  'healthBenefits', ${recipes.healthBenefits}, 'likelyConcerns', ${recipes.likelyConcerns}, 'avoidWith', ${recipes.avoidWith},
  'creator', ${creator},
  'enrichment', json_build_object('status', ${recipes.enrichmentStatus}, 'flaggedReasons', ${recipes.flaggedReasons}),
  'mayContainAllergens', ${recipes.mayContainAllergens}, 'diets', ${recipes.dietFlags}, 'nutrition', ${recipes.nutrition},
  'aiRatingNotes', ${recipes.aiRatingNotes}, 'updatedAt', ${isoTime(recipes.updatedAt)})::text`;

/**
 * Everything on the recipe page except the viewer's own rating, as JSON text: the card's object with the
 * page's fields appended. Both are objects json_build_object wrote ("{…}", never empty), so the card's
 * closing brace and the page's opening one are cut and the two joined by a comma; the card's fields and
 * their order stay exactly as lists send them.
 */
export const recipeDetailJson = sql<string>`left(${recipes.cardJson}, -1) || ', ' || substr(${pageFields}, 2)`;

/** A JSON array of already-encoded JSON values. */
export const jsonArray = (items: string[]): Buffer => Buffer.from(`[${items.join(',')}]`);
