#!/usr/bin/env node
// npm run bench:explain — EXPLAIN (ANALYZE, BUFFERS) of the discovery and detail queries against
// hearth_bench (run `npm run bench:generate` first). Also runs as part of `npm run bench`.
//
// The SQL is not copied: the server's own repositories (discovery.repository.ts, recipes.repository.ts,
// loaded through tsx) are called with a Drizzle logger that captures each statement and its
// parameters, and each captured statement is then explained in the same order (statements such as
// set_config inside a transaction are replayed, so the typo search is explained with the threshold
// the server uses). For list queries it asserts there is no sequential scan on `recipes`;
// standalone it exits 1 when one is found. Writes bench/results/<timestamp>-explain.json.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { BENCH_MEMBER, benchDatabaseUrl, RESULTS_DIR, ROOT, timestamp, vacuumIfBloated } from './lib/harness.mjs';

const src = (relative) => tsImport(path.join(ROOT, 'apps', 'server', 'src', relative), import.meta.url);
const NO_FILTERS = { cuisines: [], dietTypes: [], mealTypes: [], search: null };
const PAGE = { limit: 24, offset: 0 };
const KEY_LINE = /(Scan|Sort|Limit|Join|Aggregate|Hash|Gather|Nested Loop|Unique|Append|CTE|SubPlan|InitPlan|Result|Materialize|Memoize)/;

/** The scenarios, each a call into the server's code; list ones must not scan `recipes` sequentially. */
function scenarios({ discovery, recipes, profile, sampleRecipe, viewerId }) {
  const browse =
    (filters, order = 'newest') =>
    () =>
      discovery.browse({ filters: { ...NO_FILTERS, ...filters }, order, profile: order === 'curated' ? profile : undefined, ...PAGE });
  return [
    { name: 'browse (newest)', list: true, run: browse({}) },
    { name: 'tab: trending', list: true, run: browse({}, 'trending') },
    { name: 'tab: curated (bench member profile)', list: true, run: browse({}, 'curated') },
    { name: 'filter: cuisines=Indian & mealTypes=Dinner', list: true, run: browse({ cuisines: ['Indian'], mealTypes: ['Dinner'] }) },
    { name: 'filter: dietTypes=Vegan', list: true, run: browse({ dietTypes: ['Vegan'] }) },
    { name: 'search: paneer', list: true, run: browse({ search: 'paneer' }) },
    { name: 'search: chick (prefix)', list: true, run: browse({ search: 'chick' }) },
    { name: 'search: panner (typo → fuzzy)', list: true, run: browse({ search: 'panner' }) },
    { name: `related to #${sampleRecipe.id}`, list: true, run: async () => (await discovery.relatedWithAccess(sampleRecipe.id, 6))?.cards ?? [] },
    { name: `detail #${sampleRecipe.id}`, list: false, run: async () => [await recipes.findDetail(sampleRecipe.id), await recipes.ratingOf(viewerId, sampleRecipe.id)] },
  ];
}

