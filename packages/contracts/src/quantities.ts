/**
 * Ingredient amounts as a cook reads them: '½ cup', '1 ⅓ cups', '10 curry leaves', '2 lemons'. One
 * implementation for every screen that shows a line (recipe page, versions, Mentor Mode) and for the
 * server's shopping list, so a quantity never reads '0.5 tsp' in one place and '½ tsp' in another.
 */

const VULGAR: Record<string, number> = { '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8, '⅕': 1 / 5, '⅙': 1 / 6 };

/** Fractions a kitchen measures in, with their glyphs; amounts snap to these when close. */
const KITCHEN_FRACTIONS: readonly [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  // Scaling makes these ('1 cup' for 7 instead of 8 is ⅞ cup); a decimal would read as a measurement.
  [7 / 8, '⅞'],
];

/** One number as written: '2', '0.5', '1/2', '1 1/2', '½', '1½'. */
function readNumber(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  const glyph = /^(\d+)?\s*([½⅓⅔¼¾⅛⅜⅝⅞⅕⅙])$/.exec(t);
  if (glyph) return Number(glyph[1] ?? 0) + VULGAR[glyph[2]!]!;
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (mixed) return Number(mixed[3]) ? Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]) : null;
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (fraction) return Number(fraction[2]) ? Number(fraction[1]) / Number(fraction[2]) : null;
  if (/^\d*[.,]?\d+$/.test(t)) return Number(t.replace(',', '.'));
  return null;
}

/** A quantity field: one number or a range ('2-3', '2 to 3'); null for words such as 'to taste'. */
export function readAmount(text: string): { min: number; max?: number } | null {
  const range = /^(.+?)\s*(?:-|–|—|to)\s*(.+)$/.exec(text.trim());
  if (range) {
    const [min, max] = [readNumber(range[1]!), readNumber(range[2]!)];
    if (min !== null && max !== null) return max > min ? { min, max } : { min };
  }
  const single = readNumber(text);
  return single === null ? null : { min: single };
}

