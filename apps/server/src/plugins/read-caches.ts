import type { FastifyInstance } from 'fastify';
import type { CacheGroup } from '../cache/read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes what later reads return (sign-out, the sign-in provider's callback). */
    changesState?: boolean;
    /** A POST that changes nothing other members read (an AI tool's answer, its history): caches stay. */
    keepsReadCaches?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Clears every read cache after each successful write through the API, before the answer is sent, so
 * the member's next request (and everyone else's) sees the change.
 */
export function registerCacheInvalidation(app: FastifyInstance, group: CacheGroup) {
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    const writes = (!READ_METHODS.has(request.method) && config?.keepsReadCaches !== true) || config?.changesState === true;
    if (writes && reply.statusCode < 400 && request.url.startsWith('/api/')) group.invalidate();
    return payload;
  });
  app.addHook('onClose', async () => group.close());
}
