// How well two foods go together, from three kinds of evidence in the knowledge:
//
//   chemistry     shared key aroma compounds, each weighted by how rare it is in the catalogue
//                 (inverse frequency): the food-pairing hypothesis of Ahn, Ahnert, Bagrow and
//                 Barabási, "Flavor network and the principles of food pairing", Scientific Reports
//                 1:196 (2011). Sharing hexanal (green, in 156 foods) says little; sharing a rare
//                 compound says a lot.
//   cooksCombine  whether cooks combine them: the classic pairings in pairings.ts (1), else a weak
//                 signal from the cuisines both belong to. Ahn et al. found the hypothesis holds in
//                 Western cuisines and is reversed in East Asian ones, so chemistry alone is never
//                 treated as proof: tradition is the stronger evidence.
//   tasteBalance  basic tastes that complement each other: fat with sour, sweet with salty, bitter
//                 or sour, umami with acid, richness with heat; minus clashes of two strong bitter or
//                 hot foods.
//
// The score combines the three as independent evidence (a noisy-OR), so a classic pairing stays
// green even with no shared compound (tomato and basil share none of their key volatiles), and
// chemistry without tradition stays below green. Everything here is pure and symmetric.
import { FOODS } from './catalog.js';
import { CLASSIC_PAIRINGS, FOOD_FORMS, pairKey, type ClassicPairing } from './pairings.js';
import type { FoodEntry, TasteVector } from './types.js';

export interface PairingFacts {
  /** 0–100 integer; spec §4 colours: green ≥ 80, yellow 60–79, red < 60. */
  score: number;
  /** 0–10, one decimal: high when the chemistry agrees but cooks rarely combine the two. */
  unexpectedness: number;
  /** Aroma compounds both foods carry, rarest first. */
  sharedCompounds: string[];
  /** 0–1: inverse-frequency-weighted overlap of the two compound sets. */
  chemistry: number;
  /** 0–1: 1 for a classic pairing, otherwise a small share from common cuisines. */
  cooksCombine: number;
  /** 0–1: how well the basic tastes complement each other. */
  tasteBalance: number;
}

// Weights of the noisy-OR: a classic pairing alone gives 80, perfect chemistry alone 50, a perfect
// taste balance alone 40. Without a recorded classic pairing the score stays below 80 (green is
// kept for what cooks have proven); strong chemistry and balance together reach the high 70s.
const WEIGHT = { cooks: 0.8, chemistry: 0.5, taste: 0.4 } as const;
/** Shared compound weight at which the chemistry evidence is about two-thirds convincing (≈ one rare compound). */
const CHEMISTRY_EVIDENCE = 5;
/** Chemistry at which the aroma evidence counts in full (about the 99th percentile of catalogue pairs). */
const CHEMISTRY_FULL = 0.5;
/** The most that sharing cuisines (without a recorded classic pairing) can say about cooks' habits. */
const CUISINE_SHARE_CAP = 0.3;

interface CompoundStats {
  frequency: ReadonlyMap<string, number>;
  weight: ReadonlyMap<string, number>;
  /** Sum of weights of each food's compounds, by id. */
  mass: ReadonlyMap<string, number>;
}

let stats: CompoundStats | undefined;

function compoundStats(): CompoundStats {
  if (stats) return stats;
  const frequency = new Map<string, number>();
  for (const food of FOODS) for (const compound of new Set(food.aromaCompounds)) frequency.set(compound, (frequency.get(compound) ?? 0) + 1);
  const weight = new Map<string, number>();
  for (const [compound, count] of frequency) weight.set(compound, Math.log((FOODS.length + 1) / count));
  const mass = new Map<string, number>();
  for (const food of FOODS) mass.set(food.id, sumWeights(food.aromaCompounds, weight));
  stats = { frequency, weight, mass };
  return stats;
}

function sumWeights(compounds: readonly string[], weight: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const compound of new Set(compounds)) total += weight.get(compound) ?? Math.log(FOODS.length + 1);
  return total;
}

/** Inverse catalogue frequency of a compound (higher is rarer); 0 for a compound no food carries. */
export function compoundWeight(compound: string): number {
  return compoundStats().weight.get(compound) ?? 0;
}

/** How many catalogue foods carry a compound. */
export function compoundFrequency(compound: string): number {
  return compoundStats().frequency.get(compound) ?? 0;
}

let classicIndex: Map<string, ClassicPairing> | undefined;

function classicByKey(): Map<string, ClassicPairing> {
  classicIndex ??= new Map(CLASSIC_PAIRINGS.map((pairing) => [pairKey(pairing.a, pairing.b), pairing]));
  return classicIndex;
}

