import { getFoodIndex, type FoodIndex } from '../../knowledge/lookup';
import { normalizeName } from '../../knowledge/normalize';
import { isPantryStaple } from '../../knowledge/pantry-staples';
import {
  AMBIGUOUS_FOOD_WORDS,
  COLOUR_FOODS,
  COLOUR_NOUNS,
  CUE_LEADS,
  CUE_SUFFIXES,
  CUISINE_WORDS,
  DIMINISHERS,
  INTENSIFIERS,
  NEGATION_WINDOW,
  NEGATORS,
  SENSORY_TERMS,
  SOFTENED_SHARE,
  SOFTENERS,
  type SensoryKind,
  type SensoryTerm,
} from '../../knowledge/sensory-lexicon';
import type { FoodEntry } from '../../knowledge/types';

/** A characteristic the memory gives the dish, with the words it came from. */
export interface SensoryHit {
  label: string;
  kind: SensoryKind;
  /** The lexicon entry, or null for a cue built from a food ("smelled of cardamom" → aroma 'cardamom'). */
  term: SensoryTerm | null;
  /** Phrase weight × intensity; softened negations ("not too sweet") keep SOFTENED_SHARE of it. */
  weight: number;
  /** Above 1 for "very smoky", below for "slightly sweet" and "not too sweet". */
  intensity: number;
  quotes: string[];
}

/** A food the memory names, or that a word built from its name implies ('garlicky'). */
export interface FoodMention {
  food: FoodEntry;
  /** What the member called it, lowercased as written ('cardamom', 'chickpeas'); for implied foods, the food. */
  name: string;
  quote: string;
  via: 'named' | 'implied';
  /** 1 for a main ingredient, 0.6 for a seasoning, 0.2 for a pantry staple: how much it says about a dish. */
  weight: number;
}

export interface MemoryReading {
  text: string;
  /** The memory, normalised (lowercase, accents folded, words separated by single spaces). */
  normalized: string;
  /** Characteristics present, in the order first met; one per label. */
  characteristics: SensoryHit[];
  /** Labels the memory denies ("not spicy"), with the words. */
  negated: { label: string; kind: SensoryKind; quote: string }[];
  /** Labels a present characteristic contradicts ('mild' → 'spicy'): evidence against dishes that have them. */
  opposed: string[];
  foods: FoodMention[];
  /** Foods the memory says were absent ("no onion", "without garlic"). */
  excludedFoods: FoodMention[];
  /** Cuisines named (or places whose cuisine they are), e.g. 'Thai' from "in Bangkok". */
  cuisines: { cuisine: string; quote: string }[];
  /** Content words of the memory as written (stopwords, sensory words and food names left out). */
  words: string[];
  /** How much the memory pins a dish down, before any matching; see specificityOf. */
  specificity: number;
}

/** Weights of a food as evidence: a named main ingredient says more about a dish than its salt. */
const SEASONING_CATEGORIES = new Set(['Spices', 'Herbs', 'Condiments & Sauces']);
// The aromatic base of most savoury cooking: sharing them says little about which dish it was.
const COMMON_AROMATICS = new Set(['garlic', 'ginger', 'onion', 'shallot', 'green-chili']);

export function foodWeight(food: FoodEntry): number {
  if (isPantryStaple(food)) return 0.2;
  if (COMMON_AROMATICS.has(food.id)) return 0.35;
  return SEASONING_CATEGORIES.has(food.category) ? 0.6 : 1;
}

