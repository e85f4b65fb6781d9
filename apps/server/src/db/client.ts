import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsDir } from '../paths';
import { nameReadsOf } from './named-reads';
import { createPgliteFolderApart, newPgliteClient } from './pglite';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** What the job queue (pg-boss) connects through: the same embedded database, or the server's URL. */
  jobConnection: { pglite: PGlite } | { url: string };
  /** Applies committed migrations; safe when several instances start at once. Restore passes a folder holding the first few. */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
}

/** An arbitrary constant that keys the migration lock across instances. */
const MIGRATION_LOCK_KEY = 741_852_963;

/**
 * PostgreSQL when a URL is given; otherwise PGlite, on disk under `dataDir/db`,
 * or in memory when `dataDir` is null (tests). Each driver is imported only when chosen: a server on
 * PostgreSQL never loads PGlite's WebAssembly module, nor one on PGlite the pool (decision 0038).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  poolSize?: number;
  /** A new PGlite folder is made in a child process (pglite.ts says why), unless this process is itself short-lived. */
  createFolderApart?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
  return openPglite(options.dataDir, options.createFolderApart ?? true);
}

/** Where PGlite keeps the database under DATA_DIR. */
export const pgliteFolderOf = (dataDir: string) => path.resolve(dataDir, 'db');

async function openPglite(dataDir: string | null, createFolderApart: boolean): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir) {
    location = pgliteFolderOf(dataDir);
    mkdirSync(location, { recursive: true });
  }
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  const releaseLock = location ? acquireLock(location) : () => undefined;
  let client: PGlite;
  try {
    if (location && createFolderApart) await createPgliteFolderApart(location);
    client = await newPgliteClient(location);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    jobConnection: { pglite: client },
    migrate: (migrationsFolder = migrationsDir) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it.
 * A lock file with the owner's pid refuses that clearly; a stale lock (dead pid) is taken over.
 */
function acquireLock(location: string): () => void {
  const lockFile = `${location}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`The embedded database in ${location} is in use by process ${owner}. Stop that process first, or use DATABASE_URL.`);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPostgres(url: string, poolSize = 20): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle connection can be cut (server restart, failover, an admin's terminate). The pool drops it
  // and opens a new one on demand; without this listener the error would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost (${error.message}); it will be replaced.`));
  pool.on('connect', (client) => nameReadsOf(client));
  const nodePgDb = drizzleNodePg(pool, { schema });
  return {
    db: nodePgDb as unknown as Database,
    kind: 'postgres',
    jobConnection: { url },
    migrate: async (migrationsFolder = migrationsDir) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(nodePgDb, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
