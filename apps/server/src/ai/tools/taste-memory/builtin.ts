import { TASTE_MEMORY_MAX_MATCHES, type ExtractedCharacteristics } from '@hearth/contracts';
import type { DishHistory } from '../../knowledge/dish-histories';
import { getFoodIndex } from '../../knowledge/lookup';
import { normalizeName, singularCandidates } from '../../knowledge/normalize';
import { isPantryStaple } from '../../knowledge/pantry-staples';
import { SENSORY_TERMS, type SensoryTerm } from '../../knowledge/sensory-lexicon';
import type { FoodEntry } from '../../knowledge/types';
import { displayLabel, foodWeight, isVague, readMemory, type FoodMention, type MemoryReading, type SensoryHit } from './read-memory';

/** A listed recipe the member may see, as the task sees it. */
export interface PlatformCandidate {
  id: number;
  title: string;
  description: string | null;
  cuisine: string | null;
  tags: string[];
  cookingStyles: string[];
  ingredients: string[];
}

/** A classic dish from the dish histories, as the task sees it. */
export interface ClassicCandidate {
  key: string;
  name: string;
  aliases: string[];
  cuisine: string;
  keyIngredients: string[];
}

export interface TasteMemoryInput {
  memoryDescription: string;
  candidates: PlatformCandidate[];
  dishes: ClassicCandidate[];
}

/** One possible recipe as the task answers it: `recipe:<id>` or `dish:<key>`, never a name alone. */
export interface RankedRef {
  ref: string;
  confidence: number;
  reasoning: string;
}

export interface TasteMemoryAnswer {
  confidence: number;
  confidenceNote: string;
  suggestions: string[];
  extractedCharacteristics: ExtractedCharacteristics;
  matchedIngredients: string[];
  ruledOut: string[];
  possibleRecipes: RankedRef[];
}

/** A memory this vague may not be matched with more confidence than this, whoever answers. */
export const VAGUE_CEILING = 0.35;
/** Below this a candidate is not worth showing. */
const MIN_CONFIDENCE = 0.08;

export const recipeRef = (id: number) => `recipe:${id}`;
export const dishRef = (key: string) => `dish:${key}`;

/** Words in dish names that do not tell one dish from another. */
const TITLE_STOPWORDS = new Set([
  // Cooking and colour words say how a dish was made or looked; the lexicon and recipe words weigh those.
  'hot',
  'cold',
  'fried',
  'baked',
  'grilled',
  'roasted',
  'steamed',
  'green',
  'red',
  'white',
  'black',
  'yellow',
  'sweet',
  'sour',
  'spicy',
  'crispy',
  'creamy',
  'fresh',
  'mini',
  'with',
  'and',
  'the',
  'a',
  'of',
  'in',
  'on',
  'al',
  'alla',
  'con',
  'aux',
  'au',
  'de',
  'la',
  'le',
  'les',
  'du',
  'en',
  'classic',
  'style',
  'easy',
  'quick',
  'best',
  'homemade',
  'simple',
  'my',
  'n',
  'or',
  'y',
  'e',
  'di',
  'sauce',
  'dish',
  'recipe',
  'bowl',
  'plate',
]);

// ─── Candidates, prepared once per analysis ────────────────────────────────────────────────────────

interface CandidateFood {
  food: FoodEntry | undefined;
  /** The name as the recipe writes it, normalised. */
  key: string;
  weight: number;
}

interface Prepared {
  ref: string;
  kind: 'platform' | 'classic';
  name: string;
  /** Full names a memory may use: the title, the title before "with", a dish's name and aliases. */
  names: string[];
  titleWords: string[];
  foods: CandidateFood[];
  /** Normalised title, description, tags, styles and ingredient names, padded with spaces for whole-word search. */
  text: string;
  cuisine: string | null;
}

const padded = (value: string) => ` ${normalizeName(value)} `;
const hasPhrase = (text: string, phrase: string) => phrase.length > 0 && text.includes(` ${phrase} `);
/** The phrase, or its last word made plural, in a padded text ("peanut" finds "peanuts"). */
const hasWordForm = (text: string, phrase: string) => hasPhrase(text, phrase) || hasPhrase(text, `${phrase}s`) || hasPhrase(text, `${phrase}es`);

function titleCore(title: string): string {
  return normalizeName(title.split(/\s+(?:with|and|in|on|served with)\s+/i)[0] ?? title);
}

