import { idParamSchema, recipePhotosSchema, reorderRecipePhotosBodySchema } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImageField } from '../../storage/upload';
import { addPhoto, listPhotos, removePhoto, reorderPhotos, type RecipePhotoDeps } from './recipe-photos.service';

const idParams = z.object({ id: idParamSchema('Recipe id') });
const photos = { 200: recipePhotosSchema };

/** A creator's photos of their recipe (issue 13): list, add, remove, reorder. Admins may do the same. */
export async function recipePhotosRoutes(app: FastifyInstance, deps: RecipePhotoDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/recipes/:id/images', { schema: { params: idParams, response: photos } }, async (request) => listPhotos(deps, request.viewer, request.params.id));

  // Multipart with the field `image`, as the admin upload (spec §7).
  api.post('/api/recipes/:id/images', { schema: { params: idParams, response: { 201: recipePhotosSchema } } }, async (request, reply) =>
    reply.status(201).send(await addPhoto(deps, request.viewer, request.params.id, () => readImageField(request))),
  );

  api.put('/api/recipes/:id/images/order', { schema: { params: idParams, body: reorderRecipePhotosBodySchema, response: photos } }, async (request) =>
    reorderPhotos(deps, request.viewer, request.params.id, request.body.imageIds),
  );

  api.delete('/api/recipes/:id/images/:imageId', { schema: { params: idParams.extend({ imageId: idParamSchema('Image id') }), response: photos } }, async (request) =>
    removePhoto(deps, request.viewer, request.params.id, request.params.imageId),
  );
}
