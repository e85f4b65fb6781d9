import type { FastifyInstance } from 'fastify';

/** GET /healthz answers 200 once the database answers (load balancers and `npm start` wait on it). */
export async function healthRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }) {
  app.get('/healthz', async (request, reply) => {
    try {
      await ping();
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'Database is not answering', code: 'UNAVAILABLE' });
    }
  });
}