function contentWords(names: readonly string[]): string[] {
  const words = new Set<string>();
  for (const name of names) for (const word of normalizeName(name).split(' ')) if (word.length >= 3 && !TITLE_STOPWORDS.has(word)) words.add(word);
  return [...words];
}

function prepareFoods(names: readonly string[]): CandidateFood[] {
  const index = getFoodIndex();
  return names.map((name) => {
    const food = index.find(name);
    return { food, key: normalizeName(name), weight: food ? foodWeight(food) : 0.6 };
  });
}

export function preparePlatform(c: PlatformCandidate): Prepared {
  const names = [...new Set([normalizeName(c.title), titleCore(c.title)])].filter(Boolean);
  return {
    ref: recipeRef(c.id),
    kind: 'platform',
    name: c.title,
    names,
    titleWords: contentWords([c.title]),
    foods: prepareFoods(c.ingredients),
    text: padded([c.title, c.description ?? '', ...c.tags, ...c.cookingStyles, ...c.ingredients].join(' . ')),
    cuisine: c.cuisine,
  };
}

const preparedDishes = new WeakMap<object, Prepared>();
export function prepareClassic(c: ClassicCandidate): Prepared {
  const cached = preparedDishes.get(c);
  if (cached) return cached;
  const names = [...new Set([c.name, ...c.aliases].map(normalizeName))].filter(Boolean);
  const prepared: Prepared = {
    ref: dishRef(c.key),
    kind: 'classic',
    name: c.name,
    names,
    titleWords: contentWords([c.name]),
    foods: prepareFoods(c.keyIngredients),
    text: padded([c.name, ...c.aliases, ...c.keyIngredients].join(' . ')),
    cuisine: c.cuisine,
  };
  preparedDishes.set(c, prepared);
  return prepared;
}

/** Words that name a kind of dish, not a dish: a recipe titled "Soup" is not named by "a soup". */
const GENERIC_DISH_WORDS = new Set(
  'soup stew curry salad rice bread cake pie pasta noodle noodles pudding sandwich dessert snack sauce tart cookie cookies biscuit biscuits porridge dumpling dumplings fritter fritters gravy dip bowl'.split(
    ' ',
  ),
);

/**
 * A name that picks out one dish: two words or more, or one word that is not a kind of dish. A member's
 * recipe titled with one food ("Chicken") is not named by the food; a classic dish from the histories
 * ("naan", "hummus") is, since the knowledge vouches for the name.
 */
function isDistinctName(name: string, kind: Prepared['kind']): boolean {
  if (name.includes(' ')) return true;
  return name.length >= 3 && !GENERIC_DISH_WORDS.has(name) && (kind === 'classic' || !getFoodIndex().findExact(name));
}

// ─── Evidence ──────────────────────────────────────────────────────────────────────────────────────

export interface Evidence {
  /** The dish's name as the memory wrote it. */
  named: string | null;
  titleWords: string[];
  /** Foods of the memory the candidate uses, with the candidate's own name for each. */
  ingredients: { mention: FoodMention; as: string; weight: number }[];
  /** Share of the candidate's ingredients (by weight, staples aside) the memory named. */
  coverage: number;
  senses: { hit: SensoryHit; because: string }[];
  /** Feelings the memory names that the dish's own text speaks to (its words 'because'). */
  feelings: { hit: SensoryHit; because: string }[];
  cuisine: string | null;
  /** Other words of the memory found in the recipe ("skewers", "fried"). */
  words: string[];
  against: string[];
  score: number;
  penalty: number;
}

/**
 * Whether a memory's food is one of the candidate's ingredients: the same food, or a kind of it in the
 * same category ("chicken" is in "chicken thigh", "rice" in "long-grain rice"; but "milk" is not
 * "coconut milk", nor "lime" a "makrut lime leaf").
 */
function candidateFoodFor(mention: FoodMention, foods: readonly CandidateFood[]): CandidateFood | undefined {
  const exact = foods.find((f) => f.food?.id === mention.food.id);
  if (exact) return exact;
  const name = normalizeName(mention.name);
  const forms = [name, ...singularCandidates(name), normalizeName(mention.food.name)].filter((form) => form.length >= 3);
  return foods.find((f) => (!f.food || f.food.category === mention.food.category) && forms.some((form) => hasWordForm(` ${f.key} `, form)));
}

