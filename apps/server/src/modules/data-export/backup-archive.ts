import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { SequenceState } from './backup.repository';

/**
 * A Hearth backup file: gzip-compressed JSON lines, one record a line (decision 0034).
 *   1. the manifest: format and version, the schema's migration level, each table with its columns and
 *      row count, and the identity sequences;
 *   2. each table's rows, tables in foreign-key order;
 *   3. each stored file with its size, sha256 and bytes (base64);
 *   4. the end: the list of every file (key, size, sha256). A file without it was cut short.
 * `zcat backup.hearth.gz | head -1` shows the manifest; `tail -1` the file list.
 */

export const BACKUP_FORMAT = 'hearth-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  kind: 'manifest';
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  schema: { level: number; lastMigration: string | null; lastMigrationAt: number | null };
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: SequenceState[];
}

export interface FileEntry {
  key: string;
  size: number;
  sha256: string;
}

export type BackupRecord =
  | BackupManifest
  /** A row as PostgreSQL wrote it (JSON text), kept verbatim so that restoring it loses nothing. */
  | { kind: 'row'; table: string; rowJson: string }
  | ({ kind: 'file'; data: string } & FileEntry)
  | { kind: 'end'; files: FileEntry[] };

export interface ArchiveWriter {
  manifest(manifest: Omit<BackupManifest, 'kind' | 'format' | 'formatVersion'>): Promise<void>;
  row(table: string, rowJson: string): Promise<void>;
  file(entry: FileEntry, bytes: Buffer): Promise<void>;
  /** Writes the end record and only then gives the file its name. */
  finish(files: FileEntry[]): Promise<void>;
  /** Removes the partial file after a failure. */
  abort(): Promise<void>;
}

// Rows are written by hand with this fixed prefix, so the reader can take the row's text as it is.
const ROW_PREFIX = '{"kind":"row","table":';
const ROW_KEY = ',"row":';

export function openArchiveWriter(path: string): ArchiveWriter {
  const partial = `${path}.partial`;
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const line = async (text: string) => {
    if (!gzip.write(`${text}\n`)) await once(gzip, 'drain');
  };
  return {
    manifest: (manifest) => line(JSON.stringify({ kind: 'manifest', format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, ...manifest })),
    row: (table, rowJson) => line(`${ROW_PREFIX}${JSON.stringify(table)}${ROW_KEY}${rowJson}}`),
    file: (entry, bytes) => line(JSON.stringify({ kind: 'file', ...entry, data: bytes.toString('base64') })),
    async finish(files) {
      await line(JSON.stringify({ kind: 'end', files }));
      gzip.end();
      await done;
      await rename(partial, path);
    },
    async abort() {
      gzip.destroy();
      await done.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}

function parseLine(text: string, lineNumber: number): BackupRecord {
  if (text.startsWith(ROW_PREFIX)) {
    const tableEnd = text.indexOf(ROW_KEY, ROW_PREFIX.length);
    if (tableEnd > 0 && text.endsWith('}'))
      return { kind: 'row', table: JSON.parse(text.slice(ROW_PREFIX.length, tableEnd)) as string, rowJson: text.slice(tableEnd + ROW_KEY.length, -1) };
  }
  try {
    const record = JSON.parse(text) as BackupRecord & { row?: unknown };
    // A row record written some other way (by hand, by another tool): its row as JSON text.
    return record.kind === 'row' && record.row !== undefined ? { kind: 'row', table: record.table, rowJson: JSON.stringify(record.row) } : record;
  } catch (error) {
    throw new Error(`Line ${lineNumber} of the backup is not JSON: the file is damaged.`, { cause: error });
  }
}

/** The records of a backup file, in order, read as a stream (a backup can be larger than memory). */
export async function* readArchive(path: string): AsyncIterable<BackupRecord> {
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(path), gunzip);
  // Awaited after the last line, where a damaged or cut-short file shows; until then, not unhandled.
  reading.catch(() => undefined);
  let lineNumber = 0;
  try {
    for await (const text of createInterface({ input: gunzip, crlfDelay: Infinity })) {
      lineNumber += 1;
      if (text) yield parseLine(text, lineNumber);
    }
    await reading;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) throw new Error('The backup is not a complete gzip file: it is damaged or cut short.', { cause: error });
    throw error;
  } finally {
    gunzip.destroy();
  }
}
