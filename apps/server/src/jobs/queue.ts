import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

/**
 * Durable background jobs on the app's own database (pg-boss): on PGlite by default, on PostgreSQL
 * with workers on every instance when scaled out. Jobs survive restarts and are retried.
 */
export interface JobQueue {
  /** Queues a job; jobs with the same key that are still waiting are not queued twice. */
  send(queue: string, data: object, options?: { singletonKey?: string }): Promise<void>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  /** Resolves when the queue can take jobs; absent when jobs run inside the request (API tests). */
  ping?(): Promise<void>;
}

export const QUEUE_SETTINGS = { retryLimit: 4, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 } as const;

export async function startJobQueue(database: DatabaseHandle, log: FastifyBaseLogger, queues: string[]): Promise<JobQueue> {
  const connection = database.jobConnection;
  const boss =
    'pglite' in connection ? new PgBoss({ db: fromPglite(connection.pglite), schema: 'pgboss' }) : new PgBoss({ connectionString: connection.url, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of queues) await boss.createQueue(name, { ...QUEUE_SETTINGS, policy: 'stately' });
  return {
    async send(queue, data, options) {
      await boss.send(queue, data, options?.singletonKey ? { singletonKey: options.singletonKey } : {});
    },
    async work(queue, handler) {
      await boss.work<object>(queue, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    async ping() {
      // Reads pg-boss's own queue table: fails when its schema is gone or its database does not answer.
      for (const name of queues) if (!(await boss.getQueue(name))) throw new Error(`job queue ${name} is missing`);
    },
  };
}
