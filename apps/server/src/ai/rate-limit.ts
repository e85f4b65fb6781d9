import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';

/**
 * The per-member AI budget (AI_RATE_LIMIT_PER_MINUTE), one for all tools together: a member who has
 * used it on Chef cannot go on with Mood Suggestions. One limiter shared by every AI route (a route-level
 * rateLimit config would give each route its own bucket). Counted after sign-in, per member.
 */
export function createAiBudget(app: FastifyInstance, config: Config): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max: config.ai.ratePerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `ai:${request.viewer?.id ?? request.ip}`,
  });
}
