import {
  accountMessages,
  serverMessages,
  type Account,
  type AccountSession,
  type ChangeEmailResult,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type DeleteAccountResult,
} from '@hearth/contracts';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../errors';
import type { FileStore } from '../../storage/file-store';
import { avatarKey, variantKeys } from '../../storage/images';
import type { Auth } from '../auth/better-auth';
import { passwordProblem } from '../auth/password-policy';
import type { SignInGuard } from '../auth/sign-in-guard';
import type { Viewer } from '../users/users.repository';
import type { AccountRepository } from './account.repository';
import { describeUserAgent } from './user-agent';

export interface AccountDeps {
  auth: Auth;
  accounts: AccountRepository;
  store: FileStore;
  /** Every re-entered password counts against the account's sign-in failures (decision 0023). */
  signInGuard: SignInGuard;
  /** Email changes are confirmed by a link to the new address when mail can carry one (account-mail.ts). */
  mailsLinks: boolean;
}

/** Where the emailed confirmation of a new address lands. */
export const EMAIL_CONFIRMED_PATH = '/profile?email=confirmed';

/** Rendered music in the file store, as Recipe to Music names it (`/media/music/<random>.wav`). */
const MUSIC_URL = /^\/media\/(music\/[A-Za-z0-9_-]+\.(?:wav|mp3))$/;

const wrongPassword = (field: string) => new AppError('WRONG_PASSWORD', 400, accountMessages.wrongPassword, [{ path: [field], message: accountMessages.wrongPassword }]);

async function findAccount(deps: AccountDeps, viewer: Viewer) {
  const account = await deps.accounts.find(viewer.id);
  if (!account) throw AppError.unauthorized(serverMessages.signInRequired);
  return account;
}

export async function getAccount(deps: AccountDeps, viewer: Viewer): Promise<Account> {
  const { name, email, emailVerified, hasPassword } = await findAccount(deps, viewer);
  return { name, email, emailVerified, hasPassword, mailsLinks: deps.mailsLinks };
}

export async function updateName(deps: AccountDeps, viewer: Viewer, name: string): Promise<Account> {
  await deps.accounts.updateName(viewer.id, name);
  return getAccount(deps, viewer);
}

/**
 * Proves the member is the one at the keyboard before a change to how they sign in. A wrong guess counts
 * like a wrong sign-in, so a stolen session cannot be used to find the password.
 */
async function checkPassword(deps: AccountDeps, viewer: Viewer, password: string, headers: Headers, field: string) {
  await deps.signInGuard.before(viewer.email);
  let right = true;
  try {
    await deps.auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    if (!isAPIError(error) || error.status !== 'BAD_REQUEST') throw error;
    right = false;
  }
  await deps.signInGuard.after(viewer.email, right);
  if (!right) throw wrongPassword(field);
}

export async function changeEmail(deps: AccountDeps, viewer: Viewer, input: { newEmail: string; password: string }, headers: Headers): Promise<ChangeEmailResult> {
  if (input.newEmail === viewer.email.toLowerCase()) throw AppError.badRequest(accountMessages.emailSame, [{ path: ['newEmail'], message: accountMessages.emailSame }]);
  await checkPassword(deps, viewer, input.password, headers, 'password');
  if (deps.mailsLinks) {
    // Better Auth mails the new address a link; the address changes when it is opened. It answers the same
    // whether or not another account has the address, and sends nothing then.
    await deps.auth.api.changeEmail({ body: { newEmail: input.newEmail, callbackURL: EMAIL_CONFIRMED_PATH }, headers });
    return { status: 'link-sent', email: input.newEmail };
  }
  if (!(await deps.accounts.changeEmail(viewer.id, input.newEmail))) {
    throw AppError.conflict(accountMessages.emailUnavailable, [{ path: ['newEmail'], message: accountMessages.emailUnavailable }]);
  }
  return { status: 'changed', email: input.newEmail };
}