/** Why a candidate shows a characteristic: a recipe word, or an ingredient strong on the taste axis. */
function showsCharacteristic(term: SensoryTerm, c: Prepared): string | null {
  for (const word of term.recipeWords ?? []) if (hasWordForm(c.text, normalizeName(word))) return word;
  if (term.taste) {
    const { axis, atLeast, except = [] } = term.taste;
    // A classic dish lists only its defining ingredients, so its sugar counts; a recipe's teaspoon of sugar does not.
    const strong = c.foods.find((f) => f.food && (c.kind === 'classic' || !isPantryStaple(f.food)) && !except.includes(f.food.id) && f.food.taste[axis] >= atLeast);
    if (strong) return strong.key;
  }
  return null;
}

const NON_REGIONAL = new Set(['street food', 'fusion']);
const TERM_BY_LABEL = new Map(SENSORY_TERMS.map((t) => [t.label, t]));

const WEIGHTS = {
  name: 3,
  titleWord: 0.6,
  coverage: 1.5,
  sense: 0.4,
  feeling: 0.15,
  cuisine: 0.7,
  word: 0.2,
  excludedFood: 1.2,
  deniedSense: 0.5,
  opposedSense: 0.4,
  otherCuisine: 0.5,
} as const;

export function evidenceFor(reading: MemoryReading, c: Prepared): Evidence {
  const memory = ` ${reading.normalized} `;
  const named = c.names.find((name) => isDistinctName(name, c.kind) && hasWordForm(memory, name)) ?? null;
  const namedWords = new Set(named ? named.split(' ') : []);
  const memoryWords = new Set(reading.words.flatMap((w) => [w, ...singularCandidates(w)]));
  const foodWords = new Set(reading.foods.flatMap((f) => normalizeName(f.name).split(' ')));
  const titleWords = c.titleWords.filter((w) => !namedWords.has(w) && !foodWords.has(w) && (memoryWords.has(w) || singularCandidates(w).some((s) => memoryWords.has(s))));

  const ingredients: Evidence['ingredients'] = [];
  for (const mention of reading.foods) {
    const match = candidateFoodFor(mention, c.foods);
    if (match) ingredients.push({ mention, as: match.key, weight: mention.weight * (match.food?.id === mention.food.id ? 1 : 0.8) });
  }
  const total = c.foods.filter((f) => !(f.food && isPantryStaple(f.food))).reduce((sum, f) => sum + f.weight, 0);
  const matchedKeys = new Set(ingredients.map((i) => i.as));
  const covered = c.foods.filter((f) => matchedKeys.has(f.key) && !(f.food && isPantryStaple(f.food))).reduce((sum, f) => sum + f.weight, 0);
  const coverage = total > 0 ? Math.min(1, covered / total) : 0;

  const senses: Evidence['senses'] = [];
  const feelings: Evidence['feelings'] = [];
  for (const hit of reading.characteristics) {
    if (!hit.term) continue;
    const because = showsCharacteristic(hit.term, c);
    if (!because) continue;
    if (hit.kind === 'emotion') feelings.push({ hit, because });
    else senses.push({ hit, because });
  }
  const cuisine = c.cuisine ? (reading.cuisines.find((x) => x.cuisine.toLowerCase() === c.cuisine!.toLowerCase())?.quote ?? null) : null;

  const used = new Set([...namedWords, ...titleWords, ...c.titleWords]);
  const words = reading.words
    .filter((w) => w.length >= 4 && ![w, ...singularCandidates(w)].some((form) => used.has(form)) && [w, ...singularCandidates(w)].some((form) => hasWordForm(c.text, form)))
    .slice(0, 5);

  const against: string[] = [];
  let penalty = 0;
  for (const excluded of reading.excludedFoods) {
    const match = candidateFoodFor(excluded, c.foods);
    if (match) {
      against.push(`you said “${excluded.quote}”, and it uses ${match.key}`);
      penalty += WEIGHTS.excludedFood;
    }
  }
  for (const denied of reading.negated) {
    const term = TERM_BY_LABEL.get(denied.label);
    const because = term && showsCharacteristic(term, c);
    if (because) {
      against.push(`you said “${denied.quote}”, and it is ${denied.label} (${because})`);
      penalty += WEIGHTS.deniedSense;
    }
  }
  for (const label of reading.opposed) {
    const term = TERM_BY_LABEL.get(label);
    const because = term && showsCharacteristic(term, c);
    if (because) {
      against.push(`it is ${label} (${because}), which your memory does not suggest`);
      penalty += WEIGHTS.opposedSense;
    }
  }
  // Street food and fusion say how a dish is sold or made, not where from: they contradict no place.
  const regional = (name: string) => !NON_REGIONAL.has(name.toLowerCase());
  if (!cuisine && c.cuisine && regional(c.cuisine) && reading.cuisines.some((x) => regional(x.cuisine))) {
    against.push(`it is ${c.cuisine}, and you mentioned ${list(reading.cuisines.filter((x) => regional(x.cuisine)).map((x) => `“${x.quote}”`))}`);
    penalty += WEIGHTS.otherCuisine;
  }

  const score =
    (named ? WEIGHTS.name : 0) +
    WEIGHTS.titleWord * Math.min(3, titleWords.length) +
    ingredients.reduce((sum, i) => sum + i.weight, 0) +
    WEIGHTS.coverage * coverage +
    senses.reduce((sum, s) => sum + WEIGHTS.sense * Math.min(1.5, s.hit.intensity), 0) +
    Math.min(0.3, WEIGHTS.feeling * feelings.length) +
    (cuisine ? WEIGHTS.cuisine : 0) +
    WEIGHTS.word * words.length;
  return { named, titleWords, ingredients, coverage, senses, feelings, cuisine, words, against, score, penalty };
}

