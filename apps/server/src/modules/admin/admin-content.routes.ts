import { adminRecipeSchema, idParamSchema, imageUploadResponseSchema, pageQuerySchema } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImageField } from '../../storage/upload';
import { approveRecipe, deleteRecipe, toAdminRecipe, uploadIngredientImage, uploadRecipeImage, type AdminContentDeps } from './admin-content.service';

const idParams = z.object({ id: idParamSchema() });
const page = pageQuerySchema({ maxLimit: 200, defaultLimit: 100 });

/** Recipe and ingredient moderation under /api/admin. */
export async function adminContentRoutes(app: FastifyInstance, deps: AdminContentDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = { querystring: page, response: { 200: z.array(adminRecipeSchema) } };

  api.get('/api/admin/recipes/pending', { schema: list }, async (request) =>
    (await deps.recipes.listForAdmin('pending', request.query.limit, request.query.offset)).map(toAdminRecipe),
  );
  api.get('/api/admin/recipes', { schema: list }, async (request) => (await deps.recipes.listForAdmin('all', request.query.limit, request.query.offset)).map(toAdminRecipe));

  api.post('/api/admin/recipes/:id/approve', { schema: { params: idParams } }, async (request, reply) => {
    await approveRecipe(deps, request.params.id);
    return reply.status(204).send();
  });

  api.delete('/api/admin/recipes/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteRecipe(deps, request.params.id);
    return reply.status(204).send();
  });

  api.post('/api/admin/recipes/:id/upload-image', { schema: { params: idParams, response: { 200: imageUploadResponseSchema } } }, async (request) =>
    uploadRecipeImage(deps, request.params.id, await readImageField(request)),
  );

  api.post('/api/admin/ingredients/:id/upload-image', { schema: { params: idParams, response: { 200: imageUploadResponseSchema } } }, async (request) =>
    uploadIngredientImage(deps, request.params.id, await readImageField(request)),
  );
}