/**
 * Changes the password and ends every other session (Better Auth makes this one a fresh session: the
 * answer carries its cookie). The caller copies the cookies onto its reply.
 */
export async function changePassword(deps: AccountDeps, viewer: Viewer, input: ChangePasswordInput, headers: Headers): Promise<Response> {
  const weak = passwordProblem(input.newPassword);
  if (weak) throw new AppError('WEAK_PASSWORD', 400, weak, [{ path: ['newPassword'], message: weak }]);
  await deps.signInGuard.before(viewer.email);
  const response = await deps.auth.api.changePassword({ body: { ...input, revokeOtherSessions: true }, headers, asResponse: true });
  const body = response.ok
    ? null
    : ((await response
        .clone()
        .json()
        .catch(() => ({}))) as { code?: string; message?: string });
  // Only a checked password counts either way: a refused new password says nothing about the current one.
  if (response.ok || body?.code === 'INVALID_PASSWORD') await deps.signInGuard.after(viewer.email, response.ok);
  if (body?.code === 'INVALID_PASSWORD') throw wrongPassword('currentPassword');
  if (body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw AppError.badRequest('Your account has no password: you sign in with single sign-on.');
  if (body)
    throw new AppError(
      body.code ?? 'VALIDATION',
      response.status,
      body.message ?? serverMessages.internal,
      body.message ? [{ path: ['newPassword'], message: body.message }] : undefined,
    );
  return response;
}

/** The session this request came with (Better Auth reads the signed cookie). */
async function currentSessionId(deps: AccountDeps, headers: Headers): Promise<string> {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) throw AppError.unauthorized(serverMessages.signInRequired);
  return session.session.id;
}

export async function listSessions(deps: AccountDeps, viewer: Viewer, headers: Headers): Promise<AccountSession[]> {
  const [current, rows] = await Promise.all([currentSessionId(deps, headers), deps.accounts.listSessions(viewer.id)]);
  return rows
    .map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.id === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

export async function endSession(deps: AccountDeps, viewer: Viewer, sessionId: string): Promise<void> {
  if (!(await deps.accounts.deleteSession(viewer.id, sessionId))) throw AppError.notFound(accountMessages.sessionNotFound);
}

export async function endOtherSessions(deps: AccountDeps, viewer: Viewer, headers: Headers): Promise<void> {
  await deps.accounts.deleteOtherSessions(viewer.id, await currentSessionId(deps, headers));
}

/**
 * Deletes the account after the password is re-entered (or, for a single sign-on account, its email
 * typed). Stored files go after the rows: a file left by a failed delete is harmless, a row pointing at
 * a deleted file is not.
 */
export async function deleteAccount(deps: AccountDeps, viewer: Viewer, input: DeleteAccountInput, headers: Headers): Promise<DeleteAccountResult> {
  const account = await findAccount(deps, viewer);
  if (account.hasPassword) {
    await checkPassword(deps, viewer, input.password ?? '', headers, 'password');
  } else if ((input.confirmEmail ?? '').toLowerCase() !== account.email.toLowerCase()) {
    throw AppError.badRequest(accountMessages.confirmEmailMismatch, [{ path: ['confirmEmail'], message: accountMessages.confirmEmailMismatch }]);
  }
  if (viewer.isSuperAdmin && (await deps.accounts.countSuperAdmins()) <= 1) throw AppError.conflict(accountMessages.lastSuperAdmin);
  const deleted = await deps.accounts.deleteAccount(viewer.id, { keepPublicRecipes: input.recipes === 'keep' });
  const avatar = avatarKey(deleted.avatarUrl);
  const music = deleted.musicUrls.flatMap((url) => MUSIC_URL.exec(url)?.[1] ?? []);
  await deps.store.delete([...deleted.recipeImageKeys.flatMap(variantKeys), ...(avatar ? [avatar] : []), ...music]);
  return { recipesKept: deleted.recipesKept, recipesDeleted: deleted.recipesDeleted };
}
