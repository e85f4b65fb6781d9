import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { BackupError, createBackup, restoreBackup, type BackupSummary } from '../modules/data-export/backup.service';
import { fileStoreFor } from '../storage/file-store';

const USAGE = `Usage:
  npm run backup -- --out FILE        write the database and every stored file to FILE (gzip JSON lines)
  npm run restore -- FILE [--force]   restore FILE into an empty database and file store

Both use the same DATA_DIR / DATABASE_URL / S3_* settings as the server. With the embedded PGlite
database, stop the server first: only one process may open it at a time. Restore refuses a backup
from a newer Hearth and a database that is not empty (--force replaces everything in it); it runs in
one transaction, so a failed restore changes nothing.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const describe = (summary: BackupSummary) => {
  const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
  return `${rows} rows in ${Object.keys(summary.tables).length} tables, ${summary.files} files (${(summary.fileBytes / 1024 / 1024).toFixed(1)} MB)`;
};

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { out: { type: 'string' }, force: { type: 'boolean', default: false } } });
  if (command !== 'backup' && command !== 'restore') fail(USAGE);
  const file = command === 'backup' ? values.out : positionals[0];
  if (!file) fail(`${command === 'backup' ? '--out FILE' : 'FILE'} is required.\n\n${USAGE}`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps = { database, store: fileStoreFor(config) };
  try {
    // npm runs scripts from the repository root; a relative FILE means where the operator typed it.
    const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    if (command === 'backup') console.log(`Backed up ${describe(await createBackup(deps, target))} to ${target}.`);
    else console.log(`Restored ${describe(await restoreBackup(deps, target, { force: values.force }))} from ${target}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => fail(error instanceof BackupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)));
