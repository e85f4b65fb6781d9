import { categorizeResponseSchema, generateImagesResponseSchema } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AiCallsRepository } from '../../ai/ai-calls.repository';
import { aiRateLimit } from '../../ai/rate-limit';
import type { Config } from '../../config';
import { categorizeAllIngredients, generateMissingImages, type AdminAiDeps } from './admin-ai.service';

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
export async function adminAiRoutes(app: FastifyInstance, deps: AdminAiDeps & { aiCalls: AiCallsRepository; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = aiRateLimit(deps.config);

  api.post('/api/admin/categorize-ingredients', { config: limited, schema: { response: { 200: categorizeResponseSchema } } }, async (request) => categorizeAllIngredients(deps, request.viewer.id));

  api.post('/api/admin/generate-all-images', { config: limited, schema: { response: { 200: generateImagesResponseSchema } } }, async () => generateMissingImages(deps));

  api.get(
    '/api/admin/ai-calls',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }), response: { 200: z.array(aiCallSchema) } } },
    async (request) => (await deps.aiCalls.listRecent(request.query.limit)).map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  );
}
