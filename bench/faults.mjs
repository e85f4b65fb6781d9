#!/usr/bin/env node
// npm run bench:faults — the fault runs of issue 12, as anyone can repeat them (docs/decisions/0029-threat-model.md).
//
// 1. Crash: SIGKILL the built server in the middle of a burst of writes (recipes, ratings, collection adds),
//    start it again on the same data, and find every write that was acknowledged (2xx) before the kill.
//    Once on PGlite (DATA_DIR), once on PostgreSQL (a fresh hearth_faults_<pid> database, dropped after).
// 2. SIGTERM under load: steady reads and writes on keep-alive connections, then SIGTERM (the steady
//    clients stop sending, keeping their connections; a late client keeps knocking on new ones). Every
//    request the server had received (its "incoming request" log line, matched by a `fault=<n>` query
//    parameter) gets a real HTTP answer, those accepted before the signal a 2xx, the process exits 0
//    within EXIT_BUDGET_MS, and the acknowledged writes are there after a restart.
// 3. Rate-limit store down: REDIS_URL pointing where nothing listens, then a throwaway redis-server killed
//    mid-run. Wrong passwords from one address still meet 429 once the budget is spent, /healthz says the
//    limits are counted in process, and counting returns to Redis when it comes back.
//
// Every loop is bounded and all traffic goes to 127.0.0.1. Prints a PASS/FAIL table, writes
// bench/results/<timestamp>-faults.json and exits 1 on any failure. Takes two to four minutes.
//   FAULTS_POSTGRES_URL  where the run's database is created (default postgres://postgres@127.0.0.1:5432/postgres)
//   FAULTS_SKIP_POSTGRES=1, FAULTS_SKIP_REDIS=1  skip the runs that need them (reported as SKIP)
//   FAULTS_ONLY=2 (or "1 kill -9 (postgres)", comma-separated)  only the runs whose names start so

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { appSnapshot, BENCH_SESSION_SECRET, freePort, gitDescribe, machine, RESULTS_DIR, sleep, startServer, table, timestamp, withClient } from './lib/harness.mjs';

const WORKERS = 6; // concurrent clients: modest, the machine is shared
const MIN_GAP_MS = 20; // between one client's requests, so at most WORKERS × 50 requests a second
const MAX_REQUESTS_PER_WORKER = 300;
const REQUEST_TIMEOUT_MS = 15_000;
const KILL_AFTER_ACKS = 60; // SIGKILL once this many writes are acknowledged (with some still in flight)…
const KILL_AFTER_MS = 6_000; // …or after this long, whichever comes first
const TERM_AFTER_MS = 2_000; // steady traffic before SIGTERM
const EXIT_BUDGET_MS = 5_000; // SIGTERM → exit
const TRAFFIC_AFTER_TERM_MS = 8_000; // the late client stops at the latest this long after SIGTERM
const SIGN_IN_BUDGET = 10; // AUTH_RATE_LIMIT_PER_MINUTE's default, set explicitly for run 3
const WRONG_PASSWORDS = 40;
const REDIS_BEFORE_OUTAGE = 5; // wrong passwords counted in Redis before it is killed

const POSTGRES_ADMIN_URL = process.env.FAULTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(POSTGRES_ADMIN_URL).hostname)) throw new Error('FAULTS_POSTGRES_URL must point at this machine');

/** The write budget is raised so the burst measures durability, not the limiter (run 3 tests limits). */
const SERVER_ENV = { WRITE_RATE_LIMIT_PER_MINUTE: '1000000' };

const COOK = { email: 'faults-cook@hearth.bench', name: 'Fault Cook', password: 'fault-cook-password-7', username: 'fault_cook' };
const TASTER = { email: 'faults-taster@hearth.bench', name: 'Fault Taster', password: 'fault-taster-password-7', username: 'fault_taster' };

