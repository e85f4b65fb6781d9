import type { AiRecipe } from '@hearth/contracts';
import {
  COUNTED_FOODS,
  DISH_ARCHETYPES,
  HOT_SPICE_TSP_PER_SERVING,
  NAMED_PORTIONS,
  PRODUCE_COLOURS,
  SALT_TSP_WITH_SALTY_FOODS,
  SALTY_FOOD_TASTE,
  SEASONING_TSP_PER_SERVING,
  SPICE_TSP_PER_SERVING,
  PROTEIN_COOKING,
  SCRAP_USES,
  TECHNIQUE_INGREDIENTS,
  type Course,
  type DishArchetype,
  type DishStyle,
  type Role,
  type RoleOption,
  type RoleSpec,
  type StepTemplate,
} from '../../knowledge/dish-archetypes';
import { findFood, getFoodIndex } from '../../knowledge/lookup';
import { normalizeName, singularCandidates } from '../../knowledge/normalize';
import { isPantryStaple } from '../../knowledge/pantry-staples';
import { ALLERGENS, type Allergen, type DietKey, type FoodEntry } from '../../knowledge/types';
import { problemsWith } from '../member-rules';
import { isSubstituteOf, pairingAffinity } from '../../knowledge/pairing';

/** A listed platform recipe close to the request, used to steer choices towards what members cook. */
export interface NearbyRecipe {
  title: string;
  cuisine: string | null;
  ingredients: { name: string; quantity: string; unit: string }[];
  steps: string[];
}

export interface ComposeRequest {
  /** Free text (may be empty when Discover calls). */
  prompt: string;
  /** Ingredient names that must appear (Discover's typed ingredients). */
  mustUse: string[];
  /** When set, nothing beyond these and pantry staples (salt, pepper, oil, water). */
  onlyUse: string[] | null;
  /** The member's hard rules (MemberRules). */
  rules: { allergies: Allergen[]; requiredDiets: DietKey[] };
  /** 0, 1, 2…: different sensible recipes for the same request. */
  variant: number;
  nearby: NearbyRecipe[];
}

/** What a request asks for, read from its words. */
export interface PromptIntent {
  /** Archetype key when the request names a dish ("curry", "mac and cheese"). */
  dishType: string | null;
  course: Course | null;
  cuisines: string[];
  /** Catalogue names of the foods the request names. */
  ingredients: string[];
  /** Catalogue names the request asks to leave out ("without mushrooms"). */
  excluded: string[];
  diets: DietKey[];
  /** Allergens the request itself rules out ("gluten-free"). */
  avoid: Allergen[];
  keto: boolean;
  servings: number | null;
  maxMinutes: number | null;
  styles: DishStyle[];
}

const CUISINE_WORDS: Record<string, string> = {
  italian: 'Italian',
  japanese: 'Japanese',
  indian: 'Indian',
  thai: 'Thai',
  mexican: 'Mexican',
  chinese: 'Chinese',
  french: 'French',
  greek: 'Greek',
  spanish: 'Spanish',
  korean: 'Korean',
  vietnamese: 'Vietnamese',
  mediterranean: 'Mediterranean',
  'middle eastern': 'Middle Eastern',
  lebanese: 'Middle Eastern',
  turkish: 'Middle Eastern',
  american: 'American',
  british: 'British',
  english: 'British',
  'southeast asian': 'Southeast Asian',
  indonesian: 'Southeast Asian',
  malaysian: 'Southeast Asian',
  'tex-mex': 'Mexican',
  'street food': 'Street Food',
};
const DIET_WORDS: [RegExp, DietKey][] = [
  [/\b(vegan|plant[- ]based)\b/, 'vegan'],
  [/\b(vegetarian|veggie|meatless|meat-free)\b/, 'vegetarian'],
  [/\bpescatarian\b/, 'pescatarian'],
  [/\beggetarian\b/, 'eggetarian'],
  [/\bjain\b/, 'jain'],
];
const ALLERGEN_WORDS: [RegExp, Allergen][] = [
  [/\b(gluten[- ]free|no gluten|coeliac|celiac|without gluten)\b/, 'Gluten'],
  [/\b(dairy[- ]free|no dairy|lactose[- ]free|without dairy)\b/, 'Dairy'],
  [/\b(nut[- ]free|no nuts|without nuts)\b/, 'Nuts'],
  [/\b(egg[- ]free|eggless|no eggs?|without eggs?)\b/, 'Eggs'],
  [/\b(soy[- ]free|no soy|without soy)\b/, 'Soy'],
  [/\b(shellfish[- ]free|no shellfish)\b/, 'Shellfish'],
  [/\b(nightshade[- ]free|no nightshades?)\b/, 'Nightshades'],
];
const STYLE_WORDS: [RegExp, DishStyle][] = [
  [/\b(comfort|cozy|cosy|hearty|soul food)\b/, 'comfort'],
  [/\b(healthy|nutritious|wholesome|light|clean|balanced|low[- ]fat)\b/, 'healthy'],
  [/\b(quick|fast|easy|weeknight|simple|speedy)\b/, 'quick'],
  [/\b(zero[- ]waste|scraps?|leftovers?|use up|odds and ends)\b/, 'zero-waste'],
  [/\b(gourmet|fancy|elegant|restaurant|dinner party|impressive|luxurious|refined)\b/, 'gourmet'],
  [/\b(savou?ry dessert|sweet and savou?ry|savou?ry[- ]sweet)\b/, 'savory-sweet'],
  [/\b(rainbow|colou?rful)\b/, 'rainbow'],
  [/\bfusion\b/, 'fusion'],
  [/\b(molecular|modernist|food science|scientific)\b/, 'technique'],
];
const COURSE_WORDS: [RegExp, Course][] = [
  [/\b(dessert|desserts|sweet treat|pudding|after dinner)\b/, 'dessert'],
  [/\b(breakfast|brunch|morning)\b/, 'breakfast'],
  [/\b(dinner|lunch|supper|main course|main dish)\b/, 'main'],
];
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const STYLE_OR_DISH_WORDS = new Set(['dessert', 'breakfast', 'recipe', 'food', 'meal', 'dish', 'sweet', 'savory', 'savoury', 'date night']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The dish, cuisines, foods, diets, servings and time limit a request asks for. */
export function readPrompt(prompt: string): PromptIntent {
  const text = ` ${prompt.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ')} `;
  let dish: { key: string; end: number; length: number; start: number } | null = null;
  for (const archetype of DISH_ARCHETYPES) {
    for (const keyword of archetype.keywords) {
      const match = new RegExp(`\\b${escapeRegExp(keyword)}\\b`).exec(text);
      if (!match) continue;
      const found = { key: archetype.key, end: match.index + keyword.length, length: keyword.length, start: match.index };
      // English puts the head noun last ("chocolate pancakes" are pancakes); longer names win ties.
      if (!dish || found.end > dish.end || (found.end === dish.end && found.length > dish.length)) dish = found;
    }
  }
  const styles = STYLE_WORDS.filter(([pattern]) => pattern.test(text)).map(([, style]) => style);
  // "molecular mac and cheese" is the modernist version of the dish.
  if (dish?.key === 'mac-and-cheese' && styles.includes('technique')) dish = { ...dish, key: 'modernist-mac' };
  const cuisines = Object.entries(CUISINE_WORDS)
    .filter(([word]) => new RegExp(`\\b${escapeRegExp(word)}\\b`).test(text))
    .map(([, cuisine]) => cuisine)
    .filter((cuisine, index, all) => all.indexOf(cuisine) === index);
  if (cuisines.length >= 2 && !styles.includes('fusion')) styles.push('fusion');
  const course = dish ? DISH_ARCHETYPES.find((a) => a.key === dish!.key)!.course : (COURSE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null);
  if (styles.includes('savory-sweet') && !styles.includes('gourmet')) styles.push('gourmet');

  const { named, excluded } = namedFoods(text, dish ? [dish.start, dish.end] : null);
  return {
    dishType: dish?.key ?? null,
    course,
    cuisines,
    ingredients: named,
    excluded,
    diets: DIET_WORDS.filter(([pattern]) => pattern.test(text)).map(([, diet]) => diet),
    avoid: ALLERGEN_WORDS.filter(([pattern]) => pattern.test(text)).map(([, allergen]) => allergen),
    keto: /\b(keto|ketogenic|low[- ]carb|no[- ]carb)\b/.test(text),
    servings: readServings(text),
    maxMinutes: readMinutes(text),
    styles,
  };
}

function readServings(text: string): number | null {
  const number = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)';
  const match =
    new RegExp(`\\b(?:for|serves|serving|feeds|feeding)\\s+${number}\\b`).exec(text) ?? new RegExp(`\\b${number}\\s+(?:people|persons|servings|portions|guests)\\b`).exec(text);
  if (!match) return /\b(?:for one|just me|single serving)\b/.test(text) ? 1 : null;
  const value = NUMBER_WORDS[match[1]!] ?? Number(match[1]);
  return value >= 1 && value <= 24 ? value : null;
}