/** Explains every statement a scenario issued, replaying non-SELECT statements in a transaction. */
async function explainStatements(client, statements) {
  const plans = [];
  await client.query('begin');
  try {
    for (const { query, params } of statements) {
      if (/^\s*(begin|commit|rollback)\b/i.test(query)) continue; // already inside one transaction
      if (!/^\s*(select|with)\b/i.test(query) || /set_config\(/i.test(query)) {
        await client.query(query, params);
        continue;
      }
      // Twice: the first run warms the cache; the second is the one reported.
      await client.query(`explain (analyze, buffers) ${query}`, params);
      const { rows } = await client.query(`explain (analyze, buffers) ${query}`, params);
      const lines = rows.map((r) => r['QUERY PLAN']);
      const execution = Number(/Execution Time: ([\d.]+) ms/.exec(lines.at(-1) ?? '')?.[1] ?? NaN);
      plans.push({ query, params, plan: lines, executionMs: execution, seqScanOnRecipes: lines.some((l) => /Seq Scan on recipes(\s|$)/.test(l)) });
    }
  } finally {
    await client.query('rollback');
  }
  return plans;
}

export async function runExplain({ databaseUrl = benchDatabaseUrl().url, print = true } = {}) {
  const [{ createDiscoveryRepository }, { createRecipesRepository }, { curationProfileOf }] = await Promise.all([
    src('modules/recipes/discovery.repository.ts'),
    src('modules/recipes/recipes.repository.ts'),
    src('modules/recipes/discovery.service.ts'),
  ]);
  const vacuum = await vacuumIfBloated(databaseUrl);
  if (vacuum.vacuumed && print) console.log(`(vacuumed ${vacuum.dead} dead recipe row versions first; autovacuum is ${vacuum.autovacuum})`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'hearth-bench-explain' });
  const captured = [];
  const db = drizzle(pool, { logger: { logQuery: (query, params) => captured.push({ query, params }) } });
  const client = await pool.connect();
  const results = [];
  try {
    const { rows: picked } = await client.query(
      `select id, created_by from recipes where is_approved and visibility = 'public' and not creator_banned and cuisine = 'Indian' order by rating_count desc limit 1`,
    );
    if (!picked.length) throw new Error('hearth_bench has no recipes: run `npm run bench:generate` first');
    const { rows: viewer } = await client.query(`select id from users where lower(email) = lower($1) union all (select id from users where is_approved limit 1) limit 1`, [
      BENCH_MEMBER.email,
    ]);
    const recipes = createRecipesRepository(db);
    const sampleRecipe = await recipes.findById(picked[0].id);
    const profile = curationProfileOf({ ...BENCH_MEMBER.profile });
    for (const scenario of scenarios({ discovery: createDiscoveryRepository(db), recipes, profile, sampleRecipe, viewerId: viewer[0]?.id ?? '' })) {
      captured.length = 0;
      const output = await scenario.run();
      const statements = captured.splice(0);
      const plans = await explainStatements(client, statements);
      const rows = Array.isArray(output) ? output.length : output ? 1 : 0;
      const seqScan = scenario.list && plans.some((p) => p.seqScanOnRecipes);
      results.push({
        name: scenario.name,
        list: scenario.list,
        rowsReturned: rows,
        statements: statements.length,
        totalExecutionMs: round(plans.reduce((s, p) => s + p.executionMs, 0)),
        seqScanOnRecipes: seqScan,
        plans,
      });
      if (print) printScenario(results.at(-1));
    }
  } finally {
    client.release();
    await pool.end();
  }
  return results;
}

const round = (n) => Math.round(n * 100) / 100;

function printScenario(result) {
  const verdict = result.list ? (result.seqScanOnRecipes ? 'SEQ SCAN ON recipes ✗' : 'no seq scan on recipes ✓') : '';
  console.log(`\n━━ ${result.name}: ${result.statements} statement(s), ${result.totalExecutionMs} ms, ${result.rowsReturned} row(s) ${verdict}`);
  for (const plan of result.plans) {
    console.log(`   ${plan.query.replace(/\s+/g, ' ').slice(0, 150)}${plan.query.length > 150 ? '…' : ''}`);
    for (const line of plan.plan) {
      if (KEY_LINE.test(line) || /Execution Time|Filter:|Index Cond:|Recheck Cond:|Sort Key:|Rows Removed/.test(line)) console.log(`     ${line.slice(0, 170)}`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runExplain();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${timestamp()}-explain.json`);
  writeFileSync(file, JSON.stringify({ kind: 'explain', at: new Date().toISOString(), database: benchDatabaseUrl().name, results }, null, 2));
  console.log(`\nSummary`);
  for (const r of results)
    console.log(`  ${r.list ? (r.seqScanOnRecipes ? '✗' : '✓') : '·'} ${r.name.padEnd(48)} ${String(r.totalExecutionMs).padStart(9)} ms  ${r.statements} stmt`);
  console.log(`\nSaved ${path.relative(ROOT, file)}`);
  if (results.some((r) => r.seqScanOnRecipes)) {
    console.error('A list query scans recipes sequentially.');
    process.exitCode = 1;
  }
}
