import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { childEntry, runChildToEnd } from '../runtime/child-entry';

/**
 * PGlite's memory is WebAssembly memory, which grows to its peak and is never given back, so its
 * PostgreSQL is sized for one process serving one small site: buffers a tenth of the default, one
 * backend (decision 0038 measures what each setting saves).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'wal_buffers=1MB', 'temp_buffers=2MB', 'max_connections=5'];

/** The embedded PostgreSQL with the extensions the migrations create (search: trigrams and accent folding), ready. */
export async function newPgliteClient(location: string | undefined): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const options = { extensions: { pg_trgm, unaccent }, postgresqlconf: PGLITE_SETTINGS };
  const client = location ? new PGlite(location, options) : new PGlite(options);
  await client.waitReady;
  return client;
}

/**
 * Creates a new database folder (PostgreSQL's initdb) in a short-lived child process. initdb runs in a
 * WebAssembly instance of its own that grows to ~190 MB; once it is gone the server's process still held
 * ~40–60 MB more than one that opened an existing folder (after demo seeding: 269–288 MB against 205–222
 * restarted, decision 0043). A folder that already holds a database is opened as it is. The server's first
 * start goes further and migrates and seeds in a child too (start-up.ts, decision 0047).
 */
export async function createPgliteFolderApart(location: string): Promise<void> {
  if (holdsDatabase(location)) return;
  // dist/pglite-init.js beside the bundled server, or the source through tsx.
  const entry = childEntry(new URL('./pglite-init.js', import.meta.url), new URL('./pglite-init-process.ts', import.meta.url));
  await runChildToEnd(entry, [location], `Creating the embedded database in ${location}`);
}

/** Whether a folder already holds an embedded database (PostgreSQL writes PG_VERSION first). */
export const holdsDatabase = (location: string) => existsSync(path.join(location, 'PG_VERSION'));