const checks = [];
function check(run, name, pass, detail) {
  checks.push({ run, check: name, result: pass === null ? 'SKIP' : pass ? 'PASS' : 'FAIL', detail });
  console.log(`  ${pass === null ? 'SKIP' : pass ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}
const report = { kind: 'faults', at: new Date().toISOString(), git: gitDescribe(), machine: { ...machine(), loadAverageAtStart: os.loadavg() }, runs: {} };

// ───────────────────────────── plumbing ─────────────────────────────

/** The operator command (`npm run users`) from the same build, against the same data as the server. */
async function usersCli(store, ...args) {
  const app = await appSnapshot();
  const result = spawnSync(process.execPath, [path.join(app.root, 'apps', 'server', 'dist', 'users.js'), ...args], {
    cwd: app.root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      SESSION_SECRET: BENCH_SESSION_SECRET,
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`npm run users -- ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** A fresh place for the data: a DATA_DIR, and on PostgreSQL a database of its own. */
async function createStore(kind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-faults-'));
  if (kind === 'pglite') return { kind, dataDir, databaseUrl: undefined, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `hearth_faults_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  await withClient(POSTGRES_ADMIN_URL, (client) => client.query(`create database ${name}`));
  const databaseUrl = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).toString();
  return {
    kind,
    dataDir,
    databaseUrl,
    name,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await withClient(POSTGRES_ADMIN_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const start = (store, env = {}) => startServer({ databaseUrl: store.databaseUrl, dataDir: store.dataDir, env: { ...SERVER_ENV, ...env } });

/** One HTTP call; never throws: { status, body } or { error } (the socket error's code). */
async function call(url, method, pathname, { cookie, body } = {}) {
  try {
    const response = await fetch(`${url}${pathname}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: json, headers: response.headers };
  } catch (error) {
    return { error: error.cause?.code ?? error.cause?.name ?? error.name ?? String(error) };
  }
}

/** A GET on a connection of its own (no keep-alive pool): { status } or { error }. */
function callOnNewConnection(url, pathname, cookie) {
  return new Promise((resolve) => {
    const request = http.get(`${url}${pathname}`, { agent: false, headers: { cookie }, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
      response.on('error', (error) => resolve({ error: error.code ?? error.message }));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error) => resolve({ error: error.code ?? error.message }));
  });
}

async function signIn(url, member) {
  const response = await call(url, 'POST', '/api/auth/sign-in/email', { body: { email: member.email, password: member.password } });
  if (response.status !== 200) throw new Error(`Signing in ${member.email} failed: ${response.status ?? response.error} ${JSON.stringify(response.body)}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Makes the cook (admin, so recipes are listed at once and take ratings) and the taster (approved). */
async function createMembers(store) {
  await usersCli(store, 'create', '--email', COOK.email, '--name', COOK.name, '--password', COOK.password, '--role', 'admin');
  await usersCli(store, 'create', '--email', TASTER.email, '--name', TASTER.name, '--password', TASTER.password, '--role', 'approved');
}

async function signInWithProfile(url, member) {
  const cookie = await signIn(url, member);
  const profile = await call(url, 'POST', '/api/profile', { cookie, body: { username: member.username } });
  if (profile.status !== 200) throw new Error(`Saving ${member.email}'s profile failed: ${profile.status ?? profile.error}`);
  return cookie;
}

/** The session still works after the restart (sessions live in the database); otherwise sign in again. */
async function sessionAfterRestart(url, member, cookie) {
  const me = await call(url, 'GET', '/api/user', { cookie });
  return me.status === 200 ? { cookie, kept: true } : { cookie: await signIn(url, member), kept: false };
}

let recipeNumber = 0;
function recipeBody() {
  recipeNumber += 1;
  return {
    title: `Red lentil soup no. ${recipeNumber}`,
    description: 'A plain red lentil soup with cumin, finished with lemon.',
    cookingTime: 30,
    servings: 4,
    cuisine: 'Indian',
    dietType: 'Vegetarian',
    mealTypes: ['Dinner'],
    tags: ['Comfort Food'],
    ingredients: [
      { name: 'red lentils', quantity: '200', unit: 'g' },
      { name: 'onion', quantity: '1', unit: '' },
      { name: 'cumin seeds', quantity: '1', unit: 'tsp' },
      { name: 'lemon', quantity: '1', unit: '' },
    ],
    steps: [
      { instruction: 'Rinse the lentils and simmer them in a litre of water for 20 minutes.' },
      { instruction: 'Fry the onion and cumin in a little oil, stir them in and finish with lemon juice.' },
    ],
  };
}

/** Every recipe the cook has, by paging My Recipes (bounded). */
async function cooksRecipeIds(url, cookie) {
  const ids = new Set();
  for (let offset = 0; offset < 10_000; offset += 100) {
    const page = await call(url, 'GET', `/api/recipes/my?limit=100&offset=${offset}`, { cookie });
    if (page.status !== 200) throw new Error(`My Recipes answered ${page.status ?? page.error}`);
    for (const recipe of page.body) ids.add(recipe.id);
    if (page.body.length < 100) break;
  }
  return ids;
}

/** Runs `fn` over `items`, `width` at a time. */
async function inBatches(items, width, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  return out;
}

const countBy = (items, key) =>
  Object.entries(Object.groupBy(items, key))
    .map(([k, v]) => `${k}×${v.length}`)
    .join(', ') || 'none';

// ───────────────────────────── 1. SIGKILL during a burst of writes ─────────────────────────────

/**
 * WORKERS clients write until the server is killed: the cook creates recipes; the taster rates each
 * acknowledged recipe once and adds it to a collection once. Returns what was acknowledged.
 */
async function writeBurst(server, { cook, taster, collectionId }, { stopWhen }) {
  const acked = { recipes: [], ratings: new Map(), collected: new Set() };
  const toRate = [];
  const toCollect = [];
  const log = [];
  let inFlight = 0;
  let stopped = false;
  const started = performance.now();

  async function one(kind) {
    if (kind === 'rate' && toRate.length) {
      const id = toRate.shift();
      const rating = (id % 5) + 1;
      return { kind, id, rating, ...(await call(server.url, 'POST', `/api/recipes/${id}/rate`, { cookie: taster, body: { rating } })) };
    }
    if (kind === 'collect' && toCollect.length) {
      const id = toCollect.shift();
      return { kind, id, ...(await call(server.url, 'POST', `/api/collections/${collectionId}/recipes`, { cookie: taster, body: { recipeId: id } })) };
    }
    const result = await call(server.url, 'POST', '/api/recipes', { cookie: cook, body: recipeBody() });
    return { kind: 'recipe', id: result.body?.id, ...result };
  }

  async function worker(index) {
    const pattern = ['recipe', 'rate', 'recipe', 'collect'];
    for (let n = 0; n < MAX_REQUESTS_PER_WORKER && !stopped; n++) {
      const sentAt = performance.now();
      inFlight += 1;
      const result = await one(pattern[(index + n) % pattern.length]);
      inFlight -= 1;
      const ok = result.status >= 200 && result.status < 300;
      log.push({ kind: result.kind, id: result.id, status: result.status, error: result.error, sentAt, doneAt: performance.now(), afterStop: stopped });
      if (ok && result.kind === 'recipe') {
        acked.recipes.push(result.id);
        toRate.push(result.id);
        toCollect.push(result.id);
      }
      if (ok && result.kind === 'rate') acked.ratings.set(result.id, result.rating);
      if (ok && result.kind === 'collect' && result.body?.added) acked.collected.add(result.id);
      const gap = MIN_GAP_MS - (performance.now() - sentAt);
      if (gap > 0) await sleep(gap);
    }
  }

  const ackCount = () => acked.recipes.length + acked.ratings.size + acked.collected.size;
  const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
  let stopInfo = null;
  // Bounded: stopWhen is asked every 5 ms until it acts or KILL_AFTER_MS (+ a margin) passes.
  while (!stopped && performance.now() - started < KILL_AFTER_MS + 1_000) {
    const elapsed = performance.now() - started;
    if ((ackCount() >= KILL_AFTER_ACKS && inFlight > 0) || elapsed >= KILL_AFTER_MS) {
      stopInfo = { atMs: Math.round(elapsed), ackedBefore: ackCount(), inFlight };
      await stopWhen();
      stopped = true;
    } else await sleep(5);
  }
  stopped = true;
  await Promise.all(workers);
  return { acked, log, stopInfo };
}

/** Every acknowledged write, looked up through the API after the restart. */
async function verifyAcked(server, { cook, taster, collectionId }, acked) {
  const stored = await cooksRecipeIds(server.url, cook);
  const missingRecipes = acked.recipes.filter((id) => !stored.has(id));
  const ratingChecks = await inBatches([...acked.ratings], 4, async ([id, rating]) => {
    const detail = await call(server.url, 'GET', `/api/recipes/${id}`, { cookie: taster });
    return { id, rating, found: detail.body?.myRating ?? null };
  });
  const missingRatings = ratingChecks.filter((r) => r.found !== r.rating);
  const inCollection = await call(server.url, 'GET', `/api/collections/${collectionId}/recipes`, { cookie: taster });
  const collectedIds = new Set((inCollection.body ?? []).map((r) => r.id));
  const missingCollected = [...acked.collected].filter((id) => !collectedIds.has(id));
  return { stored, collectedIds, missingRecipes, missingRatings, missingCollected };
}

async function crashRun(kind) {
  const run = `1 kill -9 (${kind})`;
  console.log(`\n${run}: SIGKILL during a burst of writes`);
  const store = await createStore(kind);
  const servers = [];
  try {
    await createMembers(store);
    const first = await start(store);
    servers.push(first);
    const cook = await signInWithProfile(first.url, COOK);
    const taster = await signInWithProfile(first.url, TASTER);
    const collection = await call(first.url, 'POST', '/api/collections', { cookie: taster, body: { name: 'Fault run' } });
    if (collection.status !== 201) throw new Error(`Creating the collection failed: ${collection.status ?? collection.error}`);
    const who = { cook, taster, collectionId: collection.body.id };

    const burst = await writeBurst(first, who, { stopWhen: async () => first.child.kill('SIGKILL') });
    const exit = await first.exited;
    const beforeKill = burst.log.filter((r) => !r.afterStop && r.status !== undefined);
    const refused = beforeKill.filter((r) => r.status < 200 || r.status >= 300);
    const cutOff = burst.log.filter((r) => r.error);
    const { acked } = burst;
    console.log(
      `  killed at ${burst.stopInfo.atMs} ms with ${burst.stopInfo.inFlight} requests in flight (${exit.signal}); acknowledged: ${acked.recipes.length} recipes, ${acked.ratings.size} ratings, ${acked.collected.size} collection adds; cut off: ${cutOff.length} (${countBy(cutOff, (r) => r.error)})`,
    );
    check(
      run,
      'burst answered 2xx until the kill',
      refused.length === 0 && beforeKill.length > 0,
      `${beforeKill.length} answered, ${refused.length} not 2xx (${countBy(refused, (r) => r.status)})`,
    );
    check(
      run,
      'killed mid-burst',
      exit.signal === 'SIGKILL' && burst.stopInfo.inFlight > 0,
      `${exit.signal} at ${burst.stopInfo.atMs} ms, ${burst.stopInfo.inFlight} requests in flight`,
    );

    const restartedAt = performance.now();
    const second = await start(store);
    servers.push(second);
    const restartMs = Math.round(performance.now() - restartedAt);
    const cookSession = await sessionAfterRestart(second.url, COOK, cook);
    const tasterSession = await sessionAfterRestart(second.url, TASTER, taster);
    const found = await verifyAcked(second, { cook: cookSession.cookie, taster: tasterSession.cookie, collectionId: who.collectionId }, acked);
    check(run, 'restart on the same data', true, `healthy ${restartMs} ms after spawn; sessions ${cookSession.kept && tasterSession.kept ? 'kept' : 'lost (signed in again)'}`);
    check(
      run,
      'acknowledged recipes present',
      found.missingRecipes.length === 0 && acked.recipes.length > 0,
      `${acked.recipes.length - found.missingRecipes.length}/${acked.recipes.length} found (${found.stored.size} stored: ${found.stored.size - acked.recipes.length + found.missingRecipes.length} committed but cut off before the answer)${found.missingRecipes.length ? `; missing ids ${found.missingRecipes.join(', ')}` : ''}`,
    );
    check(
      run,
      'acknowledged ratings present',
      found.missingRatings.length === 0 && acked.ratings.size > 0,
      `${acked.ratings.size - found.missingRatings.length}/${acked.ratings.size} found with their value${found.missingRatings.length ? `; wrong: ${JSON.stringify(found.missingRatings.slice(0, 5))}` : ''}`,
    );
    check(
      run,
      'acknowledged collection adds present',
      found.missingCollected.length === 0 && acked.collected.size > 0,
      `${acked.collected.size - found.missingCollected.length}/${acked.collected.size} found (${found.collectedIds.size} in the collection)${found.missingCollected.length ? `; missing ${found.missingCollected.join(', ')}` : ''}`,
    );
    report.runs[run] = {
      stop: burst.stopInfo,
      exit,
      requests: burst.log.length,
      answeredBeforeKill: beforeKill.length,
      cutOff: cutOff.length,
      acknowledged: { recipes: acked.recipes.length, ratings: acked.ratings.size, collectionAdds: acked.collected.size },
      found: { recipesStored: found.stored.size, missingRecipes: found.missingRecipes, missingRatings: found.missingRatings, missingCollectionAdds: found.missingCollected },
      restartMs,
    };
  } finally {
    for (const server of servers) await server.stop();
    await store.drop();
  }
}

// ───────────────────────────── 2. SIGTERM under load ─────────────────────────────

/** The server's JSON log lines from `sinceMs` on, without the per-request ones, as "+<ms> message". */
function logAfter(text, sinceMs) {
  const lines = [];
  for (const line of new Set(text.split('\n'))) {
    try {
      const entry = JSON.parse(line);
      if (entry.time >= sinceMs && !entry.req && !entry.res) lines.push([entry.time, `    +${entry.time - sinceMs} ms ${entry.msg}${entry.err ? `: ${entry.err.message}` : ''}`]);
    } catch {
      // not JSON
    }
  }
  return lines
    .sort((a, b) => a[0] - b[0])
    .map(([, l]) => l)
    .slice(-30)
    .join('\n');
}

async function termRun(kind) {
  const run = `2 SIGTERM (${kind})`;
  console.log(`\n${run}: SIGTERM under steady reads and writes`);
  const store = await createStore(kind);
  const servers = [];
  try {
    await createMembers(store);
    // LOG_LEVEL=info: the server logs each request it received, which tells "accepted" from "never read".
    const first = await start(store, { LOG_LEVEL: 'info' });
    servers.push(first);
    let stdout = '';
    first.child.stdout.on('data', (chunk) => (stdout += chunk));
    const cook = await signInWithProfile(first.url, COOK);
    const taster = await signInWithProfile(first.url, TASTER);
    const seeded = await call(first.url, 'POST', '/api/recipes', { cookie: cook, body: recipeBody() });
    if (seeded.status !== 201) throw new Error(`Creating a first recipe failed: ${seeded.status ?? seeded.error}`);
    const readable = [seeded.body.id];

    const log = [];
    const ackedRecipes = [];
    let signalAt = null;
    let exitedAt = null;
    const exited = first.exited.then((exit) => {
      exitedAt = performance.now();
      return exit;
    });
    let tag = 0;
    const started = performance.now();
    // Steady clients share one keep-alive pool and stop sending at the signal, as a load balancer that
    // takes the instance out would: their connections stay open, and the server must still exit.
    async function worker(index) {
      const writer = index < 2;
      for (let n = 0; n < MAX_REQUESTS_PER_WORKER && signalAt === null; n++) {
        tag += 1;
        const fault = tag;
        const sentAt = performance.now();
        const target = writer
          ? { method: 'POST', pathname: `/api/recipes?fault=${fault}`, cookie: cook, body: recipeBody() }
          : n % 2
            ? { method: 'GET', pathname: `/api/recipes?limit=24&fault=${fault}`, cookie: taster }
            : { method: 'GET', pathname: `/api/recipes/${readable[n % readable.length]}?fault=${fault}`, cookie: taster };
        const result = await call(first.url, target.method, target.pathname, target);
        log.push({ fault, method: target.method, sentAt, doneAt: performance.now(), status: result.status, error: result.error });
        if (result.status === 201) {
          ackedRecipes.push(result.body.id);
          readable.push(result.body.id);
        }
        const gap = MIN_GAP_MS - (performance.now() - sentAt);
        if (gap > 0) await sleep(gap);
      }
    }
    // A late client on new connections, from the signal until it is refused: what arrives while closing.
    async function lateClient() {
      while (exitedAt === null && performance.now() - signalAt < TRAFFIC_AFTER_TERM_MS) {
        tag += 1;
        const fault = tag;
        const sentAt = performance.now();
        const result = await callOnNewConnection(first.url, `/api/recipes?limit=24&fault=${fault}`, taster);
        log.push({ fault, method: 'GET', sentAt, doneAt: performance.now(), status: result.status, error: result.error });
        if (result.error === 'ECONNREFUSED') break;
        await sleep(100);
      }
    }
    const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
    await sleep(TERM_AFTER_MS);
    // Two requests sure to be in flight at the signal: after five wrong passwords for one address, each
    // answer waits 250 ms or more (decision 0023). Their right answer is 401.
    for (let i = 0; i < 5; i++) await call(first.url, 'POST', '/api/auth/sign-in/email', { body: { email: 'slow-guess@hearth.bench', password: `wrong-${i}` } });
    const slowGuess = async () => {
      tag += 1;
      const fault = tag;
      const sentAt = performance.now();
      const result = await call(first.url, 'POST', `/api/auth/sign-in/email?fault=${fault}`, { body: { email: 'slow-guess@hearth.bench', password: 'wrong-again' } });
      log.push({ fault, method: 'POST', sentAt, doneAt: performance.now(), status: result.status, error: result.error, expected: 401 });
    };
    workers.push(slowGuess(), slowGuess());
    await sleep(50);
    const signalEpochMs = Date.now(); // compared with the server's log times (same clock)
    signalAt = performance.now();
    first.child.kill('SIGTERM');
    workers.push(lateClient());
    const timer = setTimeout(() => first.child.kill('SIGKILL'), EXIT_BUDGET_MS * 3);
    const exit = await exited;
    clearTimeout(timer);
    await Promise.all(workers);
    const exitMs = Math.round(exitedAt - signalAt);

    // When the server received each tagged request: its "incoming request" log line.
    const receivedAt = new Map();
    for (const line of stdout.split('\n')) {
      if (!line.includes('"incoming request"')) continue;
      try {
        const entry = JSON.parse(line);
        const fault = new URL(entry.req.url, 'http://x').searchParams.get('fault');
        if (fault) receivedAt.set(Number(fault), entry.time);
      } catch {
        // not a request line of ours
      }
    }
    const answer = (r) => r.status ?? r.error;
    const sentBefore = log.filter((r) => r.sentAt < signalAt);
    const sentAfter = log.filter((r) => r.sentAt >= signalAt);
    const inFlightAtSignal = sentBefore.filter((r) => r.doneAt > signalAt);
    const accepted = log.filter((r) => receivedAt.get(r.fault) < signalEpochMs);
    const rightAnswer = (r) => (r.expected ? r.status === r.expected : r.status >= 200 && r.status < 300);
    const acceptedNotFinished = accepted.filter((r) => !rightAnswer(r));
    const readButCut = log.filter((r) => receivedAt.has(r.fault) && r.error);
    const neverRead = log.filter((r) => !receivedAt.has(r.fault));
    const serverErrors = log.filter((r) => r.status >= 500 && !(r.status === 503 && !(receivedAt.get(r.fault) < signalEpochMs)));
    console.log(
      `  ${log.length} requests in ${Math.round(performance.now() - started)} ms; sent before the signal: ${countBy(sentBefore, answer)} (${inFlightAtSignal.length} in flight at the signal: ${countBy(inFlightAtSignal, answer)}); sent after: ${countBy(sentAfter, answer)}`,
    );
    check(
      run,
      'requests accepted before the signal finished',
      acceptedNotFinished.length === 0 && accepted.length > 0,
      `${accepted.length} accepted, ${accepted.length - acceptedNotFinished.length} answered as without the signal (2xx; 401 for the slow wrong passwords)${acceptedNotFinished.length ? `, not: ${countBy(acceptedNotFinished, answer)}` : ''}; in flight at the signal: ${countBy(inFlightAtSignal, answer)}`,
    );
    check(
      run,
      'no request cut off once read',
      readButCut.length === 0,
      `${receivedAt.size} read by the server, ${readButCut.length} cut off${readButCut.length ? ` (${countBy(readButCut, answer)})` : ''}; not logged as received (a 503 while closing, or no connection): ${countBy(neverRead, answer)}`,
    );
    check(run, 'no 5xx (a 503 only once closing)', serverErrors.length === 0, serverErrors.length ? countBy(serverErrors, answer) : 'none');
    const exitedWell = exit.code === 0 && exit.signal === null && exitMs <= EXIT_BUDGET_MS;
    check(run, `exits 0 within ${EXIT_BUDGET_MS / 1000} s`, exitedWell, `code ${exit.code}, signal ${exit.signal}, ${exitMs} ms after SIGTERM`);
    if (!exitedWell) console.log(`  the server's log after SIGTERM (request lines left out):\n${logAfter(stdout + first.output(), signalEpochMs)}`);

    const second = await start(store);
    servers.push(second);
    const cookSession = await sessionAfterRestart(second.url, COOK, cook);
    const stored = await cooksRecipeIds(second.url, cookSession.cookie);
    const missing = ackedRecipes.filter((id) => !stored.has(id));
    check(
      run,
      'acknowledged recipes present after restart',
      missing.length === 0 && ackedRecipes.length > 0,
      `${ackedRecipes.length - missing.length}/${ackedRecipes.length} found${missing.length ? `; missing ${missing.join(', ')}` : ''}`,
    );
    report.runs[run] = {
      requests: log.length,
      sentBeforeSignal: countBy(sentBefore, answer),
      inFlightAtSignal: countBy(inFlightAtSignal, answer),
      sentAfterSignal: countBy(sentAfter, answer),
      acceptedBeforeSignal: accepted.length,
      readByServer: receivedAt.size,
      readButCut: readButCut.length,
      neverRead: countBy(neverRead, answer),
      exit,
      exitMs,
      acknowledgedRecipes: ackedRecipes.length,
      missingRecipes: missing,
    };
  } finally {
    for (const server of servers) await server.stop();
    await store.drop();
  }
}

// ───────────────────────────── 3. rate-limit store down ─────────────────────────────

const GUESSER = { email: 'faults-guessed@hearth.bench', name: 'Guessed Member', password: 'the-right-password-42' };

async function rateLimitMode(url) {
  return (await call(url, 'GET', '/healthz')).body?.rateLimits ?? null;
}

/** Polls /healthz (every 100 ms, at most `ms`) until it reports `mode`. */
async function waitForMode(url, mode, ms) {
  const until = performance.now() + ms;
  let seen = await rateLimitMode(url);
  while (seen !== mode && performance.now() < until) {
    await sleep(100);
    seen = await rateLimitMode(url);
  }
  return seen;
}

/** `count` wrong passwords for one account, one after another, from this one address. */
async function guess(url, count, from = 0) {
  const statuses = [];
  for (let i = 0; i < count; i++) {
    const response = await call(url, 'POST', '/api/auth/sign-in/email', { body: { email: GUESSER.email, password: `wrong-guess-${from + i}` } });
    statuses.push(response.status ?? response.error);
  }
  return statuses;
}

/** "401×10, 429×30": runs of equal answers, in order. */
function runsOf(statuses) {
  const parts = [];
  for (const s of statuses) {
    const last = parts.at(-1);
    if (last && last[0] === s) last[1] += 1;
    else parts.push([s, 1]);
  }
  return parts.map(([s, n]) => `${s}×${n}`).join(', ');
}

/** The limit held: no sign-in went through, 429 came by attempt `limit` and never stopped. */
function heldBy(statuses, limit) {
  const first429 = statuses.indexOf(429);
  return first429 >= 0 && first429 < limit && statuses.slice(first429).every((s) => s === 429) && statuses.every((s) => s === 401 || s === 429);
}

async function limiterRunUnreachable() {
  const run = '3 limiter store down';
  console.log(`\n${run}: REDIS_URL where nothing listens`);
  const store = await createStore('pglite');
  let server;
  try {
    await usersCli(store, 'create', '--email', GUESSER.email, '--name', GUESSER.name, '--password', GUESSER.password);
    const deadPort = await freePort();
    server = await start(store, { REDIS_URL: `redis://127.0.0.1:${deadPort}`, AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_BUDGET) });
    const modeAtStart = await rateLimitMode(server.url);
    const started = performance.now();
    const statuses = await guess(server.url, WRONG_PASSWORDS);
    const guessMs = Math.round(performance.now() - started);
    const rightPassword = await call(server.url, 'POST', '/api/auth/sign-in/email', { body: { email: GUESSER.email, password: GUESSER.password } });
    const modeAfter = await rateLimitMode(server.url);
    console.log(`  ${WRONG_PASSWORDS} wrong passwords in ${guessMs} ms: ${runsOf(statuses)}; then the right one: ${rightPassword.status ?? rightPassword.error}`);
    check(
      run,
      '/healthz reports the fallback',
      modeAtStart === 'in-process (Redis unreachable)' && modeAfter === modeAtStart,
      `rateLimits "${modeAtStart}" at start, "${modeAfter}" after`,
    );
    check(
      run,
      `${WRONG_PASSWORDS} wrong passwords meet 429 after the budget`,
      heldBy(statuses, SIGN_IN_BUDGET + 1),
      `${runsOf(statuses)} (budget ${SIGN_IN_BUDGET} a minute per address)`,
    );
    check(run, 'the budget holds for the right password too', rightPassword.status === 429, `answered ${rightPassword.status ?? rightPassword.error}`);
    report.runs[`${run} (unreachable)`] = { modeAtStart, modeAfter, statuses: runsOf(statuses), rightPassword: rightPassword.status, guessMs };
  } finally {
    await server?.stop();
    await store.drop();
  }
}

/** redis-server processes started here, stopped however the bench ends (the harness exits on Ctrl-C). */
const redisServers = new Set();
process.on('exit', () => {
  for (const child of redisServers) child.kill('SIGKILL');
});

async function startRedis(port) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisServers.add(child);
  child.on('exit', () => redisServers.delete(child));
  const failed = new Promise((resolve) => child.on('error', resolve));
  const probe = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const error = await Promise.race([failed, sleep(100).then(() => null)]);
      if (error) throw error;
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return child;
      } catch {
        probe.disconnect();
      }
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  } finally {
    probe.disconnect();
  }
}

