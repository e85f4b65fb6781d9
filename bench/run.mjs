#!/usr/bin/env node
// npm run bench — load-tests the built API against hearth_bench (run `npm run bench:generate` first)
// and checks DESIGN §7's budgets. Everything runs on 127.0.0.1.
//
// 1. Cold start: spawns `node apps/server/dist/main.js` (DATABASE_URL=hearth_bench, a fresh
//    DATA_DIR in /tmp, LOG_LEVEL=warn) and times spawn → first 200 from /healthz, COLD_STARTS times
//    (budget < 3 s). Builds apps/server first when dist/ is missing.
//    The trending refresh each start runs rewrites ~50k recipe rows; with autovacuum off on this
//    PostgreSQL those dead rows are vacuumed before the load (as autovacuum would in production).
// 1b. Idle memory after demo seeding (bench/lib/idle-memory.mjs): a fresh server seeds and enriches the demo
//    content on PGlite and on a scratch PostgreSQL database, then restarts on it; RSS once settled.
// 2. Signs in the bench member (signs up + saves a profile + approves through SQL the first time).
// 3. For each scenario, autocannon with the member's cookie: a 2 s warm-up, then DURATION seconds
//    at CONNECTIONS connections (detail and related cycle through 1,000 random listed recipe ids).
//    Latency percentiles are computed from every response time (autocannon's own histogram has no
//    p95). Budgets: browse, tabs, filters and search p95 < 30 ms; detail p95 < 15 ms; built-in AI
//    p95 < 150 ms (skipped when the server has no /api/ai routes yet).
// 4. SQL statements per request: a second server instance talks to PostgreSQL through a counting
//    proxy (bench/lib/pg-proxy.mjs; pg_stat_statements is not preloaded on this server), and each
//    scenario's path is requested 10 times one after another; pg-boss's own connections are left out.
// 5. Realistic traffic (bench/lib/realistic.mjs): 1,000 members, ~4,000 search strings, every listed
//    recipe, and a mix with writes, each scenario against a server with read caches on and one with
//    READ_CACHE_SECONDS=0; printed as a second table.
// 6. EXPLAIN (ANALYZE, BUFFERS) of the same queries (bench/explain.mjs), summarised.
// 7. Writes bench/results/<timestamp>.json (see bench/results/README.md).
//
// Options (environment): BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_ONLY=<comma-separated name prefixes,
// e.g. "browse,search"> BENCH_COLD_STARTS=3 BENCH_SKIP_EXPLAIN=1 BENCH_SKIP_QUERY_COUNT=1
// BENCH_READ_CACHE_SECONDS=<n> (the server's READ_CACHE_SECONDS; 0 measures it without read caches).
// BENCH_SKIP_IDLE_MEMORY=1 (skips 1b, about two minutes). BENCH_NODE_OPTIONS=<flags> (the servers' NODE_OPTIONS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
// BENCH_DATABASE_POOL_SIZE=<n> (the servers' DATABASE_POOL_SIZE, connections to PostgreSQL per instance).
// Realistic scenarios (names start with "real:", so BENCH_ONLY=real runs only them): BENCH_SKIP_REALISTIC=1,
// BENCH_MEMBERS=1000, BENCH_MIX="browse=30,search=25,detail=21,related=21,rate=2,save=1", BENCH_REALISTIC_MODES=off
// (one mode only, on or off: one server, for quick comparisons while working).
// Exit code: 0 when the run completed (budget misses are reported, not failed), 1 on errors;
// BENCH_STRICT=1 also exits 1 on a budget miss.

