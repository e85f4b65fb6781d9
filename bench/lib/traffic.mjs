// Generators for the realistic bench (bench/lib/realistic.mjs): the traffic members and their
// profiles, a few thousand search strings with Zipf popularity, and per-request URLs shaped like
// the ones the web app sends (apps/web/src/features/recipes/list-recipes.ts). Pure and seeded: the
// same seed gives the same members, strings and request sequence.

import { createHmac } from 'node:crypto';
import { hash32, mulberry32, rngFor, textId, tools, zipfSampler } from './random.mjs';
import * as V from './vocabulary.mjs';

/** The browse filters' option lists (packages/contracts/src/options.ts), in the web's order. */
export const BROWSE_CUISINES = ['Indian', 'Mediterranean', 'Thai', 'Mexican', 'Japanese', 'Chinese', 'Italian', 'French'];
export const DIET_TYPES = ['Vegetarian', 'Vegan', 'Non-Vegetarian', 'Pescatarian', 'Gluten-Free', 'Keto'];
export const MEAL_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert'];
const DIET_FILTER_WEIGHTS = { Vegetarian: 5, 'Non-Vegetarian': 3, Vegan: 2, 'Gluten-Free': 1.5, Pescatarian: 1, Keto: 1 };
const MEAL_FILTER_WEIGHTS = { Dinner: 4, Lunch: 3, Breakfast: 3, Dessert: 2, Snack: 2 };
const BROWSE_PAGE_SIZE = 24;
const SUGGESTION_FETCH_LIMIT = 10;
const RELATED_SHOWN = 6;

/** Better Auth's session cookie (prefix `hearth`, apps/server/src/modules/auth/better-auth.ts). */
export const SESSION_COOKIE = 'hearth.session_token';

/**
 * The cookie Better Auth sets for a session token: better-call's signed value,
 * `encodeURIComponent(token + '.' + base64(HMAC-SHA256(secret, token)))`.
 */
export function sessionCookie(token, secret) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * `count` members with food profiles drawn from the shares in vocabulary.mjs (as generate.mjs draws
 * the 20k members). Ids, e-mails and session tokens do not depend on BENCH_SEED, so a database keeps
 * one set of traffic members whatever seed generated its recipes.
 */
export function trafficMembers(count) {
  const members = [];
  for (let i = 0; i < count; i++) {
    const t = tools(rngFor('traffic-member', i));
    const first = t.pick(V.FIRST_NAMES);
    const last = t.pick(V.LAST_NAMES);
    const shares = (table) =>
      Object.entries(table)
        .filter(([, p]) => t.chance(p))
        .map(([k]) => k);
    const diet = t.weighted(V.PRIMARY_DIET_WEIGHTS);
    const n = String(i).padStart(4, '0');
    members.push({
      id: `bench-traffic-${n}`,
      email: `traffic-${n}@hearth.bench`,
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      token: textId(mulberry32(hash32(`hearth-bench-traffic-session:${i}`))),
      profile: {
        username: `${slug(first)}_${slug(last)}_t${n}`,
        location: t.chance(0.7) ? t.pick(V.LOCATIONS) : null,
        languagePreference: t.weighted({ en: 85, hi: 10, es: 5 }),
        cookingSkillLevel: t.chance(0.85) ? t.weighted({ Beginner: 35, Intermediate: 50, Expert: 15 }) : null,
        primaryDietType: diet ? [diet] : [],
        healthFocusedDiets: shares(V.HEALTH_DIET_SHARES),
        allergies: shares(V.ALLERGY_SHARES),
        favoriteCuisines: t.sample(
          V.PROFILE_CUISINES,
          t.weighted([
            [0, 1],
            [1, 3],
            [2, 4],
            [3, 3],
            [4, 1],
          ]),
        ),
        mealTypes: t.sample(V.PROFILE_MEAL_TYPES, t.int(0, 3)),
        cookingStyles: t.sample(V.COOKING_STYLES, t.int(0, 2)),
        nutritionGoals: t.sample(V.NUTRITION_GOALS, t.int(0, 2)),
        dailyCalorieTarget: t.chance(0.3) ? t.int(14, 32) * 100 : null,
      },
    });
  }
  return members;
}

