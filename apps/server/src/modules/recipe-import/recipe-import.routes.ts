import { IMPORT_MAX_BYTES, recipeImportDraftSchema, recipeImportImageRequestSchema, recipeImportRequestSchema } from '@hearth/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { importPicture, importRecipe, type ImportOptions } from './recipe-import.service';

/**
 * The per-member import budget (IMPORT_RATE_LIMIT_PER_MINUTE), shared by both routes: each one makes the
 * server fetch from the internet on a member's behalf. Counted after authorization, per member.
 */
export function createImportBudget(app: FastifyInstance, config: Pick<Config, 'recipeImport'>): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max: config.recipeImport.ratePerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `import:${request.viewer?.id ?? request.ip}`,
  });
}

/** A pasted page may be as large as a fetched one; JSON escaping can add a third. */
const PASTED_PAGE_BODY_LIMIT = Math.ceil(IMPORT_MAX_BYTES * 1.5);

/** Import on Create Recipe (issue 15): a draft for the form, and the draft's picture. Nothing is saved. */
export async function recipeImportRoutes(app: FastifyInstance, { budget, options }: { budget: preHandlerAsyncHookHandler; options: ImportOptions }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/recipes/import',
    {
      preHandler: budget,
      bodyLimit: PASTED_PAGE_BODY_LIMIT,
      config: { keepsReadCaches: true },
      schema: {
        tags: ['Recipes'],
        summary: 'Read a recipe from a link or a pasted page into a draft of the recipe form',
        body: recipeImportRequestSchema,
        response: { 200: recipeImportDraftSchema },
      },
    },
    async (request) => importRecipe(request.body, options),
  );

  api.post(
    '/api/recipes/import/image',
    {
      preHandler: budget,
      config: { keepsReadCaches: true },
      schema: { tags: ['Recipes'], summary: "Fetch an imported draft's picture (answered as the image)", body: recipeImportImageRequestSchema },
    },
    async (request, reply) => {
      const picture = await importPicture(request.body.url, options);
      return reply.type(picture.mediaType).header('cache-control', 'no-store').send(picture.bytes);
    },
  );
}
