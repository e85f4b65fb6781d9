import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import pino from 'pino';
import { loadIfct } from './ai/knowledge/nutrition';
import { buildApp } from './app';
import { createIngredientsRepository } from './modules/ingredients/ingredients.repository';
import { backfillCatalogueNames } from './modules/ingredients/ingredients.service';
import { createDiscoveryRepository } from './modules/recipes/discovery.repository';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { exposedGarbageCollector, startIdleCollector } from './runtime/idle-collector';
import { resolveSessionSecret } from './secret';
import { prepareDatabase, prepareNewPgliteFolderApart } from './start-up';

const TRENDING_REFRESH_MS = 5 * 60 * 1000;
/** ~1.5 s of database time per refresh at 100k recipes (about 3 ms a ranking); 144,000 recipes a day. */
const RELATED_RANKINGS_PER_REFRESH = 500;

/** Process entry: read config, migrate, seed, serve; drain on SIGTERM. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const secret = resolveSessionSecret(config);
  await prepareNewPgliteFolderApart(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  const log = pino({ level: config.logLevel });
  const jobs = await prepareDatabase(database, log, config);
  const app = await buildApp({ config, database, secret, logger: true, jobs });

  const closeConnectionsAfterAnswers = trackOpenResponses(app.server);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    try {
      closeConnectionsAfterAnswers();
      await app.close();
      await jobs.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Read the nutrition table now rather than on the first request that needs it.
  loadIfct();
  // Trending is recomputed every few minutes on each instance (idempotent, one UPDATE).
  const discovery = createDiscoveryRepository(database.db);
  const refreshTrending = () =>
    app.activity
      .flush()
      .then(() => discovery.refreshTrending())
      .then(() => app.readCaches.invalidate())
      // Related recipes kept for each recipe are ranked again once a day old, a few hundred at a time.
      .then(() => discovery.rankStaleRelated(RELATED_RANKINGS_PER_REFRESH))
      .catch((error) => app.log.warn({ err: error }, 'trending refresh failed'));
  setInterval(refreshTrending, TRENDING_REFRESH_MS).unref();
  await app.listen({ host: config.host, port: config.port });
  // The first refresh runs once the server is already answering, so it never delays a cold start.
  void refreshTrending();
  // Ingredients added before new ones took the food knowledge's Hindi and Spanish names get them now
  // (decision 0036); also once answering, and a no-op once done.
  void backfillCatalogueNames(createIngredientsRepository(database.db))
    .then((filled) => {
      if (!filled) return;
      app.log.info({ ingredients: filled }, 'gave catalogue ingredients the food knowledge’s Hindi and Spanish names');
      app.readCaches.invalidate();
    })
    .catch((error) => app.log.warn({ err: error }, 'catalogue names backfill failed'));
  const collect = exposedGarbageCollector();
  if (collect)
    startIdleCollector({
      collect,
      onCollected: ({ ms, freedBytes }) => app.log.debug({ ms: Math.round(ms), freedMb: Math.round(freedBytes / 1048576) }, 'quiet: collected garbage'),
    });
  app.log.info(`Hearth is ready on ${config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`} (${database.kind})`);
}

/**
 * Closing the server closes the connections that are idle at that moment; a keep-alive connection busy
 * with a request would stay open after its answer for as long as the client keeps it (about 72 s,
 * Fastify's keep-alive timeout), and the process would not exit (found by bench/faults.mjs). Answers
 * still being written when stopping starts therefore say `Connection: close`; a response already
 * streaming has its connection closed once it is done.
 */
function trackOpenResponses(server: Server): () => void {
  const open = new Set<ServerResponse>();
  let closing = false;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
    else response.once('close', () => setImmediate(() => server.closeIdleConnections()));
  };
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (closing) return closeAfter(response);
    open.add(response);
    response.once('close', () => open.delete(response));
  });
  return () => {
    closing = true;
    for (const response of open) closeAfter(response);
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