/** How many sign-in counters Redis holds for this run (the server keys them hearth-rl:sign-in:…). */
async function redisSignInKeys(port) {
  const client = new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: 0 });
  try {
    return (await client.keys('hearth-rl:*')).filter((k) => k.includes('sign-in')).length;
  } finally {
    client.disconnect();
  }
}

async function limiterRunRedisKilled() {
  const run = '3 limiter store down';
  console.log(`\n${run}: a real Redis, killed after ${REDIS_BEFORE_OUTAGE} wrong passwords`);
  if (process.env.FAULTS_SKIP_REDIS === '1') return check(run, 'Redis killed mid-run', null, 'FAULTS_SKIP_REDIS=1');
  if (spawnSync('redis-server', ['--version']).status !== 0) return check(run, 'Redis killed mid-run', false, 'redis-server is not on PATH (FAULTS_SKIP_REDIS=1 skips this run)');
  const store = await createStore('pglite');
  const port = await freePort();
  let redis;
  let server;
  try {
    await usersCli(store, 'create', '--email', GUESSER.email, '--name', GUESSER.name, '--password', GUESSER.password);
    redis = await startRedis(port);
    server = await start(store, { REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_BUDGET) });
    const modeWithRedis = await waitForMode(server.url, 'redis', 10_000);
    const counted = await guess(server.url, REDIS_BEFORE_OUTAGE);
    const keysInRedis = await redisSignInKeys(port);
    check(
      run,
      'counted in Redis while it answers',
      modeWithRedis === 'redis' && keysInRedis > 0 && counted.every((s) => s === 401),
      `rateLimits "${modeWithRedis}", ${keysInRedis} sign-in counter(s) in Redis, answers ${runsOf(counted)}`,
    );

    redis.kill('SIGKILL');
    await new Promise((resolve) => (redis.exitCode !== null || redis.signalCode !== null ? resolve() : redis.once('exit', resolve)));
    const rest = await guess(server.url, WRONG_PASSWORDS - REDIS_BEFORE_OUTAGE, REDIS_BEFORE_OUTAGE);
    const modeWithout = await rateLimitMode(server.url);
    const statuses = [...counted, ...rest];
    console.log(`  ${WRONG_PASSWORDS} wrong passwords, Redis killed after ${REDIS_BEFORE_OUTAGE}: ${runsOf(statuses)}`);
    // The in-process count starts from zero at the switch: at most one more budget than with Redis.
    check(run, 'Redis killed: limits still hold', heldBy(statuses, REDIS_BEFORE_OUTAGE + SIGN_IN_BUDGET + 1), `${runsOf(statuses)}; rateLimits "${modeWithout}"`);
    check(run, '/healthz reports the outage', modeWithout === 'in-process (Redis unreachable)', `"${modeWithout}"`);

    redis = await startRedis(port);
    const modeBack = await waitForMode(server.url, 'redis', 15_000);
    check(run, 'Redis back: counted in Redis again', modeBack === 'redis', `"${modeBack}" after redis-server restarted on the same port`);
    report.runs[`${run} (redis killed)`] = { modeWithRedis, keysInRedis, statuses: runsOf(statuses), modeWithout, modeBack };
  } finally {
    await server?.stop();
    redis?.kill('SIGKILL');
    await store.drop();
  }
}

