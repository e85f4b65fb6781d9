import { sql, type SQLWrapper } from 'drizzle-orm';
import { ingredients, profiles, recipeIngredients, recipes, recipeSteps, users } from '../../db/schema';

/**
 * The recipe card and page as JSON, built by PostgreSQL (contracts recipeCardSchema and recipeDetailSchema).
 * Lists and pages send the text as it comes: no row is parsed into objects and serialised again, which
 * was most of a request's cost (decision 0038). These are the only definitions of the two shapes; the
 * API tests parse every answer with the contracts' schemas.
 */

/** An ISO 8601 UTC timestamp with milliseconds, as JavaScript's toISOString writes it. */
const isoTime = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The community rating: the average to one decimal (0 when unrated) and the count. */
export const communityRatingJson = sql`json_build_object(
  'average', case when ${recipes.ratingCount} > 0 then round(${recipes.ratingSum}::numeric / ${recipes.ratingCount}, 1) else 0 end,
  'count', ${recipes.ratingCount})`;

const cardFields = sql`
  'id', ${recipes.id}, 'title', ${recipes.title}, 'description', ${recipes.description},
  'imageUrl', ${recipes.cardImageUrl}, 'images', ${recipes.imageUrls}, 'tags', ${recipes.tags},
  'cookingTime', ${recipes.cookingTime}, 'servings', ${recipes.servings}, 'cuisine', ${recipes.cuisine},
  'dietType', ${recipes.dietType}, 'mealTypes', ${recipes.mealTypes}, 'visibility', ${recipes.visibility},
  'isApproved', ${recipes.isApproved}, 'communityRating', ${communityRatingJson}, 'aiRating', ${recipes.aiRating},
  'createdBy', ${recipes.createdBy}, 'createdAt', ${isoTime(recipes.createdAt)},
  'derivedAllergens', ${recipes.derivedAllergens}`;

/** One recipe card, as JSON text, for a query reading `recipes`. */
export const recipeCardJson = sql<string>`json_build_object(${cardFields})::text`;

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

/** Everything on the recipe page except the viewer's own rating, as JSON text. */
export const recipeDetailJson = sql<string>`json_build_object(${cardFields},
  'backstory', ${recipes.backstory}, 'healthDiets', ${recipes.healthDiets}, 'allergens', ${recipes.allergens},
  'cookingStyles', ${recipes.cookingStyles}, 'recipeIngredients', ${ingredientLines}, 'steps', ${steps},
  'healthBenefits', ${recipes.healthBenefits}, 'likelyConcerns', ${recipes.likelyConcerns}, 'avoidWith', ${recipes.avoidWith},
  'creator', ${creator},
  'enrichment', json_build_object('status', ${recipes.enrichmentStatus}, 'flaggedReasons', ${recipes.flaggedReasons}),
  'mayContainAllergens', ${recipes.mayContainAllergens}, 'diets', ${recipes.dietFlags}, 'nutrition', ${recipes.nutrition},
  'aiRatingNotes', ${recipes.aiRatingNotes}, 'updatedAt', ${isoTime(recipes.updatedAt)})::text`;

/** A JSON array of already-encoded JSON values. */
export const jsonArray = (items: string[]): Buffer => Buffer.from(`[${items.join(',')}]`);
