// The realistic scenarios of `npm run bench` (issue 14): many members, many queries, many recipes, at
// 50 connections, each measured against a server with its read caches on (the default) and one with
// READ_CACHE_SECONDS=0. Where bench/run.mjs's own scenarios repeat one URL with one member (which
// the read caches answer almost every time), here every request is a different member, query or recipe:
//
// - 1,000 traffic members (BENCH_MEMBERS), inserted once per database straight into users, profiles,
//   sessions and collections (no sign-up: that would hash 1,000 passwords) with profiles drawn from the
//   shares in vocabulary.mjs; each has a session whose cookie is signed as Better Auth signs it, checked
//   with GET /api/user before the load. Upserted each run (the session's expiry is renewed).
// - browse: Trending, Curated and newest, filter combinations (often the member's own cuisines and
//   diet), later pages; search: ~4,000 strings with Zipf popularity (traffic.mjs), as the list under a
//   tab and as the title suggestions; detail and related: Zipf over every listed recipe, most rated
//   first; mix: all of them plus rating and saving to a collection (3% writes, each member within the
//   server's write budget).
// - The traffic members' ratings, saved recipes and activity rows are removed before and after the
//   run, so the database does not grow and each run starts from the same state.
//
// Both servers run side by side; for each scenario the two modes are measured one after the other
// (alternating which goes first), with the same request sequence (seeded per scenario).

import os from 'node:os';
import autocannon from 'autocannon';
import * as harness from './harness.mjs';
import { rngFor } from './random.mjs';
import { loadCatalogue } from './server-code.mjs';
import { searchStrings, sessionCookie, trafficGenerator, trafficMembers, weightedSampler } from './traffic.mjs';

const { startServer, table, vacuumIfBloated, waitForIdleDatabase, withClient } = harness;
/** The secret the bench servers sign cookies with (harness.mjs); passed to the servers explicitly too. */
const SESSION_SECRET = harness.BENCH_SESSION_SECRET ?? 'hearth-bench-session-secret-not-for-production-use';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
/** Writes per member per minute the load stays within, and the bench server's limit (above it, as a safety net). */
const WRITES_PER_MEMBER_MINUTE = 60;
const SERVER_WRITE_LIMIT = 120;

/** Request shares of the mix, in percent (BENCH_MIX="browse=30,search=25,…" overrides). */
export const MIX = parseMix(process.env.BENCH_MIX) ?? { browse: 30, search: 25, detail: 21, related: 21, rate: 2, save: 1 };
/** DESIGN §7's p95 budgets per kind of request (ms); writes have none. */
const KIND_BUDGETS = { browse: 30, search: 30, detail: 15, related: 50, rate: null, save: null };

export const REALISTIC_SCENARIOS = [
  { name: 'real: browse (tabs, filters, pages)', kinds: { browse: 1 }, budgetP95: KIND_BUDGETS.browse },
  { name: 'real: search (4,000 strings)', kinds: { search: 1 }, budgetP95: KIND_BUDGETS.search, byForm: true },
  { name: 'real: detail (all listed)', kinds: { detail: 1 }, budgetP95: KIND_BUDGETS.detail },
  { name: 'real: related (all listed)', kinds: { related: 1 }, budgetP95: KIND_BUDGETS.related },
  { name: 'real: mix', kinds: MIX, budgetP95: null, byKind: true },
];

const MODES = [
  // The server's default READ_CACHE_SECONDS, or BENCH_READ_CACHE_SECONDS when that is a positive number.
  { key: 'on', env: { READ_CACHE_SECONDS: Number(process.env.BENCH_READ_CACHE_SECONDS) > 0 ? process.env.BENCH_READ_CACHE_SECONDS : undefined } },
  { key: 'off', env: { READ_CACHE_SECONDS: '0' } },
  // BENCH_REALISTIC_MODES=off measures one mode only: one server, for quicker comparisons while working.
].filter((mode) => !process.env.BENCH_REALISTIC_MODES || process.env.BENCH_REALISTIC_MODES.split(',').includes(mode.key));

