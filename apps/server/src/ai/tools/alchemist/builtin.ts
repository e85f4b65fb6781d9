import { DONENESS_CUES, HEAT_METHODS, PREP_METHODS, verbForms } from '../../knowledge/cooking-methods';
import { FOODS } from '../../knowledge/catalog';
import { findFood } from '../../knowledge/lookup';
import { normalizeName } from '../../knowledge/normalize';
import { isSubstituteOf, pairingAffinity, sameFood } from '../../knowledge/pairing';
import { isPantryStaple } from '../../knowledge/pantry-staples';
import type { FoodEntry, IngredientCategory, TasteVector } from '../../knowledge/types';
import { problemsWith, type MemberRules } from '../member-rules';
import { parseRecipeText, type ParsedRecipeText } from './recipe-text';

type Rules = Pick<MemberRules, 'allergies' | 'requiredDiets'>;

/** Pairs at or above this affinity count as good pairs in the score. */
export const GOOD_PAIR = 0.6;

// ───────────────────────────── challenge ─────────────────────────────

/** A challenge is built around a main that can carry a dish. */
const ANCHOR_CATEGORIES: IngredientCategory[] = ['Vegetables', 'Legumes & Pulses', 'Meat & Poultry', 'Fish & Seafood', 'Eggs', 'Grains & Cereals'];
const PARTNER_CATEGORIES: IngredientCategory[] = [...ANCHOR_CATEGORIES, 'Fruits', 'Herbs', 'Spices', 'Nuts & Seeds', 'Dairy', 'Condiments & Sauces'];
/** Herbs and spices count, but a challenge of three spices is not a dish. */
const MAX_PER_CATEGORY: Partial<Record<IngredientCategory, number>> = {
  Fruits: 1,
  Dairy: 1,
  'Nuts & Seeds': 1,
  Herbs: 1,
  Spices: 1,
  'Condiments & Sauces': 1,
  'Meat & Poultry': 1,
  'Fish & Seafood': 1,
  Eggs: 1,
  'Grains & Cereals': 1,
};

/**
 * Challenges are savoury dishes: a very sweet partner (peach, lychee, condensed milk) with fish or
 * lentils makes a puzzle, not a dish. Sour fruits (lime, raw mango, amla) still join as the acid.
 */
const SWEET_PARTNER = 6;
/** One animal protein per challenge: duck with red snapper is two dishes. */
const PROTEINS: IngredientCategory[] = ['Meat & Poultry', 'Fish & Seafood', 'Eggs'];

/** mulberry32: a small seeded generator, so a draw can be repeated from its seed in tests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const allowed = (food: FoodEntry, rules: Rules) => !food.flags.includes('alcohol') && problemsWith([food.name], rules).length === 0;
/** Challenge material: a food with its own aroma (not salt, starch or water), not a pantry staple, that cuisines use. */
const usable = (food: FoodEntry, rules: Rules) =>
  food.cuisines.length > 0 && food.aromaCompounds.length > 0 && !isPantryStaple(food) && PARTNER_CATEGORIES.includes(food.category) && allowed(food, rules);
const words = (food: FoodEntry) => food.name.split(/[^a-z]+/).filter((w) => w.length > 2);
/** Two forms of one food (tomato and tomato paste, cabbage and napa cabbage) or stand-ins for each other make a dull challenge. */
const alike = (a: FoodEntry, b: FoodEntry) => sameFood(a, b) || isSubstituteOf(a, b) || words(a).some((w) => words(b).includes(w));

/**
 * Draws 3–5 catalogue foods that can make a dish: an anchor main and one of its cuisines, then
 * partners from that cuisine chosen among the best-pairing candidates left (a weighted draw from the
 * top eight, so challenges vary), at most one herb, spice, sauce or animal protein and never two forms
 * of one food. Every food passes the member's rules.
 */