/**
 * Confidence from evidence: rises with it (never falls when evidence is added) and saturates; evidence
 * against a dish (an ingredient the memory says was absent, a denied taste, another cuisine) lowers it.
 * Without the dish's name, one shared ingredient cannot make a confident match, and impressions alone
 * (tastes, textures, feelings) never can.
 */
export function confidenceOf(e: Pick<Evidence, 'named' | 'ingredients' | 'score' | 'penalty'>): number {
  const raw = (1 - Math.exp(-e.score / 4)) * Math.exp(-e.penalty / 3);
  // Caps rise with the weight of shared ingredients (a main ingredient 1, a spice 0.6), so adding one never lowers them.
  const shared = e.ingredients.reduce((sum, i) => sum + i.weight, 0);
  const cap = e.named ? 0.97 : shared >= 2 ? 0.9 : shared >= 1 ? 0.55 : shared > 0 ? 0.4 : 0.3;
  return Math.round(Math.min(raw, cap) * 100) / 100;
}

/** Worth showing: named, or sharing more than a pantry staple, a word of its name, or several impressions. */
function isEligible(e: Evidence): boolean {
  const shared = e.ingredients.reduce((sum, i) => sum + i.weight, 0);
  return Boolean(e.named) || shared >= 0.5 || e.titleWords.length > 0 || e.senses.length >= 3 || (Boolean(e.cuisine) && e.senses.length >= 2);
}

const quoted = (items: readonly string[]) => items.map((item) => `“${item}”`);
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The reasoning for one candidate, quoting the member's words that matched and what in the dish they matched. */
export function reasoningFor(c: Prepared, e: Evidence): string {
  const parts: string[] = [];
  if (e.named) parts.push(`Your memory names it: “${e.named}”.`);
  if (e.titleWords.length) parts.push(`Its name shares ${list(quoted(e.titleWords))} with your memory.`);
  if (e.ingredients.length) {
    const named = e.ingredients.map((i) => (normalizeName(i.mention.name) === i.as ? `“${i.mention.quote}”` : `“${i.mention.quote}” (${i.as})`));
    parts.push(`${c.kind === 'classic' ? 'Its defining ingredients include' : 'It uses'} ${list(named)}.`);
  }
  if (e.senses.length) parts.push(`It fits ${list(e.senses.map((s) => `“${s.hit.quotes[0]}” (${s.because})`))}.`);
  if (e.cuisine) parts.push(`It is ${c.cuisine}, as your “${e.cuisine}” suggests.`);
  if (e.words.length) parts.push(`Its recipe also mentions ${list(quoted(e.words))}.`);
  // Only what the dish's own text says ("Comfort Food", "grandmother"), never a claim about people.
  if (e.feelings.length && parts.length)
    parts.push(`Its recipe speaks of ${list(quoted(e.feelings.map((f) => f.because)))}, which fits the ${list(e.feelings.map((f) => f.hit.label))} in your memory.`);
  if (e.against.length) parts.push(`Against it: ${e.against.join('; ')}.`);
  if (c.kind === 'classic') parts.push('Hearth has no recipe for it yet; Hearth’s dish history has its origin and defining ingredients.');
  const text = parts.join(' ');
  return text.length > 780 ? `${text.slice(0, 777)}…` : text;
}

