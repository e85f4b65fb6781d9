// Ingredient-line parsing ("1 1/2 cups chopped onions" → 1.5 cup onion), unit normalisation and
// gram conversion. Deterministic and regex-only, so it runs in microseconds per line.
import { NUMBER_WORDS as CARDINAL_WORDS } from '@hearth/contracts';
import { findFood, getFoodIndex } from './lookup.js';
import { normalizeName, singularPhrases } from './normalize.js';
import type { FoodEntry } from './types.js';

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
] as const;
export type Unit = (typeof UNITS)[number];

export interface ParsedIngredient {
  quantity: number | null;
  /** Upper end of a range ("2-3 cloves" → quantity 2, quantityMax 3). */
  quantityMax?: number;
  unit: Unit | null;
  /** The food as written, cleaned: lowercase, preparation words moved to note, singular when known. */
  name: string;
  /** Preparation, size, "to taste", and anything after the first comma. */
  note?: string;
  /** Package size from "1 (14 oz) can", used by ingredientGrams. */
  packageSize?: { quantity: number; unit: Unit };
  food?: FoodEntry;
}

// Spellings → unit. Looked up lowercased, except the bare letters below, where case carries meaning.
const UNIT_WORDS: Record<string, Unit> = {};
const addUnit = (unit: Unit, ...words: string[]) => {
  for (const word of words) UNIT_WORDS[word] = unit;
};
addUnit('tsp', 'tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls', 'ts', 'tspn');
addUnit('tbsp', 'tbsp', 'tbsps', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls', 'tbs', 'tbl', 'tbls', 'tblsp', 'tbspn');
addUnit('cup', 'cup', 'cups', 'cupful', 'cupfuls');
addUnit('ml', 'ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc');
addUnit('l', 'l', 'liter', 'liters', 'litre', 'litres', 'ltr', 'ltrs', 'lt');
addUnit('fl oz', 'floz', 'fl oz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces');
addUnit('pint', 'pint', 'pints', 'pt');
addUnit('quart', 'quart', 'quarts', 'qt');
addUnit('g', 'g', 'gm', 'gms', 'gr', 'gram', 'grams', 'gramme', 'grammes', 'grm', 'grms');
addUnit('kg', 'kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes');
addUnit('oz', 'oz', 'ozs', 'ounce', 'ounces');
addUnit('lb', 'lb', 'lbs', 'pound', 'pounds');
addUnit('clove', 'clove', 'cloves');
// Blocks, sheets and strands are counted like pieces (a block of tofu, a sheet of nori).
addUnit('piece', 'piece', 'pieces', 'pc', 'pcs', 'nos', 'no', 'block', 'blocks', 'sheet', 'sheets', 'strand', 'strands', 'thread', 'threads');
addUnit('pinch', 'pinch', 'pinches');
addUnit('dash', 'dash', 'dashes', 'splash', 'splashes');
addUnit('drop', 'drop', 'drops');
addUnit('bunch', 'bunch', 'bunches');
addUnit('can', 'can', 'cans', 'tin', 'tins');
addUnit('jar', 'jar', 'jars');
addUnit('sprig', 'sprig', 'sprigs');
addUnit('slice', 'slice', 'slices');
addUnit('handful', 'handful', 'handfuls');
addUnit('stick', 'stick', 'sticks');
addUnit('stalk', 'stalk', 'stalks', 'rib', 'ribs');
addUnit('head', 'head', 'heads');
addUnit('packet', 'packet', 'packets', 'pack', 'packs', 'package', 'packages', 'pkt', 'pkts', 'sachet', 'sachets', 'envelope', 'envelopes');
addUnit('inch', 'inch', 'inches');
const CASE_SENSITIVE_UNITS: Record<string, Unit> = { T: 'tbsp', t: 'tsp', c: 'cup', C: 'cup', L: 'l' };

/** Normalise a unit as typed in the structured recipe form ("Tablespoons", "gms", "T"). */
export function normalizeUnit(text: string): Unit | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed in CASE_SENSITIVE_UNITS) return CASE_SENSITIVE_UNITS[trimmed] ?? null;
  const key = trimmed.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ');
  return UNIT_WORDS[key] ?? UNIT_WORDS[key.replace(/ /g, '')] ?? null;
}

