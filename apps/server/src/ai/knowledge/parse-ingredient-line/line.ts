// parseIngredientLine: one recipe line → quantity, unit, food name and notes, in named steps
// (decision 0033 says what each reading means). Deterministic, no backtracking-heavy patterns: a line
// takes microseconds.
import { findFood } from '../lookup.js';
import type { FoodEntry } from '../types.js';
import { type Amount, prepare, readAmount } from './amounts.js';
import { cleanName, onlyNoteWords, shareAlternativeWords, singularName, splitAlternatives } from './names.js';
import { CONTAINER_UNITS, isMeasure, normalizeUnit, type Unit } from './units.js';

export interface ParsedIngredient {
  quantity: number | null;
  /** Upper end of a range ("2-3 cloves" → quantity 2, quantityMax 3). */
  quantityMax?: number;
  unit: Unit | null;
  /** The food as a cook would shop for it: lowercase, singular when known, preparation words moved to note. */
  name: string;
  /** Preparation, size, "to taste", a second unit, and anything after the first comma. */
  note?: string;
  /** Size of one package: "1 (14 oz) can", "2 x 400g tins", "two 8-ounce fillets". */
  packageSize?: { quantity: number; unit: Unit };
  /** Other foods the line allows instead ("butter or ghee" → ["ghee"]). */
  alternatives?: string[];
  /** Present (true) when the amount is qualified as a guess: "about", "scant", "heaped", "a good pinch". */
  approximate?: boolean;
  food?: FoodEntry;
}

// "to taste", "as needed", "optional", "to serve": notes wherever they are. ("for dusting" is cut later,
// with the name, so that "plus more for dusting" stays one note.)
const SERVING =
  /,?\s*\(?\b(?:or\s+)?(to taste|as per taste|according to taste|as needed|as required|if needed|if required|optional|to serve|to garnish|to dust|to season|to finish|to decorate)\b\)?\.?/gi;

