import { accountExportSchema, idParamSchema, recipeExportQuerySchema, recipeJsonLdSchema } from '@hearth/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../plugins/security';
import { exportAccount, exportRecipe, type DataExportDeps, type Download } from './data-export.service';

/** A download: saved as `fileName`, never cached (it is the member's data), in `contentType`. */
function sendDownload<T>(reply: FastifyReply, contentType: string, { fileName, document }: Download<T>) {
  return reply.type(contentType).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(document);
}

export async function dataExportRoutes(app: FastifyInstance, deps: DataExportDeps & { publicUrl: string | undefined }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Links inside an export are absolute: PUBLIC_URL when the operator set it, else the address the member used.
  const originOf = (request: FastifyRequest) => deps.publicUrl ?? requestOrigin(request);

  api.get(
    '/api/recipes/:id/export',
    {
      schema: {
        params: z.object({ id: idParamSchema('Recipe id') }),
        querystring: recipeExportQuerySchema,
        response: { 200: recipeJsonLdSchema },
        produces: ['application/ld+json'],
      },
    },
    async (request, reply) => sendDownload(reply, 'application/ld+json; charset=utf-8', await exportRecipe(deps, request.viewer, request.params.id, originOf(request))),
  );

  api.get('/api/profile/export', { schema: { response: { 200: accountExportSchema } } }, async (request, reply) =>
    sendDownload(reply, 'application/json; charset=utf-8', await exportAccount(deps, request.viewer, originOf(request))),
  );
}