export function drawChallenge(seed: number, rules: Rules, foods: readonly FoodEntry[] = FOODS): string[] {
  const random = seededRandom(seed);
  const pool = foods.filter((f) => usable(f, rules));
  const anchors = pool.filter((f) => ANCHOR_CATEGORIES.includes(f.category));
  if (!anchors.length) return [];
  const size = 3 + Math.floor(random() * 3);
  const anchor = anchors[Math.floor(random() * anchors.length)]!;
  // One cuisine of the anchor's frames the whole challenge, so the foods can meet in one dish.
  const cuisine = anchor.cuisines[Math.floor(random() * anchor.cuisines.length)]!;
  const chosen = [anchor];
  const perCategory = (category: IngredientCategory) => chosen.filter((f) => f.category === category).length;
  const isProtein = (f: FoodEntry) => PROTEINS.includes(f.category);
  while (chosen.length < size) {
    const rank = (inCuisine: boolean) =>
      pool
        .filter((f) => f.taste.sweet < SWEET_PARTNER)
        .filter((f) => (!inCuisine || f.cuisines.includes(cuisine)) && !chosen.some((c) => c === f || alike(c, f) || (isProtein(c) && isProtein(f))))
        .filter((f) => perCategory(f.category) < (MAX_PER_CATEGORY[f.category] ?? 2))
        .map((f) => ({ food: f, fit: Math.min(...chosen.map((c) => pairingAffinity(c, f))) }))
        .filter((c) => c.fit > 0)
        .sort((a, b) => b.fit - a.fit || a.food.id.localeCompare(b.food.id))
        .slice(0, 8);
    // A cuisine with few foods the member can eat falls back to any partner that pairs.
    const inCuisine = rank(true);
    const ranked = inCuisine.length ? inCuisine : rank(false);
    if (!ranked.length) break;
    const total = ranked.reduce((sum, c) => sum + c.fit, 0);
    let pick = random() * total;
    const next = ranked.find((c) => (pick -= c.fit) <= 0) ?? ranked.at(-1)!;
    chosen.push(next.food);
  }
  return chosen.map((f) => f.name);
}

// ───────────────────────────── evaluation ─────────────────────────────

export interface KnownRecipe {
  title: string;
  shared: string[];
}

export interface EvaluateInput {
  challenge: string[];
  recipe: string;
  knownRecipes: KnownRecipe[];
  rules: Rules;
}

export interface Evaluation {
  score: number;
  feedback: string;
  similarRecipes: string[];
  tasteProfile: string;
}

/** Points for each part; using the challenge ingredients dominates (spec §2: the challenge is the point). */
export const SCORE_PARTS = { usage: 50, method: 25, balance: 15, pairing: 10 } as const;

/** Taste axes a balanced dish draws on, with the catalogue axis behind each and the level that counts. */
const BALANCE_AXES = [
  { label: 'salt', axis: 'salty', fixFrom: ['Condiments & Sauces', 'Spices', 'Dairy'] },
  { label: 'acid', axis: 'sour', fixFrom: ['Fruits', 'Condiments & Sauces', 'Dairy'] },
  { label: 'fat', axis: 'fat', fixFrom: ['Oils & Fats', 'Dairy', 'Nuts & Seeds'] },
  { label: 'sweetness', axis: 'sweet', fixFrom: ['Sweeteners', 'Fruits', 'Vegetables'] },
  { label: 'heat or pungency', axis: 'pungent', fixFrom: ['Spices', 'Vegetables', 'Condiments & Sauces'] },
] as const satisfies readonly { label: string; axis: keyof TasteVector; fixFrom: readonly IngredientCategory[] }[];
const AXIS_PRESENT = 4;

const wordPattern = (phrase: string) => new RegExp(`(^|[^a-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`);

/** The challenge foods the recipe uses: on an ingredient line, or named in a step. */
export function challengeUse(challenge: readonly string[], parsed: ParsedRecipeText): { food: FoodEntry | undefined; name: string; used: boolean }[] {
  const onLines = new Set(parsed.ingredients.flatMap((i) => i.foods.map((f) => f.id)));
  const stepText = ` ${normalizeName(parsed.steps.join(' '))} `;
  return challenge.map((name) => {
    const food = findFood(name);
    const names = food ? [food.name, ...food.aliases] : [name];
    const used = (food && onLines.has(food.id)) || names.some((n) => wordPattern(normalizeName(n)).test(stepText));
    return { food, name, used: Boolean(used) };
  });
}