import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runExplain } from './explain.mjs';
import {
  appSnapshot,
  benchDatabaseUrl,
  gitDescribe,
  machine,
  RESULTS_DIR,
  ROOT,
  signInBenchMember,
  startServer,
  table,
  timestamp,
  vacuumIfBloated,
  waitForIdleDatabase,
  warmDatabase,
  withClient,
} from './lib/harness.mjs';
import { idleMemoryLines, measureIdleMemory } from './lib/idle-memory.mjs';
import { startCountingProxy } from './lib/pg-proxy.mjs';
import { realisticTable, runRealistic } from './lib/realistic.mjs';
import { installMedia } from './lib/server-code.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = 2;
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const COLD_START_BUDGET_MS = 3000;
/** Seconds to wait (at most) before each measurement for the 1-minute load average to drop below the core count. */
const WAIT_QUIET_S = Number(process.env.BENCH_WAIT_QUIET ?? 0);
const CORES = os.cpus().length;

const db = benchDatabaseUrl();
const dataset = await withClient(db.url, async (client) => {
  const { rows } = await client.query(`
    select (select count(*) from users)::int users, (select count(*) from recipes)::int recipes,
           (select count(*) from recipes where is_approved and visibility = 'public' and not creator_banned)::int listed_recipes,
           (select count(*) from recipe_ratings)::int ratings, (select count(*) from recipe_activity)::int activity`);
  const settings = await client.query(
    `select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'effective_cache_size', 'max_parallel_workers_per_gather', 'jit', 'random_page_cost', 'max_connections')`,
  );
  const version = await client.query('show server_version');
  return { ...rows[0], postgres: version.rows[0].server_version, settings: Object.fromEntries(settings.rows.map((r) => [r.name, r.unit ? `${r.setting} ${r.unit}` : r.setting])) };
}).catch((error) => {
  throw new Error(`Cannot read ${db.name} (${error.message}): run \`npm run bench:generate\` first`);
});
if (!dataset.recipes) throw new Error(`${db.name} has no recipes: run \`npm run bench:generate\` first`);
const startLoad = os.loadavg().map(round);
if (startLoad[0] > CORES)
  console.log(`⚠ The machine is busy (load average ${startLoad.join(' ')} on ${CORES} cores): latencies will be inflated. BENCH_WAIT_QUIET=120 waits for a quieter moment.`);
console.log(
  `Dataset: ${dataset.recipes} recipes (${dataset.listed_recipes} listed), ${dataset.users} users, ${dataset.ratings} ratings, ${dataset.activity} activity rows · PostgreSQL ${dataset.postgres}`,
);

// ───────────────────────────── cold start ─────────────────────────────

const coldStarts = [];
for (let i = 0; i < COLD_STARTS; i++) {
  await waitForQuiet();
  const server = await startServer({ databaseUrl: db.url });
  coldStarts.push(Math.round(server.readyMs));
  await waitForIdleDatabase(db.url);
  await server.stop();
  await vacuumIfBloated(db.url);
}

// ───────────────────────────── idle memory ─────────────────────────────

let idleMemory = null;
if (!process.env.BENCH_SKIP_IDLE_MEMORY) {
  console.log('Idle memory after demo seeding (PGlite, then PostgreSQL)…');
  idleMemory = await measureIdleMemory(db.adminUrl);
  for (const line of idleMemoryLines(idleMemory)) console.log(line);
}

const server = await startServer({ databaseUrl: db.url });
coldStarts.push(Math.round(server.readyMs));
installMedia(server.dataDir);
// A server may refresh Trending in the background after it starts listening: let that finish.
await waitForIdleDatabase(db.url);
// Each start's trending refresh rewrote recipe rows; vacuum them as autovacuum would.
const vacuum = await vacuumIfBloated(db.url);
if (vacuum.vacuumed)
  console.log(`Vacuumed ${vacuum.dead} dead recipe row versions left by the trending refreshes of those starts (autovacuum is ${vacuum.autovacuum} on this PostgreSQL).`);
const warmUp = await warmDatabase(db.url);
console.log(`Warmed the database before measuring: ${warmUp.mb === null ? '' : `${warmUp.mb} MB `}read in ${(warmUp.ms / 1000).toFixed(1)} s (${warmUp.method}).`);
const coldMedian = [...coldStarts].sort((a, b) => a - b)[Math.floor(coldStarts.length / 2)];
console.log(`Cold start to a ready /healthz: ${coldStarts.join(', ')} ms (median ${coldMedian} ms, budget < ${COLD_START_BUDGET_MS} ms)`);

