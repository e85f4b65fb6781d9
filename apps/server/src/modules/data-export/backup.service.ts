import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import { migrationsDir } from '../../paths';
import { contentTypeOf, type FileStore } from '../../storage/file-store';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, openArchiveWriter, readArchive, type BackupManifest, type BackupRecord, type FileEntry } from './backup-archive';
import { createBackupRepository, type BackupRepository, type MigrationLevel, type TableInfo } from './backup.repository';

/**
 * Backup and restore for operators (issue 15, item 5; decision 0034): the database and the stored files
 * in one file, on PGlite or PostgreSQL, local uploads or S3. Restore runs in one transaction.
 */

/** A refusal the operator can act on (the CLI prints its message alone). */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export interface BackupDeps {
  database: DatabaseHandle;
  store: FileStore;
}

export interface BackupSummary {
  tables: Record<string, number>;
  files: number;
  fileBytes: number;
}

export interface Journal {
  entries: { when: number; tag: string }[];
}

const journalPath = (folder: string) => path.join(folder, 'meta', '_journal.json');
const readJournal = async (): Promise<Journal> => JSON.parse(await readFile(journalPath(migrationsDir), 'utf8')) as Journal;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The database's migration level named after the migration it stopped at; refused when this code does not know it. */
function schemaOf({ level, lastMigrationAt }: MigrationLevel, journal: Journal): BackupManifest['schema'] {
  if (level === 0) return { level, lastMigration: null, lastMigrationAt: null };
  const entry = journal.entries[level - 1];
  if (!entry || entry.when !== lastMigrationAt) {
    throw new BackupError('This database has migrations this version of Hearth does not know. Back it up with the version of Hearth that migrated it.');
  }
  return { level, lastMigration: entry.tag, lastMigrationAt: entry.when };
}