const VULGAR_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅐': '1/7',
  '⅑': '1/9',
  '⅒': '1/10',
};

// Recipe lines also count in dozens, halves and 'a couple'.
const NUMBER_WORDS: Record<string, number> = { ...CARDINAL_WORDS, dozen: 12, half: 0.5, quarter: 0.25, couple: 2, few: 3 };

/** Unicode fractions to ASCII ("1½" → "1 1/2"), dashes to "-", fraction slash to "/". */
function prepare(text: string): string {
  return text
    .replace(/(\d)?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒])/g, (_m, digit: string | undefined, frac: string) => `${digit ? `${digit} ` : ''}${VULGAR_FRACTIONS[frac] ?? frac}`)
    .replace(/⁄/g, '/')
    .replace(/[–—−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

// One number: "1 1/2", "1-1/2" (mixed, not a range), "3/4", "1.5", "2", or a number word.
// Alternatives are ordered longest-first: a regex alternation takes the first that fits, and "1" alone
// would otherwise win over "1 1/2" or "1/2".
const NUM = String.raw`(?:\d+(?:\s+|-)\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?|\.\d+|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter|couple|few|dozen)\b)`;
const QUANTITY_PREFIX = new RegExp(String.raw`^(${NUM})(?:\s*(?:-|to|or)\s*(${NUM}))?(?:\s+of\b)?\s*`, 'i');

function numberValue(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t in NUMBER_WORDS) return NUMBER_WORDS[t] ?? null;
  const mixed = /^(\d+)(?:\s+|-)(\d+)\/(\d+)$/.exec(t);
  if (mixed) {
    const den = Number(mixed[3]);
    return den ? Number(mixed[1]) + Number(mixed[2]) / den : null;
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) {
    const den = Number(fraction[2]);
    return den ? Number(fraction[1]) / den : null;
  }
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Reads a leading quantity or range; returns null when the text does not start with one. */
function readQuantity(text: string): { quantity: number; quantityMax?: number; rest: string } | null {
  // "half a cup", "one and a half cups"
  const compound = /^(?:(\d+|one|two|three)\s+and\s+)?(?:a\s+)?(half|quarter)(?:\s+an?\b)?\s*/i.exec(text);
  if (compound && /half|quarter/i.test(compound[2] ?? '')) {
    const whole = compound[1] ? (numberValue(compound[1]) ?? 0) : 0;
    const part = compound[2]?.toLowerCase() === 'half' ? 0.5 : 0.25;
    return { quantity: whole + part, rest: text.slice(compound[0].length) };
  }
  const match = QUANTITY_PREFIX.exec(text);
  if (!match?.[1]) return null;
  // "a" / "an" only count as a quantity before a unit or "few"/"couple" ("a pinch", not "a tomato").
  const first = match[1].toLowerCase();
  let rest = text.slice(match[0].length);
  if ((first === 'a' || first === 'an') && !match[2]) {
    const next = /^(couple|few|dozen)\b(?:\s+of\b)?\s*/i.exec(rest);
    if (next?.[1]) return { quantity: NUMBER_WORDS[next[1].toLowerCase()] ?? 1, rest: rest.slice(next[0].length) };
  }
  const quantity = numberValue(match[1]);
  if (quantity === null) return null;
  const max = match[2] ? numberValue(match[2]) : null;
  rest = rest.trimStart();
  if (max !== null && max > quantity) return { quantity: round3(quantity), quantityMax: round3(max), rest };
  return { quantity: round3(quantity), rest };
}

/**
 * Quantity as typed in the structured form: "1 1/2", "1½", "¾", "2-3", "1.5", "a", "half".
 * Returns quantity null when nothing numeric is found.
 */
export function parseQuantity(text: string): { quantity: number | null; quantityMax?: number } {
  const read = readQuantity(prepare(text));
  if (!read) return { quantity: null };
  return read.quantityMax === undefined ? { quantity: read.quantity } : { quantity: read.quantity, quantityMax: read.quantityMax };
}

// Unit words may be preceded by one size word ("1 heaped tbsp", "1 large can") which joins the note.
const UNIT_SIZE_WORDS = new Set(['heaped', 'heaping', 'level', 'rounded', 'scant', 'generous', 'large', 'small', 'medium', 'big', 'good', 'full']);

function readUnit(text: string): { unit: Unit; rest: string; size?: string } | null {
  const words = text.split(' ');
  let offset = 0;
  let size: string | undefined;
  const firstWord = words[0]?.toLowerCase();
  if (firstWord && UNIT_SIZE_WORDS.has(firstWord) && words.length > 1) {
    size = firstWord;
    offset = 1;
  }
  // Two-word units first ("fl oz", "fluid ounces").
  for (const span of [2, 1]) {
    const raw = words.slice(offset, offset + span).join(' ');
    if (!raw) continue;
    const candidate = raw.replace(/[.,;:]+$/, '');
    const unit = span === 1 && candidate in CASE_SENSITIVE_UNITS ? CASE_SENSITIVE_UNITS[candidate] : UNIT_WORDS[candidate.toLowerCase().replace(/\./g, '')];
    if (unit) {
      let rest = words.slice(offset + span).join(' ');
      rest = rest.replace(/^of\b\s*/i, '');
      return size ? { unit, rest, size } : { unit, rest };
    }
  }
  return null;
}

// Words that describe how a food is cut, cooked, sized or bought: they go to the note when the
// name resolves without them ("chopped onions" → onion; but "crushed tomatoes" stays a food).
const PREP_WORDS = new Set([
  'fresh',
  'freshly',
  'chopped',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'minced',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'crushed',
  'julienned',
  'cubed',
  'halved',
  'quartered',
  'mashed',
  'peeled',
  'deseeded',
  'seeded',
  'pitted',
  'cored',
  'trimmed',
  'cleaned',
  'washed',
  'rinsed',
  'drained',
  'soaked',
  'cooked',
  'boiled',
  'steamed',
  'frozen',
  'thawed',
  'canned',
  'tinned',
  'large',
  'medium',
  'small',
  'big',
  'extra',
  'jumbo',
  'whole',
  'ripe',
  'boneless',
  'skinless',
  'organic',
  'softened',
  'melted',
  'cold',
  'warm',
  'beaten',
  'whisked',
  'sifted',
  'packed',
  'lightly',
  'loosely',
  'firmly',
  'heaping',
  'heaped',
  'level',
  'optional',
  'toasted',
  'roasted',
  'raw',
  'extra-virgin',
  'virgin',
  'unsalted',
  'salted',
  'crumbled',
  'pressed',
  'deveined',
  'bruised',
  'cooled',
  'thick',
  'thin',
  'slit',
  'smashed',
]);

function cleanName(raw: string): { name: string; moved: string[] } {
  const index = getFoodIndex();
  const base = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!base) return { name: '', moved: [] };
  const words = base.split(' ');
  const isPrep = (word: string) => PREP_WORDS.has(word.replace(/[.,]$/, ''));
  const kept = words.filter((word) => !isPrep(word));
  const moved = words.filter(isPrep);
  if (kept.length === 0 || moved.length === 0) return { name: singularName(base), moved: [] };
  const exact = index.findExact(base);
  const stripped = kept.join(' ');
  // Keep a prep word only when it changes the food: "crushed tomatoes" and "fresh turmeric" are
  // different foods from "tomatoes" and "turmeric"; "large eggs" and "chopped onions" are not.
  if (exact && index.findExact(stripped)?.id !== exact.id) return { name: singularName(base), moved: [] };
  return { name: singularName(stripped), moved };
}

/** "onions" → "onion" when the singular names the same food; names we do not know are left alone. */
function singularName(name: string): string {
  const index = getFoodIndex();
  const food = index.findExact(name);
  if (!food) return name;
  for (const singular of singularPhrases(name)) {
    if (index.isNamedKey(normalizeName(singular)) && index.keyFood(normalizeName(singular))?.id === food.id) return singular;
  }
  return name;
}

const TRAILING_COUNT_UNIT = /^(.*\S)\s+(cloves?|sprigs?|slices?|sticks?|stalks?|ribs?)$/i;

/**
 * Parse one recipe ingredient line. Handles mixed numbers, unicode fractions, ranges, attached units
 * ("200g"), package sizes ("1 (14 oz) can"), "a pinch of", "to taste", "juice of 1 lemon", a trailing
 * "Onion - 2" quantity, and notes after a comma. Never throws; unknown foods just have no `food`.
 */
export function parseIngredientLine(line: string): ParsedIngredient {
  let text = prepare(line);
  const notes: string[] = [];

  // "to taste" / "as needed" / "for garnish" anywhere: a note, not part of the name.
  text = text.replace(/,?\s*\b(to taste|as needed|as required|for garnish(?:ing)?|for serving|optional)\b\.?/gi, (match, phrase: string) => {
    notes.push(phrase.toLowerCase());
    return match.startsWith(',') ? ',' : ' ';
  });
  text = text.replace(/\s+,/g, ',').replace(/,\s*$/, '').replace(/\s+/g, ' ').trim();

  // "juice of 1 lemon", "zest of 2 limes": the food is the juice or zest, counted in fruits.
  const juice = /^(juice|zest)\s+(?:(?:from|of)\s+)?(.+)$/i.exec(text);
  if (juice?.[1] && juice[2]) {
    const part = juice[1].toLowerCase();
    const read = readQuantity(juice[2]);
    const fruit = singularName((read ? read.rest : juice[2]).trim().toLowerCase());
    const name = `${fruit} ${part}`;
    notes.unshift(line.trim());
    const result: ParsedIngredient = { quantity: read?.quantity ?? 1, unit: null, name, note: notes.join(', ') };
    if (read?.quantityMax !== undefined) result.quantityMax = read.quantityMax;
    const food = findFood(name);
    if (food) result.food = food;
    return result;
  }

  // Split numbers glued to units: "200g", "500ml", "2tbsp".
  text = text.replace(/(\d)([a-zA-Z])/g, '$1 $2');

  let read = readQuantity(text);
  let rest = read ? read.rest : text;
  // "Onion - 2 (chopped)" / "Salt: 1 tsp": quantity after the name, common in Indian recipes.
  let trailingName: string | undefined;
  if (!read) {
    const tail = /^(.+?)\s*[-:]\s*(\d.*)$/.exec(text);
    const tailRead = tail?.[2] ? readQuantity(tail[2]) : null;
    if (tail?.[1] && tailRead) {
      read = tailRead;
      trailingName = tail[1];
      rest = tailRead.rest;
    }
  }
  let packageSize: ParsedIngredient['packageSize'];
  const pkg = /^\(\s*([^)]*?)\s*\)\s*/.exec(rest);
  if (pkg?.[1]) {
    const inner = readQuantity(pkg[1].replace(/(\d)([a-zA-Z])/g, '$1 $2').replace(/-/g, ' '));
    const innerUnit = inner ? readUnit(inner.rest) : null;
    if (inner && innerUnit) {
      packageSize = { quantity: inner.quantity, unit: innerUnit.unit };
      notes.unshift(pkg[1]);
      rest = rest.slice(pkg[0].length);
    }
  }

  let unit: Unit | null = null;
  const unitRead = read ? readUnit(rest) : /^(pinch|dash|handful|splash)\b/i.test(rest) ? readUnit(rest) : null;
  if (unitRead) {
    unit = unitRead.unit;
    rest = unitRead.rest;
    if (unitRead.size) notes.unshift(unitRead.size);
    if (!read) read = { quantity: 1, rest };
  }

  let namePart = trailingName ?? rest;
  if (trailingName && rest) notes.push(rest.replace(/^\(|\)$/g, '').trim());

  // Parentheses are notes ("(or 1 can, drained)"), taken out first so their commas do not split
  // the name; then anything after the first comma is a note.
  namePart = namePart.replace(/\(([^)]*)\)?/g, (_m, inner: string) => {
    if (inner.trim()) notes.push(inner.trim());
    return ' ';
  });
  const comma = namePart.indexOf(',');
  if (comma !== -1) {
    notes.push(namePart.slice(comma + 1).trim());
    namePart = namePart.slice(0, comma);
  }
  namePart = namePart
    .replace(/^(?:of|the)\s+/i, '')
    .replace(/[.;:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

  // "3 garlic cloves", "2 cinnamon sticks": the count word trails the food.
  if (unit === null && read) {
    const trailing = TRAILING_COUNT_UNIT.exec(namePart);
    const trailingUnit = trailing?.[2] ? normalizeUnit(trailing[2]) : null;
    if (trailing?.[1] && trailingUnit && findFood(trailing[1])) {
      unit = trailingUnit;
      namePart = trailing[1];
    }
  }

  // "4 cloves" on its own is the spice.
  if (unit === 'clove' && namePart === '') {
    unit = null;
    namePart = 'cloves';
  }

  const { name, moved } = cleanName(namePart);
  if (moved.length > 0) notes.unshift(moved.join(' '));

  const result: ParsedIngredient = { quantity: read ? read.quantity : null, unit, name };
  if (read?.quantityMax !== undefined) result.quantityMax = read.quantityMax;
  const note = notes.filter((item) => item.length > 0).join(', ');
  if (note) result.note = note;
  if (packageSize) result.packageSize = packageSize;
  const food = name ? findFood(name) : undefined;
  if (food) result.food = food;
  return result;
}

const ML_PER: Partial<Record<Unit, number>> = {
  tsp: 5,
  tbsp: 15,
  cup: 240,
  ml: 1,
  l: 1000,
  'fl oz': 29.57,
  pint: 473,
  quart: 946,
  pinch: 0.3,
  dash: 0.6,
  drop: 0.05,
};
const G_PER: Partial<Record<Unit, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };
const COUNT_UNITS = new Set<Unit | null>([null, 'piece', 'clove', 'slice', 'stick', 'stalk', 'head']);
const CLOVES_PER_GARLIC_HEAD = 10;

