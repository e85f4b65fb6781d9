import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { policyKey, routePolicy } from '../../policy';
import { SESSION_COOKIE_PREFIX } from '../auth/better-auth';
import { renderDocsPage, type OpenApiDocument } from './docs-page';
import { ACCESS_WORDS, operationDocs, TAG_ORDER, type Answer, type OperationDoc } from './operations';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];
type RouteSchema = Record<string, unknown>;

/** The response a route without a response schema gives, as OpenAPI describes it. */
const ANSWERS: Record<Answer, Record<string, unknown>> = {
  noContent: { 204: { description: 'Done; no content', type: 'null' } },
  redirect: { 303: { description: 'Redirects (Location header) to the next page', type: 'null' } },
  html: { 200: { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
  css: { 200: { description: 'A stylesheet', content: { 'text/css': { schema: { type: 'string' } } } } },
  javascript: { 200: { description: 'A script', content: { 'text/javascript': { schema: { type: 'string' } } } } },
  file: { 200: { description: 'The file’s bytes', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } },
  json: { 200: { description: 'JSON', content: { 'application/json': { schema: { type: 'object' } } } } },
};

function multipartBody(fields: Record<string, string>) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, description]) => [
      name,
      description.startsWith('file') ? { type: 'string', format: 'binary', description } : { type: 'string', description },
    ]),
  );
  return { consumes: ['multipart/form-data'], body: { type: 'object', properties } };
}

/** What the operations table adds to a route's generated schema; the route's own summary and tags win. */
function withOperationFacts(schema: RouteSchema, doc: (OperationDoc & { tag: string }) | undefined, access: string | undefined): RouteSchema {
  return {
    ...schema,
    tags: schema.tags ?? (doc ? [doc.tag] : undefined),
    summary: schema.summary ?? doc?.summary,
    description: [access ? `Who may call: ${ACCESS_WORDS[access]}.` : null, schema.description].filter(Boolean).join('\n\n') || undefined,
    'x-access': access,
    // `{}` first: the session cookie is optional (OpenAPI's way of saying so).
    security: access === 'public' ? [] : access === 'signedInOrVisitor' ? [{}, { session: [] }] : [{ session: [] }],
    ...(!schema.response && doc?.answers ? { response: ANSWERS[doc.answers] } : {}),
    ...(!schema.body && doc?.multipart ? multipartBody(doc.multipart) : {}),
  };
}

/**
 * The route's schema from its zod contracts (fastify-type-provider-zod), with who may call it from the
 * policy table and the tag, summary and non-JSON answers from the operations table.
 */
function documentRoute(input: TransformInput): ReturnType<Transform> {
  const generated = jsonSchemaTransform(input);
  // Routes that declare no schema at all (a 204, a page) are documented from the operations table alone.
  const schema = (generated.schema ?? {}) as RouteSchema;
  if (schema.hide) return generated;
  const methods = ([] as string[]).concat(input.route.method).filter((m) => m !== 'HEAD');
  const key = policyKey(methods[0] ?? 'GET', input.url);
  // Routes outside /api (health, media) are not behind the policy: anyone may call them.
  const access = routePolicy[key] ?? (input.url.startsWith('/api/') ? undefined : 'public');
  return { ...generated, schema: withOperationFacts(schema, operationDocs.get(key), access) as typeof generated.schema };
}

/**
 * The OpenAPI document, generated from the zod contracts every route already validates with.
 * Registered before the routes so it sees all of them.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hearth API',
        version: '1',
        description:
          'Recipes, collections, meal plans and AI cooking tools. Sessions are cookies; state-changing calls must come from the app’s own origin. Readable at /api/docs.',
      },
      tags: TAG_ORDER.map((name) => (name === 'AI tools' ? { name, description: 'Approved members only; each member has AI_RATE_LIMIT_PER_MINUTE calls a minute.' } : { name })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: `${SESSION_COOKIE_PREFIX}.session_token`,
            description: 'The session cookie set at sign-in (`__Secure-` prefixed behind HTTPS).',
          },
        },
      },
    },
    transform: documentRoute,
  });
}

export async function openApiRoutes(app: FastifyInstance) {
  app.get('/api/openapi.json', async () => app.swagger());
  // Routes do not change once the server is ready, so the page is rendered once.
  let page: string | undefined;
  app.get('/api/docs', async (_request, reply) => {
    page ??= renderDocsPage(app.swagger() as unknown as OpenApiDocument);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}
