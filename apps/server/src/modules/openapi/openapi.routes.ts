import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the zod contracts every route already validates with (the AI
 * tools' summaries come from their contracts). Registered before the routes so it sees all of them.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hearth API',
        version: '1',
        description: 'Recipes, collections, meal plans and AI cooking tools. Sessions are cookies; state-changing calls must come from the app’s own origin.',
      },
      tags: [{ name: 'AI tools', description: 'Approved members only; each member has AI_RATE_LIMIT_PER_MINUTE calls a minute.' }],
    },
    transform: jsonSchemaTransform,
  });
}

export async function openApiRoutes(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
