#!/usr/bin/env node
// npm run bench:generate — builds the benchmark database (DESIGN §7: 100k recipes, 20k users,
// 500k ratings) on the local PostgreSQL.
//
// 1. Drops and recreates the database named by BENCH_DATABASE_URL (default
//    postgres://postgres@127.0.0.1:5432/hearth_bench; the name must contain "bench", the host must
//    be this machine).
// 2. Applies the app's migrations by starting the built server once (SEED_DEMO=false) until /healthz
//    answers, then stopping it (builds apps/server first when dist/ is missing).
// 3. Bulk-loads with COPY (pg-copy-streams), several tables in parallel, with foreign-key triggers
//    off for the load (session_replication_role = replica; the data is consistent by construction):
//      ingredients        every food of the server's catalogue (apps/server/src/ai/knowledge), ~519
//      users + profiles   20k members: names, usernames, allergy/diet/cuisine shares as in vocabulary.mjs
//      recipes            100k: titles from real dish words per cuisine, descriptions, tags, meal types,
//                         time, servings; 93% public, ~4% of those pending; created over 2 years;
//                         enrichment 'ready' with derived_allergens / diet_flags computed from the
//                         catalogue entries of the recipe's own ingredients
//      recipe_ingredients 5–12 per recipe;  recipe_steps 4–8 per recipe
//      recipe_ratings     500k, Zipf-like popularity; recipes.rating_sum / rating_count match them
//      recipe_activity    views, ratings, saves and plans over the last 14 days (Trending's signal)
// 4. Runs the server's own refreshTrending() (imported from discovery.repository.ts), then
//    VACUUM ANALYZE; ranks every listed recipe's related recipes with the server's rankRelated;
//    prints row counts and timings.
//
// Deterministic: the same BENCH_SEED gives the same data. Smaller sizes for a quick try:
//   BENCH_USERS=2000 BENCH_RECIPES=10000 BENCH_RATINGS=50000 npm run bench:generate

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { benchDatabaseUrl, startServer, table, withClient } from './lib/harness.mjs';
import { permutation, rngFor, textId, tools, zipfSampler } from './lib/random.mjs';
import { ensureMedia, imageKey, IMAGES_PER_CUISINE, loadCatalogue, loadDiscovery } from './lib/server-code.mjs';
import * as V from './lib/vocabulary.mjs';

const SIZES = {
  users: Number(process.env.BENCH_USERS ?? 20_000),
  recipes: Number(process.env.BENCH_RECIPES ?? 100_000),
  ratings: Number(process.env.BENCH_RATINGS ?? 500_000),
  /** Trending signal over the last 14 days. */
  views: Number(process.env.BENCH_VIEWS ?? 240_000),
  saves: Number(process.env.BENCH_SAVES ?? 18_000),
  plans: Number(process.env.BENCH_PLANS ?? 9_000),
};
/** Rows per chunk handed to a COPY stream. */
const CHUNK_ROWS = 2000;
const DAY = 86_400_000;
const NOW = Date.now();
const ALLERGEN_ORDER = ['Nuts', 'Dairy', 'Gluten', 'Soy', 'Shellfish', 'Eggs', 'Nightshades'];
const DIET_KEYS = ['vegetarian', 'vegan', 'pescatarian', 'eggetarian', 'jain'];

const started = performance.now();
const phases = [];
async function phase(name, fn) {
  const t0 = performance.now();
  process.stdout.write(`• ${name}… `);
  const result = await fn();
  const ms = performance.now() - t0;
  phases.push([name, `${(ms / 1000).toFixed(1)} s`]);
  console.log(`${(ms / 1000).toFixed(1)} s`);
  return result;
}

// ───────────────────────────── COPY text format ─────────────────────────────

const esc = (value) => {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  return String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
};
const arr = (list) => `{${list.map((s) => `"${String(s).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
const iso = (ms) => new Date(ms).toISOString();
const row = (cells) => cells.map(esc).join('\t') + '\n';