/** Words a memory is made of that say nothing about which dish it was. */
const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from into onto over under as is was were be been being am are it its this that these those ' +
    'there here then than so such very just also too really quite i me my mine we us our you your he him his she her they them their who whom ' +
    'what which when where why how all any some each every both few more most other own same one two three first last little lot lots much many ' +
    'had has have having do does did done would could should will can may might must shall used use make made making ate eat eating eaten taste ' +
    'tasted tastes tasting smell smelled smelt smells smelling look looked looks feel felt feels remember remembered recall memory memories ' +
    'dish dishes food foods meal meals thing things something stuff kind sort way time times day days night nights year years ago always ' +
    'never often sometimes once again still even only ever like liked love loved want wanted know knew think thought get got go went come came ' +
    'serve served serving bowl plate pot pan side sides bit piece pieces place home house kitchen table back around about after before during ' +
    'while until because through best good great nice lovely amazing wonderful delicious tasty yummy perfect favourite favorite old new ' +
    'mother mom mum mummy mama father dad daddy papa grandmother grandma granny nana nani dadi grandfather grandpa aunt auntie uncle sister ' +
    'brother friend friends family wife husband son daughter child children kid kids school holiday holidays trip visit summer winter spring ' +
    'autumn fall morning evening afternoon lunch dinner breakfast sunday saturday weekend every recipe recipes called name named exactly ' +
    'maybe probably think perhaps somehow somewhere someone anything everything nothing bite bites mouth tongue forgot forget hope wish ' +
    'find found tried try trying sure'
  ).split(' '),
);

const NEGATOR_SET = new Set(NEGATORS);
const SOFTENER_SET = new Set(SOFTENERS);
/** After a negator, these verbs mean the sentence is about something else ("never forgot", "no one made"). */
const NEGATION_BREAKERS = new Set([
  'forget',
  'forgot',
  'forgotten',
  'had',
  'have',
  'tasted',
  'tried',
  'eaten',
  'ate',
  'found',
  'find',
  'seen',
  'made',
  'make',
  'cooked',
  'matched',
  'beaten',
  'beat',
  'compared',
  'compares',
  'one',
  'body',
  'wonder',
]);
const isNegator = (key: string) => NEGATOR_SET.has(key) || /^(is|was|were|are|did|do|does|could|would|had|has|have|should|ai|wo|ca)nt$/.test(key);
const COLOUR_FOOD_SET = new Set(COLOUR_FOODS);
const COLOUR_NOUN_SET = new Set(COLOUR_NOUNS);
const COLOUR_PRECEDERS = new Set(['bright', 'deep', 'pale', 'vivid', 'dark', 'light', 'rich', 'dusty', 'soft']);
const AMBIGUOUS = new Set(AMBIGUOUS_FOOD_WORDS);
/** Units that name a food when followed by "of" ("two cloves of garlic" is garlic, not the spice clove). */
const UNIT_WORDS = new Set(['clove', 'cloves', 'head', 'heads', 'bunch', 'sprig', 'sprigs', 'stick', 'sticks', 'pinch', 'dash', 'slice', 'slices']);
const MAX_FOOD_WORDS = 5;
const MODIFIER_REACH = 2;
const CUE_REACH = 4;