/** Writes the whole installation to `outFile`: a consistent snapshot of every table, then every stored file. */
export async function createBackup({ database, store }: BackupDeps, outFile: string, now = new Date()): Promise<BackupSummary> {
  const journal = await readJournal();
  const writer = openArchiveWriter(outFile);
  try {
    // One read-only snapshot: rows written while the backup runs are either all in it or not at all.
    const tables = await database.db.transaction(
      async (tx) => {
        const repository = createBackupRepository(tx);
        const schema = schemaOf(await repository.migrationLevel(), journal);
        const found = await repository.tables();
        const counted = [];
        for (const table of found) counted.push({ name: table.name, columns: table.columns, rows: await repository.count(table.name) });
        await writer.manifest({ createdAt: now.toISOString(), database: database.kind, schema, tables: counted, sequences: await repository.sequences() });
        for (const table of found) for await (const row of repository.rows(table)) await writer.row(table.name, row);
        return counted;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Listed after the snapshot, so every file its rows name is already stored.
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    const files: FileEntry[] = [];
    for (const key of keys.sort()) {
      const stored = await store.get(key);
      if (!stored) continue; // Deleted since it was listed.
      const entry = { key, size: stored.body.length, sha256: sha256(stored.body) };
      await writer.file(entry, stored.body);
      files.push(entry);
    }
    await writer.finish(files);
    return { tables: Object.fromEntries(tables.map((t) => [t.name, t.rows])), files: files.length, fileBytes: files.reduce((sum, f) => sum + f.size, 0) };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

function checkManifest(record: BackupRecord | undefined, journal: Journal): BackupManifest {
  if (record?.kind !== 'manifest' || record.format !== BACKUP_FORMAT) throw new BackupError('This is not a Hearth backup.');
  if (record.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupError(`This backup was written in a newer format (${record.formatVersion}). Restore it with the version of Hearth that made it.`);
  const { level, lastMigrationAt } = record.schema;
  if (level > journal.entries.length) {
    throw new BackupError(
      `This backup comes from a newer schema (migration ${level}; this version of Hearth knows ${journal.entries.length}). Restore it with a version of Hearth at least as new as the one that made it.`,
    );
  }
  if (level > 0 && journal.entries[level - 1]!.when !== lastMigrationAt) throw new BackupError('This backup was made with migrations this version of Hearth does not have.');
  return record;
}

/** A migrations folder holding only the first `level` migrations, for Drizzle's migrator. */
export async function migrationsUpTo(level: number, journal: Journal): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hearth-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, level);
  await writeFile(journalPath(folder), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await copyFile(path.join(migrationsDir, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** Brings an empty or older database to the backup's schema, so its rows fit exactly. */
async function prepareSchema(database: DatabaseHandle, manifest: BackupManifest, journal: Journal, force: boolean) {
  const target = createBackupRepository(database.db);
  const current = await target.migrationLevel();
  if (current.level > manifest.schema.level) {
    throw new BackupError(
      `This database is at schema level ${current.level}, newer than the backup's ${manifest.schema.level}. Restore into an empty database (a new DATA_DIR, or a new PostgreSQL database); Hearth upgrades it after.`,
    );
  }
  if (!force && !(await target.isEmpty((await target.tables()).map((t) => t.name)))) {
    throw new BackupError('This database is not empty. Restore into an empty database, or pass --force to replace everything in it.');
  }
  if (current.level < manifest.schema.level) {
    const folder = await migrationsUpTo(manifest.schema.level, journal);
    try {
      await database.migrate(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
  const tables = await target.tables();
  return manifest.tables.map((saved): TableInfo => {
    const table = tables.find((t) => t.name === saved.name);
    const missing = saved.columns.filter((column) => !table?.columns.includes(column));
    if (!table || missing.length) throw new BackupError(`The backup's table ${saved.name} does not match this database's schema (${missing.join(', ') || 'no such table'}).`);
    return { ...table, columns: saved.columns };
  });
}

/** S3 deletes at most 1,000 keys a request. */
async function deleteInChunks(store: FileStore, keys: string[]) {
  for (let start = 0; start < keys.length; start += 1000) await store.delete(keys.slice(start, start + 1000));
}

/** Rows arrive table by table; they are inserted in batches of this many. */
const BATCH_ROWS = 500;

/** Loads the archive's rows and files inside the caller's transaction; `stored` collects the keys it wrote. */
async function load(
  records: AsyncIterator<BackupRecord>,
  manifest: BackupManifest,
  tables: TableInfo[],
  repository: BackupRepository,
  store: FileStore,
  stored: string[],
): Promise<number> {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const counts = new Map<string, number>();
  const received = new Map<string, FileEntry>();
  const batch: { table: TableInfo | null; rows: string[] } = { table: null, rows: [] };
  const flush = async () => {
    if (batch.table && batch.rows.length) await repository.insert(batch.table, batch.rows);
    batch.rows = [];
  };
  for (let next = await records.next(); !next.done; next = await records.next()) {
    const record = next.value;
    if (record.kind === 'row') {
      const table = byName.get(record.table);
      if (!table) throw new BackupError(`The backup has rows for ${record.table}, which its manifest does not list.`);
      if (batch.table !== table || batch.rows.length >= BATCH_ROWS) {
        await flush();
        batch.table = table;
      }
      batch.rows.push(record.rowJson);
      counts.set(table.name, (counts.get(table.name) ?? 0) + 1);
    } else if (record.kind === 'file') {
      await flush();
      const bytes = Buffer.from(record.data, 'base64');
      if (bytes.length !== record.size || sha256(bytes) !== record.sha256)
        throw new BackupError(`The stored file ${record.key} in the backup is damaged (its size or sha256 does not match).`);
      await store.put(record.key, bytes, contentTypeOf(record.key));
      stored.push(record.key);
      received.set(record.key, { key: record.key, size: record.size, sha256: record.sha256 });
    } else if (record.kind === 'end') {
      await flush();
      const listed = record.files.map((f) => `${f.key} ${f.size} ${f.sha256}`).sort();
      const got = [...received.values()].map((f) => `${f.key} ${f.size} ${f.sha256}`).sort();
      if (listed.join('\n') !== got.join('\n')) throw new BackupError('The files in the backup do not match its file list: the backup is damaged.');
      const wrong = manifest.tables.filter((t) => (counts.get(t.name) ?? 0) !== t.rows);
      if (wrong.length) throw new BackupError(`The backup's row counts do not match its manifest (${wrong.map((t) => t.name).join(', ')}): the backup is damaged.`);
      return record.files.reduce((sum, f) => sum + f.size, 0);
    } else {
      throw new BackupError('The backup holds a second manifest: it is damaged.');
    }
  }
  throw new BackupError('The backup ends before its file list: it was cut short.');
}

/**
 * Restores a backup into an empty database (or, with `force`, replaces everything in one): checks the
 * manifest, brings the schema to the backup's level, loads rows, identity sequences and files in one
 * transaction, then applies any newer migrations. Nothing is changed when it refuses or fails.
 */
export async function restoreBackup({ database, store }: BackupDeps, file: string, options: { force?: boolean } = {}): Promise<BackupSummary> {
  const journal = await readJournal();
  const records = readArchive(file)[Symbol.asyncIterator]();
  try {
    const manifest = checkManifest((await records.next()).value as BackupRecord | undefined, journal);
    const tables = await prepareSchema(database, manifest, journal, options.force ?? false);
    // Files already in the store stay if the restore fails; only the ones it added are taken away again.
    const existing = new Set<string>();
    for await (const key of store.list()) existing.add(key);
    const stored: string[] = [];
    let fileBytes: number;
    try {
      fileBytes = await database.db.transaction(async (tx) => {
        const repository = createBackupRepository(tx);
        if (options.force) await repository.truncate(tables.map((t) => t.name));
        // The rows of derived tables (search postings) are in the backup: triggers must not write them twice.
        const triggered = tables.filter((t) => t.hasTriggers).map((t) => t.name);
        await repository.setTriggers(triggered, false);
        const bytes = await load(records, manifest, tables, repository, store, stored);
        for (const sequence of manifest.sequences) await repository.setSequence(sequence);
        await repository.setTriggers(triggered, true);
        return bytes;
      });
    } catch (error) {
      await deleteInChunks(
        store,
        stored.filter((key) => !existing.has(key)),
      ).catch(() => undefined);
      throw error;
    }
    // A backup from an older Hearth is upgraded as the server would on start.
    await database.migrate();
    return { tables: Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows])), files: stored.length, fileBytes };
  } finally {
    await records.return?.();
  }
}
