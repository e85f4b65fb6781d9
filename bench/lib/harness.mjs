// Shared plumbing for the bench scripts: the bench database URL, building and starting the built
// server on 127.0.0.1, signing in the bench member, and small output helpers.
// Nothing here talks to anything but the local machine: URLs are checked to be loopback.

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_MEMORY_ENV, SERVER_NODE_FLAGS } from '../../scripts/lib/server-runtime.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_MAIN = path.join(ROOT, 'apps', 'server', 'dist', 'main.js');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

/** The session secret every bench server (and the operator command run beside it) shares. */
export const BENCH_SESSION_SECRET = 'hearth-bench-session-secret-not-for-production-use';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** postgres://…/hearth_bench by default; BENCH_DATABASE_URL overrides (loopback only). */
export function benchDatabaseUrl() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hearth_bench';
  const parsed = new URL(url);
  if (!LOOPBACK.has(parsed.hostname)) throw new Error(`BENCH_DATABASE_URL must point at this machine (127.0.0.1), not ${parsed.hostname}`);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/bench/i.test(name)) throw new Error(`Refusing to use database "${name}": the bench drops and refills it, so its name must contain "bench"`);
  return { url, name, adminUrl: Object.assign(new URL(url), { pathname: '/postgres' }).toString() };
}

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, application_name: 'hearth-bench' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the server bundle when apps/server/dist is missing (the web app is built by bench/web.mjs). */
export function ensureServerBuilt() {
  if (existsSync(SERVER_MAIN)) return;
  console.log('apps/server/dist is missing: building the server (npm run build -w @hearth/server)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@hearth/server'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the server failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The web build's files that index.html names, or null when it is missing or half-written. */
function webDistComplete(dist) {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return null;
  const html = readFileSync(index, 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  return assets.length && assets.every((a) => existsSync(path.join(dist, a))) ? html : null;
}

/** Servers started by this process, stopped if the bench is interrupted. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(130); // runs the 'exit' handlers that remove the temporary folders
  });
}

let snapshot = null;
/**
 * A private copy of the built app in /tmp, made once per bench process: apps/server/dist and
 * package.json and src/db/migrations copied, apps/web/dist copied (waiting, bounded, while a rebuild
 * is half-written) with dist-ssr, node_modules linked. Other sessions rebuild the dist folders while the
 * bench runs; the copy keeps one build for the whole run. Returns { root, main, webDist }.
 */
export async function appSnapshot() {
  if (snapshot) return snapshot;
  ensureServerBuilt();
  const root = mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-app-'));
  const server = path.join(root, 'apps', 'server');
  mkdirSync(server, { recursive: true });
  cpSync(path.join(ROOT, 'apps', 'server', 'package.json'), path.join(server, 'package.json'));
  cpSync(path.join(ROOT, 'apps', 'server', 'dist'), path.join(server, 'dist'), { recursive: true, preserveTimestamps: true });
  // The migrations are the only source files the bundle reads; copied too, so a migration someone is
  // writing meanwhile does not reach a run half-way.
  cpSync(path.join(ROOT, 'apps', 'server', 'src', 'db', 'migrations'), path.join(server, 'src', 'db', 'migrations'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const source = path.join(ROOT, 'apps', 'web', 'dist');
  const webDist = path.join(root, 'apps', 'web', 'dist');
  let copied = false;
  for (let attempt = 0; attempt < 20 && !copied && existsSync(source); attempt++) {
    const before = webDistComplete(source);
    if (before) {
      rmSync(webDist, { recursive: true, force: true });
      cpSync(source, webDist, { recursive: true, preserveTimestamps: true });
      copied = webDistComplete(webDist) === before;
    }
    if (!copied) await sleep(3000); // a rebuild is being written
  }
  if (existsSync(source) && !copied) throw new Error('apps/web/dist kept changing; could not take a consistent copy');
  // The server render of the first browse screen (decision 0040), built with dist by the same `npm run build`.
  const ssrSource = path.join(ROOT, 'apps', 'web', 'dist-ssr');
  if (copied && existsSync(ssrSource)) cpSync(ssrSource, path.join(root, 'apps', 'web', 'dist-ssr'), { recursive: true, preserveTimestamps: true });
  process.on('exit', () => rmSync(root, { recursive: true, force: true }));
  const main = path.join(server, 'dist', 'main.js');
  const built = (file) => (existsSync(file) ? statSync(file).mtime.toISOString() : null);
  snapshot = {
    root,
    main,
    webDist: copied ? webDist : null,
    /** Which build was measured (the work tree may have moved on since the last commit). */
    build: {
      serverDistBuiltAt: built(main),
      serverDistSha1: createHash('sha1').update(readFileSync(main)).digest('hex').slice(0, 12),
      webDistBuiltAt: copied ? built(path.join(webDist, 'index.html')) : null,
    },
  };
  return snapshot;
}

/** A process's resident memory in MB, from /proc (as `ps` and container limits see it). */
export const rssMbOf = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/**
 * Starts the built server (`node apps/server/dist/main.js`, from appSnapshot()) on 127.0.0.1 and waits for /healthz to answer 200.
 * `readyMs` is measured from spawn to the first 200 (polled every 10 ms): the cold start.
 * A `dataDir` given by the caller is kept (a restart reuses it); otherwise a fresh one is made and removed.
 * Returns { url, port, readyMs, child, dataDir, exited, stop() }; `exited` resolves with { code, signal }.
 */
export async function startServer({ databaseUrl, env = {}, timeoutMs = 120_000, quiet = true, dataDir: callersDataDir } = {}) {
  const app = await appSnapshot();
  const port = await freePort();
  const dataDir = callersDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-data-'));
  const removeDataDir = () => {
    if (!callersDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // As `npm start` runs it (scripts/start.mjs).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, app.main], {
    cwd: app.root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      ...SERVER_MEMORY_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AI_RATE_LIMIT_PER_MINUTE: '1000000',
      SESSION_SECRET: BENCH_SESSION_SECRET,
      // BENCH_READ_CACHE_SECONDS=0 measures the server without its read caches (docs/decisions/0018).
      ...(process.env.BENCH_READ_CACHE_SECONDS ? { READ_CACHE_SECONDS: process.env.BENCH_READ_CACHE_SECONDS } : {}),
      ...(process.env.BENCH_DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_DATABASE_POOL_SIZE } : {}),
      // e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to see where a scenario spends the server's time.
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  if (!callersDataDir) process.on('exit', removeDataDir);
  const started = performance.now();
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (output.length > 20_000) output = output.slice(-20_000);
    if (!quiet) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = null;
  const exitPromise = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))));

  const url = `http://127.0.0.1:${port}`;
  let readyMs = null;
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`The server exited during start (${JSON.stringify(exited)}):\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  if (readyMs === null) {
    child.kill('SIGKILL');
    throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${output}`);
  }

  async function stop() {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exitPromise;
      clearTimeout(timer);
    }
    removeDataDir();
    return exitPromise;
  }
  return { url, port, readyMs, child, dataDir, exited: exitPromise, stop, output: () => output };
}