const results = {
  kind: 'api',
  at: new Date().toISOString(),
  git: gitDescribe(),
  build: (await appSnapshot()).build,
  machine: { ...machine(), loadAverageAtStart: startLoad },
  dataset,
  config: { durationS: DURATION, warmupS: WARMUP, connections: CONNECTIONS, readCacheSeconds: process.env.BENCH_READ_CACHE_SECONDS ?? 'server default' },
  coldStart: { samplesMs: coldStarts, medianMs: coldMedian, budgetMs: COLD_START_BUDGET_MS, pass: coldMedian < COLD_START_BUDGET_MS },
  vacuumBeforeLoad: vacuum,
  warmUp,
  idleMemory,
  scenarios: [],
};

try {
  const { cookie } = await signInBenchMember(server.url, db.url);
  const ids = await withClient(db.url, async (client) => {
    const { rows } = await client.query(`select id from recipes where is_approved and visibility = 'public' and not creator_banned order by md5(id::text) limit 1000`);
    return rows.map((r) => r.id);
  });

  const scenarios = [
    // References without a budget: what the stack costs before any recipe query.
    { name: 'ref: /healthz (no session)', path: '/healthz', budgetP95: null, anonymous: true },
    { name: 'ref: /api/user (session only)', path: '/api/user', budgetP95: null },
    { name: 'browse', path: '/api/recipes', budgetP95: 30 },
    { name: 'tab: trending', path: '/api/recipes?type=trending', budgetP95: 30 },
    { name: 'tab: curated', path: '/api/recipes?type=curated', budgetP95: 30 },
    { name: 'filter: Indian + Dinner', path: '/api/recipes?cuisines=Indian&mealTypes=Dinner', budgetP95: 30 },
    { name: 'filter: Vegan', path: '/api/recipes?dietTypes=Vegan', budgetP95: 30 },
    { name: 'search: paneer', path: '/api/recipes?search=paneer', budgetP95: 30 },
    { name: 'search: chick (prefix)', path: '/api/recipes?search=chick', budgetP95: 30 },
    { name: 'search: panner (typo)', path: '/api/recipes?search=panner', budgetP95: 30 },
    { name: 'detail (1,000 ids)', paths: ids.map((id) => `/api/recipes/${id}`), budgetP95: 15 },
    { name: 'related (1,000 ids)', paths: ids.map((id) => `/api/recipes/related/${id}`), budgetP95: null },
    {
      name: 'AI: flavor pairing (built-in)',
      method: 'POST',
      path: '/api/ai/flavor-pairing',
      body: { ingredient1: 'tomato', ingredient2: 'basil' },
      budgetP95: 150,
      optional: true,
    },
  ].filter((s) => !ONLY || ONLY.split(',').some((prefix) => s.name.startsWith(prefix)));

  for (const scenario of scenarios) {
    const probe = await request(server.url, scenario, cookie, 0);
    if (!probe.ok) {
      const note = `${scenario.method ?? 'GET'} ${scenario.path ?? scenario.paths[0]} answered ${probe.status}`;
      if (!scenario.optional) throw new Error(`${scenario.name}: ${note}`);
      console.log(`skip ${scenario.name}: ${note} (not implemented yet)`);
      results.scenarios.push({ name: scenario.name, skipped: note });
      continue;
    }
    await waitForQuiet();
    process.stdout.write(`${scenario.name}: warming up ${WARMUP} s, measuring ${DURATION} s… `);
    await load(server.url, scenario, cookie, WARMUP);
    const loadBefore = os.loadavg()[0];
    const measured = await load(server.url, scenario, cookie, DURATION);
    measured.loadAverage = { before: round(loadBefore), after: round(os.loadavg()[0]) };
    const pass = scenario.budgetP95 === null ? null : measured.requests > 0 && measured.non2xx === 0 && measured.errors === 0 && measured.latency.p95 < scenario.budgetP95;
    results.scenarios.push({
      name: scenario.name,
      method: scenario.method ?? 'GET',
      path: scenario.path ?? `${scenario.paths[0]} … (${scenario.paths.length} paths)`,
      connections: CONNECTIONS,
      ...measured,
      budgetP95Ms: scenario.budgetP95,
      pass,
    });
    console.log(`${measured.rps} req/s, p95 ${measured.latency.p95} ms`);
  }
  await server.stop();

  if (!process.env.BENCH_SKIP_QUERY_COUNT) {
    console.log('Counting SQL statements per request (server → counting proxy → PostgreSQL)…');
    const counts = await countStatements(
      db,
      scenarios.filter((s) => !results.scenarios.find((r) => r.name === s.name)?.skipped),
    );
    for (const r of results.scenarios) if (counts[r.name]) Object.assign(r, { sql: counts[r.name] });
  }
} finally {
  await server.stop();
}