/** The base food of a form (lemon for lemon juice), or the id itself. */
export function baseFoodId(id: string): string {
  return FOOD_FORMS[id] ?? id;
}

/** True when the two are one food or forms of one food (lemon and lemon zest). */
export function sameFood(a: FoodEntry, b: FoodEntry): boolean {
  return baseFoodId(a.id) === baseFoodId(b.id);
}

/** The recorded classic pairing of the two, trying each as written and then as its base food. */
export function classicPairing(a: FoodEntry, b: FoodEntry): ClassicPairing | undefined {
  const index = classicByKey();
  const left = [a.id, baseFoodId(a.id)];
  const right = [b.id, baseFoodId(b.id)];
  for (const x of left)
    for (const y of right) {
      const hit = index.get(pairKey(x, y));
      if (hit) return hit;
    }
  return undefined;
}

/** Classic partners of a food (as written or through its base food), most specific first. */
export function classicPartners(food: FoodEntry): ClassicPairing[] {
  const ids = new Set([food.id, baseFoodId(food.id)]);
  return CLASSIC_PAIRINGS.filter((pairing) => ids.has(pairing.a) || ids.has(pairing.b));
}

function sharedCompoundsOf(a: FoodEntry, b: FoodEntry): string[] {
  const right = new Set(b.aromaCompounds);
  const shared = [...new Set(a.aromaCompounds)].filter((compound) => right.has(compound));
  // Rarest first, then by name, so the order never depends on which food came first.
  return shared.sort((x, y) => compoundWeight(y) - compoundWeight(x) || (x < y ? -1 : x > y ? 1 : 0));
}

function chemistryOf(a: FoodEntry, b: FoodEntry, shared: readonly string[]): number {
  if (shared.length === 0) return 0;
  const { mass } = compoundStats();
  const massA = mass.get(a.id) ?? sumWeights(a.aromaCompounds, compoundStats().weight);
  const massB = mass.get(b.id) ?? sumWeights(b.aromaCompounds, compoundStats().weight);
  if (massA === 0 || massB === 0) return 0;
  const sharedMass = shared.reduce((total, compound) => total + compoundWeight(compound), 0);
  // Overlap relative to both profiles, discounted when the evidence is thin: two foods listing a
  // single common compound each overlap completely, but one shared volatile is weak proof.
  const overlap = sharedMass / Math.sqrt(massA * massB);
  const evidence = 1 - Math.exp(-sharedMass / CHEMISTRY_EVIDENCE);
  return clamp01(overlap * evidence);
}

/** Common cuisines as a share of all cuisines either appears in (Jaccard). */
export function sharedCuisines(a: FoodEntry, b: FoodEntry): string[] {
  const right = new Set(b.cuisines);
  return [...new Set(a.cuisines)].filter((cuisine) => right.has(cuisine)).sort();
}

function cooksCombineOf(a: FoodEntry, b: FoodEntry): number {
  if (sameFood(a, b)) return 0;
  if (classicPairing(a, b)) return 1;
  const shared = sharedCuisines(a, b).length;
  const all = new Set([...a.cuisines, ...b.cuisines]).size;
  return all === 0 ? 0 : CUISINE_SHARE_CAP * (shared / all);
}

/** True when either food lists the other as a substitute. */
export function isSubstituteOf(a: FoodEntry, b: FoodEntry): boolean {
  const names = (food: FoodEntry) => new Set([food.name, ...food.aliases]);
  const namesA = names(a);
  const namesB = names(b);
  return a.substitutions.some((sub) => namesB.has(sub.name)) || b.substitutions.some((sub) => namesA.has(sub.name));
}

type Taste = keyof TasteVector;

/**
 * Complementary tastes and how much each counts. Why: acid cuts fat; salt and bitterness both
 * temper and lift sweetness; acid brightens umami; fat softens chilli heat and bitterness.
 */
export const TASTE_COMPLEMENTS: readonly { tastes: readonly [Taste, Taste]; weight: number; why: string }[] = [
  { tastes: ['fat', 'sour'], weight: 1, why: 'acidity cuts richness' },
  { tastes: ['sweet', 'salty'], weight: 0.8, why: 'salt sharpens sweetness' },
  { tastes: ['sweet', 'bitter'], weight: 0.7, why: 'sweetness rounds bitterness' },
  { tastes: ['sweet', 'sour'], weight: 0.6, why: 'sweet and sour balance each other' },
  { tastes: ['umami', 'sour'], weight: 0.8, why: 'acid brightens savoury depth' },
  { tastes: ['umami', 'sweet'], weight: 0.4, why: 'a little sweetness rounds savoury depth' },
  { tastes: ['fat', 'salty'], weight: 0.6, why: 'salt lifts richness' },
  { tastes: ['fat', 'pungent'], weight: 0.6, why: 'fat softens heat and sharpness' },
  { tastes: ['fat', 'bitter'], weight: 0.5, why: 'fat tames bitterness' },
  { tastes: ['umami', 'umami'], weight: 0.4, why: 'two savoury foods deepen each other' },
];