/** Every `name=value` pair of a response's Set-Cookie headers, as one Cookie header. */
function cookieHeaderOf(response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export const BENCH_MEMBER = {
  email: 'bench-member@hearth.bench',
  password: 'bench-member-password-1',
  name: 'Bench Member',
  /** A typical profile: one allergy, a diet that is a hard rule, three favourite cuisines. */
  profile: {
    username: 'bench_member',
    location: 'Pune',
    languagePreference: 'en',
    cookingSkillLevel: 'Intermediate',
    primaryDietType: ['Vegetarian'],
    healthFocusedDiets: [],
    allergies: ['Nuts'],
    favoriteCuisines: ['Indian', 'Italian', 'Thai'],
    mealTypes: ['Breakfast', 'Meal Prep'],
    cookingStyles: ['Traditional'],
    nutritionGoals: ['Balanced Eating'],
    dailyCalorieTarget: 2000,
  },
};

/**
 * Signs the bench member in (signing up, saving the profile and approving through SQL the first
 * time) and returns { cookie, userId }.
 */
export async function signInBenchMember(baseUrl, databaseUrl, member = BENCH_MEMBER) {
  const post = (pathname, body, cookie) =>
    fetch(`${baseUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
  let response = await post('/api/auth/sign-in/email', { email: member.email, password: member.password });
  if (!response.ok) {
    response = await post('/api/auth/sign-up/email', { name: member.name, email: member.email, password: member.password });
    if (!response.ok) throw new Error(`Bench member sign-up failed: ${response.status} ${await response.text()}`);
  }
  const cookie = cookieHeaderOf(response);
  if (!cookie) throw new Error('Signing in set no cookie');
  const saved = await post('/api/profile', member.profile, cookie);
  if (!saved.ok) throw new Error(`Saving the bench member's profile failed: ${saved.status} ${await saved.text()}`);
  const userId = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`update users set is_approved = true, approved_at = coalesce(approved_at, now()) where lower(email) = lower($1) returning id`, [
      member.email,
    ]);
    return rows[0]?.id;
  });
  if (!userId) throw new Error('The bench member is not in the database');
  const me = await fetch(`${baseUrl}/api/user`, { headers: { cookie } });
  const user = await me.json();
  if (!me.ok || !user.isApproved || !user.profileComplete) throw new Error(`The bench member is not an approved member with a profile: ${JSON.stringify(user)}`);
  return { cookie, userId };
}

