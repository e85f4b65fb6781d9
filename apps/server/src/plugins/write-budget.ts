import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import { policyKey, routePolicy } from '../policy';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One budget of writes per member per minute (WRITE_RATE_LIMIT_PER_MINUTE) over every route that
 * changes something for a signed-in member: recipes, ratings, collections, plans, uploads, profile,
 * admin actions (issue 12, item 3: one member queued ~1,000 recipe jobs in ten seconds). Sign-in
 * routes have their own budget per address, and routes that call the AI (the tools, the admin's AI
 * actions) the AI budget per member, so they are left out: a request runs only the first limiter it
 * meets, and the AI budget must be that one. Counted after authorization, by member.
 */
export function registerWriteBudget(app: FastifyInstance, config: Pick<Config, 'writeRatePerMinute'>, otherBudgets: readonly preHandlerAsyncHookHandler[]) {
  const budget: preHandlerAsyncHookHandler = app.rateLimit({
    max: config.writeRatePerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `write:${request.viewer?.id ?? request.ip}`,
  });
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => WRITES.has(m));
    if (!methods.length || !route.url.startsWith('/api/') || route.url.startsWith('/api/ai/')) return;
    if (methods.every((method) => routePolicy[policyKey(method, route.url)] === 'public')) return;
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    if (existing.some((handler) => otherBudgets.includes(handler as preHandlerAsyncHookHandler))) return;
    route.preHandler = [budget, ...existing];
  });
}