if (!process.env.BENCH_SKIP_REALISTIC) {
  results.realistic = await runRealistic({ databaseUrl: db.url, durationS: DURATION, warmupS: WARMUP, connections: CONNECTIONS, only: ONLY, waitForQuiet });
}

if (!process.env.BENCH_SKIP_EXPLAIN) {
  console.log('EXPLAIN (ANALYZE, BUFFERS) of the same queries…');
  results.explain = (await runExplain({ databaseUrl: db.url, print: false })).map(({ plans, ...summary }) => ({
    ...summary,
    plans: plans.map((p) => ({ query: p.query, executionMs: p.executionMs, seqScanOnRecipes: p.seqScanOnRecipes, plan: p.plan })),
  }));
}

// ───────────────────────────── report ─────────────────────────────

const verdict = (pass) => (pass === null ? '—' : pass ? 'ok' : 'MISS');
console.log(`\nAPI at ${CONNECTIONS} connections, ${DURATION} s each (${results.git.commit}${results.git.dirty ? ', dirty tree' : ''})\n`);
console.log(
  table(
    ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx', 'budget p95', 'verdict', 'SQL/req'],
    results.scenarios.map((s) =>
      s.skipped
        ? [s.name, 'skipped', '', '', '', '', '', '', '', '']
        : [
            s.name,
            s.rps,
            s.latency.p50,
            s.latency.p95,
            s.latency.p99,
            s.latency.max,
            s.non2xx + s.errors,
            s.budgetP95Ms ? `< ${s.budgetP95Ms}` : 'none',
            verdict(s.pass),
            s.sql ? (s.sql.min === s.sql.max ? s.sql.min : `${s.sql.min}–${s.sql.max}`) : '?',
          ],
    ),
  ),
);
if (results.realistic) {
  const r = results.realistic;
  console.log(
    `\nRealistic traffic at ${CONNECTIONS} connections, ${DURATION} s each: ${r.members.count} members, ${r.searchStrings.distinct} search strings, ${r.recipes.listed} recipes; caches on (READ_CACHE_SECONDS ${r.modes.on?.readCacheSeconds ?? 'not run'}) and off (0); DESIGN §7's budgets are for caches off\n`,
  );
  console.log(realisticTable(r));
}
console.log(`\nCold start (spawn → /healthz 200): ${coldStarts.join(', ')} ms, median ${coldMedian} ms, budget < ${COLD_START_BUDGET_MS} ms: ${verdict(results.coldStart.pass)}`);
if (idleMemory) console.log(`\nIdle memory after demo seeding (RSS once settled):\n${idleMemoryLines(idleMemory).join('\n')}`);
if (results.explain) {
  console.log('\nEXPLAIN ANALYZE (one request, warm cache; full plans in the JSON and in `npm run bench:explain`):');
  for (const e of results.explain)
    console.log(
      `  ${e.list ? (e.seqScanOnRecipes ? '✗ seq scan on recipes' : '✓ no seq scan        ') : '·                     '} ${e.name.padEnd(46)} ${String(e.totalExecutionMs).padStart(8)} ms`,
    );
}

