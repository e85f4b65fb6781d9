import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../scripts/lib/build.mjs';
import { removeDataDir, startServer, type RunningServer } from './support/server';

const started: RunningServer[] = [];
afterAll(async () => {
  for (const server of started) {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

async function signUpAndCompleteProfile(url: string) {
  const email = `process-${Date.now()}@e2e.test`;
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Process Cook', email, password: 'correct-horse-battery' }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const profile = await fetch(`${url}/api/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ username: `process_${Date.now()}` }),
  });
  expect(profile.status).toBe(200);
  return cookie;
}

const recipeCount = async (url: string, cookie: string) => ((await (await fetch(`${url}/api/recipes?limit=100`, { headers: { cookie } })).json()) as unknown[]).length;

describe('the server process', () => {
  it('seeds demo content on first start and never duplicates it on later starts', async () => {
    const first = await startServer();
    started.push(first);
    const cookie = await signUpAndCompleteProfile(first.url);
    const seeded = await recipeCount(first.url, cookie);
    expect(seeded).toBeGreaterThanOrEqual(24);
    expect(await first.stop()).toBe(0);

    const second = await startServer({}, { dataDir: first.dataDir });
    started.push(second);
    expect(await recipeCount(second.url, cookie)).toBe(seeded);
  });

  it('SEED_DEMO=false starts with no recipes', async () => {
    const server = await startServer({ SEED_DEMO: 'false' });
    started.push(server);
    const cookie = await signUpAndCompleteProfile(server.url);
    expect(await recipeCount(server.url, cookie)).toBe(0);
  });

  it('SIGTERM lets a request the server has begun finish, then exits 0', async () => {
    const server = await startServer({ SEED_DEMO: 'false' });
    started.push(server);
    const body = JSON.stringify({ name: 'Late Cook', email: `late-${Date.now()}@e2e.test`, password: 'correct-horse-battery' });
    const request = http.request(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const status = new Promise<number | undefined>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
    });
    // "100 Continue" comes once the server has read the headers and begun the request, so it is truly in flight
    // (sending SIGTERM a few milliseconds after fetch() raced the connection and sometimes met the 503 for new requests).
    await new Promise((resolve) => request.once('continue', resolve));
    const exitCode = server.stop();
    // Only once the server refuses new connections does the in-flight request send its body.
    await expect
      .poll(
        () =>
          fetch(`${server.url}/healthz`).then(
            () => 'listening',
            () => 'refused',
          ),
        { timeout: 10_000, interval: 20 },
      )
      .toBe('refused');
    request.end(body);
    expect(await status).toBe(200);
    expect(await exitCode).toBe(0);
  });

  it('SIGTERM exits promptly even while a keep-alive connection is busy with a slow answer', async () => {
    const server = await startServer({ SEED_DEMO: 'false' });
    started.push(server);
    const wrongPassword = () =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@e2e.test', password: 'not-the-password' }),
      });
    // After a few wrong passwords each further attempt is answered only after a growing delay (decision 0023).
    for (let i = 0; i < 5; i += 1) await (await wrongPassword()).text();
    const slow = wrongPassword();
    await new Promise((r) => setTimeout(r, 100));
    const stoppedAt = Date.now();
    const exitCode = server.stop();
    expect([401, 429]).toContain((await slow).status);
    expect(await exitCode).toBe(0);
    // Without closing that connection after its answer, the process waited for the client (about 72 s).
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  });

  it('the operator command creates a user and sets a role', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-users-'));
    const users = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(root, 'apps/server/dist/users.js'), ...args], { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, encoding: 'utf8' });
    const created = users('create', '--email', 'ops@e2e.test', '--name', 'Ops Person', '--password', 'operator-password', '--role', 'admin');
    expect(created.stderr).toBe('');
    expect(created.stdout.trim()).toBe('Created ops@e2e.test as admin.');
    expect(users('create', '--email', 'ops@e2e.test', '--name', 'Again', '--password', 'operator-password').stderr).toContain('already exists');
    expect(users('set-role', '--email', 'ops@e2e.test', '--role', 'super-admin').stdout.trim()).toBe('Updated ops@e2e.test as super-admin.');
    expect(users('set-role', '--email', 'ops@e2e.test', '--role', 'chef').status).toBe(1);

    const server = await startServer({ SEED_DEMO: 'false' }, { dataDir });
    started.push(server);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@e2e.test', password: 'operator-password' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(await (await fetch(`${server.url}/api/user`, { headers: { cookie } })).json()).toMatchObject({
      email: 'ops@e2e.test',
      isAdmin: true,
      isSuperAdmin: true,
      isApproved: true,
    });
  });

  it('bad configuration fails at start with one line naming the variable', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number (got "eighty")');
  });
});