/** COPY rows produced by a generator of row strings, in chunks, with back-pressure. */
async function copyRows(client, tableName, columns, rows) {
  async function* chunks() {
    let buffer = '';
    let n = 0;
    for (const line of rows) {
      buffer += line;
      if (++n % CHUNK_ROWS === 0) {
        yield buffer;
        buffer = '';
      }
    }
    if (buffer) yield buffer;
  }
  const stream = client.query(copyFrom(`COPY ${tableName} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), stream);
  return stream.rowCount;
}

async function loader(url) {
  const client = new pg.Client({ connectionString: url, application_name: 'hearth-bench-generate' });
  await client.connect();
  await client.query(`set session_replication_role = replica; set synchronous_commit = off; set maintenance_work_mem = '256MB'`);
  return client;
}

// ───────────────────────────── catalogue and vocabulary ─────────────────────────────

const FOODS = await phase('loading the food catalogue', loadCatalogue);
const foodByName = new Map(FOODS.map((f) => [f.name, f]));
const ingredientId = new Map(FOODS.map((f, i) => [f.name, i + 1]));

{
  const unknown = new Set();
  const check = (name) => foodByName.has(name) || unknown.add(name);
  for (const c of Object.values(V.CUISINES)) {
    c.pantry.forEach(check);
    Object.values(c.pools).flat().forEach(check);
    c.dishes.forEach(([, , , extra]) => extra.forEach(check));
  }
  for (const [cuisine, c] of Object.entries(V.CUISINES)) {
    for (const [title, kind, pools] of c.dishes) {
      if (!V.KIND_MEALS[kind]) throw new Error(`vocabulary.mjs: ${cuisine} "${title}" has an unknown kind ${kind}`);
      if (title.includes('{m}') !== pools.length > 0 || pools.some((p) => !c.pools[p]))
        throw new Error(`vocabulary.mjs: ${cuisine} "${title}" names pools ${pools} the cuisine does not have`);
    }
  }
  if (unknown.size) throw new Error(`vocabulary.mjs names ingredients the catalogue does not have: ${[...unknown].join(', ')}`);
}

const CUISINE_NAMES = Object.keys(V.CUISINE_WEIGHTS);
/** Everyday fillers per cuisine: the catalogue's produce, herbs, spices and sauces for that cuisine. */
const FILLER_CATEGORIES = new Set(['Vegetables', 'Herbs', 'Spices', 'Condiments & Sauces', 'Fruits']);
const FILLERS = Object.fromEntries(CUISINE_NAMES.map((c) => [c, FOODS.filter((f) => FILLER_CATEGORIES.has(f.category) && f.cuisines.includes(c)).map((f) => f.name)]));

const QUANTITIES = {
  'Meat & Poultry': [
    ['500', 'g'],
    ['750', 'g'],
    ['1', 'lb'],
    ['400', 'g'],
  ],
  'Fish & Seafood': [
    ['400', 'g'],
    ['500', 'g'],
    ['2', 'piece'],
    ['250', 'g'],
  ],
  Vegetables: [
    ['2', ''],
    ['1', ''],
    ['1', 'cup'],
    ['200', 'g'],
    ['3', 'clove'],
  ],
  Fruits: [
    ['1', ''],
    ['1', 'cup'],
    ['2', ''],
    ['1/2', 'cup'],
  ],
  Spices: [
    ['1', 'tsp'],
    ['1/2', 'tsp'],
    ['2', 'tsp'],
    ['1', 'pinch'],
  ],
  Herbs: [
    ['1', 'handful'],
    ['2', 'tbsp'],
    ['2', 'sprig'],
    ['1', 'bunch'],
  ],
  'Oils & Fats': [
    ['2', 'tbsp'],
    ['3', 'tbsp'],
    ['1', 'tbsp'],
  ],
  Dairy: [
    ['1/2', 'cup'],
    ['200', 'g'],
    ['1', 'cup'],
    ['2', 'tbsp'],
  ],
  'Grains & Cereals': [
    ['1', 'cup'],
    ['250', 'g'],
    ['2', 'cup'],
    ['400', 'g'],
  ],
  'Legumes & Pulses': [
    ['1', 'cup'],
    ['400', 'g'],
    ['1', 'can'],
  ],
  Eggs: [
    ['2', ''],
    ['3', ''],
    ['4', ''],
  ],
  'Nuts & Seeds': [
    ['2', 'tbsp'],
    ['1/4', 'cup'],
    ['50', 'g'],
  ],
  Sweeteners: [
    ['2', 'tbsp'],
    ['1/2', 'cup'],
    ['1', 'tsp'],
  ],
  'Condiments & Sauces': [
    ['1', 'tbsp'],
    ['2', 'tbsp'],
    ['1', 'tsp'],
  ],
  Baking: [
    ['1', 'cup'],
    ['1', 'tsp'],
    ['2', 'cup'],
  ],
  Beverages: [
    ['1/2', 'cup'],
    ['1', 'cup'],
  ],
  Other: [
    ['1', 'cup'],
    ['2', 'cup'],
    ['400', 'ml'],
  ],
};
const KIND_WORD = { main: 'dinner', breakfast: 'breakfast', snack: 'snack', dessert: 'dessert', soup: 'soup', salad: 'salad', side: 'side dish' };
const titleCase = (name) => name.replace(/(^|[\s-])(\p{L})/gu, (_, sep, ch) => sep + ch.toUpperCase());
const titleName = (name) => V.TITLE_NAMES[name] ?? titleCase(name);
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k] ?? '');

/**
 * One recipe's content, rebuilt identically from its own random stream whenever a pass needs it
 * (recipes, recipe_ingredients and recipe_steps are copied in parallel, each calling this).
 */
function recipeContent(index) {
  const t = tools(rngFor('recipe', index));
  const cuisine = t.weighted(V.CUISINE_WEIGHTS);
  const c = V.CUISINES[cuisine];
  const [template, kind, poolNames, signature] = t.pick(c.dishes);

  const mains = [];
  if (template.includes('{m}')) {
    const pool = c.pools[t.pick(poolNames)];
    mains.push(t.pick(pool));
    if (kind !== 'dessert' && t.chance(0.18)) {
      const second = t.pick(pool);
      if (second !== mains[0] && titleName(second) !== titleName(mains[0])) mains.push(second);
    }
  }
  let title = fill(template, { m: mains.map(titleName).join(' and ') });
  if (t.chance(0.3)) title = `${t.pick(V.ADJECTIVES)} ${title}`;
  if (!title.includes(' with ') && t.chance(0.12)) title += ` with ${t.pick(c.sides)}`;

  // Ingredients: the mains, the dish's signature ones, then the cuisine's pantry and everyday fillers.
  const target = t.weighted([
    [5, 1],
    [6, 2],
    [7, 3],
    [8, 4],
    [9, 4],
    [10, 3],
    [11, 2],
    [12, 1],
  ]);
  const names = [];
  const add = (name) => names.length < target && !names.includes(name) && names.push(name);
  mains.forEach(add);
  signature.forEach(add);
  t.sample(c.pantry, Math.max(2, target - names.length)).forEach(add);
  for (let i = 0; names.length < target && i < 40; i++) add(t.pick(FILLERS[cuisine]));
  const foods = names.map((n) => foodByName.get(n));
  const lines = foods.map((food) => {
    const [quantity, unit] = t.pick(QUANTITIES[food.category] ?? [['1', '']]);
    return { name: food.name, quantity, unit };
  });

  // What enrichment would derive from the catalogue (ai/analysis/recipe-facts does this in the server).
  const allergens = new Set(foods.flatMap((f) => f.allergens));
  const mayContain = new Set(foods.flatMap((f) => f.mayContain).filter((a) => !allergens.has(a)));
  const derivedAllergens = ALLERGEN_ORDER.filter((a) => allergens.has(a));
  const mayContainAllergens = ALLERGEN_ORDER.filter((a) => mayContain.has(a));
  const dietFlags = Object.fromEntries(DIET_KEYS.map((k) => [k, foods.every((f) => f.diets[k])]));

  // What the author ticked: a diet type consistent with the ingredients, mostly the real allergens.
  const origins = new Set(foods.map((f) => f.origin));
  const glutenFree = !allergens.has('Gluten') && !mayContain.has('Gluten');
  let dietType;
  if (origins.has('meat')) dietType = glutenFree && kind === 'main' && t.chance(0.06) ? 'Keto' : 'Non-Vegetarian';
  else if (origins.has('fish')) dietType = t.chance(0.7) ? 'Pescatarian' : 'Non-Vegetarian';
  else if (origins.has('egg')) dietType = t.chance(0.6) ? 'Non-Vegetarian' : null;
  else if (dietFlags.vegan) dietType = glutenFree && t.chance(0.1) ? 'Gluten-Free' : t.chance(0.6) ? 'Vegan' : 'Vegetarian';
  else dietType = glutenFree && t.chance(0.1) ? 'Gluten-Free' : t.chance(0.94) ? 'Vegetarian' : null;
  const tickedAllergens = t.chance(0.85) ? derivedAllergens : derivedAllergens.filter(() => t.chance(0.5));
  const healthDiets = [];
  if (glutenFree && t.chance(0.3)) healthDiets.push('Gluten-Free');
  if (!allergens.has('Dairy') && t.chance(0.2)) healthDiets.push('Dairy-Free');
  if (t.chance(0.15)) healthDiets.push(t.pick(['Low Carb', 'Heart-Healthy', 'Diabetic-Friendly', 'Ayurvedic', 'Low FODMAP']));

  const mealTypes = t.weighted(V.KIND_MEALS[kind]);
  const [minTime, maxTime] = V.KIND_MINUTES[kind];
  const cookingTime = Math.round(t.int(minTime, maxTime) / 5) * 5;
  const servings = t.weighted([
    [1, 1],
    [2, 5],
    [3, 1],
    [4, 8],
    [6, 3],
    [8, 1],
  ]);

  const tags = new Set(t.sample(c.tags, t.int(0, 2)));
  if (names.some((n) => /chili|jalapeño|sriracha|gochujang|harissa|vindaloo|cayenne/.test(n)) && t.chance(0.6)) tags.add('Spicy');
  if (mains.some((m) => c.pools.protein?.includes(m)) && t.chance(0.35)) tags.add('High-Protein');
  if (names.length <= 5 && t.chance(0.5)) tags.add('5 Ingredients or Less');
  if (kind === 'salad' && t.chance(0.3)) tags.add('No-Cook');
  for (const tag of t.sample(V.COMMON_TAGS, t.int(0, 2))) tags.add(tag);
  if (!tags.size) tags.add(t.pick(V.COMMON_TAGS));

  const words = {
    adj: t.pick(V.DESCRIPTION_ADJECTIVES),
    cuisine: cuisine === 'Fusion' ? 'fusion' : cuisine,
    dish: title,
    kind: KIND_WORD[kind],
    i1: names[0],
    i2: names[1],
    i3: names[2],
    time: cookingTime,
    servings: `${servings}`,
    side: t.pick(c.sides).toLowerCase(),
  };
  const description = `${fill(t.pick(V.DESCRIPTION_OPENERS), words)} ${fill(t.pick(V.DESCRIPTION_CLOSERS), words)}`.trim();
  const backstory = t.chance(0.4) ? fill(t.pick(V.BACKSTORIES), words) : null;

  const fat = names.find((n) => foodByName.get(n).category === 'Oils & Fats' || n === 'ghee' || n === 'butter') ?? 'oil';
  const stepCount = t.int(4, 8);
  const middle = t.sample(V.STEP_MIDDLE, stepCount - 2);
  let cursor = t.int(0, names.length - 1);
  const next = () => names[cursor++ % names.length];
  const steps = [
    fill(t.pick(V.STEP_PREP), { a: next(), b: next() }),
    ...middle.map((s) => fill(s, { a: next(), b: next(), fat, n: t.int(2, 20) })),
    fill(t.pick(V.STEP_FINISH), { a: names[names.length - 1], n: t.int(2, 10) }),
  ];

  const energy = { main: [380, 780], breakfast: [220, 480], snack: [150, 420], dessert: [240, 560], soup: [140, 360], salad: [120, 380], side: [120, 320] }[kind];
  const kcal = t.int(energy[0], energy[1]);
  const protein = origins.has('meat') || origins.has('fish') ? t.int(22, 45) : t.int(6, 22);
  const nutrition = {
    energyKcal: kcal,
    proteinG: protein,
    fatG: Math.round((kcal * t.int(25, 45)) / 900),
    carbsG: Math.max(2, Math.round((kcal - protein * 4 - kcal * 0.35) / 4)),
    fiberG: t.int(1, 12),
    sodiumMg: t.int(150, 1400),
    coverage: Math.round((0.6 + t.rand() * 0.4) * 100) / 100,
    source: 'IFCT 2017',
  };
  const imageN = t.int(0, IMAGES_PER_CUISINE - 1);
  return {
    cuisine,
    kind,
    title,
    description,
    backstory,
    lines,
    steps,
    names,
    mealTypes,
    cookingTime,
    servings,
    dietType,
    healthDiets,
    tickedAllergens,
    derivedAllergens,
    mayContainAllergens,
    dietFlags,
    nutrition,
    imageN,
    tags: [...tags].slice(0, 5),
    cookingStyles: t.sample(V.COOKING_STYLES, t.int(0, 2)),
    healthBenefits: t.sample(V.HEALTH_NOTES, t.int(1, 3)),
    likelyConcerns: t.sample(V.CONCERN_NOTES, t.int(0, 2)),
    avoidWith: t.sample(V.AVOID_NOTES, t.int(0, 1)),
    aiNotes: t.sample(V.AI_NOTES, t.int(1, 3)),
  };
}

// ───────────────────────────── members, recipes, ratings, activity (in memory) ─────────────────────────────

const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const users = await phase(`planning ${SIZES.users} members`, () => {
  const n = SIZES.users;
  const u = { id: [], first: [], last: [], created: new Float64Array(n), approved: new Uint8Array(n), banned: new Uint8Array(n), hasProfile: new Uint8Array(n) };
  for (let i = 0; i < n; i++) {
    const t = tools(rngFor('user', i));
    u.id.push(textId(t.rand));
    u.first.push(t.pick(V.FIRST_NAMES));
    u.last.push(t.pick(V.LAST_NAMES));
    u.created[i] = NOW - 900 * DAY * Math.pow(t.rand(), 1.15) - 2 * DAY;
    u.approved[i] = i < 5 || t.chance(0.94) ? 1 : 0;
    u.banned[i] = u.approved[i] && i >= 5 && t.chance(0.004) ? 1 : 0;
    u.hasProfile[i] = u.approved[i] || t.chance(0.6) ? 1 : 0;
  }
  u.active = Int32Array.from({ length: n }, (_, i) => i).filter((i) => u.approved[i] && !u.banned[i]);
  return u;
});

const recipes = await phase(`planning ${SIZES.recipes} recipes`, () => {
  const n = SIZES.recipes;
  const t = tools(rngFor('recipes'));
  const creators = Int32Array.from({ length: SIZES.users }, (_, i) => i).filter((i) => users.approved[i] && users.hasProfile[i]);
  const order = permutation(creators.length, t.rand);
  const pickCreator = zipfSampler(creators.length, { s: 1.1, q: 50 });
  const r = {
    creator: new Int32Array(n),
    created: new Float64Array(n),
    approved: new Uint8Array(n),
    isPrivate: new Uint8Array(n),
    banned: new Uint8Array(n),
    listed: new Uint8Array(n),
    quality: new Float32Array(n),
  };
  for (let i = 0; i < n; i++) {
    const creator = creators[order[pickCreator(t.rand)]];
    r.creator[i] = creator;
    r.created[i] = Math.max(NOW - 730 * DAY * Math.pow(t.rand(), 1.25), users.created[creator] + 3_600_000);
    r.isPrivate[i] = t.chance(0.07) ? 1 : 0;
    r.approved[i] = r.isPrivate[i] ? (t.chance(0.9) ? 1 : 0) : t.chance(0.96) ? 1 : 0;
    r.banned[i] = users.banned[creator];
    r.listed[i] = r.approved[i] && !r.isPrivate[i] && !r.banned[i] ? 1 : 0;
    r.quality[i] = Math.min(4.9, Math.max(1.5, 3.9 + t.normal() * 0.55));
  }
  r.listedIds = Int32Array.from({ length: n }, (_, i) => i).filter((i) => r.listed[i]);
  return r;
});

const ratings = await phase(`planning ${SIZES.ratings} ratings`, () => {
  const t = tools(rngFor('ratings'));
  const listed = [...recipes.listedIds];
  // Popularity follows quality loosely; rank 0 is the most rated.
  const key = new Float32Array(SIZES.recipes);
  for (const i of listed) key[i] = recipes.quality[i] * 0.8 + t.normal() * 0.6;
  listed.sort((a, b) => key[b] - key[a]);
  const pickRank = zipfSampler(listed.length, { s: 1.0, q: 30 });
  const n = SIZES.ratings;
  const out = { recipe: new Int32Array(n), user: new Int32Array(n), value: new Uint8Array(n), time: new Float64Array(n), count: 0 };
  const seen = new Set();
  const sum = new Int32Array(SIZES.recipes);
  const count = new Int32Array(SIZES.recipes);
  for (let attempts = 0; out.count < n && attempts < n * 3; attempts++) {
    const recipe = listed[pickRank(t.rand)];
    const user = users.active[Math.floor(t.rand() * users.active.length)];
    if (user === recipes.creator[recipe]) continue;
    const k = recipe * 32768 + user;
    if (seen.has(k)) continue;
    seen.add(k);
    const value = Math.min(5, Math.max(1, Math.round(recipes.quality[recipe] + t.normal() * 0.9)));
    const from = Math.max(recipes.created[recipe], users.created[user]);
    const i = out.count++;
    out.recipe[i] = recipe;
    out.user[i] = user;
    out.value[i] = value;
    // Most ratings come while a recipe is new.
    out.time[i] = from + (NOW - from) * Math.pow(t.rand(), 1.5);
    sum[recipe] += value;
    count[recipe]++;
  }
  out.sum = sum;
  out.countByRecipe = count;
  return out;
});

const activity = await phase('planning 14 days of activity', () => {
  const t = tools(rngFor('activity'));
  const listed = [...recipes.listedIds];
  // What is hot now: new recipes get a boost that fades over a few weeks.
  const key = new Float32Array(SIZES.recipes);
  for (const i of listed) {
    const ageDays = (NOW - recipes.created[i]) / DAY;
    key[i] = recipes.quality[i] * 0.5 + t.normal() * 0.8 + (ageDays < 45 ? 2.5 * Math.exp(-ageDays / 15) : 0);
  }
  listed.sort((a, b) => key[b] - key[a]);
  const pickRank = zipfSampler(listed.length, { s: 1.1, q: 10 });
  const rows = [];
  const seen = new Set();
  const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
  const push = (recipe, user, kind, time) => {
    const day = dayOf(time);
    const k = `${recipe}:${user}:${kind}:${day}`;
    if (seen.has(k)) return;
    seen.add(k);
    rows.push([recipe, user, kind, day, time]);
  };
  for (const [kind, count] of [
    ['view', SIZES.views],
    ['save', SIZES.saves],
    ['plan', SIZES.plans],
  ]) {
    for (let i = 0; i < count; i++) {
      const recipe = listed[pickRank(t.rand)];
      const user = users.active[Math.floor(t.rand() * users.active.length)];
      let time = NOW - 14 * DAY * Math.pow(t.rand(), 1.3);
      if (time < recipes.created[recipe]) time = recipes.created[recipe] + (NOW - recipes.created[recipe]) * t.rand();
      push(recipe, user, kind, time);
    }
  }
  for (let i = 0; i < ratings.count; i++) if (ratings.time[i] > NOW - 14 * DAY) push(ratings.recipe[i], ratings.user[i], 'rate', ratings.time[i]);
  return rows;
});

// ───────────────────────────── database ─────────────────────────────

const db = benchDatabaseUrl();
console.log(`database: ${db.url}`);

await phase(`recreating ${db.name}`, () =>
  withClient(db.adminUrl, async (client) => {
    await client.query(`drop database if exists "${db.name}" with (force)`);
    await client.query(`create database "${db.name}"`);
  }),
);

await phase('applying migrations (starting the built server once)', async () => {
  const server = await startServer({ databaseUrl: db.url });
  await server.stop();
});

await phase('drawing recipe pictures (bench/.cache/media)', () =>
  ensureMedia(CUISINE_NAMES, (cuisine, n) => tools(rngFor(`image-${cuisine}`, n)).sample(V.CUISINES[cuisine].pantry, 4)),
);

const clients = await Promise.all([0, 1, 2].map(() => loader(db.url)));
const counts = {};

await phase('COPY ingredients, users, profiles', async () => {
  const created = iso(NOW - 800 * DAY);
  const ingredientRows = function* () {
    for (const [i, f] of FOODS.entries()) {
      yield row([i + 1, f.name, f.category, null, null, f.allergens.length > 0, 0, JSON.stringify({ hi: f.names.hi, es: f.names.es }), created]);
    }
  };
  const userRows = function* () {
    for (let i = 0; i < SIZES.users; i++) {
      const first = users.first[i];
      const last = users.last[i];
      const created = users.created[i];
      const approvedAt = users.approved[i] ? created + (2 + (i % 40)) * 3_600_000 : null;
      yield row([
        users.id[i],
        `${first} ${last}`,
        `${slug(first)}.${slug(last)}.${i}@example.com`,
        true,
        null,
        first,
        last,
        users.approved[i] === 1,
        users.banned[i] === 1,
        i < 5,
        i === 0,
        i < 50,
        approvedAt === null ? null : iso(approvedAt),
        users.banned[i] ? iso(approvedAt + 30 * DAY) : null,
        iso(created),
        iso(created),
      ]);
    }
  };
  const profileRows = function* () {
    for (let i = 0; i < SIZES.users; i++) {
      if (!users.hasProfile[i]) continue;
      const t = tools(rngFor('profile', i));
      const shares = (table) =>
        Object.entries(table)
          .filter(([, p]) => t.chance(p))
          .map(([k]) => k);
      const diet = t.weighted(V.PRIMARY_DIET_WEIGHTS);
      const created = users.created[i] + 600_000;
      yield row([
        users.id[i],
        `${slug(users.first[i])}_${slug(users.last[i])}${i}`,
        t.chance(0.7) ? t.pick(V.LOCATIONS) : null,
        t.weighted({ en: 85, hi: 10, es: 5 }),
        t.chance(0.85) ? t.weighted({ Beginner: 35, Intermediate: 50, Expert: 15 }) : null,
        arr(diet ? [diet] : []),
        arr(shares(V.HEALTH_DIET_SHARES)),
        arr(shares(V.ALLERGY_SHARES)),
        arr(
          t.sample(
            V.PROFILE_CUISINES,
            t.weighted([
              [0, 1],
              [1, 3],
              [2, 4],
              [3, 3],
              [4, 1],
            ]),
          ),
        ),
        arr(t.sample(V.PROFILE_MEAL_TYPES, t.int(0, 3))),
        arr(t.sample(V.COOKING_STYLES, t.int(0, 2))),
        arr(t.sample(V.NUTRITION_GOALS, t.int(0, 2))),
        t.chance(0.3) ? t.int(14, 32) * 100 : null,
        iso(created),
        iso(created),
      ]);
    }
  };
  [counts.ingredients, counts.users, counts.profiles] = await Promise.all([
    copyRows(clients[0], 'ingredients', ['id', 'name', 'category', 'image_url', 'image_key', 'is_allergen', 'recipe_count', 'alternative_names', 'created_at'], ingredientRows()),
    copyRows(
      clients[1],
      'users',
      [
        'id',
        'name',
        'email',
        'email_verified',
        'image',
        'first_name',
        'last_name',
        'is_approved',
        'is_banned',
        'is_admin',
        'is_super_admin',
        'auto_approve',
        'approved_at',
        'banned_at',
        'created_at',
        'updated_at',
      ],
      userRows(),
    ),
    copyRows(
      clients[2],
      'profiles',
      [
        'user_id',
        'username',
        'location',
        'language_preference',
        'cooking_skill_level',
        'primary_diet_type',
        'health_focused_diets',
        'allergies',
        'favorite_cuisines',
        'meal_types',
        'cooking_styles',
        'nutrition_goals',
        'daily_calorie_target',
        'created_at',
        'updated_at',
      ],
      profileRows(),
    ),
  ]);
});

await phase('COPY recipes, recipe_ingredients, recipe_steps (in parallel)', async () => {
  const recipeRows = function* () {
    for (let i = 0; i < SIZES.recipes; i++) {
      const c = recipeContent(i);
      const created = recipes.created[i];
      const approved = recipes.approved[i] === 1;
      const key = imageKey(c.cuisine, c.imageN);
      const aiRating = Math.round(Math.min(5, Math.max(1, recipes.quality[i] + tools(rngFor('ai-rating', i)).normal() * 0.3)) * 10) / 10;
      yield row([
        i + 1,
        c.title,
        c.description,
        c.backstory,
        c.cookingTime,
        c.servings,
        recipes.isPrivate[i] ? 'private' : 'public',
        approved,
        approved ? iso(created + 3 * 3_600_000) : null,
        recipes.banned[i] === 1,
        arr(c.tags),
        c.dietType,
        c.cuisine,
        arr(c.healthDiets),
        arr(c.tickedAllergens),
        arr(c.mealTypes),
        arr(c.cookingStyles),
        arr([`/media/${key}-full.webp`]),
        `/media/${key}-card.webp`,
        aiRating,
        arr(c.healthBenefits),
        arr(c.likelyConcerns),
        arr(c.avoidWith),
        'ready',
        null,
        iso(created + 120_000),
        arr(c.derivedAllergens),
        arr(c.mayContainAllergens),
        arr([]),
        JSON.stringify(c.dietFlags),
        JSON.stringify(c.nutrition),
        arr(c.aiNotes),
        arr([]),
        c.names.join(' '),
        arr([...new Set(c.lines.map((line) => ingredientId.get(line.name)))].sort((a, b) => a - b)),
        0,
        ratings.sum[i],
        ratings.countByRecipe[i],
        users.id[recipes.creator[i]],
        iso(created),
        iso(created + 120_000),
      ]);
    }
  };
  const lineRows = function* () {
    let id = 0;
    for (let i = 0; i < SIZES.recipes; i++) {
      const { lines } = recipeContent(i);
      for (const [position, line] of lines.entries()) yield row([++id, i + 1, ingredientId.get(line.name), position, line.quantity, line.unit]);
    }
  };
  const stepRows = function* () {
    let id = 0;
    for (let i = 0; i < SIZES.recipes; i++) {
      const { steps } = recipeContent(i);
      for (const [n, instruction] of steps.entries()) yield row([++id, i + 1, n + 1, instruction, null]);
    }
  };
  [counts.recipes, counts.recipe_ingredients, counts.recipe_steps] = await Promise.all([
    copyRows(
      clients[0],
      'recipes',
      [
        'id',
        'title',
        'description',
        'backstory',
        'cooking_time',
        'servings',
        'visibility',
        'is_approved',
        'approved_at',
        'creator_banned',
        'tags',
        'diet_type',
        'cuisine',
        'health_diets',
        'allergens',
        'meal_types',
        'cooking_styles',
        'image_urls',
        'card_image_url',
        'ai_rating',
        'health_benefits',
        'likely_concerns',
        'avoid_with',
        'enrichment_status',
        'enrichment_error',
        'enriched_at',
        'derived_allergens',
        'may_contain_allergens',
        'unknown_ingredients',
        'diet_flags',
        'nutrition',
        'ai_rating_notes',
        'flagged_reasons',
        'ingredient_names',
        'ingredient_ids',
        'trending_score',
        'rating_sum',
        'rating_count',
        'created_by',
        'created_at',
        'updated_at',
      ],
      recipeRows(),
    ),
    copyRows(clients[1], 'recipe_ingredients', ['id', 'recipe_id', 'ingredient_id', 'position', 'quantity', 'unit'], lineRows()),
    copyRows(clients[2], 'recipe_steps', ['id', 'recipe_id', 'step_number', 'instruction', 'image_url'], stepRows()),
  ]);
});

await phase('COPY recipe_ratings and recipe_activity (in parallel)', async () => {
  const ratingRows = function* () {
    for (let i = 0; i < ratings.count; i++) {
      const time = iso(ratings.time[i]);
      yield row([ratings.recipe[i] + 1, users.id[ratings.user[i]], ratings.value[i], time, time]);
    }
  };
  const activityRows = function* () {
    for (const [recipe, user, kind, day, time] of activity) yield row([recipe + 1, users.id[user], kind, day, iso(time)]);
  };
  [counts.recipe_ratings, counts.recipe_activity] = await Promise.all([
    copyRows(clients[0], 'recipe_ratings', ['recipe_id', 'user_id', 'rating', 'created_at', 'updated_at'], ratingRows()),
    copyRows(clients[1], 'recipe_activity', ['recipe_id', 'user_id', 'kind', 'day', 'created_at'], activityRows()),
  ]);
});

await phase('identity sequences, consistency checks', async () => {
  const client = clients[0];
  await client.query('set session_replication_role = origin');
  for (const name of ['ingredients', 'recipes', 'recipe_ingredients', 'recipe_steps']) {
    await client.query(`select setval(pg_get_serial_sequence('${name}', 'id'), (select max(id) from ${name}))`);
  }
  const { rows } = await client.query(`
    select
      (select count(*) from recipes r where r.rating_count <> (select count(*) from recipe_ratings x where x.recipe_id = r.id)
                                         or r.rating_sum <> (select coalesce(sum(rating), 0) from recipe_ratings x where x.recipe_id = r.id))::int as bad_rating_totals,
      (select count(*) from recipe_ingredients ri left join ingredients i on i.id = ri.ingredient_id where i.id is null)::int as orphan_lines,
      (select count(*) from recipes r where r.ingredient_ids <> coalesce((select array_agg(distinct x.ingredient_id order by x.ingredient_id) from recipe_ingredients x where x.recipe_id = r.id), '{}'))::int as bad_ingredient_ids,
      (select count(*) from recipes r left join users u on u.id = r.created_by where u.id is null)::int as orphan_recipes,
      (select count(*) from recipe_ratings x left join users u on u.id = x.user_id where u.id is null)::int as orphan_ratings`);
  const bad = Object.entries(rows[0]).filter(([, v]) => v !== 0);
  if (bad.length) throw new Error(`Generated data is inconsistent: ${JSON.stringify(rows[0])}`);
});
await Promise.all(clients.map((c) => c.end()));

// The recipes' card trigger (migration 0014) was off during the COPY: write the cards as the migration does.
await phase('recipe cards', async () => {
  await withClient(db.url, async (client) => {
    await client.query('update recipes set card_json = hearth_recipe_card(recipes)');
    // The update wrote every row again; compacted, the table is the size a database filled row by row would be.
    await client.query('vacuum full recipes');
  });
});

// The recipes' search trigger (migration 0011) was off during the COPY: index them as the migration does.
await phase('search postings', async () => {
  await withClient(db.url, async (client) => {
    await client.query('insert into search_terms (term) select distinct u.lexeme from recipes r, unnest(r.search_vector) u on conflict do nothing');
    await client.query(`
      insert into recipe_search_postings (term, tier, rank, recipe_id)
      select u.lexeme, case when 'A' = any (u.weights) then 0 when 'B' = any (u.weights) then 1 else 2 end,
        hearth_search_rank(r.rating_sum, r.rating_count, r.ai_rating), r.id
      from recipes r, unnest(r.search_vector) u
      where r.is_approved and r.visibility = 'public' and not r.creator_banned`);
  });
});

await phase("the server's refreshTrending() and VACUUM ANALYZE", async () => {
  const pool = new pg.Pool({ connectionString: db.url, max: 2, application_name: 'hearth-bench-generate' });
  try {
    const { createDiscoveryRepository } = await loadDiscovery();
    await createDiscoveryRepository(drizzle(pool)).refreshTrending();
    await pool.query('vacuum analyze');
  } finally {
    await pool.end();
  }
});

// Each listed recipe's related recipes, ranked and kept by the server's own rankRelated (decision 0048), as
// enrichment would have done recipe by recipe; after the refresh, which counts each ingredient's recipes.
await phase("related recipes (the server's rankRelated, 3 connections)", async () => {
  const workers = 3;
  const pool = new pg.Pool({ connectionString: db.url, max: workers, application_name: 'hearth-bench-generate' });
  try {
    const { createDiscoveryRepository } = await loadDiscovery();
    const discovery = createDiscoveryRepository(drizzle(pool));
    const { rows } = await pool.query(`select id from recipes where is_approved and visibility = 'public' and not creator_banned order by id`);
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < rows.length) await discovery.rankRelated(rows[next++].id);
      }),
    );
    await pool.query('vacuum analyze recipe_related');
  } finally {
    await pool.end();
  }
});

const summary = await withClient(db.url, async (client) => {
  const { rows } = await client.query(`
    select (select count(*) from users)::int users, (select count(*) from profiles)::int profiles, (select count(*) from ingredients)::int ingredients,
           (select count(*) from recipes)::int recipes,
           (select count(*) from recipes where is_approved and visibility = 'public' and not creator_banned)::int listed_recipes,
           (select count(*) from recipe_ingredients)::int recipe_ingredients, (select count(*) from recipe_steps)::int recipe_steps,
           (select count(*) from recipe_ratings)::int recipe_ratings, (select count(*) from recipe_activity)::int recipe_activity,
           (select count(*) from recipes where trending_score > 0)::int trending_recipes,
           (select count(*) from recipe_related)::int related_rankings,
           (select max(rating_count) from recipes)::int most_ratings_on_one_recipe,
           pg_size_pretty(pg_database_size(current_database())) database_size`);
  return rows[0];
});

console.log(`\n${table(['table', 'rows'], Object.entries(summary))}`);
console.log(`\n${table(['phase', 'time'], phases)}`);
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
