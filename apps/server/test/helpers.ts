import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Mailer } from '../src/mail/mailer';
import { createImmediateJobQueue } from '../src/jobs/immediate-queue';
import type { JobQueue } from '../src/jobs/queue';
import { createLocalFileStore } from '../src/storage/file-store';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createUsersRepository } from '../src/modules/users/users.repository';

export const TEST_ADMIN_EMAIL = 'chef-admin@hearth.test';
export const PASSWORD = 'correct-horse-battery';

/**
 * A fresh, migrated database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again afterwards). Restore tests ask for one
 * without even the migrations.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: null });
    if (migrate) await handle.migrate();
    return handle;
  }
  const name = `hearth_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  if (migrate) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const openApps: TestApp[] = [];

/** Closes every app and database this test file opened (registered by test/setup.ts). */
export async function closeTestApps() {
  for (const { app, database, uploadsDir } of openApps.splice(0)) {
    await app.close();
    await database.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where this app's uploads land. */
  uploadsDir: string;
}

/** Builds the real app on a fresh database; closed automatically after the file's tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { mailer?: Mailer; jobs?: (database: DatabaseHandle) => Promise<JobQueue>; webDist?: string; webRenderEntry?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WRITE_RATE_LIMIT_PER_MINUTE: '1000',
    SEED_DEMO: 'false',
    ...env,
  });
  const database = await createTestDatabase();
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'hearth-uploads-'));
  const app = await buildApp({
    config,
    database,
    secret: 'test-secret-that-is-long-enough-for-hmac-signing',
    webDist: options.webDist ?? null,
    webRenderEntry: options.webRenderEntry,
    mailer: options.mailer,
    fileStore: createLocalFileStore(uploadsDir),
    jobs: options.jobs ? await options.jobs(database) : createImmediateJobQueue(),
  });
  await app.ready();
  const testApp = { app, database, uploadsDir };
  openApps.push(testApp);
  return testApp;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair!.endsWith('='))
    .join('; ');
}

/**
 * A session cookie whose token differs in its first character, signature kept. Always another character:
 * a fixed 'x' left one token in 62 intact, and that test failed.
 */
export function cookieWithOtherToken(cookie: string): string {
  const [name, value] = cookie.split('=') as [string, string];
  const token = decodeURIComponent(value);
  return `${name}=${encodeURIComponent(`${token.startsWith('x') ? 'y' : 'x'}${token.slice(1)}`)}`;
}

let counter = 0;
export const uniqueEmail = (prefix = 'cook') => `${prefix}-${Date.now().toString(36)}-${++counter}@hearth.test`;

export async function signUp(app: FastifyInstance, options: { name?: string; email?: string; password?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: options.name ?? 'Asha Rao', email, password: options.password ?? PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, cookie: cookieFrom(response), userId: (response.json() as { user: { id: string } }).user.id };
}

export async function completeProfile(app: FastifyInstance, cookie: string, profile: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: { cookie },
    payload: { username: `cook_${++counter}_${Date.now().toString(36)}`, ...profile },
  });
  if (response.statusCode !== 200) throw new Error(`profile failed: ${response.statusCode} ${response.body}`);
  return response.json() as { username: string };
}

export type MemberRole = 'incomplete' | 'pending' | 'approved' | 'admin' | 'superAdmin' | 'banned';

/** Signs up a member and brings them to `role` the way the product would (profile, admin actions). */
export async function createMember(t: TestApp, role: MemberRole, options: { email?: string; name?: string } = {}) {
  const email = options.email ?? (role === 'superAdmin' ? TEST_ADMIN_EMAIL : uniqueEmail(role));
  const member = await signUp(t.app, { email, name: options.name });
  if (role !== 'incomplete') await completeProfile(t.app, member.cookie);
  const users = createUsersRepository(t.database.db);
  if (role === 'approved') await users.approve(member.userId);
  if (role === 'admin') await users.setAdmin(member.userId, true);
  if (role === 'banned') await users.ban(member.userId);
  // As the operator command does: ADMIN_EMAILS only promotes a confirmed address (decision 0020).
  if (role === 'superAdmin') await users.setRole(member.userId, 'super-admin');
  return member;
}

/** A multipart/form-data body with one file field, for upload tests. */
export function multipartFile(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----hearth${Date.now().toString(16)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal valid recipe form payload. */
export const sampleRecipe = (overrides: Record<string, unknown> = {}) => ({
  title: 'Weeknight Dal Tadka',
  description: 'Yellow lentils with a sizzling cumin and garlic tempering.',
  cookingTime: 35,
  servings: 4,
  tags: ['Comfort Food', 'High-Protein'],
  cuisine: 'Indian',
  dietType: 'Vegetarian',
  mealTypes: ['Dinner'],
  ingredients: [
    { name: 'toor dal', quantity: '1', unit: 'cup' },
    { name: 'ghee', quantity: '2', unit: 'tbsp' },
    { name: 'cumin seeds', quantity: '1', unit: 'tsp' },
  ],
  steps: [{ instruction: 'Rinse and pressure-cook the dal with turmeric until soft.' }, { instruction: 'Sizzle cumin in ghee and pour over the dal.' }],
  ...overrides,
});

/** Requests as one signed-in member (their session cookie), for API tests. */
export function requester(t: TestApp, cookie: string) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: object) => send('POST', url, payload),
    put: (url: string, payload: object) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
    upload: (url: string, filename: string, type: string, bytes: Buffer) => {
      const body = multipartFile('image', filename, type, bytes);
      return t.app.inject({ method: 'POST', url, headers: { cookie, ...body.headers }, payload: body.payload });
    },
  };
}

/** Settings for an app whose AI answers come from the local OpenAI-compatible test server at `url`. */
export const modelEnv = (url: string) => ({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: url, AI_TEXT_MODEL: 'test-model', AI_RATE_LIMIT_PER_MINUTE: '1000' });