export interface RankedCandidate {
  prepared: Prepared;
  evidence: Evidence;
  confidence: number;
}

/** True when a listed recipe is this classic dish under its own title ("Pad Thai with Shrimp" is pad thai). */
function mirrors(platform: Prepared, dish: Prepared): boolean {
  const title = ` ${platform.names[0]} `;
  return dish.names.some((name) => name.length >= 3 && hasWordForm(title, name));
}

/**
 * Ranks listed recipes and classic dishes by the evidence for each. A classic dish that a listed recipe
 * already is (by name) gives way to that recipe. Ties: platform recipes first, then by name.
 */
export function rankCandidates(reading: MemoryReading, input: Pick<TasteMemoryInput, 'candidates' | 'dishes'>, limit = TASTE_MEMORY_MAX_MATCHES): RankedCandidate[] {
  const platform = input.candidates.map(preparePlatform);
  const classics = input.dishes.map(prepareClassic).filter((dish) => !platform.some((p) => mirrors(p, dish)));
  return [...platform, ...classics]
    .map((prepared) => {
      const evidence = evidenceFor(reading, prepared);
      return { prepared, evidence, confidence: confidenceOf(evidence) };
    })
    .filter((r) => isEligible(r.evidence) && r.confidence >= MIN_CONFIDENCE)
    .sort(
      (a, b) =>
        b.confidence - a.confidence || (a.prepared.kind === b.prepared.kind ? 0 : a.prepared.kind === 'platform' ? -1 : 1) || a.prepared.name.localeCompare(b.prepared.name),
    )
    .slice(0, limit);
}

/** The engine hands builtin() and check() the same parsed input, so one ranking serves both. */
const rankings = new WeakMap<TasteMemoryInput, { reading: MemoryReading; ranked: RankedCandidate[] }>();

/** The reading of the input's memory and every eligible candidate ranked, computed once per input object. */
export function rankMemory(input: TasteMemoryInput): { reading: MemoryReading; ranked: RankedCandidate[] } {
  const cached = rankings.get(input);
  if (cached) return cached;
  const reading = readMemory(input.memoryDescription);
  const result = { reading, ranked: rankCandidates(reading, input, Number.POSITIVE_INFINITY) };
  rankings.set(input, result);
  return result;
}

/**
 * The classic dishes worth offering the task: those the memory names or shares ingredients, title
 * words or a cuisine with, best first. Cheap enough to run over every dish history on each request.
 */
export function classicCandidates(reading: MemoryReading, dishes: readonly DishHistory[], limit = 15): DishHistory[] {
  return dishes
    .map((dish) => ({ dish, evidence: evidenceFor(reading, prepareClassic(dish)) }))
    .filter(({ evidence }) => isEligible(evidence))
    .sort((a, b) => b.evidence.score - a.evidence.score || a.dish.key.localeCompare(b.dish.key))
    .slice(0, limit)
    .map(({ dish }) => dish);
}

// ─── The answer ────────────────────────────────────────────────────────────────────────────────────

export function characteristicsOf(reading: MemoryReading): ExtractedCharacteristics {
  const of = (kind: SensoryHit['kind']) => reading.characteristics.filter((c) => c.kind === kind).map(displayLabel);
  return { flavors: of('flavor'), textures: of('texture'), aromas: of('aroma'), visualCues: of('visual'), emotions: of('emotion') };
}

export function ruledOutOf(reading: MemoryReading): string[] {
  return [...reading.negated.map((n) => `not ${n.label}`), ...reading.excludedFoods.map((f) => `no ${f.name}`)];
}

/** The overall confidence: the best match, discounted when the memory itself says little; capped when vague. */
export function overallConfidence(reading: MemoryReading, ranked: readonly RankedCandidate[]): number {
  const top = ranked[0];
  if (!top) return 0;
  const namedDish = Boolean(top.evidence.named);
  const specificity = 1 - Math.exp(-(reading.specificity + (namedDish ? 2.5 : 0)) / 3);
  const overall = top.confidence * (0.6 + 0.4 * specificity);
  const capped = isVague(reading, namedDish) ? Math.min(overall, VAGUE_CEILING) : overall;
  return Math.round(capped * 100) / 100;
}