// ───────────────────────────── search strings ─────────────────────────────

const fold = (s) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');
const squash = (s) => s.replace(/\s+/g, ' ').trim();
const titleCase = (s) => s.replace(/(^|[\s-])(\p{L})/gu, (_, sep, ch) => sep + ch.toUpperCase());
const titleName = (name) => (V.TITLE_NAMES[name] ?? name).toLowerCase();

/** Keys next to each other on a QWERTY keyboard: most one-letter typos hit one of them. */
const NEIGHBOURS = {
  q: 'wa',
  w: 'qes',
  e: 'wrd',
  r: 'etf',
  t: 'ryg',
  y: 'tuh',
  u: 'yij',
  i: 'uok',
  o: 'ipl',
  p: 'ol',
  a: 'qsz',
  s: 'adw',
  d: 'sfe',
  f: 'dgr',
  g: 'fht',
  h: 'gjy',
  j: 'hku',
  k: 'jli',
  l: 'ko',
  z: 'xa',
  x: 'zc',
  c: 'xv',
  v: 'cb',
  b: 'vn',
  n: 'bm',
  m: 'n',
};

/** One edit to one word of `text` (a letter dropped, doubled, swapped with the next, or a neighbouring key). */
function typo(text, t) {
  const words = text.split(' ');
  const candidates = words.map((w, i) => [w, i]).filter(([w]) => w.length >= 4 && /^[a-z]+$/.test(w));
  if (!candidates.length) return null;
  const [word, index] = t.pick(candidates);
  const at = t.int(1, word.length - 2);
  let changed;
  switch (t.weighted({ drop: 3, swap: 2, double: 2, neighbour: 3 })) {
    case 'drop':
      changed = word.slice(0, at) + word.slice(at + 1);
      break;
    case 'swap':
      changed = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      break;
    case 'double':
      changed = word.slice(0, at) + word[at] + word.slice(at);
      break;
    default:
      changed = word.slice(0, at) + t.pick(NEIGHBOURS[word[at]] ?? 'e') + word.slice(at + 1);
  }
  if (changed === word) return null;
  words[index] = changed;
  return words.join(' ');
}

const CLASSICS = [
  'paneer tikka',
  'paneer tikka masala',
  'butter chicken',
  'chicken curry',
  'chicken biryani',
  'saag paneer',
  'chicken tikka masala',
  'chana masala',
  'dal makhani',
  'masala dosa',
  'pad thai',
  'green curry',
  'mushroom risotto',
  'chicken tacos',
  'beef burrito',
  'chicken ramen',
  'mango sticky rice',
  'spaghetti carbonara',
  'shakshuka',
  'crêpes',
  'crème brûlée',
  'jalapeño',
];

/**
 * What members type into the search box, each with its share of searches (summing to 1), most
 * popular first. Built from the generator's own words (vocabulary.mjs: dish names, main ingredients,
 * cuisines, tags, adjectives) and the catalogue's ingredient names (`catalogueNames`): each base term
 * gets a Zipf weight by a seeded popularity rank, then that weight is split over how it is typed —
 * the whole term (lower case, now and then capitalised, accented words also without their accents),
 * its prefixes as typed letter by letter ('p', 'pa', 'pan', … what the box sends when the member
 * pauses), and one-edit typos ('panner', 'chiken').
 */