function readMinutes(text: string): number | null {
  const minutes =
    /\b(?:under|in|less than|within|max(?:imum)?|no more than|at most|about)\s+(\d{1,3})\s*(?:min|mins|minutes)\b/.exec(text) ?? /\b(\d{1,3})[- ]?(?:min|minute)\b/.exec(text);
  if (minutes) return Number(minutes[1]);
  const hours = /\b(?:under|in|within|less than)\s+(?:an|one|1)\s+hour\b/.exec(text);
  if (hours) return 60;
  if (/\bhalf an hour\b/.test(text)) return 30;
  return null;
}

/** Foods named in the text (longest phrases first), minus the dish's own name and foods asked to be left out. */
function namedFoods(text: string, dishSpan: [number, number] | null): { named: string[]; excluded: string[] } {
  const index = getFoodIndex();
  const words: { word: string; start: number }[] = [];
  for (const match of text.matchAll(/[a-zà-ÿ][a-zà-ÿ'-]*/g)) words.push({ word: match[0], start: match.index });
  const named: string[] = [];
  const excluded: string[] = [];
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let size = Math.min(4, words.length - i); size >= 1; size--) {
      const phrase = words
        .slice(i, i + size)
        .map((w) => w.word)
        .join(' ');
      if (STYLE_OR_DISH_WORDS.has(phrase) || phrase.length < 3) continue;
      const start = words[i]!.start;
      if (dishSpan && start >= dishSpan[0] && start < dishSpan[1]) continue;
      const food = index.findExact(normalizeName(phrase));
      if (!food) continue;
      const before = words
        .slice(Math.max(0, i - 2), i)
        .map((w) => w.word)
        .join(' ');
      const after = words[i + size]?.word ?? '';
      const negated = /\b(no|without|skip|hold|minus|except)\b( the)?$/.test(before) || after === 'free' || after.endsWith('-free');
      const list = negated ? excluded : named;
      if (!list.includes(food.name)) list.push(food.name);
      matched = size;
      break;
    }
    i += Math.max(1, matched);
  }
  return { named: named.filter((name) => !excluded.includes(name)), excluded };
}

// ---------------------------------------------------------------------------------------------------
// Composition

interface Choice {
  food: FoodEntry | null;
  /** As written in the recipe ("garlic, minced"); for an unknown name, the name as the member typed it. */
  written: string;
  quantity: number;
  unit: string;
  named: boolean;
}

interface Composition {
  archetype: DishArchetype;
  fill: Map<Role, Choice[]>;
  servings: number;
  unfilled: number;
  notes: string[];
  score: number;
}

interface Context {
  intent: PromptIntent;
  rules: { allergies: Allergen[]; requiredDiets: DietKey[] };
  memberRules: { allergies: Allergen[]; requiredDiets: DietKey[] };
  onlyUse: Set<string> | null;
  named: FoodEntry[];
  unknownNamed: string[];
  variant: number;
  nearbyFoods: Map<string, number>;
  excluded: Set<string>;
  nearbyTitles: string[];
}

const ROLE_ORDER: Role[] = [
  'base',
  'protein',
  'dairy',
  'cheese',
  'aromatic',
  'vegetable',
  'fruit',
  'liquid',
  'fat',
  'spice',
  'herb',
  'sweet',
  'binder',
  'acid',
  'seasoning',
  'finish',
];

/** Where a named food goes when the dish's own options do not list it, by catalogue category. */
const ROLES_BY_CATEGORY: Record<string, Role[]> = {
  'Meat & Poultry': ['protein', 'finish'],
  'Fish & Seafood': ['protein', 'finish'],
  // A legume is never the starch a dish is built on (chickpeas are not rice): protein or garnish only.
  'Legumes & Pulses': ['protein', 'finish'],
  Eggs: ['protein', 'binder', 'finish'],
  Vegetables: ['vegetable', 'aromatic', 'base', 'fruit', 'finish'],
  Fruits: ['fruit', 'vegetable', 'finish', 'acid'],
  'Grains & Cereals': ['base', 'finish'],
  Dairy: ['cheese', 'dairy', 'liquid', 'protein', 'finish'],
  'Nuts & Seeds': ['finish'],
  Herbs: ['herb', 'aromatic', 'finish'],
  Spices: ['spice', 'seasoning', 'finish'],
  'Oils & Fats': ['fat', 'finish'],
  Sweeteners: ['sweet', 'seasoning', 'finish'],
  'Condiments & Sauces': ['seasoning', 'acid', 'finish'],
  Baking: ['binder', 'base', 'sweet', 'finish'],
  Beverages: ['liquid', 'acid', 'spice', 'finish'],
  Other: ['liquid', 'seasoning', 'protein', 'finish'],
};

/** Foods a ketogenic diet keeps out: starches, sugars and sweet fruit (kept: berries, avocado, citrus juice, coconut, olives). */
const KETO_FRUIT_OK = new Set([
  'avocado',
  'lemon',
  'lemon juice',
  'lemon zest',
  'lime',
  'lime juice',
  'lime zest',
  'orange zest',
  'coconut',
  'olive',
  'raspberry',
  'blackberry',
  'strawberry',
]);
const KETO_VEG_OUT = new Set(['potato', 'sweet potato', 'corn', 'green pea', 'cassava', 'taro', 'pumpkin', 'beetroot', 'raw banana', 'elephant foot yam']);
function ketoAllows(food: FoodEntry): boolean {
  if (food.category === 'Grains & Cereals' || food.category === 'Sweeteners') return food.name === 'stevia';
  if (food.category === 'Legumes & Pulses') return ['tofu', 'tempeh', 'soybean', 'edamame'].includes(food.name);
  if (food.category === 'Fruits') return KETO_FRUIT_OK.has(food.name);
  if (food.category === 'Vegetables') return !KETO_VEG_OUT.has(food.name);
  if (food.category === 'Baking')
    return ['almond flour', 'cocoa powder', 'baking powder', 'baking soda', 'gelatin', 'agar-agar', 'vanilla extract', 'desiccated coconut'].includes(food.name);
  return ![
    'milk',
    'condensed milk',
    'evaporated milk',
    'oat milk',
    'rice noodle',
    'ketchup',
    'barbecue sauce',
    'hoisin sauce',
    'teriyaki sauce',
    'sweet chili sauce',
    'tamarind chutney',
    'orange juice',
  ].includes(food.name);
}

/** A food beyond a role's minimum is added only when it scores at least this (typical, in the cuisine, pairs well). */
const OPTIONAL_PICK_SCORE = 1.5;
/** Roles whose amount per serving is the role's total, shared between the foods chosen for it (two fats, not twice the fat). */
const SHARED_AMOUNT_ROLES = new Set<Role>(['fat', 'liquid', 'dairy', 'base', 'cheese', 'sweet', 'protein']);

/** A small, stable number in [0, 1) from text, so variants differ deterministically. */
function hash01(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return ((h >>> 0) % 10000) / 10000;
}

const ruleVerdicts = new Map<string, string[]>();
function ruleProblems(name: string, rules: Context['rules']): string[] {
  const key = `${name}|${rules.allergies.join(',')}|${rules.requiredDiets.join(',')}`;
  let problems = ruleVerdicts.get(key);
  if (!problems) {
    problems = problemsWith([name], rules);
    if (ruleVerdicts.size > 20000) ruleVerdicts.clear();
    ruleVerdicts.set(key, problems);
  }
  return problems;
}

function allows(ctx: Context, food: FoodEntry): boolean {
  if (ctx.excluded.has(food.name)) return false;
  if (ruleProblems(food.name, ctx.rules).length) return false;
  if (ctx.intent.keto && !ketoAllows(food)) return false;
  if (ctx.onlyUse && !ctx.onlyUse.has(food.id) && !isPantryStaple(food)) return false;
  return true;
}

interface Option {
  food: FoodEntry;
  quantity: number;
  unit: string;
  written: string;
}

const optionCache = new WeakMap<RoleSpec, Map<RoleOption, Option | null>>();
/** The option's food and how it is written; a written form that names a different food falls back to the name. */
function optionOf(option: RoleOption, spec: RoleSpec): Option | null {
  let cache = optionCache.get(spec);
  if (!cache) optionCache.set(spec, (cache = new Map()));
  if (cache.has(option)) return cache.get(option)!;
  const [name, quantity, unit, written] = typeof option === 'string' ? [option, spec.perServing[0], spec.perServing[1], undefined] : option;
  const food = findFood(name);
  const resolved: Option | null = food ? { food, quantity, unit, written: written && findFood(written)?.id === food.id ? written : food.name } : null;
  cache.set(option, resolved);
  return resolved;
}

/** Every option of every archetype, resolved (tests check none is lost). */
export function archetypeOptions(): { archetype: string; role: Role; option: RoleOption; resolved: Option | null }[] {
  return DISH_ARCHETYPES.flatMap((a) => a.roles.flatMap((spec) => spec.options.map((option) => ({ archetype: a.key, role: spec.role, option, resolved: optionOf(option, spec) }))));
}

function cookingOf(food: FoodEntry, method?: DishArchetype['method']) {
  const known = PROTEIN_COOKING[food.name];
  if (known) return method === 'simmer' && known.simmered ? { ...known, ...known.simmered } : known;
  if (food.category === 'Meat & Poultry') {
    const poultry = /chicken|turkey|duck/.test(food.name);
    return {
      prep: 'cut into bite-sized pieces',
      sear: 8,
      simmer: poultry ? 20 : 60,
      bake: 25,
      cue: poultry ? 'cooked through (74 °C / 165 °F)' : 'cooked through (at least 63 °C / 145 °F; 71 °C / 160 °F if minced)',
    };
  }
  if (food.category === 'Fish & Seafood') return { prep: 'cut into even pieces', sear: 5, simmer: 6, bake: 12, cue: 'opaque and just cooked (63 °C / 145 °F)' };
  if (food.category === 'Eggs') return { prep: 'beaten', sear: 2, simmer: 8, bake: 15, cue: 'just set' };
  return { prep: 'cut into bite-sized pieces', sear: 5, simmer: 10, bake: 20, cue: 'hot through and tender' };
}

/** How well a food suits the role in this dish right now: typicality, cuisine, pairing with what is chosen, and the request's style. */
function scoreFood(ctx: Context, archetype: DishArchetype, role: Role, food: FoodEntry, typicality: number, chosen: FoodEntry[], colours: Set<string>): number {
  const cuisines = ctx.intent.cuisines;
  // When the member names a cuisine, fitting it matters more than being the dish's most usual choice.
  let score = typicality * (cuisines.length ? 0.8 : 1.5);
  if (cuisines.length) {
    const matching = cuisines.filter((c) => food.cuisines.includes(c));
    // A food at home in a few cuisines says more about a dish's cuisine than salt, which is everywhere.
    const specificity = 1 / Math.sqrt(Math.max(1, food.cuisines.length));
    score += matching.length * 2.4 * specificity;
    if (!matching.length && food.cuisines.length && !isPantryStaple(food)) score -= 0.6;
    if (cuisines.length >= 2) {
      // Fusion: each named cuisine should show in at least two foods characteristic of it (at home in few cuisines).
      const characteristic = (f: FoodEntry) => f.cuisines.length <= 4;
      if (characteristic(food) && matching.some((c) => chosen.filter((f) => characteristic(f) && f.cuisines.includes(c)).length < 2)) score += 2;
    }
  }
  if (chosen.length) score += (chosen.reduce((sum, other) => sum + pairingAffinity(food, other), 0) / chosen.length) * 1.5;
  score += Math.min(1.5, (ctx.nearbyFoods.get(food.id) ?? 0) * 0.5);
  const styles = ctx.intent.styles;
  if (styles.includes('rainbow') && (role === 'fruit' || role === 'vegetable')) {
    const colour = PRODUCE_COLOURS[food.name];
    score += colour ? (colours.has(colour) ? -2 : 2) : -0.5;
  }
  if (styles.includes('zero-waste') && SCRAP_USES[food.name]) score += 1.5;
  if (styles.includes('healthy') && (food.name === 'heavy cream' || food.name === 'butter' || food.name === 'bacon' || food.name === 'pancetta')) score -= 1.5;
  if (
    styles.includes('savory-sweet') &&
    archetype.course === 'dessert' &&
    (food.taste.umami >= 4 || food.taste.salty >= 4 || food.taste.pungent >= 4 || food.category === 'Herbs' || food.name === 'olive oil')
  )
    score += 1.8;
  if (styles.includes('gourmet') && ['gruyère', 'porcini', 'goat cheese', 'saffron', 'shallot', 'thyme', 'pistachio', 'fig'].includes(food.name)) score += 0.8;
  // One aromatic accent in a dessert: a spice on top of a herb muddles it.
  if (archetype.course === 'dessert' && role === 'spice' && chosen.some((f) => f.category === 'Herbs')) score -= 5;
  if (ctx.intent.maxMinutes && role === 'protein' && archetype.method !== 'none') score -= cookingOf(food)[archetype.method] / 15;
  if (ctx.variant > 0) score += hash01(`${ctx.variant}:${archetype.key}:${role}:${food.id}`) * 1.8;
  return score;
}

/** Roles whose food is the body of the dish: a named food fills one only when it is the same kind of food as the dish's own options. */
const KIND_BOUND_ROLES = new Set<Role>(['base', 'liquid', 'dairy', 'binder', 'sweet', 'fat']);

/** Whether a named food can stand in a role it is not listed for: a liquid role takes only liquids, a base only the kind of starch the dish is built on. */
function fitsRole(archetype: DishArchetype, role: Role, food: FoodEntry): boolean {
  const spec = archetype.roles.find((s) => s.role === role);
  if (!spec) return false;
  if (!KIND_BOUND_ROLES.has(role)) return true;
  if (role === 'liquid' && !food.textures.includes('liquid')) return false;
  return spec.options.some((o) => optionOf(o, spec)?.food.category === food.category);
}

function placeNamed(archetype: DishArchetype, food: FoodEntry): Role | null {
  for (const spec of archetype.roles) if (spec.options.some((o) => optionOf(o, spec)?.food.id === food.id)) return spec.role;
  const roles = ROLES_BY_CATEGORY[food.category] ?? ['finish'];
  return roles.find((role) => fitsRole(archetype, role, food)) ?? null;
}

function compose(ctx: Context, archetype: DishArchetype): Composition {
  const servings = Math.min(12, ctx.intent.servings ?? archetype.defaultServings);
  const fill = new Map<Role, Choice[]>();
  const used = new Set<string>();
  const chosen: FoodEntry[] = [];
  const colours = new Set<string>();
  const notes: string[] = [];
  let unfilled = 0;
  let misplaced = 0;

  const take = (role: Role, choice: Choice) => {
    fill.set(role, [...(fill.get(role) ?? []), choice]);
    if (choice.food) {
      used.add(choice.food.id);
      chosen.push(choice.food);
      const colour = PRODUCE_COLOURS[choice.food.name];
      if (colour) colours.add(colour);
    }
  };

  // Named foods first: they are why the member asked.
  for (const food of ctx.named) {
    if (used.has(food.id)) continue;
    const role = placeNamed(archetype, food);
    const spec = archetype.roles.find((s) => s.role === (role ?? 'finish'));
    if (!role || !spec) {
      misplaced++;
      const fallback: RoleSpec = { role: 'finish', count: [0, 1], perServing: [40, 'g'], options: [] };
      take('finish', { food, written: food.name, quantity: fallback.perServing[0], unit: fallback.perServing[1], named: true });
      continue;
    }
    const own = spec.options.map((o) => optionOf(o, spec)).find((o) => o?.food.id === food.id);
    const [quantity, unit] = own ? [own.quantity, own.unit] : (NAMED_PORTIONS[food.name] ?? spec.perServing);
    take(role, { food, written: own?.written ?? food.name, quantity, unit, named: true });
  }
  for (const name of ctx.unknownNamed) take('finish', { food: null, written: name, quantity: 0, unit: '', named: true });

  for (const spec of archetype.roles) {
    const have = fill.get(spec.role)?.length ?? 0;
    const least = minCount(ctx, spec);
    const wanted = Math.max(least, pickCount(ctx, archetype, spec)) - have;
    if (wanted <= 0) continue;
    const options = spec.options
      .map((o, i) => ({ option: optionOf(o, spec), typicality: 1 - i / Math.max(1, spec.options.length) }))
      .filter((o): o is { option: Option; typicality: number } => Boolean(o.option) && !used.has(o.option!.food.id) && allows(ctx, o.option!.food));
    let picked = 0;
    while (picked < wanted && options.length) {
      let bestIndex = 0;
      let bestScore = -Infinity;
      options.forEach((o, i) => {
        const score = scoreFood(ctx, archetype, spec.role, o.option.food, o.typicality, chosen, colours);
        if (score > bestScore) {
          bestScore = score;
          bestIndex = i;
        }
      });
      const [best] = options.splice(bestIndex, 1);
      // Two foods that stand in for each other (soy sauce and tamari) are one choice, not two.
      if ((fill.get(spec.role) ?? []).some((c) => c.food && isSubstituteOf(best!.option.food, c.food))) continue;
      // Optional foods beyond the minimum must earn their place.
      if (have + picked >= least && bestScore < OPTIONAL_PICK_SCORE) break;
      take(spec.role, { food: best!.option.food, written: best!.option.written, quantity: best!.option.quantity, unit: best!.option.unit, named: false });
      picked++;
    }
    if (have + picked < least) {
      const substitute = catalogueSubstitute(ctx, archetype, spec, used, chosen, colours);
      if (substitute) take(spec.role, substitute);
      else unfilled += least - have - picked;
    }
  }
  sensibleSeasoning(fill);

  if (archetype.technique) notes.push(TECHNIQUE_INGREDIENTS[archetype.technique].why);
  return { archetype, fill, servings, unfilled: unfilled + misplaced, notes, score: 0 };
}

/** Roles that flavour a dish rather than make it: with the member's ingredients only, they may go unfilled unless they define the dish. */
const FLAVOUR_ROLES = new Set<Role>(['aromatic', 'spice', 'herb', 'acid', 'finish', 'seasoning']);

/**
 * The fewest foods a role needs. Limited to the member's ingredients, a role asking for several needs
 * one (a soup of tomato alone is still a soup) and a flavour role none, unless it defines the dish.
 */
function minCount(ctx: Context, spec: RoleSpec): number {
  const min = spec.count[0];
  if (!ctx.onlyUse || min === 0) return min;
  if (FLAVOUR_ROLES.has(spec.role) && !spec.defining) return 0;
  return 1;
}

const TSP_PER: Record<string, number> = { tsp: 1, tbsp: 3, cup: 48, ml: 0.2, g: 0.4, pinch: 0.0625 };

/**
 * Salt, spices and salty condiments held to what a serving takes: salt about 1/4 tsp a person (less where
 * soy sauce, cheese, capers or anchovy bring salt), spices in teaspoons, never a role's gram-sized share.
 */
function sensibleSeasoning(fill: Map<Role, Choice[]>): void {
  const all = [...fill.values()].flat();
  const saltyCompany = all.some((c) => c.food && c.food.name !== 'salt' && c.food.name !== 'kosher salt' && c.food.taste.salty >= SALTY_FOOD_TASTE);
  for (const choices of fill.values()) {
    for (const choice of choices) {
      const food = choice.food;
      if (!food || !(choice.unit in TSP_PER)) continue;
      const isSalt = food.name === 'salt' || food.name === 'kosher salt';
      const limit = SEASONING_TSP_PER_SERVING[food.name] ?? (food.category === 'Spices' ? (food.taste.pungent >= 4 ? HOT_SPICE_TSP_PER_SERVING : SPICE_TSP_PER_SERVING) : null);
      if (limit === null) continue;
      if (choice.unit === 'pinch' && isSalt) continue;
      let tsp = choice.quantity * TSP_PER[choice.unit]!;
      if (isSalt) tsp = saltyCompany ? SALT_TSP_WITH_SALTY_FOODS : Math.min(Math.max(tsp, 0.25), limit);
      else tsp = Math.min(tsp, limit);
      // Condiments measured by the spoon stay in spoons; a dry spice in grams or millilitres becomes teaspoons.
      const unit = choice.unit === 'tbsp' && tsp >= 3 ? 'tbsp' : 'tsp';
      choice.quantity = unit === 'tbsp' ? tsp / 3 : tsp;
      choice.unit = unit;
    }
  }
}

function pickCount(ctx: Context, archetype: DishArchetype, spec: RoleSpec): number {
  const [min, max] = spec.count;
  if (ctx.intent.styles.includes('rainbow') && (spec.role === 'fruit' || spec.role === 'vegetable')) return max;
  if (ctx.intent.styles.includes('quick') && max > min) return Math.max(min, max - 1);
  return max;
}

/** When the dish's own options are all ruled out, the closest allowed food of the same kind from the catalogue. */
function catalogueSubstitute(ctx: Context, archetype: DishArchetype, spec: RoleSpec, used: Set<string>, chosen: FoodEntry[], colours: Set<string>): Choice | null {
  const resolved = spec.options.map((o) => optionOf(o, spec)).filter((o): o is Option => Boolean(o));
  const categories = new Set(resolved.map((o) => o.food.category));
  let best: { food: FoodEntry; score: number } | null = null;
  for (const option of resolved) {
    for (const sub of option.food.substitutions) {
      const food = findFood(sub.name);
      if (!food || used.has(food.id) || !allows(ctx, food) || !categories.has(food.category)) continue;
      // Black pepper alone does not make a curry: a role that defines the dish is not filled by a pantry staple.
      if (spec.defining && isPantryStaple(food)) continue;
      const score = scoreFood(ctx, archetype, spec.role, food, 0.8, chosen, colours);
      if (!best || score > best.score) best = { food, score };
    }
  }
  if (!best) return null;
  const model = resolved.find((o) => o.food.substitutions.some((s) => findFood(s.name)?.id === best!.food.id)) ?? resolved[0]!;
  return { food: best.food, written: best.food.name, quantity: model.quantity, unit: model.unit, named: false };
}

// ---------------------------------------------------------------------------------------------------
// Choosing the dish

function archetypeScore(ctx: Context, archetype: DishArchetype): number {
  const { intent } = ctx;
  let score = 0;
  // A technique ingredient the knowledge cannot vouch for is used only for members without rules.
  const techniqueAllowed = !ctx.rules.allergies.length && !ctx.rules.requiredDiets.length && !ctx.onlyUse;
  if (archetype.technique && !(techniqueAllowed && (intent.styles.includes('technique') || intent.dishType === archetype.key))) return -100;
  const dishType = intent.dishType === 'modernist-mac' && !techniqueAllowed ? 'mac-and-cheese' : intent.dishType;
  if (dishType && archetype.key === dishType) return 100;
  if (dishType) score -= 20;
  if (intent.course) score += archetype.course === intent.course ? 6 : -12;
  else if (archetype.course !== 'main') score -= 3;
  score += intent.cuisines.filter((c) => archetype.cuisines.includes(c)).length * 1.5;
  score += intent.styles.filter((s) => archetype.styles.includes(s)).length * 2;
  for (const food of ctx.named) {
    if (archetype.roles.some((spec) => spec.options.some((o) => optionOf(o, spec)?.food.id === food.id))) score += 2;
    else if (placeNamed(archetype, food)) score += 0.5;
    else score -= 3;
  }
  if (intent.keto && archetype.carbHeavy) score -= 10;
  for (const recipe of ctx.nearbyTitles) if (archetype.keywords.some((k) => recipe.includes(k))) score += 0.5;
  return score;
}

// ---------------------------------------------------------------------------------------------------
// Writing the recipe

const FRACTIONS: [number, string][] = [
  [0.125, '1/8'],
  [0.25, '1/4'],
  [0.333, '1/3'],
  [0.5, '1/2'],
  [0.667, '2/3'],
  [0.75, '3/4'],
];

function fraction(value: number): string {
  const whole = Math.floor(value + 1e-6);
  const rest = value - whole;
  if (rest < 0.06) return String(whole);
  const [, text] = FRACTIONS.reduce((best, f) => (Math.abs(f[0] - rest) < Math.abs(best[0] - rest) ? f : best));
  return whole ? `${whole} ${text}` : text;
}

const PLURAL_UNITS: Record<string, string> = { clove: 'cloves', sprig: 'sprigs', slice: 'slices', pinch: 'pinches' };

function pluralHead(written: string): string {
  const [head, ...rest] = written.split(',');
  const words = head!.trim().split(' ');
  const last = words.pop()!;
  // Written forms that are already plural ("waxy potatoes, peeled") stay as they are.
  if (singularCandidates(last).length && !/(ss|us|is)$/.test(last)) return written;
  const plural = last.endsWith('leaf')
    ? `${last.slice(0, -4)}leaves`
    : ['tomato', 'potato'].includes(last)
      ? `${last}es`
      : /(s|sh|ch|x)$/.test(last)
        ? `${last}es`
        : /[^aeiou]y$/.test(last)
          ? `${last.slice(0, -1)}ies`
          : `${last}s`;
  return [[...words, plural].join(' '), ...rest].join(',');
}

/** A per-serving amount scaled and written the way a cook measures it. */
export function formatAmount(perServing: number, unit: string, servings: number): { quantity: string; unit: string } {
  let value = perServing * servings;
  let u = unit;
  // Whole spoons read better: 4 tsp stays 4 tsp rather than 1 1/3 tbsp.
  if (u === 'tsp' && value >= 3 && Math.abs((value / 3) * 4 - Math.round((value / 3) * 4)) < 0.01) {
    value /= 3;
    u = 'tbsp';
  }
  if (u === 'tbsp' && value >= 4) {
    value /= 16;
    u = 'cup';
  }
  if (u === 'tsp' || u === 'tbsp' || u === 'cup') return { quantity: fraction(Math.max(value, 0.125)), unit: u };
  if (u === 'g' || u === 'ml') {
    if (value >= 1000) return { quantity: String(Math.round(value / 100) / 10), unit: u === 'g' ? 'kg' : 'l' };
    const step = value < 10 ? 0.5 : value < 20 ? 5 : value < 200 ? 10 : 25;
    const rounded = Math.max(step, Math.round(value / step) * step);
    return { quantity: String(rounded), unit: u };
  }
  if (u === 'piece') return { quantity: fraction(Math.max(0.5, Math.round(value * 2) / 2)), unit: '' };
  const count = Math.max(1, Math.round(value));
  return { quantity: String(count), unit: count > 1 ? (PLURAL_UNITS[u] ?? u) : u };
}

/** A counted food ("4 eggs", "2 onions") from a weight, with the catalogue's grams per piece; eggs come whole. */
function countedAmount(food: FoodEntry, perServing: number, unit: string, servings: number): { quantity: string; unit: string } | null {
  if (!COUNTED_FOODS.has(food.name) || !food.gramsPerPiece) return null;
  if (unit === 'piece') return food.category === 'Eggs' ? { quantity: String(Math.max(1, Math.round(perServing * servings))), unit: '' } : null;
  if (unit !== 'g') return null;
  const pieces = (perServing * servings) / food.gramsPerPiece;
  return food.category === 'Eggs' || pieces >= 3 ? { quantity: String(Math.max(1, Math.round(pieces))), unit: '' } : formatAmount(pieces / servings, 'piece', servings);
}

function listText(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** How a food is named inside a step: its catalogue name (singular), without preparation notes. */
function stepName(choice: Choice): string {
  return choice.food?.name ?? choice.written;
}

/** Fills {role}, {role:text} (written when the role is filled) and {!role:text} (written when it is empty) placeholders. */
function render(text: string, fill: Map<Role, Choice[]>, cue: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') {
      out += text[i];
      continue;
    }
    let depth = 1;
    let j = i + 1;
    while (j < text.length && depth) {
      if (text[j] === '{') depth++;
      if (text[j] === '}') depth--;
      j++;
    }
    const inner = text.slice(i + 1, j - 1);
    const colon = inner.indexOf(':');
    const name = colon < 0 ? inner : inner.slice(0, colon);
    if (name === 'cue') out += cue;
    else if (colon >= 0 && name.startsWith('!')) out += fill.get(name.slice(1) as Role)?.length ? '' : render(inner.slice(colon + 1), fill, cue);
    else if (colon >= 0) out += fill.get(name as Role)?.length ? render(inner.slice(colon + 1), fill, cue) : '';
    else out += listText((fill.get(name as Role) ?? []).map(stepName)) || `the ${name}`;
    i = j - 1;
  }
  return out;
}

