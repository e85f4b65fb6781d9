import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { cookieFrom, createTestApp, PASSWORD, signUp, type TestApp } from '../../test/helpers';
import { runUsersCommand, UsageError } from './users-commands';

const NEW_PASSWORD = 'a-new-kitchen-password';
let t: TestApp;
let run: (...argv: string[]) => Promise<string>;
beforeAll(async () => {
  // The command runs beside the server, not through it: no read cache of this app hears of it (a running
  // server would notice within READ_CACHE_SECONDS), so this app keeps none.
  t = await createTestApp({ READ_CACHE_SECONDS: '0' });
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' });
  run = (...argv) => runUsersCommand(argv, { config, database: t.database, secret: 'test-secret-that-is-long-enough-for-hmac-signing' });
});

const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const getUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

describe('npm run users -- set-password', () => {
  it('gives the account a new password and signs it out everywhere', async () => {
    const { email, cookie } = await signUp(t.app);
    expect((await getUser(cookie)).statusCode).toBe(200);

    expect(await run('set-password', '--email', email.toUpperCase(), '--password', NEW_PASSWORD)).toMatch(/new password/);

    expect((await getUser(cookie)).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    const signedIn = await signIn(email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await getUser(cookieFrom(signedIn))).statusCode).toBe(200);
  });

  it('refuses short and common passwords and unknown addresses, changing nothing', async () => {
    const { email } = await signUp(t.app);
    await expect(run('set-password', '--email', email, '--password', 'short')).rejects.toThrow(/at least 8 characters/);
    await expect(run('set-password', '--email', email, '--password', 'password1')).rejects.toThrow(/too easy to guess/);
    await expect(run('set-password', '--email', 'nobody@hearth.test', '--password', NEW_PASSWORD)).rejects.toThrow(/No user with email/);
    await expect(run('set-password', '--password', NEW_PASSWORD)).rejects.toBeInstanceOf(UsageError);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('still creates users and sets roles', async () => {
    expect(await run('create', '--email', 'Operator@Hearth.test', '--name', 'Opal Operator', '--password', NEW_PASSWORD, '--role', 'admin')).toBe(
      'Created operator@hearth.test as admin.',
    );
    const admin = await signIn('operator@hearth.test', NEW_PASSWORD);
    expect((await getUser(cookieFrom(admin))).json()).toMatchObject({ isAdmin: true, isApproved: true });
    expect(await run('set-role', '--email', 'operator@hearth.test', '--role', 'user')).toBe('Updated operator@hearth.test as user.');
    await expect(run('unknown-command')).rejects.toThrow(/Usage:/);
  });
});