/** What detail would help, for the parts the memory leaves out. */
export function suggestionsFor(reading: MemoryReading, namedDish: boolean): string[] {
  const kinds = new Set(reading.characteristics.map((c) => c.kind));
  const out: string[] = [];
  if (!reading.foods.length)
    out.push('Name any ingredient you can picture or taste: the main one (a meat or fish, lentils, rice, bread, a vegetable) or a spice or herb you could smell.');
  if (!namedDish && !reading.cuisines.length) out.push('Say what it was called, even roughly, or where you ate it (a country, region or cuisine).');
  if (!kinds.has('flavor')) out.push('Describe the main taste: sweet, sour, salty, spicy, savoury or bitter.');
  if (!kinds.has('texture')) out.push('Describe the texture: crispy, flaky, soft, creamy, chewy, or in a broth or sauce.');
  if (!kinds.has('aroma')) out.push('Mention any smell you remember: smoke, a particular spice, citrus, butter, herbs.');
  if (!kinds.has('visual')) out.push('Say how it looked: its colour, whether it was golden, charred, glossy or layered.');
  return out.slice(0, 4);
}

function noteFor(reading: MemoryReading, ranked: readonly RankedCandidate[], overall: number): string {
  const top = ranked[0];
  const namedDish = Boolean(top?.evidence.named);
  const feelings = reading.characteristics.filter((c) => c.kind === 'emotion').map((c) => c.label);
  if (isVague(reading, namedDish)) {
    const has = reading.foods.length
      ? 'names few ingredients and no dish'
      : feelings.length
        ? `tells how the dish felt (${list(feelings)}) more than what was in it`
        : 'names no ingredient and no dish';
    return `This memory is too vague to match with confidence: it ${has}. ${top ? 'The matches below are guesses from the few details there are.' : 'Nothing could be matched from it.'} More detail would help (see the suggestions).`;
  }
  if (!top) return 'Your memory is detailed, but nothing on Hearth or in Hearth’s dish histories matches it closely. The dish may not be recorded here yet.';
  const e = top.evidence;
  const basis = [
    e.named ? 'its name' : null,
    e.ingredients.length ? `${e.ingredients.length} ingredient${e.ingredients.length === 1 ? '' : 's'} you mentioned` : null,
    e.senses.length ? `${e.senses.length} of the tastes, textures, smells or looks you described` : null,
    e.cuisine ? 'the cuisine' : null,
  ].filter((x): x is string => Boolean(x));
  const strength = overall >= 0.7 ? 'Strong match' : overall >= 0.4 ? 'Likely match' : 'Weak match';
  return `${strength}: ${top.prepared.name} (${Math.round(overall * 100)}%), resting on ${list(basis.length ? basis : ['a few shared words'])}.${overall < 0.4 ? ' Treat the matches as leads, not answers.' : ''}`;
}

/** The built-in answer: the reading, then the ranked candidates with their reasons. */
export function analyzeMemory(input: TasteMemoryInput): TasteMemoryAnswer {
  const { reading, ranked: all } = rankMemory(input);
  const ranked = all.slice(0, TASTE_MEMORY_MAX_MATCHES);
  const confidence = overallConfidence(reading, ranked);
  const namedDish = Boolean(ranked[0]?.evidence.named);
  return {
    confidence,
    confidenceNote: noteFor(reading, ranked, confidence),
    suggestions: confidence < 0.5 || isVague(reading, namedDish) ? suggestionsFor(reading, namedDish) : [],
    extractedCharacteristics: characteristicsOf(reading),
    matchedIngredients: [...new Set(reading.foods.map((f) => f.name))],
    ruledOut: ruledOutOf(reading),
    possibleRecipes: ranked.map((r) => ({ ref: r.prepared.ref, confidence: r.confidence, reasoning: reasoningFor(r.prepared, r.evidence) })),
  };
}

/** Words worth searching the recipes for: the foods named, the memory's content words, characteristic words. */
export function searchTerms(reading: MemoryReading, max = 40): string[] {
  const terms = new Set<string>();
  for (const food of reading.foods) terms.add(normalizeName(food.name));
  for (const word of reading.words) if (!/^\d/.test(word)) terms.add(word);
  for (const hit of reading.characteristics) {
    if (hit.kind === 'emotion') continue;
    terms.add(normalizeName(hit.label));
    for (const word of (hit.term?.recipeWords ?? []).slice(0, 3)) terms.add(normalizeName(word));
  }
  return [...terms].filter((t) => /^[a-z0-9 ]+$/.test(t) && t.length >= 3).slice(0, max);
}