interface Token {
  key: string;
  start: number;
  end: number;
  boundary: boolean;
  /** Commas end a negation but not a list after "smelled of". */
  comma: boolean;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|[.,;:!?()]/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const punctuation = /^[.,;:!?()]$/.test(raw);
    // "grandma's" is grandma; "wasn't" keeps its n't for the negators.
    const key = punctuation ? raw : normalizeName(raw.replace(/['’]s$/i, '')).replaceAll(' ', '');
    if (!key) continue;
    tokens.push({ key, start: match.index, end: match.index + raw.length, boundary: punctuation || key === 'but' || key === 'though' || key === 'although', comma: raw === ',' });
  }
  return tokens;
}

type Phrase<T> = { words: string[]; value: T };
/** A negator in force: where it was, whether a softener followed ("not too"), where its quote starts. */
type Negation = { at: number; softened: boolean; start: number };
/** An intensifier or diminisher waiting for its characteristic. */
type Modifier = { factor: number; at: number; start: number };

/** Phrases by first word, longest first, so 'golden brown' wins over 'golden'. */
function phraseIndex<T>(entries: readonly (readonly [string, T])[]): Map<string, Phrase<T>[]> {
  const index = new Map<string, Phrase<T>[]>();
  for (const [phrase, value] of entries) {
    const words = normalizeName(phrase).split(' ').filter(Boolean);
    if (!words.length) continue;
    const list = index.get(words[0]!) ?? [];
    list.push({ words, value });
    index.set(words[0]!, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

function matchAt<T>(index: Map<string, Phrase<T>[]>, tokens: readonly Token[], i: number): Phrase<T> | undefined {
  return index.get(tokens[i]!.key)?.find((p) => p.words.every((w, k) => tokens[i + k] && !tokens[i + k]!.boundary && tokens[i + k]!.key === w));
}

const sensoryIndex = phraseIndex(
  SENSORY_TERMS.flatMap((term) => term.phrases.map((p) => (typeof p === 'string' ? ([p, { term, weight: 1 }] as const) : ([p[0], { term, weight: p[1] }] as const)))),
);
const cueIndex = phraseIndex(Object.entries(CUE_LEADS));
const modifierIndex = phraseIndex([...Object.entries(INTENSIFIERS), ...Object.entries(DIMINISHERS)]);
const cuisineIndex = phraseIndex(Object.entries(CUISINE_WORDS));

/** The longest food name starting at token i, if the catalogue knows one and prose does not usually mean something else by it. */
function foodAt(index: FoodIndex, tokens: readonly Token[], i: number): { food: FoodEntry; length: number } | null {
  for (let length = MAX_FOOD_WORDS; length >= 1; length--) {
    const span = tokens.slice(i, i + length);
    if (span.length < length || span.some((t) => t.boundary)) continue;
    const phrase = span.map((t) => t.key).join(' ');
    if (length === 1 && (phrase.length < 3 || AMBIGUOUS.has(phrase) || STOPWORDS.has(phrase))) continue;
    const food = index.findExact(phrase);
    if (food) return { food, length };
  }
  return null;
}

/** Display name of an intensity-scaled characteristic: 'very smoky', 'mildly sweet'; emotions stay nouns. */
export function displayLabel(hit: Pick<SensoryHit, 'label' | 'kind' | 'intensity'>): string {
  if (hit.kind === 'emotion') return hit.label;
  if (hit.intensity >= 1.4) return `very ${hit.label}`;
  if (hit.intensity <= 0.6) return `mildly ${hit.label}`;
  return hit.label;
}

/**
 * Reads a taste memory with the sensory lexicon and the food catalogue. Left to right, longest phrase
 * first: a cue lead ("smelled of") makes the foods after it aromas or flavours; a negator within three
 * words denies what follows ("not spicy", "no onion") unless a softener makes it "not too sweet" (kept,
 * gently); intensifiers and diminishers scale the next characteristic. Food names become ingredients
 * only where the words cannot mean something else: colours ("saffron-yellow"), units ("cloves of
 * garlic") and prose words the catalogue happens to know ("white", "date") are not foods here.
 * Deterministic; every hit keeps the member's own words for quoting.
 */
export function readMemory(text: string, index?: FoodIndex): MemoryReading {
  if (index) return read(text, index);
  // The tool, the built-in answer and the check each read the same memory; read it once.
  const cached = recentReadings.get(text);
  if (cached) return cached;
  const reading = read(text, getFoodIndex());
  recentReadings.set(text, reading);
  if (recentReadings.size > RECENT_READINGS) recentReadings.delete(recentReadings.keys().next().value!);
  return reading;
}

const RECENT_READINGS = 32;
const recentReadings = new Map<string, MemoryReading>();

function read(text: string, index: FoodIndex): MemoryReading {
  const tokens = tokenize(text);
  const quote = (from: number, to: number) => text.slice(tokens[from]!.start, tokens[to]!.end);
  const characteristics = new Map<string, SensoryHit>();
  const negated: MemoryReading['negated'] = [];
  const foods = new Map<string, FoodMention>();
  const excluded = new Map<string, FoodMention>();
  const cuisines = new Map<string, string>();
  const consumed = new Set<number>();

  const addCharacteristic = (hit: Omit<SensoryHit, 'quotes'> & { quote: string }) => {
    const existing = characteristics.get(hit.label);
    if (existing) {
      existing.weight += hit.weight;
      existing.intensity = Math.max(existing.intensity, hit.intensity);
      if (!existing.quotes.includes(hit.quote)) existing.quotes.push(hit.quote);
      return;
    }
    characteristics.set(hit.label, { label: hit.label, kind: hit.kind, term: hit.term, weight: hit.weight, intensity: hit.intensity, quotes: [hit.quote] });
  };

  let negation: Negation | null = null;
  let modifier: Modifier | null = null;
  let cue: { kind: 'aroma' | 'flavor'; at: number } | null = null;

  const mark = (from: number, to: number) => {
    for (let k = from; k <= to; k++) consumed.add(k);
  };

  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (token.boundary) {
      negation = null;
      modifier = null;
      if (!token.comma) cue = null;
      i++;
      continue;
    }
    const activeNegation = negation && i - negation.at <= NEGATION_WINDOW ? negation : null;
    const activeModifier: Modifier | null = modifier && i - modifier.at <= MODIFIER_REACH ? modifier : null;

    const lead = matchAt(cueIndex, tokens, i);
    if (lead) {
      const end = i + lead.words.length - 1;
      cue = { kind: lead.value, at: end };
      mark(i, end);
      i = end + 1;
      continue;
    }

    // "two cloves of garlic": the unit is not the spice, and not part of the food's name.
    if (UNIT_WORDS.has(token.key) && tokens[i + 1]?.key === 'of') {
      i += 2;
      continue;
    }

    const sensory = matchAt(sensoryIndex, tokens, i);
    const food = foodAt(index, tokens, i);
    const cuisine = matchAt(cuisineIndex, tokens, i);
    const sensoryLength = sensory?.words.length ?? 0;
    const foodLength = food?.length ?? 0;

    if (food && foodLength >= sensoryLength && foodLength >= (cuisine?.words.length ?? 0)) {
      const end = i + foodLength - 1;
      const word = tokens
        .slice(i, end + 1)
        .map((t) => t.key)
        .join(' ');
      const next = tokens[end + 1];
      const previous = tokens[i - 1];
      mark(i, end);
      // "saffron-yellow rice", "a cream coloured sauce", "deep orange": a colour, not an ingredient.
      if (COLOUR_FOOD_SET.has(word) && ((next && !next.boundary && COLOUR_NOUN_SET.has(next.key)) || (previous && !previous.boundary && COLOUR_PRECEDERS.has(previous.key)))) {
        const to = next && COLOUR_NOUN_SET.has(next.key) ? end + 1 : end;
        const from = previous && COLOUR_PRECEDERS.has(previous.key) && !(next && COLOUR_NOUN_SET.has(next.key)) ? i - 1 : i;
        mark(from, to);
        addCharacteristic({ label: normalizeName(quote(from, to)), kind: 'visual', term: null, weight: 0.8, intensity: 1, quote: quote(from, to) });
        i = to + 1;
        continue;
      }
      const mention: FoodMention = { food: food.food, name: quote(i, end).toLowerCase(), quote: quote(i, end), via: 'named', weight: foodWeight(food.food) };
      let to = end;
      const suffix = next && !next.boundary ? CUE_SUFFIXES[next.key] : undefined;
      if (activeNegation && !activeNegation.softened) {
        if (!excluded.has(food.food.id)) excluded.set(food.food.id, { ...mention, quote: text.slice(activeNegation.start, token.start) + mention.quote });
      } else {
        if (!foods.has(food.food.id)) foods.set(food.food.id, mention);
        const kind = suffix ?? (cue && i - cue.at <= CUE_REACH ? cue.kind : undefined);
        if (suffix) to = end + 1;
        if (kind) {
          addCharacteristic({
            label: mention.name,
            kind,
            term: null,
            weight: 1,
            intensity: activeModifier?.factor ?? 1,
            quote: quote(activeModifier ? tokens.findIndex((t) => t.start === activeModifier.start) : i, to),
          });
          if (cue) cue.at = to;
        }
      }
      mark(i, to);
      // A list after a negator ("no onion or garlic") stays negated; anything else ends the negation.
      if (negation && !(next && (next.key === 'or' || next.key === 'nor' || next.key === 'and'))) negation = null;
      else if (negation) negation.at = to + 1;
      modifier = null;
      i = to + 1;
      continue;
    }

    if (sensory && sensoryLength >= (cuisine?.words.length ?? 0)) {
      const end = i + sensoryLength - 1;
      const { term, weight } = sensory.value;
      const from = activeNegation ? tokens.findIndex((t) => t.start === activeNegation.start) : activeModifier ? tokens.findIndex((t) => t.start === activeModifier.start) : i;
      const said = quote(from, end);
      mark(i, end);
      if (activeNegation && !activeNegation.softened) {
        if (term.kind !== 'emotion' && !negated.some((n) => n.label === term.label)) negated.push({ label: term.label, kind: term.kind, quote: said });
      } else {
        const intensity = activeNegation ? SOFTENED_SHARE : (activeModifier?.factor ?? 1);
        addCharacteristic({ label: term.label, kind: term.kind, term, weight: weight * intensity, intensity, quote: said });
        if (term.implies) {
          const implied = index.findExact(term.implies);
          if (implied && !foods.has(implied.id)) foods.set(implied.id, { food: implied, name: term.implies, quote: said, via: 'implied', weight: foodWeight(implied) });
        }
      }
      const next = tokens[end + 1];
      if (negation && !(next && (next.key === 'or' || next.key === 'nor'))) negation = null;
      else if (negation) negation.at = end + 1;
      modifier = null;
      i = end + 1;
      continue;
    }

    if (cuisine) {
      const end = i + cuisine.words.length - 1;
      if (!activeNegation && !cuisines.has(cuisine.value)) cuisines.set(cuisine.value, quote(i, end));
      mark(i, end);
      i = end + 1;
      continue;
    }

    const mod = matchAt(modifierIndex, tokens, i);
    if (mod && !(activeNegation && SOFTENER_SET.has(token.key))) {
      const end = i + mod.words.length - 1;
      // "really very smoky": modifiers multiply, and the quote starts at the first.
      const chained: Modifier = activeModifier
        ? { factor: activeModifier.factor * mod.value, at: end, start: activeModifier.start }
        : { factor: mod.value, at: end, start: token.start };
      modifier = chained;
      mark(i, end);
      i = end + 1;
      continue;
    }

    if (isNegator(token.key)) {
      negation = { at: i, softened: false, start: token.start };
      consumed.add(i);
    } else if (activeNegation && (SOFTENER_SET.has(token.key) || token.key === 'quite')) {
      activeNegation.softened = true;
      activeNegation.at = i;
    } else if (activeNegation && NEGATION_BREAKERS.has(token.key)) {
      negation = null;
    }
    i++;
  }

  const words = new Set<string>();
  tokens.forEach((t, k) => {
    if (t.boundary || consumed.has(k) || STOPWORDS.has(t.key) || t.key.length < 3 || /^\d+$/.test(t.key) || isNegator(t.key)) return;
    words.add(t.key);
  });

  const present = [...characteristics.values()];
  // Only a plain or stressed characteristic speaks against its opposite: "not too spicy" is mild, not against it.
  const opposed = [...new Set(present.filter((hit) => hit.intensity >= 0.75).flatMap((hit) => hit.term?.opposes ?? []))].filter((label) => !characteristics.has(label));
  const reading: MemoryReading = {
    text,
    normalized: normalizeName(text),
    characteristics: present,
    negated: negated.filter((n) => !characteristics.has(n.label)),
    opposed,
    foods: [...foods.values()],
    excludedFoods: [...excluded.values()].filter((f) => !foods.has(f.food.id)),
    cuisines: [...cuisines].map(([cuisine, said]) => ({ cuisine, quote: said })),
    words: [...words],
    specificity: 0,
  };
  reading.specificity = specificityOf(reading);
  return reading;
}

/** Below this the memory is too vague to match with confidence (no ingredient, only a few impressions). */
export const VAGUE_SPECIFICITY = 1.5;

/**
 * How much a memory pins a dish down: each named ingredient by its weight, a quarter for each taste,
 * texture, smell or look (at most 1.5 in all), half for a cuisine. Feelings add nothing: nostalgia does
 * not say which dish.
 */
export function specificityOf(reading: Pick<MemoryReading, 'foods' | 'characteristics' | 'cuisines' | 'excludedFoods'>): number {
  const foods = reading.foods.reduce((sum, f) => sum + f.weight, 0);
  const senses = Math.min(1.5, 0.25 * reading.characteristics.filter((c) => c.kind !== 'emotion').length);
  const cuisine = reading.cuisines.length ? 0.5 : 0;
  return Math.round((foods + senses + cuisine) * 100) / 100;
}

export function isVague(reading: Pick<MemoryReading, 'specificity'>, namedDish: boolean): boolean {
  return !namedDish && reading.specificity < VAGUE_SPECIFICITY;
}