function takeServingNotes(text: string, notes: string[]): string {
  return text
    .replace(SERVING, (match, phrase: string) => {
      notes.push(phrase.toLowerCase());
      return match.trimStart().startsWith(',') ? ',' : ' ';
    })
    .replace(/\s+,/g, ',')
    .replace(/[\s,:-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// "juice of 1 lemon", "finely grated zest and juice of 1 orange", "seeds from 1 pomegranate";
// "juice 1 lemon" (no "of") is how some British recipes shorten it.
const FRUIT_PART = /^(?:the\s+)?(?:(?:finely\s+)?grated\s+)?(juice|zest|rind|seeds)(\s+and\s+(?:juice|zest))?\s+(?:(?:of|from)\s+|(?=[\d.]|an?\s|half\s))(.+)$/i;
const PART_NAME: Record<string, string> = { juice: 'juice', zest: 'zest', rind: 'zest', seeds: 'seed' };

/** The juice or zest of some fruit is its own food, counted in fruits; zest and juice together are the fruit. */
function readFruitPart(text: string, notes: string[]): ParsedIngredient | null {
  const match = FRUIT_PART.exec(text);
  const [, part = '', both, rest = ''] = match ?? [];
  if (!match || !rest) return null;
  const amount = readAmount(rest);
  const [fruitText = '', ...after] = (amount ? amount.rest : rest).split(',');
  const fruit = cleanName(fruitText).name;
  const name = both ? fruit : `${fruit} ${PART_NAME[part.toLowerCase()] ?? ''}`;
  const ownNotes = [text.split(',')[0] ?? '', ...after, ...notes];
  return build({ quantity: amount?.quantity ?? 1, ...rangeOf(amount), unit: null, name }, ownNotes, { approximate: amount?.approximate ?? false });
}

const rangeOf = (amount: Amount | null | undefined) => (amount?.quantityMax === undefined ? {} : { quantityMax: amount.quantityMax });

// "Onion - 2 (chopped)", "Salt: 1 tsp": the Indian layout, with the amount after the name.
const NAME_FIRST = /^(\D[^:]*?)(?:\s+-\s+|:\s*)(.+)$/;

function readNameFirst(text: string): { name: string; amount: Amount } | null {
  const match = NAME_FIRST.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const amount = readAmount(match[2]);
  if (!amount || (amount.quantity === null && amount.unit === null)) return null;
  return { name: match[1], amount };
}

// Phrases that end the name without a comma: "oil for frying", "1 tsp oil plus 1 tsp ghee",
// "1 stock cube dissolved in 500ml water", "cornflour mixed with water".
const NAME_END = /\s+(?=(?:for|plus|dissolved in|mixed with|soaked in|cut into|such as|about)\s)/i;
const APPROXIMATE_NOTE = /^(?:approx\.?|approximately|about|roughly|or so)$/i;

interface NamePart {
  name: string;
  notes: string[];
  alternatives: string[];
  approximate: boolean;
}

/** Separates the name from its notes: parentheses, what follows the first comma, and "for ..." phrases. */
function splitNotes(text: string): NamePart {
  const part: NamePart = { name: '', notes: [], alternatives: [], approximate: false };
  const withoutParens = text.replace(/\(([^()]*)\)?/g, (_m, inner: string) => {
    const content = inner.trim();
    if (/^or\s+/i.test(content)) part.alternatives.push(content.replace(/^or\s+/i, ''));
    else if (content) {
      part.notes.push(content);
      if (APPROXIMATE_NOTE.test(content)) part.approximate = true;
    }
    return ' ';
  });
  const segments = withoutParens.split(',').map((segment) => segment.trim());
  // "boneless, skinless chicken breasts": a first segment of describing words belongs to the name.
  let name = segments.shift() ?? '';
  while (segments.length > 0 && onlyNoteWords(name)) name = `${name} ${segments.shift() ?? ''}`;
  const [head = '', ...tail] = name.split(NAME_END);
  part.name = head.replace(/\s+/g, ' ').trim();
  part.notes.unshift(...[tail.join(' '), ...segments].map((s) => s.trim()).filter(Boolean));
  return part;
}

/** "1 lemon, juiced" is lemon juice; "1 orange, zested" is orange zest; both together, the fruit. */
function juicedOrZested(name: string, notes: string[]): string {
  const first = notes[0]?.toLowerCase() ?? '';
  if (/^(zested and juiced|juiced and zested)$/.test(first)) return name;
  if (first === 'juiced' || /^juiced\b/.test(first)) return `${name} juice`;
  if (first === 'zested') return `${name} zest`;
  return name;
}

const TRAILING_COUNT_UNIT = /^(.*\S)\s+(cloves?|sprigs?|slices?|sticks?|stalks?|ribs?|strands?|threads?|sheets?|bulbs?)$/i;

/** "3 garlic cloves", "2 cinnamon sticks", "12 lasagne sheets": the count word trails the food. */
function trailingCountUnit(name: string): { name: string; unit: Unit } | null {
  const match = TRAILING_COUNT_UNIT.exec(name);
  const unit = match?.[2] ? normalizeUnit(match[2]) : null;
  return match?.[1] && unit && findFood(match[1]) ? { name: match[1], unit } : null;
}

/** A celery or rhubarb "stick" is a stalk. */
const STALK_FOODS = /^(celery|rhubarb)\b/i;

/** The package size a tin or packet states after its food: "1 tin tomato purée (70g)". */
function packageFromNotes(notes: string[]): ParsedIngredient['packageSize'] | undefined {
  for (const note of notes) {
    const amount = readAmount(note);
    if (amount?.quantity && amount.unit && isMeasure(amount.unit) && amount.rest === '') return { quantity: amount.quantity, unit: amount.unit };
  }
  return undefined;
}

/** The food and its alternatives, each cleaned; alternatives that clean to the food itself are dropped. */
function namesOf(part: NamePart, inPackage: boolean): { name: string; moved: string[]; alternatives: string[] } {
  const { parts, sharing } = splitAlternatives(part.name);
  // An alternative may bring its own amount ("or 1 tbsp fresh thyme"); the name is what follows it.
  const stripped = [...parts, ...part.alternatives].map((text, i) => (i > 0 && /^[\d.]/.test(text) ? (readAmount(text)?.rest ?? text) : text));
  const shared = shareAlternativeWords(stripped, sharing);
  const [first = '', ...others] = shared.map((text) => text.split(NAME_END)[0] ?? '');
  const cleaned = cleanName(first, inPackage);
  const alternatives = [...new Set(others.map((other) => cleanName(other, inPackage).name).filter((other) => other && other !== cleaned.name))];
  return { name: cleaned.name, moved: cleaned.moved, alternatives };
}

/** The amount and the name with its notes, in either layout: "2 onions, sliced" or "Onion - 2 (sliced)". */
function locate(text: string): { amount: Amount | null; part: NamePart } {
  const nameFirst = readNameFirst(text);
  if (!nameFirst) {
    const amount = readAmount(text);
    return { amount, part: splitNotes(amount ? amount.rest : text) };
  }
  const part = splitNotes(nameFirst.name);
  // In "Onion - 2 medium, sliced" all that follows the amount is notes.
  const tail = splitNotes(nameFirst.amount.rest);
  part.notes.push(tail.name, ...tail.notes);
  return { amount: nameFirst.amount, part };
}

/**
 * Parse one recipe ingredient line. Never throws; unknown foods just have no `food`.
 * Steps: serving notes → juice/zest of a fruit → the amount and the name with its notes → a count
 * word after the food ("3 garlic cloves") → alternatives → the cleaned name.
 */
export function parseIngredientLine(line: string): ParsedIngredient {
  const notes: string[] = [];
  const text = takeServingNotes(prepare(line), notes);
  const fruitPart = readFruitPart(text, notes);
  if (fruitPart) return fruitPart;

  const { amount, part } = locate(text);
  let unit = amount?.unit ?? null;
  const trailing = unit === null && amount?.quantity != null ? trailingCountUnit(part.name) : null;
  if (trailing) {
    unit = trailing.unit;
    part.name = trailing.name;
  }
  const names = namesOf(part, CONTAINER_UNITS.has(unit));
  let name = juicedOrZested(names.name, part.notes);
  if (name !== names.name) part.notes.shift();
  // "4 cloves" on its own is the spice.
  if (unit === 'clove' && name === '') {
    unit = null;
    name = singularName('cloves');
  }
  if (unit === 'stick' && STALK_FOODS.test(name)) unit = 'stalk';

  const packageSize = amount?.packageSize ?? (CONTAINER_UNITS.has(unit) ? packageFromNotes(part.notes) : undefined);
  const allNotes = [names.moved.join(' '), ...(amount?.notes ?? []), ...part.notes, ...notes];
  return build({ quantity: amount?.quantity ?? null, ...rangeOf(amount), unit, name }, allNotes, {
    packageSize,
    alternatives: names.alternatives,
    approximate: Boolean(amount?.approximate) || part.approximate,
  });
}

function build(
  core: Pick<ParsedIngredient, 'quantity' | 'quantityMax' | 'unit' | 'name'>,
  notes: string[],
  extra: { packageSize?: ParsedIngredient['packageSize']; alternatives?: string[]; approximate: boolean },
): ParsedIngredient {
  const result: ParsedIngredient = { ...core };
  const note = [...new Set(notes.map((n) => n.trim()).filter(Boolean))].join(', ');
  if (note) result.note = note;
  if (extra.packageSize) result.packageSize = extra.packageSize;
  if (extra.alternatives?.length) result.alternatives = extra.alternatives;
  if (extra.approximate) result.approximate = true;
  const food = core.name ? findFood(core.name) : undefined;
  if (food) result.food = food;
  return result;
}
