import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Route config for every route that calls the AI engine: a per-member budget per minute
 * (AI_RATE_LIMIT_PER_MINUTE), counted after sign-in so each member has their own.
 */
export function aiRateLimit(config: Config) {
  return {
    rateLimit: {
      max: config.ai.ratePerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `ai:${request.viewer?.id ?? request.ip}`,
    },
  };
}