/** A fixed-width text table. */
export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells.map((c, i) => (typeof c === 'number' || /^[\d.]+( ms| KB)?$/.test(String(c)) ? String(c).padStart(widths[i]) : String(c ?? '').padEnd(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The commit and whether the work tree differs, recorded with each result. */
export function gitDescribe() {
  const run = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  return { commit: run(['rev-parse', '--short', 'HEAD']), dirty: run(['status', '--porcelain']).length > 0 };
}

export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/**
 * The server's trending refresh rewrites every recipe with recent activity (~50k rows here) at each
 * start and every 5 minutes. This machine's PostgreSQL runs with autovacuum off, so before measuring,
 * dead row versions are vacuumed away as autovacuum would do in production. Returns what was found.
 */
export async function vacuumIfBloated(databaseUrl, threshold = 0.1) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`select n_live_tup::int live, n_dead_tup::int dead from pg_stat_user_tables where relname = 'recipes'`);
    const { autovacuum } = (await client.query('show autovacuum')).rows[0];
    const found = { autovacuum, live: rows[0]?.live ?? 0, dead: rows[0]?.dead ?? 0, vacuumed: false };
    if (found.dead > threshold * Math.max(found.live, 1)) {
      await client.query('vacuum (analyze) recipes, ingredients, recipe_activity');
      found.vacuumed = true;
    }
    return found;
  });
}

/**
 * Reads every table and index of the bench database once, so the measurements start from a warm OS page cache.
 * After a heavy run (a test suite, a build) the 100k-recipe database had been pushed out of memory, and the first
 * realistic scenario measured 5–20 times slower than the same scenario a minute later (decision 0017). Uses
 * pg_prewarm in `read` mode (into the OS cache, as a server that has been running would have it) when this
 * PostgreSQL has it; else reads each table sequentially (indexes then stay cold). Returns what it read.
 */
export async function warmDatabase(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const started = Date.now();
    const { rows: available } = await client.query(`select 1 from pg_available_extensions where name = 'pg_prewarm'`);
    if (available.length) {
      await client.query('create extension if not exists pg_prewarm');
      const { rows } = await client.query(
        `select coalesce(sum(pg_prewarm(c.oid, 'read')), 0)::bigint blocks from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'i', 'm')`,
      );
      return { method: 'pg_prewarm', mb: Math.round((Number(rows[0].blocks) * 8) / 1024), ms: Date.now() - started };
    }
    const { rows: tables } = await client.query(`select relname from pg_stat_user_tables where schemaname = 'public'`);
    for (const { relname } of tables) await client.query(`select count(*) from ${client.escapeIdentifier(relname)}`);
    return { method: 'sequential reads', mb: null, ms: Date.now() - started };
  });
}

/**
 * Waits (at most maxMs) until no other session runs a query on the bench database, e.g. the
 * trending refresh a server starts in the background after it begins listening.
 */
export async function waitForIdleDatabase(databaseUrl, maxMs = 120_000) {
  return withClient(databaseUrl, async (client) => {
    const started = Date.now();
    let quietPolls = 0;
    while (Date.now() - started < maxMs && quietPolls < 2) {
      const { rows } = await client.query(
        `select count(*)::int n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid() and coalesce(application_name, '') <> 'pgboss'`,
      );
      quietPolls = rows[0].n === 0 ? quietPolls + 1 : 0;
      await sleep(500);
    }
    return Date.now() - started;
  });
}
