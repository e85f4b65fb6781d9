import { categorizeResponseSchema, generateImagesResponseSchema, pageQuerySchema } from '@hearth/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorizeAllIngredients, generateMissingImages, listAiCalls, type AdminAiDeps } from './admin-ai.service';

const aiCallSchema = z.object({
  id: z.number().int(),
  task: z.string(),
  userId: z.string().nullable(),
  provider: z.string(),
  model: z.string().nullable(),
  latencyMs: z.number().int(),
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
  outcome: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

/** The Ingredient Management card and the AI call log. */
export async function adminAiRoutes(app: FastifyInstance, deps: AdminAiDeps & { aiCalls: Parameters<typeof listAiCalls>[0]; aiBudget: preHandlerAsyncHookHandler }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/admin/categorize-ingredients', { preHandler: deps.aiBudget, schema: { response: { 200: categorizeResponseSchema } } }, async (request) =>
    categorizeAllIngredients(deps, request.viewer.id),
  );

  api.post('/api/admin/generate-all-images', { preHandler: deps.aiBudget, schema: { response: { 200: generateImagesResponseSchema } } }, async () => generateMissingImages(deps));

  api.get(
    '/api/admin/ai-calls',
    { schema: { querystring: pageQuerySchema({ maxLimit: 500, defaultLimit: 100 }).pick({ limit: true }), response: { 200: z.array(aiCallSchema) } } },
    async (request) => listAiCalls(deps.aiCalls, request.query.limit),
  );
}