mkdirSync(RESULTS_DIR, { recursive: true });
const file = path.join(RESULTS_DIR, `${timestamp()}.json`);
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nSaved ${path.relative(ROOT, file)}`);
const realisticMissed = results.realistic?.scenarios.some((s) => [s.on, s.off].some((m) => m && (m.pass === false || Object.values(m.byKind ?? {}).some((k) => k.pass === false))));
const missed =
  results.scenarios.some((s) => s.pass === false) ||
  realisticMissed ||
  !results.coldStart.pass ||
  idleMemory?.some((m) => !m.pass) ||
  results.explain?.some((e) => e.seqScanOnRecipes);
if (missed) console.log('Some budgets are missed (see MISS / ✗ above).');
if (missed && process.env.BENCH_STRICT) process.exitCode = 1;

// ───────────────────────────── helpers ─────────────────────────────

function requestOptions(scenario, cookie) {
  return {
    method: scenario.method ?? 'GET',
    headers: { ...(scenario.anonymous ? {} : { cookie }), ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
  };
}

async function request(baseUrl, scenario, cookie, n) {
  const pathname = scenario.paths ? scenario.paths[n % scenario.paths.length] : scenario.path;
  const response = await fetch(`${baseUrl}${pathname}`, { ...requestOptions(scenario, cookie), signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response;
}

/** One autocannon run; percentiles from every response time. */
async function load(baseUrl, scenario, cookie, seconds) {
  const options = requestOptions(scenario, cookie);
  let next = 0;
  const times = [];
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    method: options.method,
    headers: options.headers,
    body: options.body,
    timeout: 30,
    requests: [{ setupRequest: (req) => ({ ...req, path: scenario.paths ? scenario.paths[next++ % scenario.paths.length] : scenario.path }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const pct = (p) => (times.length ? round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]) : null);
  return {
    requests: result.requests.total,
    latencySamples: times.length,
    rps: Math.round(result.requests.total / seconds),
    latency: { p50: pct(50), p95: pct(95), p99: pct(99), mean: round(times.reduce((s, t) => s + t, 0) / (times.length || 1)), max: round(times.at(-1) ?? 0) },
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    throughputKBps: Math.round(result.throughput.average / 1024),
  };
}

function round(n) {
  return Math.round(n * 10) / 10;
}

async function waitForQuiet() {
  const deadline = Date.now() + WAIT_QUIET_S * 1000;
  while (Date.now() < deadline && os.loadavg()[0] >= CORES) await new Promise((resolve) => setTimeout(resolve, 5000));
}

/** Starts another server whose database traffic goes through the counting proxy; 10 sequential requests per scenario. */
async function countStatements(database, list) {
  const proxy = await startCountingProxy({ targetPort: Number(new URL(database.url).port || 5432) });
  const proxied = new URL(database.url);
  proxied.port = String(proxy.port);
  const counted = await startServer({ databaseUrl: proxied.toString() });
  const out = {};
  try {
    const { cookie } = await signInBenchMember(counted.url, database.url);
    await waitForIdleDatabase(database.url); // the start's background trending refresh is not a request's
    for (const scenario of list) {
      const perRequest = [];
      let example = null;
      proxy.take();
      for (let n = 0; n < 10; n++) {
        await request(counted.url, scenario, cookie, n);
        const statements = proxy.take();
        perRequest.push(statements.length);
        example ??= statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 200));
      }
      out[scenario.name] = { min: Math.min(...perRequest), max: Math.max(...perRequest), perRequest, example };
    }
  } finally {
    await counted.stop();
    await proxy.close();
  }
  return out;
}