export function searchStrings({ catalogueNames = [], combosPerDish = 2, catalogueSample = 150, limit = 4000, seed = 'search-strings' } = {}) {
  const t = tools(rngFor(seed));
  /** base term → its category's prior popularity (the highest) and how often the vocabulary uses it. */
  const base = new Map();
  const add = (text, prior) => {
    const term = squash(text.toLowerCase().replace(/[()]/g, ''));
    if (term.length < 2) return;
    const entry = base.get(term) ?? { prior: 0, uses: 0 };
    base.set(term, { prior: Math.max(entry.prior, prior), uses: entry.uses + 1 });
  };
  for (const [cuisine, c] of Object.entries(V.CUISINES)) {
    if (cuisine !== 'Fusion') add(cuisine, 2);
    for (const pool of Object.values(c.pools)) for (const name of pool) add(titleName(name), 4);
    for (const side of c.sides) add(side, 0.5);
    for (const tag of c.tags) add(tag, 0.7);
    for (const [template, , pools] of c.dishes) {
      if (!template.includes('{m}')) {
        add(template, 2.5); // a named dish: 'Dal Makhani', 'Ratatouille'
        continue;
      }
      const dish = squash(template.replace('{m}', '').replace(/\bwith\b/, ''));
      add(dish, 2.5); // 'tikka masala', 'risotto', 'pad thai'
      for (const word of dish.split(' ')) if (word.length >= 4 && !/^(and|sour|style)$/i.test(word)) add(word, 1.2);
      // The dish with a main, as a member would type it: 'paneer tikka', 'chicken curry', 'shrimp pad thai'.
      const mains = [...new Set(pools.flatMap((p) => c.pools[p]).map(titleName))];
      for (const main of t.sample(mains, combosPerDish)) {
        const filled = template.includes(' with {m}') ? `${main} ${template.replace(' with {m}', '')}` : template.replace('{m}', main);
        add(filled, 1.2);
      }
    }
  }
  // Dishes everyone searches for (each is a title the generator writes).
  for (const dish of CLASSICS) add(dish, 3);
  for (const tag of V.COMMON_TAGS) add(tag, 0.8);
  for (const adjective of t.sample(V.ADJECTIVES, 12)) {
    for (const main of t.sample(['chicken', 'paneer', 'tofu', 'shrimp', 'mushroom', 'beef', 'salmon', 'egg', 'chickpea', 'lamb'], 3)) add(`${adjective} ${main}`, 0.6);
  }
  const vocabularyNames = new Set(Object.values(V.CUISINES).flatMap((c) => [...c.pantry, ...Object.values(c.pools).flat(), ...c.dishes.flatMap((d) => d[3])]));
  for (const name of vocabularyNames) add(name, 0.8); // ingredients recipes really use
  for (const name of t.sample(catalogueNames, catalogueSample)) add(name, 0.3); // more of the catalogue: few or no matches

  // Popularity rank: the category's prior, more for words many cuisines and dishes use ('chicken'), with
  // seeded noise; then Zipf over the ranks.
  const ranked = [...base.entries()].map(([term, { prior, uses }]) => [term, prior * Math.sqrt(uses) * Math.exp(t.normal() * 0.4)]).sort((a, b) => b[1] - a[1]);
  const weights = new Map();
  const put = (text, weight, form) => {
    const entry = weights.get(text);
    if (entry) entry.weight += weight;
    else weights.set(text, { text, weight, form });
  };
  ranked.forEach(([term], rank) => {
    const w = 1 / Math.pow(rank + 6, 1.0);
    const plain = fold(term);
    const accented = plain !== term;
    // The whole term; accented words half the time typed without their accents.
    if (accented) {
      put(term, w * 0.25, 'accents');
      put(plain, w * 0.25, 'whole');
    } else put(term, w * 0.5, 'whole');
    put(titleCase(term), w * 0.05, 'capitalised');
    // Prefixes as typed, letter by letter (the box sends one when the member pauses).
    const typed = accented && t.chance(0.5) ? plain : term;
    const prefixes = [];
    for (let k = 1; k < typed.length; k++) if (typed[k - 1] !== ' ') prefixes.push(typed.slice(0, k));
    for (const prefix of prefixes) put(prefix, (w * 0.3) / prefixes.length, 'prefix');
    // One-edit typos of the unaccented term.
    const typos = new Set();
    for (let i = 0; i < 6 && typos.size < 2; i++) {
      const wrong = typo(plain, t);
      if (wrong && wrong !== plain) typos.add(wrong);
    }
    for (const wrong of typos) put(wrong, (w * 0.15) / typos.size, 'typo');
  });
  // The most popular `limit`: the tail below them is searched too rarely to matter in a 10 s run.
  const list = [...weights.values()].sort((a, b) => b.weight - a.weight).slice(0, limit);
  const total = list.reduce((s, e) => s + e.weight, 0);
  for (const e of list) e.weight /= total;
  return list;
}

