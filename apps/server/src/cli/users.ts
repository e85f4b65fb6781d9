import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAuth } from '../modules/auth/better-auth';
import { createUsersRepository, type Role } from '../modules/users/users.repository';
import { resolveSessionSecret } from '../secret';

const USAGE = `Usage:
  npm run users -- create --email EMAIL --name NAME --password PASSWORD [--role ROLE]
  npm run users -- set-role --email EMAIL --role ROLE

ROLE is one of: user (pending approval), approved, admin, super-admin.
Uses the same DATA_DIR / DATABASE_URL as the server. With the embedded PGlite database,
stop the server first: only one process may open it at a time.`;

const ROLES = ['user', 'approved', 'admin', 'super-admin'] as const;
type CliRole = (typeof ROLES)[number];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
  });
  if (command !== 'create' && command !== 'set-role') fail(USAGE);
  const email = values.email?.trim().toLowerCase();
  if (!email) fail(`--email is required.\n\n${USAGE}`);
  const role = (values.role ?? 'user') as CliRole;
  if (!ROLES.includes(role)) fail(`--role must be one of: ${ROLES.join(', ')}`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const users = createUsersRepository(database.db);
    if (command === 'create') {
      if (!values.name || !values.password) fail(`create needs --name and --password.\n\n${USAGE}`);
      if (await users.findIdByEmail(email)) fail(`A user with email ${email} already exists; use set-role.`);
      const auth = createAuth({ config, db: database.db, secret: resolveSessionSecret(config), isBanned: users.isBanned });
      await auth.api.signUpEmail({ body: { name: values.name, email, password: values.password } });
    }
    const userId = await users.findIdByEmail(email);
    if (!userId) fail(`No user with email ${email}.`);
    if (role === 'approved') await users.approve(userId);
    else await users.setRole(userId, role as Role);
    console.log(`${command === 'create' ? 'Created' : 'Updated'} ${email} as ${role}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