// ───────────────────────────── run ─────────────────────────────

async function postgresReachable() {
  try {
    await withClient(POSTGRES_ADMIN_URL, (client) => client.query('select 1'));
    return null;
  } catch (error) {
    return error.message;
  }
}

const ONLY = process.env.FAULTS_ONLY?.split(',').map((s) => s.trim());
async function guarded(run, fn) {
  if (ONLY && !ONLY.some((prefix) => run.startsWith(prefix))) return;
  try {
    await fn();
  } catch (error) {
    check(run, 'run completed', false, error.message.split('\n').slice(0, 3).join(' '));
  }
}

const startedAt = performance.now();
await appSnapshot();
const pgProblem = process.env.FAULTS_SKIP_POSTGRES === '1' ? 'FAULTS_SKIP_POSTGRES=1' : await postgresReachable();
const onPostgres = async (run, fn) => {
  if (!pgProblem || (ONLY && !ONLY.some((prefix) => run.startsWith(prefix)))) return guarded(run, fn);
  const skipped = process.env.FAULTS_SKIP_POSTGRES === '1';
  check(run, 'PostgreSQL run', skipped ? null : false, skipped ? pgProblem : `no PostgreSQL at ${POSTGRES_ADMIN_URL}: ${pgProblem} (FAULTS_SKIP_POSTGRES=1 skips it)`);
};

await guarded('1 kill -9 (pglite)', () => crashRun('pglite'));
await onPostgres('1 kill -9 (postgres)', () => crashRun('postgres'));
await guarded('2 SIGTERM (pglite)', () => termRun('pglite'));
await onPostgres('2 SIGTERM (postgres)', () => termRun('postgres'));
await guarded('3 limiter store down', limiterRunUnreachable);
await guarded('3 limiter store down', limiterRunRedisKilled);

const failed = checks.filter((c) => c.result === 'FAIL');
console.log(
  `\n${table(
    ['run', 'check', 'result', 'detail'],
    checks.map((c) => [c.run, c.check, c.result, c.detail]),
  )}`,
);
console.log(
  `\n${checks.length - failed.length} of ${checks.length} checks passed or skipped, ${failed.length} failed, in ${Math.round((performance.now() - startedAt) / 1000)} s.`,
);
report.checks = checks;
report.durationS = Math.round((performance.now() - startedAt) / 1000);
mkdirSync(RESULTS_DIR, { recursive: true });
const file = path.join(RESULTS_DIR, `${timestamp()}-faults.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Results: ${path.relative(process.cwd(), file)}`);
process.exit(failed.length ? 1 : 0);