/**
 * Grams for a quantity of a food: metric and imperial mass directly; volume (cup 240 ml, tbsp 15 ml,
 * tsp 5 ml...) through the food's density; counts (no unit, piece, clove, slice, stick, stalk, head)
 * through gramsPerPiece. Returns null when it would be a guess: no density or piece weight known,
 * or units like bunch, handful, sprig, can (without a size) and inch.
 */
export function toGrams(quantity: number | null, unit: Unit | null, food?: FoodEntry): number | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity < 0) return null;
  const round = (grams: number) => Math.round(grams * 10) / 10;
  const mass = unit ? G_PER[unit] : undefined;
  if (mass !== undefined) return round(quantity * mass);
  const ml = unit ? ML_PER[unit] : undefined;
  if (ml !== undefined) return food?.densityGPerMl ? round(quantity * ml * food.densityGPerMl) : null;
  if (COUNT_UNITS.has(unit) && food?.gramsPerPiece) {
    // A head of garlic is counted in cloves everywhere else, so scale it; other heads are the piece.
    const pieces = unit === 'head' && food.id === 'garlic' ? quantity * CLOVES_PER_GARLIC_HEAD : quantity;
    // A slice of a loaf or baguette is not the loaf: foods whose piece is the whole say what a slice weighs.
    const each = unit === 'slice' && food.gramsPerSlice ? food.gramsPerSlice : food.gramsPerPiece;
    return round(pieces * each);
  }
  return null;
}

/** Grams for a parsed line, using the package size for cans, jars and packets when one was given. */
export function ingredientGrams(parsed: ParsedIngredient): number | null {
  if (parsed.packageSize && (parsed.unit === 'can' || parsed.unit === 'jar' || parsed.unit === 'packet') && parsed.quantity !== null) {
    const each = toGrams(parsed.packageSize.quantity, parsed.packageSize.unit, parsed.food);
    return each === null ? null : Math.round(parsed.quantity * each * 10) / 10;
  }
  return toGrams(parsed.quantity, parsed.unit, parsed.food);
}
