import {
  DIET_TYPES,
  idParamSchema,
  MEAL_TYPES,
  pageQuerySchema,
  RECIPE_CUISINES,
  rateRecipeBodySchema,
  safeText,
  recipeCardSchema,
  recipeDetailSchema,
  recipeFormSchema,
  recipeVersionSchema,
  communityRatingSchema,
} from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSerializedJson } from '../../plugins/serialized-json';
import { browseRecipesJson, relatedRecipesJson, type DiscoveryDeps } from './discovery.service';
import { createRecipe, getRecipeDetailJson, listMyRecipesJson, listVersions, rateRecipe, restoreVersion, updateRecipe, type RecipeDeps } from './recipes.service';

const DEFAULT_PAGE_SIZE = 24;
const idParams = z.object({ id: idParamSchema('Recipe id') });
/** "a,b" → ['a', 'b'], keeping only known values, so a bad filter narrows nothing instead of failing. */
const csvOf = (allowed: readonly string[]) =>
  safeText()
    .max(500)
    .optional()
    .transform((v) =>
      v
        ? [
            ...new Set(
              v
                .split(',')
                .map((x) => x.trim())
                .filter((x) => allowed.includes(x)),
            ),
          ]
        : [],
    );

const page = pageQuerySchema({ maxLimit: 100, defaultLimit: DEFAULT_PAGE_SIZE });

const browseQuery = page.extend({
  type: z.enum(['trending', 'curated']).optional(),
  cuisines: csvOf(RECIPE_CUISINES),
  dietTypes: csvOf(DIET_TYPES),
  mealTypes: csvOf(MEAL_TYPES),
  search: safeText()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || null),
});

export async function recipesRoutes(app: FastifyInstance, deps: RecipeDeps & DiscoveryDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The browse list (spec §7): tabs, comma-joined filters and search; paginated with limit and offset.
  api.get('/api/recipes', { schema: { querystring: browseQuery, response: { 200: z.array(recipeCardSchema) } } }, async (request, reply) =>
    sendSerializedJson(reply, await browseRecipesJson(deps, request.viewer, request.query)),
  );

  api.get(
    '/api/recipes/related/:id',
    { schema: { params: idParams, querystring: pageQuerySchema({ maxLimit: 24, defaultLimit: 6 }).pick({ limit: true }), response: { 200: z.array(recipeCardSchema) } } },
    async (request, reply) => sendSerializedJson(reply, await relatedRecipesJson(deps, request.viewer, request.params.id, request.query.limit)),
  );

  api.get('/api/recipes/my', { schema: { querystring: page, response: { 200: z.array(recipeCardSchema) } } }, async (request, reply) =>
    sendSerializedJson(reply, await listMyRecipesJson(deps, request.viewer, request.query.limit, request.query.offset)),
  );

  api.get('/api/recipes/:id', { schema: { params: idParams, response: { 200: recipeDetailSchema } } }, async (request, reply) =>
    sendSerializedJson(reply, await getRecipeDetailJson(deps, request.viewer, request.params.id)),
  );

  api.post('/api/recipes', { schema: { body: recipeFormSchema, response: { 201: recipeDetailSchema } } }, async (request, reply) =>
    reply.status(201).send(await createRecipe(deps, request.viewer, request.body)),
  );

  api.put('/api/recipes/:id', { schema: { params: idParams, body: recipeFormSchema, response: { 200: recipeDetailSchema } } }, async (request) =>
    updateRecipe(deps, request.viewer, request.params.id, request.body),
  );

  api.post(
    '/api/recipes/:id/rate',
    { schema: { params: idParams, body: rateRecipeBodySchema, response: { 200: z.object({ communityRating: communityRatingSchema, myRating: z.number().int() }) } } },
    async (request) => rateRecipe(deps, request.viewer, request.params.id, request.body.rating),
  );

  api.get('/api/recipes/:id/versions', { schema: { params: idParams, response: { 200: z.array(recipeVersionSchema) } } }, async (request) =>
    listVersions(deps, request.viewer, request.params.id),
  );

  api.post(
    '/api/recipes/:id/versions/:versionId/restore',
    { schema: { params: idParams.extend({ versionId: idParamSchema('Version id') }), response: { 200: recipeDetailSchema } } },
    async (request) => restoreVersion(deps, request.viewer, request.params.id, request.params.versionId),
  );
}
