import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { resolveSessionSecret } from '../secret';
import { isUsersCommand, runUsersCommand, USAGE } from './users-commands';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const argv = process.argv.slice(2);
  // A mistyped command opens no database.
  if (!isUsersCommand(argv[0])) fail(USAGE);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    console.log(await runUsersCommand(argv, { config, database, secret: resolveSessionSecret(config) }));
  } finally {
    await database.close();
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