function parseMix(text) {
  if (!text) return null;
  const mix = Object.fromEntries(text.split(',').map((pair) => pair.split('=').map((s) => s.trim())));
  for (const [kind, share] of Object.entries(mix)) {
    if (!(kind in KIND_BUDGETS) || !(Number(share) >= 0)) throw new Error(`BENCH_MIX: unknown kind or share "${kind}=${share}"`);
    mix[kind] = Number(share);
  }
  return mix;
}

const round = (n) => Math.round(n * 10) / 10;

/**
 * Runs the realistic scenarios whose names start with one of `only`'s prefixes (all when empty).
 * Returns what goes into the results JSON under `realistic`.
 */
export async function runRealistic({ databaseUrl, durationS, warmupS, connections, only, waitForQuiet = async () => {}, log = console.log }) {
  const scenarios = REALISTIC_SCENARIOS.filter((s) => !only || only.split(',').some((prefix) => s.name.startsWith(prefix.trim())));
  if (!scenarios.length) return null;

  const members = trafficMembers(MEMBERS);
  const setup = await ensureTrafficMembers(databaseUrl, members);
  log(`Realistic traffic: ${members.length} members (${setup.created ? `${setup.created} created` : 'reused'}), profiles from vocabulary.mjs`);
  for (const m of members) m.cookie = sessionCookie(m.token, SESSION_SECRET);

  const recipeIds = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`select id from recipes where is_approved and visibility = 'public' and not creator_banned order by rating_count desc, md5(id::text)`);
    return rows.map((r) => r.id);
  });
  const strings = searchStrings({ catalogueNames: (await loadCatalogue()).map((f) => f.name) });
  const forms = {};
  for (const s of strings) forms[s.form] = (forms[s.form] ?? 0) + s.weight * 100;
  for (const form of Object.keys(forms)) forms[form] = round(forms[form]);
  log(
    `  ${recipeIds.length} listed recipes (Zipf, most rated first); ${strings.length} search strings (% of searches: ${Object.entries(forms)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
  );

  const resetBefore = await resetTrafficWrites(databaseUrl, members);
  const servers = {};
  const generators = {};
  const out = {
    config: { members: members.length, connections, durationS, warmupS, mix: MIX, writesPerMemberMinute: WRITES_PER_MEMBER_MINUTE, serverWriteLimitPerMinute: SERVER_WRITE_LIMIT },
    members: { count: members.length, ...setup },
    recipes: { listed: recipeIds.length, popularity: 'Zipf s=1.0 q=30 over listed recipes by rating_count' },
    searchStrings: {
      distinct: strings.length,
      sharePercentByForm: forms,
      top: strings.slice(0, 25).map((s) => ({ text: s.text, percent: Math.round(s.weight * 10000) / 100, form: s.form })),
    },
    resetBefore,
    modes: {},
    scenarios: [],
  };
  try {
    for (const mode of MODES) {
      servers[mode.key] = await startServer({
        databaseUrl,
        env: { SESSION_SECRET, WRITE_RATE_LIMIT_PER_MINUTE: String(SERVER_WRITE_LIMIT), ...mode.env },
      });
      generators[mode.key] = trafficGenerator({ members, recipeIds, strings, writeBudget: { perMinute: WRITES_PER_MEMBER_MINUTE } });
      out.modes[mode.key] = { readCacheSeconds: mode.env.READ_CACHE_SECONDS ?? 'server default', coldStartMs: Math.round(servers[mode.key].readyMs) };
    }
    await waitForIdleDatabase(databaseUrl); // the starts' background trending refreshes
    out.vacuumBeforeLoad = await vacuumIfBloated(databaseUrl);
    for (const mode of MODES) await checkTraffic(servers[mode.key].url, members, generators[mode.key]);
    log('  Cookies accepted (GET /api/user 200, approved, profile complete); one request of each kind answered 2xx on both servers.');

    for (const [index, scenario] of scenarios.entries()) {
      const row = { name: scenario.name, kinds: scenario.kinds, budgetP95Ms: scenario.budgetP95 };
      // Alternate which mode goes first, so neither always gets the warmer database.
      const order = index % 2 === 0 ? MODES : [...MODES].reverse();
      for (const mode of order) {
        await waitForQuiet();
        process.stdout.write(`${scenario.name}, caches ${mode.key}: warming up ${warmupS} s, measuring ${durationS} s… `);
        const run = { url: servers[mode.key].url, scenario, generator: generators[mode.key], connections };
        await load({ ...run, seconds: warmupS, seed: `realistic:${scenario.name}:warm-up` });
        const loadBefore = os.loadavg()[0];
        const measured = await load({ ...run, seconds: durationS, seed: `realistic:${scenario.name}:measure` });
        measured.loadAverage = { before: round(loadBefore), after: round(os.loadavg()[0]) };
        measured.pass = verdict(measured, scenario.budgetP95);
        if (scenario.byKind) for (const [kind, k] of Object.entries(measured.byKind)) k.pass = verdict(k, KIND_BUDGETS[kind] ?? null);
        if (scenario.byForm) for (const k of Object.values(measured.byForm)) k.pass = verdict(k, scenario.budgetP95);
        if (!scenario.byForm) delete measured.byForm;
        row[mode.key] = measured;
        console.log(`${measured.rps} req/s, p95 ${measured.latency.p95} ms, ${measured.non2xx + measured.errors} errors (load ${measured.loadAverage.before})`);
      }
      out.scenarios.push(row);
    }
    for (const mode of MODES) out.modes[mode.key].writes = generators[mode.key].stats;
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    out.resetAfter = await resetTrafficWrites(databaseUrl, members);
  }
  return out;
}

/** null without a budget; otherwise p95 under it with no errors. */
function verdict(measured, budget) {
  if (budget === null || budget === undefined) return null;
  return measured.requests > 0 && measured.non2xx === 0 && measured.errors === 0 && measured.latency.p95 < budget;
}

function percentiles(times) {
  times.sort((a, b) => a - b);
  const pct = (p) => (times.length ? round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]) : null);
  return { p50: pct(50), p95: pct(95), p99: pct(99), mean: round(times.reduce((s, t) => s + t, 0) / (times.length || 1)), max: round(times.at(-1) ?? 0) };
}

/**
 * One autocannon run where every request is generated as it is sent (setupRequest). The kind of each
 * request is kept in the connection's context, so each response time is filed under its kind.
 */
async function load({ url, scenario, generator, connections, seconds, seed }) {
  const rand = rngFor(seed);
  const kinds = Object.entries(scenario.kinds).map(([kind, weight]) => ({ kind, weight }));
  const pickKind = weightedSampler(kinds);
  const all = [];
  const byKind = {};
  const byForm = {};
  /** Requests sent and not answered yet (by their connection's context): those still open at the end are reported. */
  const pending = new Set();
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (req, context) => {
          const next = generator.next(pickKind(rand).kind, rand);
          context.kind = next.kind;
          context.form = next.form;
          context.sentAt = performance.now();
          pending.add(context);
          return { ...req, method: next.method, path: next.path, headers: next.headers, body: next.body };
        },
      },
    ],
  });
  instance.on('response', (client, status, _bytes, responseTime) => {
    all.push(responseTime);
    const context = client.requestIterator?.context;
    pending.delete(context);
    const file = (groups, key) => {
      const k = (groups[key] ??= { times: [], statuses: {} });
      k.times.push(responseTime);
      k.statuses[status] = (k.statuses[status] ?? 0) + 1;
    };
    file(byKind, context?.kind ?? 'unknown');
    if (context?.form) file(byForm, context.form);
  });
  const result = await instance;
  const ended = performance.now();
  const unfinished = [...pending].map((c) => ended - c.sentAt).filter((age) => age < seconds * 1000 + 1000);
  const summary = (times, statuses) => ({
    requests: times.length,
    rps: Math.round(times.length / seconds),
    latency: percentiles(times),
    non2xx: Object.entries(statuses)
      .filter(([s]) => s < 200 || s >= 300)
      .reduce((n, [, c]) => n + c, 0),
    errors: 0,
    statuses,
  });
  const statuses = {};
  for (const k of Object.values(byKind)) for (const [s, c] of Object.entries(k.statuses)) statuses[s] = (statuses[s] ?? 0) + c;
  return {
    ...summary(all, statuses),
    requests: result.requests.total,
    rps: Math.round(result.requests.total / seconds),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    throughputKBps: Math.round(result.throughput.average / 1024),
    // Still waiting when the run stopped (autocannon drops them): their age is a lower bound of their time.
    unfinished: { count: unfinished.length, oldestMs: round(Math.max(0, ...unfinished)) },
    byKind: Object.fromEntries(
      Object.entries(byKind)
        .sort(([a], [b]) => Object.keys(KIND_BUDGETS).indexOf(a) - Object.keys(KIND_BUDGETS).indexOf(b))
        .map(([kind, k]) => [kind, summary(k.times, k.statuses)]),
    ),
    byForm: Object.fromEntries(
      Object.entries(byForm)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([form, k]) => [form, summary(k.times, k.statuses)]),
    ),
  };
}

/**
 * Inserts (or refreshes) the traffic members: users (approved), profiles, a session each (expiring in
 * 30 days from now, so Better Auth never needs to refresh it during a run) and one collection to save
 * recipes to. Returns { created, reused } and sets each member's collectionId.
 */
async function ensureTrafficMembers(databaseUrl, members) {
  return withClient(databaseUrl, async (client) => {
    const ids = members.map((m) => m.id);
    const existing = (await client.query(`select count(*)::int n from users where id = any($1::text[])`, [ids])).rows[0].n;
    const rows = JSON.stringify(
      members.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        first_name: m.firstName,
        last_name: m.lastName,
        token: m.token,
        username: m.profile.username,
        location: m.profile.location,
        language_preference: m.profile.languagePreference,
        cooking_skill_level: m.profile.cookingSkillLevel,
        primary_diet_type: m.profile.primaryDietType,
        health_focused_diets: m.profile.healthFocusedDiets,
        allergies: m.profile.allergies,
        favorite_cuisines: m.profile.favoriteCuisines,
        meal_types: m.profile.mealTypes,
        cooking_styles: m.profile.cookingStyles,
        nutrition_goals: m.profile.nutritionGoals,
        daily_calorie_target: m.profile.dailyCalorieTarget,
      })),
    );
    const recordset = `json_to_recordset($1::json) as m(id text, name text, email text, first_name text, last_name text, token text, username text,
      location text, language_preference text, cooking_skill_level text, primary_diet_type text[], health_focused_diets text[], allergies text[],
      favorite_cuisines text[], meal_types text[], cooking_styles text[], nutrition_goals text[], daily_calorie_target int)`;
    await client.query('begin');
    try {
      await client.query(
        `insert into users (id, name, email, email_verified, first_name, last_name, is_approved, approved_at)
         select id, name, email, true, first_name, last_name, true, now() from ${recordset}
         on conflict (id) do update set is_approved = true, is_banned = false, banned_at = null, approved_at = coalesce(users.approved_at, now())`,
        [rows],
      );
      await client.query(
        `insert into profiles (user_id, username, location, language_preference, cooking_skill_level, primary_diet_type, health_focused_diets,
           allergies, favorite_cuisines, meal_types, cooking_styles, nutrition_goals, daily_calorie_target)
         select id, username, location, language_preference, cooking_skill_level, primary_diet_type, health_focused_diets,
           allergies, favorite_cuisines, meal_types, cooking_styles, nutrition_goals, daily_calorie_target from ${recordset}
         on conflict (user_id) do update set username = excluded.username, location = excluded.location, language_preference = excluded.language_preference,
           cooking_skill_level = excluded.cooking_skill_level, primary_diet_type = excluded.primary_diet_type, health_focused_diets = excluded.health_focused_diets,
           allergies = excluded.allergies, favorite_cuisines = excluded.favorite_cuisines, meal_types = excluded.meal_types,
           cooking_styles = excluded.cooking_styles, nutrition_goals = excluded.nutrition_goals, daily_calorie_target = excluded.daily_calorie_target`,
        [rows],
      );
      await client.query(
        `insert into sessions (id, token, user_id, expires_at, ip_address, user_agent)
         select id || '-session', token, id, now() + interval '30 days', '127.0.0.1', 'hearth-bench' from ${recordset}
         on conflict (id) do update set token = excluded.token, expires_at = excluded.expires_at, updated_at = now()`,
        [rows],
      );
      await client.query(
        `insert into collections (user_id, name, description, is_public)
         select m.id, 'Saved for later', null, false from unnest($1::text[]) m(id)
         where not exists (select 1 from collections c where c.user_id = m.id)`,
        [ids],
      );
      const { rows: collections } = await client.query(`select user_id, min(id) id from collections where user_id = any($1::text[]) group by user_id`, [ids]);
      await client.query('commit');
      const collectionOf = new Map(collections.map((c) => [c.user_id, c.id]));
      for (const m of members) m.collectionId = collectionOf.get(m.id);
      return { created: members.length - existing, reused: existing };
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}

/** Removes what the traffic members wrote (ratings, with the recipes' totals; saved recipes; activity). */
async function resetTrafficWrites(databaseUrl, members) {
  return withClient(databaseUrl, async (client) => {
    const ids = members.map((m) => m.id);
    await client.query('begin');
    const ratings = await client.query(
      `with gone as (delete from recipe_ratings where user_id = any($1::text[]) returning recipe_id, rating),
            totals as (select recipe_id, sum(rating)::int s, count(*)::int c from gone group by recipe_id)
       update recipes r set rating_sum = r.rating_sum - t.s, rating_count = r.rating_count - t.c from totals t where r.id = t.recipe_id`,
      [ids],
    );
    const saved = await client.query(`delete from collection_recipes where collection_id in (select id from collections where user_id = any($1::text[]))`, [ids]);
    const activity = await client.query(`delete from recipe_activity where user_id = any($1::text[])`, [ids]);
    await client.query('commit');
    return { recipesWithRatingsRemoved: ratings.rowCount, savedRemoved: saved.rowCount, activityRemoved: activity.rowCount };
  });
}

/** Three members' cookies are accepted, and one request of every kind answers 2xx. */
async function checkTraffic(baseUrl, members, generator) {
  for (const m of [members[0], members[Math.floor(members.length / 2)], members.at(-1)]) {
    const response = await fetch(`${baseUrl}/api/user`, { headers: { cookie: m.cookie } });
    const user = response.ok ? await response.json() : null;
    if (!user?.isApproved || !user.profileComplete) throw new Error(`Traffic member ${m.id}: GET /api/user answered ${response.status} ${JSON.stringify(user)}`);
  }
  const rand = rngFor('realistic:check');
  for (const kind of Object.keys(KIND_BUDGETS)) {
    const r = generator.next(kind, rand);
    const response = await fetch(`${baseUrl}${r.path}`, { method: r.method, headers: r.headers, body: r.body, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    if (!response.ok) throw new Error(`Realistic ${kind}: ${r.method} ${r.path} answered ${response.status} ${text.slice(0, 300)}`);
  }
}

/** The realistic scenarios as one table: both modes side by side, with the mix's kinds under it. */
export function realisticTable(realistic) {
  const cells = (m, budget) =>
    m
      ? [m.rps, m.latency.p50, m.latency.p95, m.latency.p99, m.non2xx + m.errors, m.pass === null || m.pass === undefined ? (budget ? '' : '—') : m.pass ? 'ok' : 'MISS']
      : ['', '', '', '', '', ''];
  const load = (m) => (m?.loadAverage ? String(m.loadAverage.before) : '');
  const rows = [];
  for (const s of realistic.scenarios) {
    rows.push([s.name, s.budgetP95Ms ? `< ${s.budgetP95Ms}` : '—', ...cells(s.on, s.budgetP95Ms), ...cells(s.off, s.budgetP95Ms), `${load(s.on)} / ${load(s.off)}`]);
    if ((s.on ?? s.off)?.byKind && Object.keys(s.kinds).length > 1) {
      for (const kind of Object.keys(s.kinds)) {
        const budget = KIND_BUDGETS[kind];
        rows.push([`  · ${kind} (${s.kinds[kind]}%)`, budget ? `< ${budget}` : '—', ...cells(s.on?.byKind[kind], budget), ...cells(s.off?.byKind[kind], budget), '']);
      }
    }
    if (s.on?.byForm || s.off?.byForm) {
      const forms = [...new Set([...Object.keys(s.on?.byForm ?? {}), ...Object.keys(s.off?.byForm ?? {})])].sort();
      for (const form of forms) rows.push([`  · ${form}`, `< ${s.budgetP95Ms}`, ...cells(s.on?.byForm[form], s.budgetP95Ms), ...cells(s.off?.byForm[form], s.budgetP95Ms), '']);
    }
  }
  const mode = (m) => [`${m} req/s`, 'p50', 'p95', 'p99', 'err', 'met?'];
  const text = table(['scenario', 'budget p95', ...mode('on:'), ...mode('off:'), 'load 1m on/off'], rows);
  // Responses that had not come back when a run stopped are not in its percentiles.
  const cut = realistic.scenarios.flatMap((s) =>
    ['on', 'off']
      .filter((m) => s[m] && s[m].unfinished.oldestMs > s[m].latency.p95)
      .map((m) => `${s.name} (${m}): ${s[m].unfinished.count} open, oldest ${s[m].unfinished.oldestMs} ms`),
  );
  return cut.length
    ? `${text}\n\nPercentiles are of answered requests; still open when the run stopped (older than that run's p95, so its p95/p99 are lower bounds):\n  ${cut.join('\n  ')}`
    : text;
}

/**
 * The soak (issue 14, item 3): one server with its read caches off, the realistic mix at `connections`
 * for `minutes`, in `sampleEveryS`-second runs; after each run the server's resident memory is read
 * from /proc. Growth is measured from the first sample (taken after one run, once code and pools are
 * warm) to the last; less than 100 MB passes.
 */
export async function runSoak({ databaseUrl, minutes, connections, sampleEveryS = 30, log = console.log }) {
  const members = trafficMembers(MEMBERS);
  await ensureTrafficMembers(databaseUrl, members);
  for (const m of members) m.cookie = sessionCookie(m.token, SESSION_SECRET);
  const recipeIds = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`select id from recipes where is_approved and visibility = 'public' and not creator_banned order by rating_count desc, md5(id::text)`);
    return rows.map((r) => r.id);
  });
  const strings = searchStrings({ catalogueNames: (await loadCatalogue()).map((f) => f.name) });
  await resetTrafficWrites(databaseUrl, members);
  const server = await startServer({ databaseUrl, env: { SESSION_SECRET, WRITE_RATE_LIMIT_PER_MINUTE: String(SERVER_WRITE_LIMIT), READ_CACHE_SECONDS: '0' } });
  const rssMb = () => harness.rssMbOf(server.child.pid);
  const generator = trafficGenerator({ members, recipeIds, strings, writeBudget: { perMinute: WRITES_PER_MEMBER_MINUTE } });
  const scenario = { name: 'soak: mix', kinds: MIX };
  const samples = [{ atS: 0, rssMb: rssMb(), rps: null, p95: null, errors: 0 }];
  log(`Soak: ${minutes} min of the realistic mix at ${connections} connections, read caches off; idle RSS ${samples[0].rssMb} MB`);
  try {
    const runs = Math.max(1, Math.round((minutes * 60) / sampleEveryS));
    for (let i = 1; i <= runs; i++) {
      const measured = await load({ url: server.url, scenario, generator, connections, seconds: sampleEveryS, seed: `soak:${i}` });
      const sample = {
        atS: i * sampleEveryS,
        rssMb: rssMb(),
        rps: measured.rps,
        p95: measured.latency.p95,
        errors: measured.non2xx + measured.errors,
        load: round(os.loadavg()[0]),
      };
      samples.push(sample);
      log(`  ${String(sample.atS).padStart(4)} s  RSS ${sample.rssMb} MB  ${sample.rps} req/s  p95 ${sample.p95} ms  ${sample.errors} errors  load ${sample.load}`);
    }
  } finally {
    await server.stop();
    await resetTrafficWrites(databaseUrl, members);
  }
  const warm = samples[1] ?? samples[0];
  const growthMb = samples.at(-1).rssMb - warm.rssMb;
  return {
    minutes,
    connections,
    sampleEveryS,
    idleRssMb: samples[0].rssMb,
    warmRssMb: warm.rssMb,
    peakRssMb: Math.max(...samples.map((s) => s.rssMb)),
    growthMb,
    pass: growthMb < 100,
    samples,
  };
}