/** Draws from [{ weight }] (any scale) by binary search over the cumulative weights. */
export function weightedSampler(list) {
  const cdf = new Float64Array(list.length);
  let sum = 0;
  list.forEach((e, i) => (cdf[i] = sum += e.weight));
  return (rand) => {
    const r = rand() * sum;
    let lo = 0;
    let hi = list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return list[lo];
  };
}

// ───────────────────────────── requests ─────────────────────────────

/** The web's list URL (browseListUrl + browsePageUrl): parameters in a fixed order, filters comma-joined. */
export function browseUrl({ tab = null, cuisines = [], dietTypes = [], mealTypes = [], search = '', limit = BROWSE_PAGE_SIZE, offset = 0 }) {
  const params = new URLSearchParams();
  if (tab) params.set('type', tab);
  const ordered = (values, options) => options.filter((o) => values.includes(o));
  if (cuisines.length) params.set('cuisines', ordered(cuisines, BROWSE_CUISINES).join(','));
  if (dietTypes.length) params.set('dietTypes', ordered(dietTypes, DIET_TYPES).join(','));
  if (mealTypes.length) params.set('mealTypes', ordered(mealTypes, MEAL_TYPES).join(','));
  if (search) params.set('search', search);
  params.set('limit', String(limit));
  return `/api/recipes?${params.toString()}&offset=${offset}`;
}

/** The search box's suggestions URL (suggestionsUrl). */
export function suggestionsUrl(search) {
  return `/api/recipes?${new URLSearchParams({ search, limit: String(SUGGESTION_FETCH_LIMIT) }).toString()}`;
}

/** How a search string was typed, for the per-form latencies. */
function searchForm(form, text) {
  if (form === 'prefix') return text.length <= 2 ? 'prefix, 1–2 letters' : 'prefix, 3+ letters';
  if (form === 'typo' || form === 'accents') return form;
  return text.includes(' ') ? 'whole, several words' : 'whole, one word';
}

const normalizeSearch = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 100).trim();

/**
 * Builds requests of each kind for one stream of traffic. `members` carry { cookie, collectionId,
 * profile }; `recipeIds` are all listed recipes, most popular first; `strings` come from
 * searchStrings(). `writeBudget` ({ perMinute }) keeps each member's writes under the server's
 * WRITE_RATE_LIMIT_PER_MINUTE: a write that would exceed it goes to another member, or becomes a read.
 * Returns next(kind, rand) → { kind, method, path, headers, body }.
 */