const minutesText = (minutes: number) => (minutes >= 60 ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}` : `${Math.max(1, minutes)} min`);

const namedRoles = new WeakMap<StepTemplate, Role[]>();
/** Roles a step names outright (not inside a {role:...} clause): the step needs them, or it would read "the herb". */
function rolesNamedIn(step: StepTemplate): Role[] {
  let roles = namedRoles.get(step);
  if (!roles) {
    const bare = step.text.replace(/\{!?[a-z]+:(?:[^{}]|\{[^{}]*\})*\}/g, '');
    roles = [...bare.matchAll(/\{([a-z]+)\}/g)].map((m) => m[1]!).filter((r) => r !== 'cue') as Role[];
    namedRoles.set(step, roles);
  }
  return roles;
}

function stepsOf(composition: Composition): { steps: AiRecipe['steps']; minutes: number } {
  const { archetype, fill } = composition;
  const protein = fill.get('protein')?.[0]?.food ?? fill.get('binder')?.find((c) => c.food?.category === 'Eggs')?.food ?? null;
  const cooking = protein ? cookingOf(protein, archetype.method) : null;
  const cue = cooking?.cue ?? 'cooked through';
  const included = archetype.steps.filter(
    (step: StepTemplate) => [...(step.needs ?? []), ...rolesNamedIn(step)].every((role) => fill.get(role)?.length) && !(step.unless ?? []).some((role) => fill.get(role)?.length),
  );
  let serial = 0;
  let parallel = 0;
  const steps = included.map((step, index) => {
    const minutes = step.minutes === 'protein' ? (cooking && archetype.method !== 'none' ? cooking[archetype.method] : 5) : step.minutes;
    if (step.parallel) parallel = Math.max(parallel, minutes);
    else serial += minutes;
    const instruction = render(step.text, fill, cue);
    return { stepNumber: index + 1, instruction, timing: minutesText(minutes) };
  });
  return { steps, minutes: Math.max(serial, parallel) };
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])([a-zà-ÿ])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

const TITLE_NAMES: Record<string, string> = {
  'rolled oats': 'Oat',
  'finger millet flour': 'Ragi',
  'masoor dal': 'Red Lentil',
  'heavy cream': 'Cream',
  'chicken thigh': 'Chicken',
  'chicken breast': 'Chicken',
  'green cardamom': 'Cardamom',
  'cherry tomato': 'Cherry Tomato',
  'canned tomato': 'Tomato',
  'cooked rice': 'Leftover Rice',
  'greek yogurt': 'Greek Yogurt',
  salt: 'Flaky Salt',
  'vanilla extract': 'Vanilla',
  'dark chocolate': 'Chocolate',
};
const titleName = (choice: Choice) => (choice.food ? (TITLE_NAMES[choice.food.name] ?? titleCase(choice.food.name)) : titleCase(choice.written));
const NOT_TITLE = new Set(['salt', 'black pepper', 'water', 'vegetable oil', 'sunflower oil', 'mustard', 'cornstarch', 'butter', 'heavy cream']);

function titleOf(composition: Composition, intent: PromptIntent): string {
  const { archetype, fill } = composition;
  const isTitleFood = (c: Choice) => !c.food || !NOT_TITLE.has(c.food.name) || (archetype.key === 'chocolate-mousse' && c.food.name === 'salt');
  // {main}: the first title-worthy food of each main role, at most two ("Potato and Gruyère").
  const mainRoles = archetype.titleRoles.main.filter((role) => (fill.get(role) ?? []).some(isTitleFood));
  const main = mainRoles.length === 1 ? fill.get(mainRoles[0]!)!.filter(isTitleFood).slice(0, 2) : mainRoles.slice(0, 2).map((role) => fill.get(role)!.find(isTitleFood)!);
  const mainRole = mainRoles[0];
  const mainIds = new Set(main.map(titleName));
  const withFoods = archetype.titleRoles.with.flatMap((role) => (fill.get(role) ?? []).filter(isTitleFood)).filter((c) => !mainIds.has(titleName(c)));
  const withCount = intent.styles.includes('rainbow') ? 3 : 2;
  const withNames = [...new Set(withFoods.map(titleName))].slice(0, withCount);
  let title = archetype.title
    .replace('{main}', main.map(titleName).join(' and ') || archetype.name.replace(/^(.*)$/, 'House'))
    .replace('{base}', titleName(fill.get('base')?.[0] ?? { food: null, written: 'pasta', quantity: 0, unit: '', named: false }));
  title = withNames.length ? title.replace('{with}', listText(withNames)) : title.replace(/ with \{with\}/, '');
  if (main.length && mainRole === 'base' && archetype.key === 'pasta') title = title.replace(/^(\S+) \1/, '$1');
  const prefixes: string[] = [];
  if (intent.styles.includes('fusion') && intent.cuisines.length >= 2) prefixes.push(intent.cuisines.slice(0, 2).join('-'));
  else if (intent.cuisines.length === 1 && !title.includes(intent.cuisines[0]!)) prefixes.push(intent.cuisines[0]!);
  if (intent.styles.includes('rainbow')) prefixes.push('Rainbow');
  if (intent.styles.includes('zero-waste') && archetype.styles.includes('zero-waste')) prefixes.push('Zero-Waste');
  if (intent.styles.includes('savory-sweet') && archetype.course === 'dessert') prefixes.push('Savory');
  const full = [...prefixes, title].join(' ').replace(/\s+/g, ' ').trim();
  return full.length <= 120 ? full : title.slice(0, 120);
}

function cuisineOf(composition: Composition, intent: PromptIntent): string | null {
  if (intent.cuisines.length >= 2) return 'Fusion';
  if (intent.cuisines.length === 1) return intent.cuisines[0]!;
  // The cuisine most of the chosen foods belong to, if the dish is at home there.
  const counts = new Map<string, number>();
  for (const choices of composition.fill.values()) for (const c of choices) for (const cuisine of c.food?.cuisines ?? []) counts.set(cuisine, (counts.get(cuisine) ?? 0) + 1);
  const ranked = composition.archetype.cuisines.map((c) => [c, counts.get(c) ?? 0] as const).sort((a, b) => b[1] - a[1]);
  return ranked[0]?.[0] ?? null;
}

function ingredientsOf(composition: Composition): AiRecipe['ingredients'] {
  const lines: AiRecipe['ingredients'] = [];
  const roles = [...composition.fill.keys()].sort((a, b) => ROLE_ORDER.indexOf(a) - ROLE_ORDER.indexOf(b));
  for (const role of roles) {
    for (const choice of composition.fill.get(role)!) {
      if (!choice.food) {
        lines.push({ quantity: 'to taste', unit: '', name: choice.written.slice(0, 200) });
        continue;
      }
      const share = SHARED_AMOUNT_ROLES.has(role) ? composition.fill.get(role)!.length : 1;
      const amount =
        countedAmount(choice.food, choice.quantity / share, choice.unit, composition.servings) ?? formatAmount(choice.quantity / share, choice.unit, composition.servings);
      const many = amount.unit === '' && /^\d+ ?\d*\/?\d*$/.test(amount.quantity) && parseFloat(amount.quantity) > 1;
      const prep =
        role === 'protein' && choice.written === choice.food.name && PROTEIN_COOKING[choice.food.name] ? cookingOf(choice.food, composition.archetype.method).prep : undefined;
      const written = prep ? `${choice.written}, ${prep}` : choice.written;
      lines.push({ ...amount, name: many ? pluralHead(written) : written });
    }
  }
  if (composition.archetype.technique === 'sodium citrate') {
    const cheeses = composition.fill.get('cheese') ?? [];
    const cheeseGrams = cheeses.reduce((sum, c) => sum + (c.unit === 'g' ? c.quantity / cheeses.length : 0), 0) * composition.servings;
    const grams = Math.max(1, Math.round(cheeseGrams * TECHNIQUE_INGREDIENTS['sodium citrate'].gramsPerGramCheese * 2) / 2);
    const afterCheese = lines.findLastIndex((l) => cheeses.some((c) => l.name.startsWith(c.written))) + 1;
    lines.splice(afterCheese || lines.length, 0, { quantity: String(grams), unit: 'g', name: 'sodium citrate' });
  }
  return lines;
}

function describe(composition: Composition, intent: PromptIntent, ctx: Context, cookingTime: number, left: string[], nearbyUsed: string | null): string {
  const { archetype, fill } = composition;
  const featured = [...fill.values()]
    .flat()
    .filter((c) => c.food && !NOT_TITLE.has(c.food.name))
    .slice(0, 4)
    .map((c) => c.food!.name);
  const cuisine = cuisineOf(composition, intent);
  const parts: string[] = [];
  const kind =
    cuisine && cuisine !== 'Fusion'
      ? `${cuisine}-style ${archetype.name.toLowerCase()}`
      : cuisine === 'Fusion'
        ? `${intent.cuisines.slice(0, 2).join('-')} ${archetype.name.toLowerCase()}`
        : archetype.name.toLowerCase();
  parts.push(`${/^[aeiou]/i.test(kind) ? 'An' : 'A'} ${kind} for ${composition.servings}, built around ${listText(featured)}.`);
  if (intent.styles.includes('fusion') && intent.cuisines.length >= 2) {
    parts.push(
      `The method is ${archetype.cuisines.find((c) => intent.cuisines.includes(c)) ?? intent.cuisines[0]}; the seasonings lean on ${intent.cuisines.filter((c) => c !== archetype.cuisines.find((a) => intent.cuisines.includes(a))).join(' and ') || intent.cuisines[1]} pantry foods chosen for how well they pair with the rest.`,
    );
  }
  parts.push(`**Why it works:** ${archetype.principle}`);
  const notes = [...composition.notes];
  if (intent.styles.includes('technique') && archetype.key === 'modernist-mac')
    notes.unshift(
      'What is real here: "molecular" cooking mostly means using food chemistry on purpose. There is no foam or spherification in a good mac and cheese; the one modernist technique that truly improves it is an emulsifying salt.',
    );
  if (intent.styles.includes('technique') && archetype.key === 'mac-and-cheese')
    notes.unshift(
      'The modernist version uses sodium citrate, which Hearth’s food knowledge cannot check against your diet and allergies, so this uses the classic fix instead: starch on the cheese keeps the proteins from clumping (McGee 2004).',
    );
  if (intent.styles.includes('savory-sweet') && archetype.course === 'dessert')
    notes.push(
      'Savoury notes (salt, pepper, olive oil, cheese or herbs) in a dessert are not a gimmick: salt suppresses bitterness and makes sweetness taste rounder (Nosrat 2017).',
    );
  if (intent.styles.includes('zero-waste')) {
    const scraps = [...fill.values()]
      .flat()
      .filter((c) => c.food && SCRAP_USES[c.food.name])
      .map((c) => `${c.food!.name}: ${SCRAP_USES[c.food!.name]}`);
    if (scraps.length) notes.push(`Using it all up: ${scraps.slice(0, 4).join('; ')}.`);
  }
  if (intent.styles.includes('rainbow')) {
    const colours = [
      ...new Set(
        [...fill.values()]
          .flat()
          .map((c) => (c.food ? PRODUCE_COLOURS[c.food.name] : undefined))
          .filter(Boolean),
      ),
    ];
    if (colours.length >= 3) notes.push(`Colours on the plate: ${colours.join(', ')}.`);
  }
  if (intent.maxMinutes && cookingTime > intent.maxMinutes)
    notes.push(
      `A proper ${archetype.name.toLowerCase()} takes about ${cookingTime} minutes, longer than the ${intent.maxMinutes} you asked for; no step here can honestly be rushed further.`,
    );
  if (archetype.key === 'panna-cotta' || archetype.key === 'chocolate-mousse') notes.push(`The time includes chilling; hands-on work is about 20 minutes.`);
  notes.push(...left);
  for (const name of ctx.unknownNamed) notes.push(`Hearth’s food knowledge does not know “${name}”, so add it where it suits you and taste as you go.`);
  if (nearbyUsed) notes.push(`Its pairings follow ${nearbyUsed} on Hearth.`);
  if (notes.length) parts.push(notes.map((n) => `- ${n}`).join('\n'));
  let text = parts.join('\n\n');
  while (text.length > 2000 && parts.length > 2) {
    parts.splice(parts.length - 1, 1);
    text = parts.join('\n\n');
  }
  return text.slice(0, 2000);
}

function ruleReason(problems: string[], fromPrompt: boolean): string {
  const problem = problems[0] ?? '';
  return fromPrompt ? `${problem}, as you asked` : `${problem}, and your profile rules it out`;
}

/**
 * The built-in Chef: reads the request, picks the dish archetype that answers it best (named dish,
 * course, cuisines, styles, named foods, time limit, keto), fills its roles with foods the member may eat
 * (pairing with what is already chosen, nudged towards nearby platform recipes) and writes the method
 * with times, scaled to the servings. Deterministic for the same request (the member's ingredients are a
 * set: their order does not change the recipe). Null when no dish can be made from what the rules and
 * the member's own ingredients allow.
 */
export function composeRecipe(request: ComposeRequest): AiRecipe | null {
  const intent = readPrompt(request.prompt);
  const memberRules = { allergies: [...request.rules.allergies], requiredDiets: [...request.rules.requiredDiets] };
  const rules = {
    allergies: ALLERGENS.filter((a) => memberRules.allergies.includes(a) || intent.avoid.includes(a)),
    requiredDiets: [...new Set([...memberRules.requiredDiets, ...intent.diets])],
  };
  const left: string[] = [];
  const named: FoodEntry[] = [];
  const unknownNamed: string[] = [];
  const requested = [...intent.ingredients.map((name) => ({ name, typed: name })), ...request.mustUse.map((typed) => ({ name: typed, typed }))];
  const onlyUse = request.onlyUse ? new Set(request.onlyUse.map((n) => findFood(n)?.id).filter((id): id is string => Boolean(id))) : null;
  for (const { name, typed } of requested) {
    const food = findFood(name);
    if (!food) {
      if (rules.allergies.length || rules.requiredDiets.length)
        left.push(`“${typed}” is left out: Hearth’s food knowledge does not know it, so it cannot be checked against your diet and allergies.`);
      else if (!unknownNamed.includes(typed.trim()) && typed.trim()) unknownNamed.push(typed.trim().slice(0, 80));
      continue;
    }
    if (named.some((f) => f.id === food.id) || intent.excluded.includes(food.name)) continue;
    const memberProblems = problemsWith([food.name], memberRules);
    const promptProblems = problemsWith([food.name], rules);
    if (memberProblems.length || promptProblems.length) {
      left.push(`${titleCase(food.name)} is left out: ${ruleReason(memberProblems.length ? memberProblems : promptProblems, !memberProblems.length)}.`);
      continue;
    }
    if (intent.keto && !ketoAllows(food)) {
      left.push(`${titleCase(food.name)} is left out to keep the dish low in carbohydrate.`);
      continue;
    }
    named.push(food);
  }
  if (onlyUse) for (const food of named) onlyUse.add(food.id);
  // A member's list of ingredients (Discover) is a set: the order they were typed or identified in must not change the recipe.
  if (request.mustUse.length) named.sort((a, b) => a.id.localeCompare(b.id));

  const nearbyFoods = new Map<string, number>();
  for (const recipe of request.nearby)
    for (const line of recipe.ingredients) {
      const food = findFood(line.name);
      if (food) nearbyFoods.set(food.id, (nearbyFoods.get(food.id) ?? 0) + 1);
    }
  const ctx: Context = {
    intent,
    rules,
    memberRules,
    onlyUse,
    named,
    unknownNamed,
    variant: Math.max(0, Math.floor(request.variant)),
    nearbyFoods,
    excluded: new Set(intent.excluded),
    nearbyTitles: request.nearby.map((r) => r.title.toLowerCase()),
  };

  const ranked = DISH_ARCHETYPES.map((archetype) => ({ archetype, base: archetypeScore(ctx, archetype) }))
    .filter((a) => a.base > -50)
    .map(({ archetype, base }) => {
      const composition = compose(ctx, archetype);
      const { minutes } = stepsOf(composition);
      let score = base - composition.unfilled * (archetype.key === intent.dishType ? 200 : 4);
      if (intent.maxMinutes && !intent.dishType && minutes > intent.maxMinutes) score -= 8 + (minutes - intent.maxMinutes) / 10;
      return { composition, score, minutes };
    })
    // A dish the rules leave too thin to cook (fewer than five ingredients) is not offered; limited to the
    // member's ingredients, neither is one missing what makes it (a risotto without rice).
    .filter((r) => safeIngredients(ingredientsOf(r.composition), memberRules, rules).length >= 5 && !(onlyUse && r.composition.unfilled))
    .sort((a, b) => b.score - a.score || a.composition.archetype.key.localeCompare(b.composition.archetype.key));
  const best = ranked[0];
  if (!best) return null;
  const close = ranked.filter((r) => r.score >= best.score - 3).slice(0, 3);
  const picked = close[ctx.variant % close.length]!;
  const composition = picked.composition;
  const askedFor = DISH_ARCHETYPES.find((a) => a.key === intent.dishType);
  if (askedFor && askedFor.key !== composition.archetype.key && !(askedFor.technique && composition.archetype.key === 'mac-and-cheese')) {
    left.push(
      `A ${askedFor.name.toLowerCase()} cannot be made well within your diet and allergies with the foods Hearth knows, so this is a ${composition.archetype.name.toLowerCase()} instead.`,
    );
  }

  const { steps, minutes } = stepsOf(composition);
  const ingredients = safeIngredients(ingredientsOf(composition), memberRules, rules);
  const nearbyUsed = nearbyMatch(request.nearby, composition);
  return {
    title: titleOf(composition, intent),
    description: describe(composition, intent, ctx, minutes, left, nearbyUsed),
    cookingTime: Math.max(1, Math.min(24 * 60, minutes)),
    servings: composition.servings,
    cuisine: cuisineOf(composition, intent),
    ingredients,
    steps,
  };
}

/** A last check on the written lines: anything the rules reject is dropped (the written form could read differently). */
function safeIngredients(lines: AiRecipe['ingredients'], memberRules: Context['rules'], rules: Context['rules']): AiRecipe['ingredients'] {
  return lines.filter((line) => !ruleProblems(line.name, memberRules).length && !ruleProblems(line.name, rules).length);
}

/** The nearby platform recipe sharing the most foods with the composed one, when it shares at least three. */
function nearbyMatch(nearby: NearbyRecipe[], composition: Composition): string | null {
  const mine = new Set(
    [...composition.fill.values()]
      .flat()
      .map((c) => c.food?.id)
      .filter(Boolean),
  );
  let best: { title: string; shared: number } | null = null;
  for (const recipe of nearby) {
    const shared = new Set(recipe.ingredients.map((l) => findFood(l.name)?.id).filter((id) => id && mine.has(id))).size;
    if (shared >= 3 && (!best || shared > best.shared)) best = { title: recipe.title, shared };
  }
  return best ? `“${best.title}”, which shares ${best.shared} of its ingredients` : null;
}
