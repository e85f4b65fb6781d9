// Reading the amount at the start of a line: numbers (digits, fractions, words), ranges, "2 x 400g",
// package sizes, units, "plus" and a second unit written for the other system. Every regex is anchored
// at the start of what is left and has no nested repetition, so a line is read in one pass.
import { NUMBER_WORDS as CARDINAL_WORDS } from '@hearth/contracts';
import { CONTAINER_UNITS, convert, isMeasure, LENGTH_UNITS, type Unit, unitOfWord } from './units.js';

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

/**
 * One spelling for what recipes write many ways: unicode fractions ("1½" → "1 1/2"), dashes, "×",
 * decimal commas ("1,5 kg"), units glued to numbers ("200g", "1in"), "15-ounce" and "10g/½oz"; a
 * leading bullet or checkbox ("• 2 cups", "▢ 1 cup") is dropped.
 */
export function prepare(text: string): string {
  return text
    .replace(/^[\s▢☐□■•·*‣◦⁃-]+(?=\S)/, '')
    .replace(/(\d)?\s?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒])/g, (_m, digit: string | undefined, frac: string) => `${digit ? `${digit} ` : ' '}${VULGAR_FRACTIONS[frac] ?? frac}`)
    .replace(/⁄/g, '/')
    .replace(/[–—−]/g, '-')
    .replace(/\s*×\s*/g, ' x ')
    .replace(/\u00a0/g, ' ')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(/(\d)in\b/g, '$1 inch')
    .replace(/(\d)-(?=[a-z])/gi, '$1 ')
    .replace(/(\d)([a-zA-Z])/g, '$1 $2')
    .replace(/([a-zA-Z.])\/(?=\s*\.?\d)/g, '$1 / ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Recipe lines also count in dozens, halves and 'a couple'.
const NUMBER_WORDS: Record<string, number> = { ...CARDINAL_WORDS, dozen: 12, half: 0.5, quarter: 0.25, couple: 2, few: 3 };

// One number: "1 1/2", "1-1/2" (mixed, not a range), "3/4", "1.5", ".5", or a number word. Alternatives
// are ordered longest-first: an alternation takes the first that fits, and "1" alone would otherwise
// win over "1 1/2".
const NUMBER = String.raw`(?:\d+(?:\s+|-)\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?|\.\d+|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|half|quarter|couple|few|dozen)\b(?!-))`;
const QUANTITY = new RegExp(String.raw`^(${NUMBER})(?:\s*(?:-|to|or)\s*(${NUMBER}))?\s*`, 'i');
// "one and a half", "half a", "a quarter".
const COMPOUND_HALF = /^(?:(\d+|one|two|three|four)\s+and\s+)?(?:a\s+)?(half|quarter)\b(?!-)(?:\s+an?\b)?\s*/i;
const ARTICLE_COUNT = /^(couple|few|dozen)\b(?:\s+of\b)?\s*/i;

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

export interface QuantityRead {
  quantity: number;
  quantityMax?: number;
  /** True when the quantity was the article "a"/"an", which counts only before a unit or a food. */
  article?: boolean;
  rest: string;
}

/** Reads a leading quantity or range; null when the text does not start with one. */
export function readQuantity(text: string): QuantityRead | null {
  const compound = COMPOUND_HALF.exec(text);
  if (compound?.[2]) {
    const whole = compound[1] ? (numberValue(compound[1]) ?? 0) : 0;
    const part = compound[2].toLowerCase() === 'half' ? 0.5 : 0.25;
    return { quantity: whole + part, rest: text.slice(compound[0].length) };
  }
  const match = QUANTITY.exec(text);
  if (!match?.[1]) return null;
  const first = match[1].toLowerCase();
  const rest = text.slice(match[0].length);
  if ((first === 'a' || first === 'an') && !match[2]) {
    const next = ARTICLE_COUNT.exec(rest);
    if (next?.[1]) return { quantity: NUMBER_WORDS[next[1].toLowerCase()] ?? 1, rest: rest.slice(next[0].length) };
    return { quantity: 1, article: true, rest };
  }
  const quantity = numberValue(match[1]);
  if (quantity === null) return null;
  const max = match[2] ? numberValue(match[2]) : null;
  const tail = /^of\s+/i.test(rest) && /^(couple|few)$/.test(first) ? rest.slice(3) : rest;
  if (max !== null && max > quantity) return { quantity: round3(quantity), quantityMax: round3(max), rest: tail };
  return { quantity: round3(quantity), rest: tail };
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

// Words that qualify an amount as a guess ("about 2 cups", "a scant tsp", "a good pinch").
const APPROXIMATE = /^(about|approx\.?|approximately|around|roughly|circa|ca\.|c\.(?=\s*\d)|~|scant|heaped|heaping|generous|good(?!\s*-?\s*quality)|rounded)(?=[\s\d]|$)\s*/i;
// Sizes of a measure, which join the note ("1 large can", "a small bunch", "a thumb-sized piece").
const SIZE = /^(large|small|medium|big|level|extra-large|lg\.?|lrg\.?|med\.?|sm\.?|[a-z]+-sized?)\s+/i;
// Amounts too vague to count: "a little oil", "a drizzle of honey", "some parsley".
const VAGUE = /^(?:a\s+((?:generous|good|light|little|fine)\s+)?(?:little|drizzle|grating|sprinkle|sprinkling|dusting|bit|touch)\b|some\b)(?:\s+of\b)?\s*/i;
// "small lemon size", "a lime-sized ball": one piece of that size.
const SIZED_PIECE = /^(?:an?\s+)?(?:(?:small|big|large|medium)\s+)?[a-z]+(?:-|\s)size[d]?\b(?:\s+(?:piece|ball|chunk|lump))?(?:\s+of\b)?\s*/i;
// Units a line may start with, no number before them ("pinch of salt", "heaped tsp cumin").
const UNIT_ALONE = new Set<Unit>(['pinch', 'dash', 'handful', 'knob', 'tsp', 'tbsp', 'dsp', 'cup', 'sprig', 'bunch']);
// "Green chillies - 2 nos": "nos" just says the number counts the food.
const COUNT_WORD = /^(?:nos?\.?|numbers?)(?=[\s,;)]|$)\s*/i;

export interface Amount {
  quantity: number | null;
  quantityMax?: number;
  unit: Unit | null;
  packageSize?: { quantity: number; unit: Unit };
  approximate: boolean;
  /** What the amount said besides the number and unit: sizes, a second unit, a package size. */
  notes: string[];
  /** The rest of the line: the food and its notes. */
  rest: string;
}

/** A cursor over the text left to read, collecting notes and the approximate flag on the way. */
class Reader {
  notes: string[] = [];
  approximate = false;
  constructor(public rest: string) {}

  /** Where the reader is, to go back to when a reading does not fit. */
  mark(): { rest: string; notes: number; approximate: boolean } {
    return { rest: this.rest, notes: this.notes.length, approximate: this.approximate };
  }

  back(mark: { rest: string; notes: number; approximate: boolean }): void {
    this.rest = mark.rest;
    this.notes.length = mark.notes;
    this.approximate = mark.approximate;
  }

  take(pattern: RegExp): RegExpExecArray | null {
    const match = pattern.exec(this.rest);
    if (match) this.rest = this.rest.slice(match[0].length).trimStart();
    return match;
  }

  /** Approximation and size words before a unit or a number; each joins the note. */
  qualifiers(): void {
    for (;;) {
      const approx = this.take(APPROXIMATE);
      if (approx?.[1]) {
        this.approximate = true;
        this.notes.push(approx[1].toLowerCase());
        continue;
      }
      const size = this.take(SIZE);
      if (size?.[1]) {
        this.notes.push(size[1].toLowerCase());
        continue;
      }
      return;
    }
  }
}

/** A unit at the start of the text, after any size or approximation words. Restores the text if none. */
function readUnit(reader: Reader): Unit | null {
  const mark = reader.mark();
  reader.qualifiers();
  const [first = '', second] = reader.rest.split(' ', 2);
  // Two-word units first ("fl oz", "fluid ounces"); they are the only ones.
  const pair = second === undefined || !/^fl/i.test(first) ? null : unitOfWord(`${first} ${second}`);
  const single = pair ? null : unitOfWord(first);
  // "1 bottle gourd" is a vegetable, not a bottle: a unit word that starts a food's name is the food.
  const unit = pair ?? (single && !startsFoodName(first, second) ? single : null);
  if (unit) {
    reader.rest = reader.rest.slice(first.length + (pair ? 1 + (second?.length ?? 0) : 0)).trimStart();
    return unit;
  }
  reader.back(mark);
  return null;
}

const UNIT_THAT_IS_FOOD = /^(bottle|head|ear|pot)$/i;
const startsFoodName = (word: string, next: string | undefined) => Boolean(next) && UNIT_THAT_IS_FOOD.test(word) && /^(gourd|lettuce|cabbage|noodles?)\b/i.test(next ?? '');

/** A number with a weight or volume unit ("400 g", "(14 oz)", "(10.75 oz each)"); restores the text if none. */
function readMeasure(reader: Reader): { quantity: number; unit: Unit; text: string } | null {
  const saved = reader.rest;
  const paren = reader.take(/^\(\s*([^()]*?)\s*\)\s*/);
  const text = paren ? (paren[1] ?? '').replace(/\s+each$/i, '') : reader.rest;
  const inner = new Reader(text);
  const read = readQuantity(inner.rest);
  if (read && !read.article && !read.quantityMax) {
    inner.rest = read.rest.trimStart();
    const unit = readUnit(inner);
    if (unit && isMeasure(unit) && (!paren || inner.rest === '')) {
      if (!paren) reader.rest = inner.rest;
      return { quantity: read.quantity, unit, text: paren ? (paren[1] ?? '') : `${read.quantity} ${unit}` };
    }
  }
  reader.rest = saved;
  return null;
}

/** "plus 2 tbsp", "+ 1 tsp": summed into the first unit when both measure the same thing. */
function readPlus(reader: Reader, quantity: number, unit: Unit): number {
  const saved = reader.rest;
  if (!reader.take(/^(?:plus|\+|and)\s+(?=[\d.])/i)) return quantity;
  const more = readNumberAndUnit(reader);
  if (!more) {
    reader.rest = saved;
    return quantity;
  }
  const added = convert(more.quantity, more.unit, unit);
  if (added === null) {
    reader.notes.push(`plus ${more.text}`);
    return quantity;
  }
  return round3(quantity + added);
}

/** A number and any unit: "1 tsp" after "plus", "8oz" after "225g/". */
function readNumberAndUnit(reader: Reader): { quantity: number; unit: Unit; text: string } | null {
  const saved = reader.rest;
  const read = readQuantity(reader.rest);
  if (read && !read.article) {
    reader.rest = read.rest.trimStart();
    const unit = readUnit(reader);
    if (unit) return { quantity: read.quantity, unit, text: `${read.quantity} ${unit}` };
  }
  reader.rest = saved;
  return null;
}

/** The same amount in the other system: "225g/8oz", "1 cup (240ml)", "1.5kg/3lb 5oz". Goes to the note. */
function readSecondUnit(reader: Reader): void {
  const paren = /^\(\s*[\d.]/.test(reader.rest) ? reader.take(/^\(([^()]*)\)\s*/) : null;
  if (paren) {
    reader.notes.push((paren[1] ?? '').trim());
    return;
  }
  const saved = reader.rest;
  if (!reader.take(/^\/\s*/)) return;
  const first = readNumberAndUnit(reader);
  if (!first) {
    reader.rest = saved;
    return;
  }
  const second = readNumberAndUnit(reader);
  reader.notes.push(second ? `${first.text} ${second.text}` : first.text);
}

/**
 * The amount a line starts with, or null when it starts with the food. Handles counts with package
 * sizes ("2 x 400g tins", "2 15-ounce cans", "1 (14 oz) can", "400g tin"), "plus", a second unit
 * ("225g/8oz"), sizes and approximations, and vague amounts ("a little", quantity null).
 */
export function readAmount(text: string): Amount | null {
  const reader = new Reader(text);
  reader.qualifiers();
  const vague = reader.take(VAGUE);
  if (vague) {
    reader.notes.push(vague[0].trim().replace(/\s+of$/i, ''));
    reader.approximate ||= Boolean(vague[1] && /generous|good/i.test(vague[1]));
    return finish(reader, { quantity: null, unit: null });
  }
  if (reader.take(SIZED_PIECE)) return finish(reader, { quantity: 1, unit: 'piece' });
  let read = readQuantity(reader.rest);
  if (!read) return readUnitAlone(reader);
  reader.rest = read.rest.trimStart();
  if (read.article) {
    const afterArticle = readAfterArticle(reader);
    if (afterArticle && 'unit' in afterArticle) return afterArticle;
    if (afterArticle) read = afterArticle;
  }
  const counted = { quantity: read.quantity, ...(read.quantityMax !== undefined && { quantityMax: read.quantityMax }) };
  if (read.quantity < 1) reader.take(/^an?\s+/i);
  if (reader.take(SIZED_PIECE)) return finish(reader, { ...counted, unit: 'piece' });

  const lengthPiece = readLengthPiece(reader, counted.quantity);
  if (lengthPiece) return finish(reader, lengthPiece);
  const multiplied = Boolean(reader.take(/^x\s*(?=[\d.(])/i));
  const pkg = readMeasure(reader);
  if (pkg || multiplied) return readPackaged(reader, counted, pkg);

  const unit = readUnit(reader);
  if (!unit) {
    reader.take(COUNT_WORD);
    return finish(reader, { ...counted, unit: null });
  }
  return readAfterUnit(reader, counted, unit);
}

type Counted = { quantity: number; quantityMax?: number };

/**
 * After "a"/"an": "an 8-ounce block" is one block of 8 oz; "a 2.5cm piece" is 2.5 cm and "a generous
 * 1/4 cup" ¼ cup, the article only introducing the number. Null when no number follows ("a pinch").
 */
function readAfterArticle(reader: Reader): Amount | QuantityRead | null {
  const mark = reader.mark();
  reader.qualifiers();
  if (!/^[\d.]/.test(reader.rest)) {
    reader.back(mark);
    return null;
  }
  const numberAt = reader.mark();
  const pkg = readMeasure(reader);
  const container = pkg ? readUnit(reader) : null;
  if (pkg && container && !isMeasure(container)) {
    reader.back(numberAt);
    return readPackaged(reader, { quantity: 1 }, readMeasure(reader));
  }
  reader.back(numberAt);
  const read = readQuantity(reader.rest);
  if (read) reader.rest = read.rest.trimStart();
  return read;
}

/** "1 (2-inch) piece ginger" is 2 inches of ginger, as "a 2.5cm piece" is 2.5 cm. */
function readLengthPiece(reader: Reader, count: number): { quantity: number; unit: Unit } | null {
  const match = /^\(\s*([\d./ ]+?)\s*(inch|inches|cm)\s*\)\s*(?:piece|pieces|chunk|knob)\b(?:\s+of\b)?\s*/i.exec(reader.rest);
  const length = match?.[1] ? readQuantity(match[1]) : null;
  const unit = match?.[2] ? unitOfWord(match[2]) : null;
  if (!match || !length || !unit) return null;
  reader.rest = reader.rest.slice(match[0].length);
  reader.notes.push(`${match[1]} ${match[2]} piece`);
  return { quantity: round3(count * length.quantity), unit };
}

/** "2 x 400g tins", "2 15-ounce cans", "two 8-ounce fillets": a count of packages of a size. */
function readPackaged(reader: Reader, counted: Counted, pkg: { quantity: number; unit: Unit; text: string } | null): Amount {
  if (pkg) {
    reader.notes.push(pkg.text);
    readSecondUnit(reader);
  }
  const container = readUnit(reader);
  const unit = container && !isMeasure(container) ? container : null;
  if (container && !unit) reader.notes.push(container);
  return finish(reader, { ...counted, unit, ...(pkg && { packageSize: { quantity: pkg.quantity, unit: pkg.unit } }) });
}

/** After "N unit": plus, a second unit, a container ("400g tin"), a package size ("1 can (15 oz)"). */
function readAfterUnit(reader: Reader, counted: Counted, unit: Unit): Amount {
  let quantity = counted.quantity;
  if (isMeasure(unit)) {
    quantity = readPlus(reader, quantity, unit);
    readSecondUnit(reader);
    const beforeContainer = reader.rest;
    const container = readUnit(reader);
    if (container && CONTAINER_UNITS.has(container)) {
      // "400g tin chickpeas": one tin of 400 g.
      reader.notes.push(`${quantity} ${unit}`);
      return finish(reader, { quantity: 1, unit: container, packageSize: { quantity, unit } });
    }
    // "2kg piece of pork belly": the piece is the amount; any other unit word here belongs to the food.
    if (container !== 'piece') reader.rest = beforeContainer;
  }
  if (LENGTH_UNITS.has(unit)) {
    readSecondUnit(reader);
    reader.take(/^(?:piece|pieces|chunk|knob|stick)\b(?:\s+of\b)?\s*/i);
  }
  const result: Omit<Amount, 'approximate' | 'notes' | 'rest'> = { ...counted, quantity, unit };
  if (CONTAINER_UNITS.has(unit)) {
    const pkg = readMeasure(reader);
    if (pkg) {
      reader.notes.push(pkg.text);
      result.packageSize = { quantity: pkg.quantity, unit: pkg.unit };
    }
  } else readSecondUnit(reader);
  reader.qualifiers();
  return finish(reader, result);
}

/** "pinch of salt", "heaped tsp cumin", "knob of butter": a unit with no number is one of it. */
function readUnitAlone(reader: Reader): Amount | null {
  const saved = reader.rest;
  const hadQualifier = reader.notes.length > 0;
  const unit = readUnit(reader);
  if (unit && (UNIT_ALONE.has(unit) || hadQualifier || /^of\b/i.test(reader.rest))) return readAfterUnit(reader, { quantity: 1 }, unit);
  reader.rest = saved;
  return null;
}

function finish(reader: Reader, amount: Omit<Amount, 'approximate' | 'notes' | 'rest'>): Amount {
  reader.take(/^of\s+/i);
  return { ...amount, approximate: reader.approximate, notes: reader.notes, rest: reader.rest };
}
