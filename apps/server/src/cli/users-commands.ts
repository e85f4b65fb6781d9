import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hearth/contracts';
import { parseArgs } from 'node:util';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createAuth } from '../modules/auth/better-auth';
import { passwordProblem } from '../modules/auth/password-policy';
import { createUsersRepository, type Role } from '../modules/users/users.repository';

export const USAGE = `Usage:
  npm run users -- create --email EMAIL --name NAME --password PASSWORD [--role ROLE]
  npm run users -- set-role --email EMAIL --role ROLE
  npm run users -- set-password --email EMAIL --password PASSWORD

ROLE is one of: user (pending approval), approved, admin, super-admin.
set-password gives the account a new password and signs it out everywhere (for a member who forgot
theirs when Hearth sends no email).
Uses the same DATA_DIR / DATABASE_URL as the server. With the embedded PGlite database,
stop the server first: only one process may open it at a time.`;

const COMMANDS = ['create', 'set-role', 'set-password'] as const;
type Command = (typeof COMMANDS)[number];
const ROLES = ['user', 'approved', 'admin', 'super-admin'] as const;
type CliRole = (typeof ROLES)[number];

export const isUsersCommand = (command: string | undefined): command is Command => COMMANDS.includes(command as Command);

/** A mistake in how the command was called: the message is for the operator. */
export class UsageError extends Error {}

export interface UsersCommandDeps {
  config: Config;
  database: DatabaseHandle;
  /** Signs sessions; only `create` starts one (and throws it away). */
  secret: string;
}

/** Runs one operator command against a migrated database and says what it did. */
export async function runUsersCommand(argv: string[], { config, database, secret }: UsersCommandDeps): Promise<string> {
  const [command, ...rest] = argv;
  if (!isUsersCommand(command)) throw new UsageError(USAGE);
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email) throw new UsageError(`--email is required.\n\n${USAGE}`);
  const users = createUsersRepository(database.db);
  const auth = createAuth({ config, db: database.db, secret, isBanned: users.isBanned });

  if (command === 'set-password') {
    const password = values.password ?? '';
    const problem = passwordLengthProblem(password) ?? passwordProblem(password);
    if (problem) throw new UsageError(problem);
    const userId = await users.findIdByEmail(email);
    if (!userId) throw new UsageError(`No user with email ${email}.`);
    await setPassword(auth, userId, password);
    return `Set a new password for ${email} and signed it out everywhere.`;
  }

  const role = (values.role ?? 'user') as CliRole;
  if (!ROLES.includes(role)) throw new UsageError(`--role must be one of: ${ROLES.join(', ')}`);
  if (command === 'create') {
    if (!values.name || !values.password) throw new UsageError(`create needs --name and --password.\n\n${USAGE}`);
    if (await users.findIdByEmail(email)) throw new UsageError(`A user with email ${email} already exists; use set-role.`);
    await auth.api.signUpEmail({ body: { name: values.name, email, password: values.password } });
  }
  const userId = await users.findIdByEmail(email);
  if (!userId) throw new UsageError(`No user with email ${email}.`);
  if (role === 'approved') await users.approve(userId);
  else await users.setRole(userId, role as Role);
  return `${command === 'create' ? 'Created' : 'Updated'} ${email} as ${role}.`;
}

function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `--password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `--password may have at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

/**
 * Hashes the password as Better Auth does and stores it on the account's password login (made if it
 * signed in only with single sign-on until now). Every session ends: whoever had the old one is out.
 */
async function setPassword(auth: ReturnType<typeof createAuth>, userId: string, password: string) {
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  if (await context.internalAdapter.findCredentialAccount(userId)) await context.internalAdapter.updatePassword(userId, hash);
  else await context.internalAdapter.createAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  await context.internalAdapter.deleteUserSessions(userId);
}
