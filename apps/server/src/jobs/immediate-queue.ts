import type { JobQueue } from './queue';

/**
 * Runs each job at once, inside the caller, and lets its errors surface. API tests use it so
 * enrichment has finished when a request returns; the pg-boss queue has its own end-to-end test.
 */
export function createImmediateJobQueue(): JobQueue {
  const handlers = new Map<string, (data: never) => Promise<void>>();
  return {
    async send(queue, data) {
      const handler = handlers.get(queue);
      if (!handler) throw new Error(`No worker for queue ${queue}`);
      await handler(data as never);
    },
    async work(queue, handler) {
      handlers.set(queue, handler as (data: never) => Promise<void>);
    },
    async stop() {
      handlers.clear();
    },
  };
}
