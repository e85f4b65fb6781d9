// Kitchen units: the canonical list, every spelling recipes use for them, and what they measure.
export const UNITS = [
  'tsp',
  'tbsp',
  'cup',
  'ml',
  'l',
  'fl oz',
  'pint',
  'quart',
  'g',
  'kg',
  'oz',
  'lb',
  'clove',
  'piece',
  'pinch',
  'dash',
  'drop',
  'bunch',
  'can',
  'jar',
  'sprig',
  'slice',
  'handful',
  'stick',
  'stalk',
  'head',
  'packet',
  'inch',
  // British dessertspoon (10 ml), a knob of butter, and the measures of European and US bulk recipes.
  'dsp',
  'gallon',
  'cl',
  'dl',
  'cm',
  'knob',
  'bottle',
] as const;
export type Unit = (typeof UNITS)[number];

// Spellings → unit. Looked up lowercased, except the bare letters below, where case carries meaning.
const UNIT_WORDS = new Map<string, Unit>();
const addUnit = (unit: Unit, ...words: string[]) => {
  for (const word of words) UNIT_WORDS.set(word, unit);
};
addUnit('tsp', 'tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls', 'ts', 'tspn');
addUnit('tbsp', 'tbsp', 'tbsps', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls', 'tbs', 'tbl', 'tbls', 'tblsp', 'tbspn');
addUnit('dsp', 'dsp', 'dsps', 'dessertspoon', 'dessertspoons', 'dessertspoonful', 'dstspn');
addUnit('cup', 'cup', 'cups', 'cupful', 'cupfuls');
addUnit('ml', 'ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc');
addUnit('cl', 'cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters');
addUnit('dl', 'dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters');
addUnit('l', 'l', 'liter', 'liters', 'litre', 'litres', 'ltr', 'ltrs', 'lt');
addUnit('fl oz', 'floz', 'fl oz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces');
addUnit('pint', 'pint', 'pints', 'pt');
addUnit('quart', 'quart', 'quarts', 'qt');
addUnit('gallon', 'gallon', 'gallons', 'gal');
addUnit('g', 'g', 'gm', 'gms', 'gr', 'gram', 'grams', 'gramme', 'grammes', 'grm', 'grms');
addUnit('kg', 'kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes');
addUnit('oz', 'oz', 'ozs', 'ounce', 'ounces');
addUnit('lb', 'lb', 'lbs', 'pound', 'pounds');
addUnit('inch', 'inch', 'inches');
addUnit('cm', 'cm', 'cms', 'centimetre', 'centimetres', 'centimeter', 'centimeters');
addUnit('clove', 'clove', 'cloves');
// Blocks, sheets, balls and strands are counted like pieces (a block of tofu, a ball of mozzarella, a
// thumb of ginger).
addUnit('piece', 'piece', 'pieces', 'pc', 'pcs', 'block', 'blocks', 'sheet', 'sheets', 'strand', 'strands', 'thread', 'threads', 'ball', 'balls', 'ear', 'ears', 'thumb', 'thumbs');
addUnit('pinch', 'pinch', 'pinches');
// A splash, a glug and a squeeze are all a small pour, as a dash is.
addUnit('dash', 'dash', 'dashes', 'splash', 'splashes', 'glug', 'glugs', 'squeeze', 'squeezes');
addUnit('drop', 'drop', 'drops');
addUnit('bunch', 'bunch', 'bunches');
addUnit('can', 'can', 'cans', 'tin', 'tins');
addUnit('jar', 'jar', 'jars');
addUnit('bottle', 'bottle', 'bottles');
addUnit('sprig', 'sprig', 'sprigs');
// A rasher is a slice of bacon.
addUnit('slice', 'slice', 'slices', 'rasher', 'rashers');
addUnit('handful', 'handful', 'handfuls');
addUnit('stick', 'stick', 'sticks');
addUnit('stalk', 'stalk', 'stalks', 'rib', 'ribs');
addUnit('head', 'head', 'heads', 'bulb', 'bulbs');
addUnit('knob', 'knob', 'knobs');
// Anything a food is sold in that is not a tin, jar or bottle: a pack, bag, box, tub, pot, carton or sachet.
addUnit(
  'packet',
  ...['packet', 'packets', 'pack', 'packs', 'package', 'packages', 'pkt', 'pkts', 'pkg', 'sachet', 'sachets', 'envelope', 'envelopes'],
  ...['bag', 'bags', 'box', 'boxes', 'carton', 'cartons', 'container', 'containers', 'tub', 'tubs', 'pot', 'pots', 'punnet', 'punnets', 'tube', 'tubes'],
);
const CASE_SENSITIVE_UNITS = new Map<string, Unit>([
  ['T', 'tbsp'],
  ['t', 'tsp'],
  ['c', 'cup'],
  ['C', 'cup'],
  ['L', 'l'],
]);

/** The unit a single word or two-word phrase spells ("Tbsp.", "fl oz", "T"), or null. */
export function unitOfWord(word: string): Unit | null {
  const trimmed = /[.,;:]$/.test(word) ? word.replace(/[.,;:]+$/, '') : word;
  const exact = CASE_SENSITIVE_UNITS.get(trimmed);
  if (exact) return exact;
  const key = trimmed.toLowerCase();
  const direct = UNIT_WORDS.get(key);
  if (direct || !/[.\s]/.test(key)) return direct ?? null;
  // "fl. oz", "Tbsp.": dots and spaces are not part of the spelling.
  const cleaned = key.replace(/\./g, '').replace(/\s+/g, ' ');
  return UNIT_WORDS.get(cleaned) ?? UNIT_WORDS.get(cleaned.replace(/ /g, '')) ?? null;
}

/** Normalise a unit as typed in the structured recipe form ("Tablespoons", "gms", "T"). */
export function normalizeUnit(text: string): Unit | null {
  return unitOfWord(text.trim());
}

/** Millilitres per unit of volume (US cup and spoons; a pinch and a dash as kitchen convention has them). */
export const ML_PER: Partial<Record<Unit, number>> = {
  tsp: 5,
  dsp: 10,
  tbsp: 15,
  cup: 240,
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  'fl oz': 29.57,
  pint: 473,
  quart: 946,
  gallon: 3785,
  pinch: 0.3,
  dash: 0.6,
  drop: 0.05,
};
/** Grams per unit of mass. */
export const G_PER: Partial<Record<Unit, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };
/** Units of length, used for ginger, galangal, cinnamon and kombu ("1 inch ginger", "5cm piece kombu"). */
export const LENGTH_UNITS = new Set<Unit>(['inch', 'cm']);
/** What a food is bought in: a count of these can carry the size of one ("2 x 400g tins"). */
export const CONTAINER_UNITS = new Set<Unit | null>(['can', 'jar', 'bottle', 'packet']);

/** A weight or volume: the amounts a package size or a second, converted measure is written in. */
export const isMeasure = (unit: Unit | null): boolean =>
  unit !== null && (G_PER[unit] !== undefined || (ML_PER[unit] !== undefined && unit !== 'pinch' && unit !== 'dash' && unit !== 'drop'));

/**
 * `amount` of `unit` expressed in `target`, when both measure the same thing (volume or mass), else
 * null: "1 cup plus 2 tbsp" is 1.125 cup, but "100 g plus 2 tbsp" cannot be summed without a density.
 */
export function convert(amount: number, unit: Unit, target: Unit): number | null {
  if (unit === target) return amount;
  const volume = [ML_PER[unit], ML_PER[target]];
  if (volume[0] !== undefined && volume[1] !== undefined) return (amount * volume[0]) / volume[1];
  const mass = [G_PER[unit], G_PER[target]];
  if (mass[0] !== undefined && mass[1] !== undefined) return (amount * mass[0]) / mass[1];
  return null;
}
