import {
  addToCollectionSchema,
  collectionInputSchema,
  collectionListQuerySchema,
  collectionSchema,
  collectionUpdateSchema,
  idParamSchema,
  recipeCardSchema,
} from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import { sendSerializedJson } from '../../plugins/serialized-json';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addRecipe,
  createCollection,
  deleteCollection,
  getCollection,
  listCollectionRecipesJson,
  listCollections,
  removeRecipe,
  updateCollection,
  type CollectionDeps,
} from './collections.service';

const id = idParamSchema('Collection id');

export async function collectionsRoutes(app: FastifyInstance, deps: CollectionDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/collections', { schema: { querystring: collectionListQuerySchema, response: { 200: z.array(collectionSchema) } } }, async (request) =>
    listCollections(deps, request.viewer, request.query.recipeId),
  );

  api.post('/api/collections', { schema: { body: collectionInputSchema, response: { 201: collectionSchema } } }, async (request, reply) =>
    reply.status(201).send(await createCollection(deps, request.viewer, request.body)),
  );

  api.get('/api/collections/:id', { schema: { params: z.object({ id }), response: { 200: collectionSchema } } }, async (request) =>
    getCollection(deps, request.viewer, request.params.id),
  );

  api.patch('/api/collections/:id', { schema: { params: z.object({ id }), body: collectionUpdateSchema, response: { 200: collectionSchema } } }, async (request) =>
    updateCollection(deps, request.viewer, request.params.id, request.body),
  );

  api.delete('/api/collections/:id', { schema: { params: z.object({ id }) } }, async (request, reply) => {
    await deleteCollection(deps, request.viewer, request.params.id);
    return reply.status(204).send();
  });

  api.post('/api/collections/:collectionId/recipes', { schema: { params: z.object({ collectionId: id }), body: addToCollectionSchema } }, async (request) =>
    addRecipe(deps, request.viewer, request.params.collectionId, request.body.recipeId),
  );

  api.get('/api/collections/:id/recipes', { schema: { params: z.object({ id }), response: { 200: z.array(recipeCardSchema) } } }, async (request, reply) =>
    sendSerializedJson(reply, await listCollectionRecipesJson(deps, request.viewer, request.params.id)),
  );

  api.delete(
    '/api/collections/:collectionId/recipes/:recipeId',
    { schema: { params: z.object({ collectionId: id, recipeId: idParamSchema('Recipe id') }) } },
    async (request, reply) => {
      await removeRecipe(deps, request.viewer, request.params.collectionId, request.params.recipeId);
      return reply.status(204).send();
    },
  );
}