/**
 * A number the way recipes print it: kitchen fractions below 10 ('1 ⅓', '¾'), halves up to 20,
 * whole numbers above, and a decimal only when no fraction is close ('0.15' → '0.15').
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  if (value >= 20) return String(Math.round(value));
  const whole = Math.floor(value);
  const rest = value - whole;
  const choices: readonly [number, string][] = value >= 10 ? [[1 / 2, '½']] : KITCHEN_FRACTIONS;
  if (!whole && rest < 0.06) return formatSmall(value);
  // Near a whole number it prints whole, unless that is more than 5% off (1.06 cups is not '1 cup').
  if (whole && rest < Math.min(0.06, 0.05 * value)) return String(whole);
  if (rest > 0.94) return String(whole + 1);
  const [fraction, glyph] = choices.reduce((best, option) => (Math.abs(option[0] - rest) < Math.abs(best[0] - rest) ? option : best));
  if (Math.abs(fraction - rest) <= 0.05) return whole ? `${whole} ${glyph}` : glyph;
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

const formatSmall = (value: number) => String(Math.round(value * 100) / 100);

// Units that stay as written whatever the amount (abbreviations and symbols).
const INVARIANT_UNITS = new Set(['g', 'kg', 'mg', 'ml', 'l', 'oz', 'lb', 'lbs', 'tsp', 'tbsp', 'fl oz', 'cl', 'dl', '°c', '°f']);
// Foods counted by weight or volume, never as pieces ('2 rice' is a typo, not 'rices').
const MASS_NOUNS = new Set([
  'rice',
  'flour',
  'salt',
  'sugar',
  'water',
  'milk',
  'oil',
  'butter',
  'ghee',
  'poha',
  'cream',
  'yogurt',
  'curd',
  'honey',
  'cheese',
  'bread',
  'pasta',
  'spaghetti',
  'couscous',
  'quinoa',
  'stock',
  'broth',
  'sauce',
  'paste',
  'vinegar',
  'wine',
  'juice',
  'masala',
  'dal',
  'spinach',
  'garlic',
  'ginger',
  'cilantro',
  'coriander',
  'parsley',
  'basil',
  'mint',
  'dill',
  'thyme',
  'oregano',
  'cumin',
  'turmeric',
]);
const IRREGULAR: Record<string, string> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  knife: 'knives',
  tomato: 'tomatoes',
  potato: 'potatoes',
  mango: 'mangoes',
  chili: 'chilies',
  chilli: 'chillies',
  pinch: 'pinches',
  dash: 'dashes',
  bunch: 'bunches',
  box: 'boxes',
  glass: 'glasses',
  tooth: 'teeth',
  mouse: 'mice',
};

/** The plural of one English noun ('leaf' → 'leaves', 'berry' → 'berries', 'dish' → 'dishes'). */
export function pluralNoun(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return matchCase(word, IRREGULAR[lower]!);
  if (/(s|x|z|ch|sh)$/i.test(word)) return /s$/i.test(word) && !/ss$/i.test(word) ? word : `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
const matchCase = (model: string, word: string) => (model[0] === model[0]?.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word);

/**
 * A food name counted in pieces, made plural: its head noun changes ('curry leaf' → 'curry leaves',
 * 'chipotle in adobo' → 'chipotles in adobo'); mass nouns and names already plural stay as they are.
 */
export function pluralFoodName(name: string): string {
  const match = /^(.*?)(\s+(?:in|of|with|for)\s+.*)?$/i.exec(name.trim())!;
  const head = match[1]!;
  const tail = match[2] ?? '';
  const words = head.split(/\s+/);
  const last = words.at(-1) ?? '';
  if (!last || MASS_NOUNS.has(last.toLowerCase()) || /[^s]s$/i.test(last) || /\d/.test(last)) return name.trim();
  return [...words.slice(0, -1), pluralNoun(last)].join(' ') + tail;
}

export interface QuantityLine {
  quantity: string;
  unit: string;
  name: string;
}

/** The amount and unit, scaled: '1 ⅓ cups', '2–3', '½ tsp', or the words as written ('to taste'). */
export function formatQuantity(line: Pick<QuantityLine, 'quantity' | 'unit'>, scale = 1): { text: string; many: boolean } {
  const unit = line.unit.trim();
  const amount = readAmount(line.quantity);
  if (!amount) return { text: [line.quantity.trim(), unit].filter(Boolean).join(' '), many: false };
  const min = amount.min * scale;
  const max = amount.max === undefined ? undefined : amount.max * scale;
  const many = (max ?? min) > 1;
  const number = max === undefined ? formatAmount(min) : `${formatAmount(min)}–${formatAmount(max)}`;
  const unitText = unit && many && !INVARIANT_UNITS.has(unit.toLowerCase()) ? pluralFoodName(unit) : unit;
  return { text: [number, unitText].filter(Boolean).join(' '), many };
}

/** Eggs, yolks and whites do not halve: scaled, they round to whole ones (at least one). */
const WHOLE_ONLY = /\b(eggs?|egg yolks?|egg whites?|yolks?)\b/i;
function wholeWhenScaled(line: QuantityLine, scale: number): QuantityLine {
  if (scale === 1 || line.unit.trim() || !WHOLE_ONLY.test(line.name)) return line;
  const amount = readAmount(line.quantity);
  if (!amount || amount.max !== undefined) return line;
  return { ...line, quantity: String(Math.max(1, Math.round(amount.min * scale))) };
}

/** A whole ingredient line as a cook reads it: '2 cups poha', '10 curry leaves', '½ tsp salt'. */
export function formatIngredientLine(line: QuantityLine, scale = 1): string {
  const whole = wholeWhenScaled(line, scale);
  const { text, many } = formatQuantity(whole, whole === line ? scale : 1);
  const name = line.name.trim().replace(/\s+/g, ' ');
  const counted = !line.unit.trim() && many;
  return [text, counted ? pluralFoodName(name) : name].filter(Boolean).join(' ');
}
