import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertValidKey, type FileStore } from '../../storage/file-store';

/**
 * Serves stored files. Names are random and never reused, so they are cached for a year;
 * `nosniff` (set globally) stops a browser from reading one as anything but its type.
 */
export async function mediaRoutes(app: FastifyInstance, { store }: { store: FileStore }) {
  app.withTypeProvider<ZodTypeProvider>().get('/media/:folder/:file', { schema: { params: z.object({ folder: z.string(), file: z.string() }) } }, async (request, reply) => {
    const key = `${request.params.folder}/${request.params.file}`;
    try {
      assertValidKey(key);
    } catch {
      return reply.callNotFound();
    }
    const file = await store.get(key);
    if (!file) return reply.callNotFound();
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.body);
  });
}