export function trafficGenerator({ members, recipeIds, strings, writeBudget = { perMinute: 60 } }) {
  const memberRank = zipfSampler(members.length, { s: 0.8, q: 20 }); // some members are busier than others
  const recipeRank = zipfSampler(recipeIds.length, { s: 1.0, q: 30 });
  const searchString = weightedSampler(strings);
  const cuisineWeights = Object.fromEntries(BROWSE_CUISINES.map((c) => [c, V.CUISINE_WEIGHTS[c] ?? 1]));
  const writesAt = members.map(() => []);
  const favouriteFilters = members.map((m) => ({
    cuisines: m.profile.favoriteCuisines.filter((c) => BROWSE_CUISINES.includes(c)),
    dietTypes: m.profile.primaryDietType.filter((d) => DIET_TYPES.includes(d)),
  }));
  const stats = { writesRedirected: 0, writesTurnedIntoReads: 0 };

  const several = (t, weights, max) => {
    const picked = new Set([t.weighted(weights)]);
    while (picked.size < max && t.chance(0.2)) picked.add(t.weighted(weights));
    return [...picked];
  };
  function filters(t, member, share) {
    const out = { cuisines: [], dietTypes: [], mealTypes: [] };
    if (!t.chance(share)) return out;
    const favourite = favouriteFilters[member];
    // Members often narrow to what their profile says they like.
    if (t.chance(0.6)) out.cuisines = favourite.cuisines.length && t.chance(0.5) ? t.sample(favourite.cuisines, 1) : several(t, cuisineWeights, 2);
    if (t.chance(0.35)) out.dietTypes = favourite.dietTypes.length && t.chance(0.5) ? favourite.dietTypes : several(t, DIET_FILTER_WEIGHTS, 2);
    if (t.chance(0.35) || (!out.cuisines.length && !out.dietTypes.length)) out.mealTypes = several(t, MEAL_FILTER_WEIGHTS, 2);
    return out;
  }
  const recipe = (t) => recipeIds[recipeRank(t.rand)];
  const request = (kind, member, path, method = 'GET', body) => ({
    kind,
    member,
    method,
    path,
    headers: body ? { cookie: members[member].cookie, 'content-type': 'application/json' } : { cookie: members[member].cookie, accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });

  /** A member who may write now, or null (recording the write when one is found). */
  function writer(t) {
    const now = Date.now();
    for (let attempt = 0; attempt < 5; attempt++) {
      const m = memberRank(t.rand);
      const times = writesAt[m];
      while (times.length && times[0] <= now - 60_000) times.shift();
      if (times.length < writeBudget.perMinute) {
        times.push(now);
        if (attempt) stats.writesRedirected++;
        return m;
      }
    }
    stats.writesTurnedIntoReads++;
    return null;
  }

  function next(kind, rand) {
    const t = tools(rand);
    switch (kind) {
      case 'browse': {
        const member = memberRank(rand);
        const tab = t.weighted([
          ['trending', 55],
          ['curated', 30],
          [null, 15], // newest: no type
        ]);
        const offset =
          BROWSE_PAGE_SIZE *
          t.weighted([
            [0, 70],
            [1, 17],
            [2, 8],
            [3, 5],
          ]);
        return request('browse', member, browseUrl({ tab, ...filters(t, member, 0.45), offset }));
      }
      case 'search': {
        const member = memberRank(rand);
        const picked = searchString(rand);
        const search = normalizeSearch(picked.text);
        // The box asks for the list under the current tab and for title suggestions at the same time.
        const path = t.chance(0.45)
          ? suggestionsUrl(search)
          : browseUrl({ tab: t.chance(0.75) ? 'trending' : 'curated', ...filters(t, member, 0.15), search, offset: t.chance(0.9) ? 0 : BROWSE_PAGE_SIZE });
        return { ...request('search', member, path), form: searchForm(picked.form, search) };
      }
      case 'detail':
        return request('detail', memberRank(rand), `/api/recipes/${recipe(t)}`);
      case 'related':
        return request('related', memberRank(rand), `/api/recipes/related/${recipe(t)}?limit=${RELATED_SHOWN}`);
      case 'rate':
      case 'save': {
        const member = writer(t);
        if (member === null) return next('detail', rand);
        if (kind === 'rate') {
          const rating = t.weighted({ 5: 40, 4: 35, 3: 15, 2: 6, 1: 4 });
          return request('rate', member, `/api/recipes/${recipe(t)}/rate`, 'POST', { rating: Number(rating) });
        }
        return request('save', member, `/api/collections/${members[member].collectionId}/recipes`, 'POST', { recipeId: recipe(t) });
      }
      default:
        throw new Error(`Unknown request kind ${kind}`);
    }
  }
  return { next, stats };
}