function stepFacts(steps: readonly string[]) {
  const heat = new Set<string>();
  const prep = new Set<string>();
  let withVerb = 0;
  let timings = 0;
  const heatForms = Object.entries(HEAT_METHODS).flatMap(([verb, name]) => verbForms(verb).map((form) => [form, name] as const));
  const prepForms = Object.entries(PREP_METHODS).flatMap(([verb, name]) => verbForms(verb).map((form) => [form, name] as const));
  const heatByForm = new Map(heatForms);
  const prepByForm = new Map(prepForms);
  for (const step of steps) {
    const words = step
      .toLowerCase()
      .split(/[^a-zé-]+/)
      .filter(Boolean);
    let hasVerb = false;
    for (const word of words) {
      const h = heatByForm.get(word);
      const p = prepByForm.get(word);
      if (h) heat.add(h);
      if (p) prep.add(p);
      hasVerb ||= Boolean(h || p);
    }
    if (hasVerb) withVerb++;
    const lower = step.toLowerCase();
    if (/\d+\s*(?:-|–|to)?\s*\d*\s*(?:minutes?|mins?|hours?|hrs?|seconds?|secs?)\b/.test(lower)) timings++;
    if (/\d+\s*°\s*[cf]?\b|\d+\s*degrees|gas mark \d/.test(lower)) timings++;
    if (DONENESS_CUES.some((cue) => lower.includes(cue))) timings++;
  }
  // 'heating' and 'cooking' say little on their own; a named method counts more.
  const namedHeat = [...heat].filter((h) => h !== 'heating' && h !== 'cooking');
  return { heat: namedHeat, anyHeat: heat.size > 0, prep: [...prep], withVerb, timings };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const bold = (s: string) => `**${s}**`;

/** Foods of the recipe, each once, known to the catalogue. */
function recipeFoods(parsed: ParsedRecipeText, use: ReturnType<typeof challengeUse>): FoodEntry[] {
  const foods = new Map<string, FoodEntry>();
  for (const line of parsed.ingredients) for (const food of line.foods) foods.set(food.id, food);
  for (const u of use) if (u.used && u.food) foods.set(u.food.id, u.food);
  return [...foods.values()];
}

/** Catalogue foods strong on an axis that pair with what is there and suit the member: suggestions for a gap. */
function fixesFor(axis: (typeof BALANCE_AXES)[number], present: readonly FoodEntry[], rules: Rules): string[] {
  const from: readonly IngredientCategory[] = axis.fixFrom;
  return FOODS.filter((f) => f.taste[axis.axis] >= 7 && from.includes(f.category) && f.cuisines.length > 0 && allowed(f, rules) && !present.some((p) => p.id === f.id))
    .map((f) => ({ f, fit: present.length ? present.reduce((s, p) => s + pairingAffinity(p, f), 0) / present.length : 0 }))
    .sort((a, b) => b.fit - a.fit || a.f.name.localeCompare(b.f.name))
    .slice(0, 2)
    .map((c) => c.f.name);
}

/**
 * Scores a free-text recipe against its challenge (0–100): challenge ingredients used (50), method
 * and completeness (25: steps with cooking verbs, a named method, times or doneness cues, quantities),
 * taste balance (15: salt, acid, fat, sweetness, pungency each present) and good pairs (10). Balance
 * and pairing only grow as ingredients are added, so using one more challenge ingredient never lowers
 * the score. Deterministic.
 */
export function evaluateRecipe(input: EvaluateInput): Evaluation {
  const parsed = parseRecipeText(input.recipe);
  const use = challengeUse(input.challenge, parsed);
  const foods = recipeFoods(parsed, use);
  const used = use.filter((u) => u.used);
  const missing = use.filter((u) => !u.used);

  const usage = (SCORE_PARTS.usage * used.length) / Math.max(1, use.length);

  const steps = stepFacts(parsed.steps);
  const quantified = parsed.ingredients.filter((i) => i.parsed.quantity !== null || /to taste|as needed|as required/.test(i.parsed.note ?? ''));
  const method =
    (Math.min(steps.withVerb, 4) / 4) * 8 +
    (steps.heat.length ? 5 : steps.prep.length >= 2 ? 4 : steps.anyHeat ? 2 : 0) +
    (Math.min(steps.timings, 3) / 3) * 6 +
    (parsed.ingredients.length ? (quantified.length / parsed.ingredients.length) * 6 : 0);

  const axes = BALANCE_AXES.map((a) => {
    const sources = foods.filter((f) => f.taste[a.axis] >= AXIS_PRESENT).sort((x, y) => y.taste[a.axis] - x.taste[a.axis] || x.name.localeCompare(y.name));
    return { ...a, sources };
  });
  const balance = (SCORE_PARTS.balance * axes.filter((a) => a.sources.length).length) / axes.length;

  const pairs: [FoodEntry, FoodEntry, number][] = [];
  for (const u of used) {
    if (!u.food) continue;
    for (const other of foods) {
      // Salt or oil goes with anything; naming it as a good pairing says nothing.
      if (isPantryStaple(other)) continue;
      if (other.id === u.food.id || pairs.some(([a, b]) => a.id === other.id && b.id === u.food!.id)) continue;
      const fit = pairingAffinity(u.food, other);
      if (fit >= GOOD_PAIR) pairs.push([u.food, other, fit]);
    }
  }
  const pairing = Math.min(SCORE_PARTS.pairing, pairs.length * 2);

  const score = Math.max(0, Math.min(100, Math.round(usage + method + balance + pairing)));

  const works: string[] = [];
  const gaps: string[] = [];
  if (!missing.length) works.push(`Uses every challenge ingredient: ${list(used.map((u) => u.name))}.`);
  else {
    if (used.length) works.push(`Uses ${list(used.map((u) => u.name))}.`);
    gaps.push(`Not used: ${list(missing.map((u) => bold(u.name)))}. The challenge asks for every ingredient, and this is most of the score.`);
  }
  if (!parsed.steps.length) gaps.push('No method: write the steps in order, each starting with what to do (chop, fry, simmer, bake…).');
  else if (steps.withVerb < parsed.steps.length)
    gaps.push(`${parsed.steps.length - steps.withVerb} of ${parsed.steps.length} steps name no cooking action; say what to do in each.`);
  if (steps.heat.length) works.push(`Clear technique: ${list(steps.heat.slice(0, 4))}.`);
  else if (steps.prep.length >= 2) works.push(`A no-cook method (${list(steps.prep.slice(0, 3))}); fine for a salad or dip.`);
  else if (parsed.steps.length) gaps.push('No cooking method is named (fry, roast, simmer, steam, bake…).');
  if (parsed.steps.length && !steps.timings) gaps.push('No times, temperatures or doneness cues: say how long, how hot, or how to tell it is ready (“until golden”).');
  else if (steps.timings) works.push('Gives times, temperatures or doneness cues.');
  const unquantified = parsed.ingredients.filter((i) => !quantified.includes(i));
  if (!parsed.ingredients.length) gaps.push('No ingredient list: put each ingredient on its own line with a quantity.');
  else if (unquantified.length) gaps.push(`No quantity for: ${list(unquantified.slice(0, 6).map((i) => i.parsed.name || i.raw))}.`);
  else works.push('Every ingredient has a quantity.');
  for (const axis of axes.filter((a) => !a.sources.length)) {
    const fixes = fixesFor(axis, foods, input.rules);
    gaps.push(`No clear source of ${axis.label}${fixes.length ? ` — ${list(fixes)} would suit these ingredients` : ''}.`);
  }
  if (pairs.length) {
    const best = [...pairs].sort((a, b) => b[2] - a[2] || a[1].name.localeCompare(b[1].name)).slice(0, 3);
    works.push(`Good pairings: ${list(best.map(([a, b]) => `${a.name} with ${b.name}`))} (by Hearth's pairing score: cuisines, shared aromas and taste balance).`);
  }
  const clashes = problemsWith(
    foods.map((f) => f.name),
    input.rules,
  );
  if (clashes.length) gaps.push(`Against your profile: ${list(clashes.slice(0, 4))}.`);
  const unknown = parsed.ingredients.filter((i) => !i.foods.length).map((i) => i.parsed.name || i.raw);
  if (unknown.length)
    gaps.push(
      `I could not find ${list(unknown.slice(0, 5).map((n) => `“${n}”`))} in the food catalogue, so ${unknown.length === 1 ? 'it is' : 'they are'} left out of balance and pairing.`,
    );

  const feedback = [
    `**${score}/100**`,
    '',
    `- Challenge ingredients used (${used.length} of ${use.length}): ${round1(usage)}/${SCORE_PARTS.usage}`,
    `- Method and completeness: ${round1(method)}/${SCORE_PARTS.method}`,
    `- Taste balance: ${round1(balance)}/${SCORE_PARTS.balance}`,
    `- Pairing: ${round1(pairing)}/${SCORE_PARTS.pairing}`,
    '',
    '### What works',
    ...(works.length ? works.map((w) => `- ${w}`) : ['- Not much yet; see below.']),
    '',
    '### What is missing or off',
    ...(gaps.length ? gaps.map((g) => `- ${g}`) : ['- Nothing obvious: a complete, balanced recipe.']),
  ].join('\n');

  return { score, feedback, similarRecipes: input.knownRecipes.slice(0, 5).map((r) => r.title), tasteProfile: tasteProfile(foods, parsed.ingredients.length) };
}

const TASTE_LABELS: [keyof TasteVector, string][] = [
  ['salty', 'Salty'],
  ['sour', 'Sour'],
  ['sweet', 'Sweet'],
  ['bitter', 'Bitter'],
  ['umami', 'Savoury (umami)'],
  ['pungent', 'Heat and pungency'],
  ['fat', 'Richness'],
];
/** A taste value (0–10) at which an ingredient noticeably carries that taste. */
const CONTRIBUTES = 3;

/**
 * The predicted taste in markdown: for each axis, the ingredients that carry it (catalogue value 3+ of
 * 10) and a plain level: none, light, moderate, clear (one strong source, 7+), pronounced (two or more
 * strong sources). No finer number is claimed: amounts and cooking are not modelled, and it says so.
 */
export function tasteProfile(foods: readonly FoodEntry[], lineCount: number): string {
  if (!foods.length) return 'Not enough known ingredients to predict a taste. List the ingredients one per line so they can be matched to the food catalogue.';
  const rows = TASTE_LABELS.map(([axis, label]) => {
    const sources = foods.filter((f) => f.taste[axis] >= CONTRIBUTES).sort((a, b) => b.taste[axis] - a.taste[axis] || a.name.localeCompare(b.name));
    const strong = sources.filter((f) => f.taste[axis] >= 7).length;
    const top = sources[0]?.taste[axis] ?? 0;
    const level = strong >= 2 ? 'pronounced' : strong === 1 ? 'clear' : top >= 5 ? 'moderate' : sources.length ? 'light' : 'none';
    return { label, level, from: sources.slice(0, 3).map((f) => f.name) };
  });
  const leading = rows.filter((r) => r.level === 'pronounced');
  const lead = leading.length ? leading : rows.filter((r) => r.level === 'clear');
  const summary = lead.length ? `Leading notes: ${list(lead.map((r) => r.label.toLowerCase()))}.` : 'Mild overall: no taste stands out strongly.';
  return [
    `**${summary}**`,
    '',
    ...rows.map((r) => `- **${r.label}:** ${r.level}${r.from.length ? ` — ${list(r.from)}` : ''}`),
    '',
    `_Predicted from the food catalogue's taste values for ${foods.length} known ingredient${foods.length === 1 ? '' : 's'}${lineCount > foods.length ? ` (of ${lineCount} lines)` : ''}. Amounts and cooking change the real result._`,
  ].join('\n');
}
