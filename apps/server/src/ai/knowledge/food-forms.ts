// How the food on a recipe line can differ from the catalogue's food as sold, for nutrition: pulses
// bought dry but used cooked or from a tin, tins counted by the can, a kind of tofu or butter that the
// line names, and oil for deep-frying, of which a dish keeps only a little. Facts as data, with where
// each number comes from; analysis/recipe-facts.ts applies them.
import type { Unit } from './parse-ingredient-line.js';

/** What a line says about the state of its food: as sold (dry pulses), cooked, or from a tin. */
export type FoodForm = 'as-sold' | 'cooked' | 'canned';

/**
 * Pulses cooked (boiled without salt): the USDA SR24 row (nutrition-usda.ts) and grams per ml as a
 * cup of the cooked pulse weighs in that row's own household measure (SR cup = 236.6 ml). Tinned
 * pulses use the same row: drained tinned and home-boiled pulses differ in salt, which SR's
 * drained-tin rows carry but without a fibre figure, so the boiled row is the complete one.
 */
export const COOKED_PULSES: Readonly<Record<string, { usda: string; densityGPerMl: number }>> = {
  chickpea: { usda: '16057', densityGPerMl: 0.69 }, // 1 cup = 164 g
  'white-bean': { usda: '16050', densityGPerMl: 0.76 }, // 1 cup = 179 g
  'black-bean': { usda: '16015', densityGPerMl: 0.73 }, // 1 cup = 172 g
  rajma: { usda: '16033', densityGPerMl: 0.75 }, // 1 cup = 177 g
  'brown-lentils': { usda: '16070', densityGPerMl: 0.84 }, // 1 cup = 198 g
  'black-eyed-pea': { usda: '16063', densityGPerMl: 0.72 }, // 1 cup = 171 g
  'mung-bean': { usda: '16081', densityGPerMl: 0.85 }, // 1 cup = 202 g
  soybean: { usda: '16109', densityGPerMl: 0.73 }, // 1 cup = 172 g
};

export interface Tin {
  /** Net weight of the usual tin, as printed on it. */
  netG: number;
  /** What the recipe uses of it: the drained weight for pulses, everything for tomatoes and coconut milk. */
  usedG: number;
  note: string;
}

const PULSE_TIN: Tin = {
  netG: 400,
  usedG: 240,
  note: 'Drained: a 400 g tin of pulses holds about 240 g once drained, the drained weight printed on European and Indian tins (USDA SR weighs a drained 15.5 oz US can of chickpeas at 253 g).',
};

/** Tins a recipe counts by the can ('2 cans chickpeas'); a tin without a stated size is taken to be this one. */
export const TINS: Readonly<Record<string, Tin>> = {
  chickpea: PULSE_TIN,
  'black-bean': PULSE_TIN,
  rajma: PULSE_TIN,
  'white-bean': PULSE_TIN,
  'canned-tomato': { netG: 400, usedG: 400, note: 'Used whole, juice and all: the usual 400 g tin.' },
  'coconut-milk': { netG: 400, usedG: 400, note: 'Used whole: the usual 400 ml tin weighs about 400 g.' },
  'coconut-cream': { netG: 400, usedG: 400, note: 'Used whole: the usual 400 ml tin weighs about 400 g.' },
};

/**
 * A kind of a food that the line names and SR analyses separately ('silken tofu', 'unsalted butter').
 * The first entry whose words match the line's name wins.
 */
export const NAMED_KINDS: readonly { food: string; words: RegExp; usda: string }[] = [
  { food: 'tofu', words: /\b(silken|soft)\b/i, usda: '16127' },
  { food: 'tofu', words: /\bfirm\b/i, usda: '16126' },
  { food: 'butter', words: /\bunsalted\b/i, usda: '01145' },
];

/**
 * Oil for deep-frying: the pot's oil is not eaten. A line of cooking fat of at least `minGrams` (about a
 * cup, more than any sauté needs) or one that says it is for frying counts only what the food keeps. USDA
 * SR24 16138 'Falafel, home-prepared' is 17.8 g fat per 100 g, nearly all of it frying oil (its chickpeas
 * give about 3 g), so a serving of some 100 g of fried food keeps about a tablespoon: `keptPerServingG`.
 */
export const FRYING_OIL = { minGrams: 200, keptPerServingG: 14 } as const;
const FRYING_WORDS = /\b(for (deep[- ])?frying|deep[- ]fry(ing)?|for the fryer)\b/i;
const FRYING_FATS = new Set(['vegetable-oil', 'olive-oil', 'sunflower-oil', 'mustard-oil', 'coconut-oil', 'groundnut-oil', 'corn-oil', 'soybean-oil', 'ghee', 'lard']);

/** True when the line is oil for deep-frying rather than oil the dish is eaten with. */
export function isFryingOil(foodId: string, lineName: string, grams: number): boolean {
  if (!FRYING_FATS.has(foodId)) return false;
  return grams >= FRYING_OIL.minGrams || FRYING_WORDS.test(lineName);
}

const CANNED_WORDS = /\b(canned|tinned|tins?|cans?)\b/i;
const COOKED_WORDS = /\b(cooked|boiled)\b/i;

/** The state of the line's food, from its unit and the words of its name. */
export function lineForm(lineName: string, unit: Unit | null): FoodForm {
  if (unit === 'can' || CANNED_WORDS.test(lineName)) return 'canned';
  if (COOKED_WORDS.test(lineName)) return 'cooked';
  return 'as-sold';
}

// "400 g tin of chickpeas": the weight is the tin's, written before the word tin or can.
const TIN_NOUN = /\b(tins?|cans?)\b/i;

/**
 * Grams a tinned line uses: a count of tins (unit 'can') times what one tin gives, or a tin's printed
 * net weight ('400 g tin chickpeas') scaled to what is used of it. Null when the line is not tinned
 * that way or the tin is not one the data knows.
 */
export function tinnedGrams(foodId: string, lineName: string, quantity: number | null, unit: Unit | null, massGrams: number | null): number | null {
  const tin = TINS[foodId];
  if (!tin || quantity === null) return null;
  if (unit === 'can') return Math.round(quantity * tin.usedG * 10) / 10;
  if (massGrams !== null && TIN_NOUN.test(lineName)) return Math.round(((massGrams * tin.usedG) / tin.netG) * 10) / 10;
  return null;
}
