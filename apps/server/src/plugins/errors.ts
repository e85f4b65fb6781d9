import { serverMessages, type ErrorBody } from '@hearth/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** One error handler: every error becomes `{message, code, issues?}`; 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance, spaFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | null>) | null) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.message, error.code, error.issues, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath
          .split('/')
          .filter(Boolean)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(body(issues[0]?.message ?? serverMessages.validation, 'VALIDATION', issues));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body(serverMessages.tooManyRequests, 'RATE_LIMITED'));
    if (status >= 400 && status < 500) {
      // Framework errors (bad JSON, wrong content type, body too large) are safe to describe.
      return reply.status(status).send(body(error.message, error.code ?? 'BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(serverMessages.internal, 'INTERNAL'));
  });

  app.setNotFoundHandler(async (request, reply) => {
    // The web app decides which paths are its own (plugins/web-app.ts); the API, media and missing build
    // assets (an old /assets/x.js after a deploy) get a real JSON 404.
    // The fallback sends the page itself. Checked on the reply: a Fastify reply is a thenable, so the sent
    // reply, awaited, comes back undefined, and a 404 then went after the page ("Reply was already sent").
    if (spaFallback) await spaFallback(request, reply);
    if (reply.sent) return reply;
    return reply.status(404).send(body(`${serverMessages.notFound}: ${request.method} ${request.url.split('?')[0]}`, 'NOT_FOUND'));
  });
}

function body(message: string, code: string, issues?: ErrorBody['issues'], params?: ErrorBody['params']): ErrorBody {
  return { message, code, ...(issues ? { issues } : {}), ...(params ? { params } : {}) };
}
