import type { FastifyBaseLogger } from 'fastify';
import { ENRICH_RECIPE_QUEUE, JOB_QUEUES } from './ai/enrichment/enrich-recipe';
import type { Config } from './config';
import { pgliteFolderOf, type DatabaseHandle } from './db/client';
import { holdsDatabase } from './db/pglite';
import { seedDemoContent } from './db/seed/seed-demo';
import { startJobQueue, type JobQueue } from './jobs/queue';
import { childEntry, runChildToEnd } from './runtime/child-entry';

/**
 * What every start does before serving: the migrations, the job queue, and, when SEED_DEMO is on and the
 * database has no demo content yet, the demo content with its enrichment queued.
 */
export async function prepareDatabase(database: DatabaseHandle, log: FastifyBaseLogger, options: Pick<Config, 'seedDemo'>): Promise<JobQueue> {
  await database.migrate();
  const jobs = await startJobQueue(database, log, JOB_QUEUES);
  if (options.seedDemo) {
    const result = await seedDemoContent(database.db);
    if (result.seeded) {
      log.info({ recipes: result.recipeIds.length }, 'seeded demo content; enriching it in the background');
      for (const recipeId of result.recipeIds) await jobs.send(ENRICH_RECIPE_QUEUE, { recipeId }, { singletonKey: String(recipeId) });
    }
  }
  return jobs;
}

/**
 * On the first start with PGlite, `prepareDatabase` runs in a short-lived child process
 * (`first-start-process.ts`), and the server then opens the database as it would an existing one.
 * PGlite is a WebAssembly PostgreSQL in the server's own process: creating the catalogue, building the
 * indexes and writing the demo recipes leave its memory and the C heap of the WebAssembly compiler at their
 * peak, which a process never gives back. The server idled 20–60 MB heavier after a first start than after a
 * restart on the same data (decision 0047). Later starts, and PostgreSQL, prepare in-process. Says whether it
 * made the folder.
 */
export async function prepareNewPgliteFolderApart(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo' | 'logLevel'>): Promise<boolean> {
  if (config.databaseUrl || holdsDatabase(pgliteFolderOf(config.dataDir))) return false;
  // dist/first-start.js beside the bundled server, or the source through tsx.
  const entry = childEntry(new URL('./first-start.js', import.meta.url), new URL('./first-start-process.ts', import.meta.url));
  await runChildToEnd(entry, [config.dataDir, String(config.seedDemo), config.logLevel], 'Preparing the new embedded database');
  return true;
}
