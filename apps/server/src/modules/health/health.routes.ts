import type { FastifyInstance } from 'fastify';
import type { RateCounterMode } from '../../plugins/rate-counter';
import { checkReadiness, type ReadinessCheck } from './health.service';

/**
 * Health for load balancers and orchestrators (README, "Scaling out"):
 * - GET /healthz, liveness: the process is up and serving. Restart the instance only when this fails. It also
 *   says where rate limits are counted: 'redis', 'in-process', or 'in-process (Redis unreachable)'.
 * - GET /readyz, readiness: the database answers a query on a real table, Redis answers when REDIS_URL is
 *   set, and the job queue answers when it is pg-boss. Send traffic only while this is 200; a 503 names
 *   the failed check.
 * Both are outside /api, so they need no session and have no row in the policy table (like /media).
 */
export async function healthRoutes(app: FastifyInstance, { checks, rateLimits }: { checks: ReadinessCheck[]; rateLimits: () => RateCounterMode }) {
  // Says where rate limits are counted, so an operator sees when a Redis outage left each instance alone.
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok', rateLimits: rateLimits() }));

  app.get('/readyz', async (request, reply) => {
    const readiness = await checkReadiness(checks);
    reply.header('cache-control', 'no-store');
    if (readiness.ready) return reply.send({ status: 'ok', checks: readiness.checks });
    for (const { name, error } of readiness.failed) request.log.warn({ err: error, check: name }, 'readiness check failed');
    const names = readiness.failed.map((f) => f.name).join(', ');
    return reply.status(503).send({ status: 'unavailable', message: `Not ready: ${names} not answering`, code: 'UNAVAILABLE', checks: readiness.checks });
  });
}