/** Tastes that jar when both foods carry them strongly. */
const TASTE_CLASHES: readonly { taste: Taste; weight: number }[] = [
  { taste: 'bitter', weight: 0.8 },
  { taste: 'pungent', weight: 0.5 },
  { taste: 'salty', weight: 0.4 },
];

function complementStrength(a: TasteVector, b: TasteVector, [x, y]: readonly [Taste, Taste]): number {
  return Math.max((a[x] / 10) * (b[y] / 10), (a[y] / 10) * (b[x] / 10));
}

/** The complementary tastes between two foods, strongest first (strength 0–1 before weighting). */
export function tasteComplements(a: FoodEntry, b: FoodEntry): { tastes: readonly [Taste, Taste]; why: string; strength: number }[] {
  return TASTE_COMPLEMENTS.map((complement) => ({
    tastes: complement.tastes,
    why: complement.why,
    strength: complementStrength(a.taste, b.taste, complement.tastes) * complement.weight,
  }))
    .filter((complement) => complement.strength > 0)
    .sort((x, y) => y.strength - x.strength || x.why.localeCompare(y.why));
}

function tasteBalanceOf(a: FoodEntry, b: FoodEntry): number {
  let complement = 0;
  for (const { tastes, weight } of TASTE_COMPLEMENTS) complement += weight * complementStrength(a.taste, b.taste, tastes);
  let clash = 0;
  for (const { taste, weight } of TASTE_CLASHES) {
    const both = (a.taste[taste] / 10) * (b.taste[taste] / 10);
    // Only strong-on-strong clashes count; a pinch of bitterness on both sides is not a fault.
    if (both > 0.25) clash += weight * both;
  }
  // Saturating: two or three solid complements already make a balanced pair.
  return clamp01(1 - Math.exp(-3 * complement) - clash);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

interface Core {
  chemistry: number;
  cooksCombine: number;
  tasteBalance: number;
  shared: string[];
  same: boolean;
}

function core(a: FoodEntry, b: FoodEntry): Core {
  const shared = sharedCompoundsOf(a, b);
  return {
    shared,
    chemistry: chemistryOf(a, b, shared),
    cooksCombine: cooksCombineOf(a, b),
    tasteBalance: tasteBalanceOf(a, b),
    same: sameFood(a, b),
  };
}

function scoreOf({ chemistry, cooksCombine, tasteBalance }: Core): number {
  const aroma = clamp01(chemistry / CHEMISTRY_FULL);
  const doubt = (1 - WEIGHT.cooks * cooksCombine) * (1 - WEIGHT.chemistry * aroma) * (1 - WEIGHT.taste * tasteBalance);
  return clamp01(1 - doubt);
}

/** The pairing facts for two foods. Pure, symmetric and deterministic. */
export function pairFoods(a: FoodEntry, b: FoodEntry): PairingFacts {
  const facts = core(a, b);
  const aroma = clamp01(facts.chemistry / CHEMISTRY_FULL);
  // Surprise is chemistry the kitchen has not caught up with. Foods of one kind (two cheeses, two
  // vinegars) or listed substitutes share compounds because they are alike, which is no surprise.
  const alike = facts.same || isSubstituteOf(a, b) ? 0 : a.category === b.category ? 0.5 : 1;
  const unexpectedness = 10 * aroma * (1 - facts.cooksCombine) * alike;
  return {
    score: Math.round(100 * scoreOf(facts)),
    unexpectedness: round(unexpectedness, 1),
    sharedCompounds: facts.shared,
    chemistry: round(facts.chemistry, 3),
    cooksCombine: round(facts.cooksCombine, 3),
    tasteBalance: round(facts.tasteBalance, 3),
  };
}

/** 0–1 pairing strength for drawing sets of ingredients that belong together; same rule as the score. */
export function pairingAffinity(a: FoodEntry, b: FoodEntry): number {
  // The catalogue is frozen, so an affinity never changes: the composer and the challenge draw ask for
  // the same pairs thousands of times a request, and remembering them keeps those tools fast.
  const key = a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`;
  let affinity = AFFINITIES.get(key);
  if (affinity === undefined) {
    affinity = sameFood(a, b) ? 0 : round(scoreOf(core(a, b)), 4);
    AFFINITIES.set(key, affinity);
  }
  return affinity;
}

/** At most every pair of catalogue foods (519² / 2 numbers, a few MB). */
const AFFINITIES = new Map<string, number>();
