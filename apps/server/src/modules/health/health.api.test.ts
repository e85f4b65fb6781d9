import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { JOB_QUEUES } from '../../ai/enrichment/enrich-recipe';
import { startJobQueue, type JobQueue } from '../../jobs/queue';

/** Issue 12, item 8: liveness says the process is up; readiness tells the truth about its dependencies. */
describe('health for load balancers', () => {
  it('both answer 200 on a healthy instance, without a session and never cached', async () => {
    const { app } = await createTestApp();
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', rateLimits: 'in-process' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('a database whose tables are gone is not ready, though the process is alive', async () => {
    const { app, database } = await createTestApp();
    await database.db.execute(sql`drop table users cascade`);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: 'Not ready: database not answering', code: 'UNAVAILABLE', checks: { database: 'failed' } });
  });

  it('Redis that does not answer makes the instance not ready', async () => {
    // Port 1 on this machine: nothing listens there, so every connection is refused.
    const { app } = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ message: 'Not ready: redis not answering', checks: { database: 'ok', redis: 'failed' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_REDIS_URL)('Redis that answers is checked and ready', async () => {
    const { app } = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL! });
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).json(), { timeout: 5000 })
      .toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', rateLimits: 'redis' });
  });

  describe('with the pg-boss job queue', () => {
    let jobs: JobQueue | undefined;
    afterAll(async () => {
      await jobs?.stop();
    });

    it('checks the queue, and is not ready when its tables are gone', async () => {
      const { app, database } = await createTestApp({}, { jobs: async (db) => (jobs = await startJobQueue(db, pino({ level: 'silent' }), JOB_QUEUES)) });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', jobs: 'ok' } });
      await database.db.execute(sql`drop schema pgboss cascade`);
      const broken = await app.inject({ method: 'GET', url: '/readyz' });
      expect(broken.statusCode).toBe(503);
      expect(broken.json()).toMatchObject({ message: 'Not ready: jobs not answering', checks: { database: 'ok', jobs: 'failed' } });
    });
  });
});
