// The food a line names, as a cook would write it on a shopping list (decision 0033): lowercase, singular,
// without how it is cut, sized, warmed or bought; with the words that make it another food ("crushed
// tomatoes", "ground cumin", "cooked rice", "unsalted butter"). Alternatives ("butter or ghee") are split
// off here too.
import { getFoodIndex } from '../lookup.js';
import { normalizeName, singularPhrases } from '../normalize.js';

// How the cook prepares the food: these go to the note, except inside a tin or packet, where they name
// the product ("a can of diced tomatoes").
const PREPARATION = new Set(
  (
    'chopped minced diced sliced grated shredded crushed julienned cubed halved quartered mashed pureed puréed peeled unpeeled ' +
    'deseeded seeded pitted stoned cored trimmed cleaned washed rinsed drained soaked beaten whisked sifted packed softened ' +
    'melted crumbled pressed deveined bruised smashed slit torn picked hulled husked scrubbed blanched toasted roasted cooled ' +
    'warmed thawed defrosted separated segmented snipped squeezed shelled stemmed uncooked unbaked finely roughly coarsely ' +
    'thinly thickly lightly loosely firmly freshly well'
  ).split(' '),
);
// Sizes: always notes, whatever the catalogue files under "small onion".
const SIZES = new Set('large medium small big jumbo extra-large lg lrg med sm'.split(' '));
// Freshness, temperature, quality and trim: notes, unless the catalogue says the word makes another
// food ("fresh turmeric" is the root, "hot sauce" is a sauce).
const DESCRIPTION = new Set(
  (
    'thick thin heaped heaping level rounded scant generous fresh frozen refrigerated ' +
    'chilled cold warm hot lukewarm tepid boiling ripe overripe organic free-range unwaxed good-quality best-quality homemade ' +
    'store-bought shop-bought ready-made ready-rolled day-old leftover boneless skinless bone-in skin-on other'
  ).split(' '),
);
/** "whole" is a size ("a whole chicken") except in these kinds ("whole milk", "whole wheat flour"). */
const WHOLE_KINDS = /^(milk|wheat|wheatmeal|grain|meal|kernel)/;

/**
 * Foods sold under a name with a preparation word in it, which the catalogue files under the plain food
 * (it keeps the others itself: crushed tomatoes, minced beef, shredded coconut, fresh turmeric).
 */
const PRODUCT_PHRASES = ['toasted sesame oil', 'sliced almond', 'roasted red pepper', 'crushed red pepper', 'fresh yeast', 'fresh mozzarella', 'roasted peanut'];

const words = (text: string) => text.split(' ').filter(Boolean);
const bare = (word: string) => word.replace(/^[("']+|[)"'.,;:]+$/g, '');

// A quick test that spares most lines the word-by-word search below.
const PRODUCT_FIRST_WORDS = new RegExp(String.raw`\b(?:${[...new Set(PRODUCT_PHRASES.map((p) => p.split(' ')[0]))].join('|')})\b`, 'i');

/** Positions of words that belong to a product phrase ("toasted sesame oil") and so stay. */
function productWords(tokens: string[]): Set<number> {
  const kept = new Set<number>();
  if (!PRODUCT_FIRST_WORDS.test(tokens.join(' '))) return kept;
  const keys = tokens.map((token) => normalizeName(token));
  for (const phrase of PRODUCT_PHRASES) {
    const parts = phrase.split(' ');
    for (let start = 0; start + parts.length <= keys.length; start += 1) {
      const matches = parts.every((part, i) => {
        const key = keys[start + i] ?? '';
        return key === part || singularPhrases(key).includes(part);
      });
      if (matches) parts.forEach((_p, i) => kept.add(start + i));
    }
  }
  return kept;
}

/** Whether the word at `index` is one that moves to the note (given its neighbours and the unit). */
function isNoteWord(tokens: string[], index: number, inPackage: boolean): boolean {
  const word = bare(tokens[index] ?? '').toLowerCase();
  const next = bare(tokens[index + 1] ?? '').toLowerCase();
  if (word === 'whole') return !WHOLE_KINDS.test(next);
  if (word === 'extra') return next !== 'virgin';
  // "freshly ground pepper" is ground in the kitchen; "ground cumin" is bought ground.
  if (word === 'ground') return bare(tokens[index - 1] ?? '').toLowerCase() === 'freshly';
  if (SIZES.has(word) || DESCRIPTION.has(word)) return true;
  return PREPARATION.has(word) && !inPackage;
}

/** True when every word of the text is a preparation or description word ("boneless", "loosely packed"). */
export function onlyNoteWords(text: string): boolean {
  const tokens = words(text.toLowerCase());
  return tokens.every((_t, i) => isNoteWord(tokens, i, false));
}

export interface CleanedName {
  name: string;
  /** The words moved to the note, in order ("finely chopped"). */
  moved: string[];
}

/**
 * The food's name without preparation and description words. A word stays when the catalogue says it
 * makes another food ("crushed tomatoes" is not "tomatoes", "fresh turmeric" is not the ground spice),
 * or when it is part of a product's name. `inPackage`: the line counts tins, jars or packets, whose
 * label words ("diced", "whole peeled") name what is inside.
 */
export function cleanName(raw: string, inPackage = false): CleanedName {
  const index = getFoodIndex();
  const tokens = words(
    raw
      .trim()
      .toLowerCase()
      .replace(/^(?:of|the)\s+/, ''),
  );
  const protectedWords = productWords(tokens);
  const alive = tokens.map(() => true);
  const phrase = (skip = -1) => tokens.filter((_t, j) => alive[j] && j !== skip).join(' ');
  const moved: string[] = [];
  tokens.forEach((token, i) => {
    if (protectedWords.has(i) || !isNoteWord(tokens, i, inPackage) || alive.filter(Boolean).length === 1) return;
    const withFood = index.findExact(phrase());
    if (!SIZES.has(bare(token)) && withFood && withFood.id !== index.findExact(phrase(i))?.id) return;
    alive[i] = false;
    moved.push(bare(token));
  });
  dropDanglingAnd(tokens, alive);
  const name = phrase().replace(/^[,;:\s-]+|[,;:.\s-]+$/g, '');
  return { name: singularName(name), moved };
}

/** "boiled and mashed potatoes" without "mashed" is "boiled potatoes", not "boiled and potatoes". */
function dropDanglingAnd(tokens: string[], alive: boolean[]): void {
  tokens.forEach((token, i) => {
    if (token === 'and' && alive[i] && alive[i + 1] === false && /ed$/.test(tokens[i - 1] ?? '')) alive[i] = false;
  });
}

/** "onions" → "onion" when the singular names the same food; names we do not know are left alone. */
export function singularName(name: string): string {
  const index = getFoodIndex();
  const food = index.findExact(name);
  if (!food) return name;
  for (const singular of singularPhrases(name)) {
    if (index.isNamedKey(normalizeName(singular)) && index.keyFood(normalizeName(singular))?.id === food.id) return singular;
  }
  return name;
}

const exact = (phrase: string) => getFoodIndex().findExact(phrase);

/**
 * "chicken or vegetable broth": a one-word first alternative borrows the other's last words when it
 * names no food alone ("red or white wine vinegar") or when together they name another food (chicken →
 * chicken broth). "ricotta or cottage cheese" and "spinach (or bitter leaf)" borrow nothing: ricotta is
 * already the cheese.
 */
function borrowLastWords(first: string, other: string): string {
  const joined = [first, ...words(other).slice(1)].join(' ');
  const firstFood = exact(first);
  const joinedFood = exact(joined);
  return !firstFood || (joinedFood && joinedFood.id !== firstFood.id) ? joined : first;
}

/**
 * A one-word alternative after a longer name takes a word's place in it: "ground turkey or chicken" →
 * ground chicken, "caster sugar (or granulated)" → granulated sugar, "lamb shoulder or neck" → lamb neck.
 * A food of its own stays itself ("agave nectar or honey").
 */
function fillInWord(first: string, word: string): string {
  const head = words(first);
  const sharingFirstWords = [...head.slice(0, -1), word].join(' ');
  const sharingLastWords = [word, ...head.slice(1)].join(' ');
  const wordFood = exact(word);
  for (const candidate of [sharingFirstWords, sharingLastWords]) {
    const food = exact(candidate);
    if (food && food.id !== wordFood?.id) return candidate;
  }
  if (wordFood) return word;
  // Unknown either way: a describing word ("granulated") replaces the first word, a noun the last.
  return /(?:ed|en)$/.test(word) ? sharingLastWords : sharingFirstWords;
}

function shareWords(first: string, other: string): { first: string; other: string } {
  const firstWords = words(first).length;
  const otherWords = words(other).length;
  // "chopped fresh or frozen cranberries": the first alternative is only describing words.
  if (onlyNoteWords(first)) return { first: `${first} ${other}`, other };
  if (firstWords === 1 && otherWords > 1) return { first: borrowLastWords(first, other), other };
  if (otherWords === 1 && firstWords > 1) return { first, other: fillInWord(first, other) };
  return { first, other };
}

/**
 * Splits "butter or ghee", "curd/yogurt", "parsley and/or chives" into the food and its alternatives.
 * `sharing` is false when a slash joined them: a slash joins two whole names ("besan/gram flour").
 */
export function splitAlternatives(text: string): { parts: string[]; sharing: boolean } {
  const parts = text
    .split(/\s+(?:and\/or|or)\s+|\s*\/\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
  return { parts, sharing: !/\//.test(text.replace(/and\/or/gi, '')) };
}

/** Lets each alternative borrow the words it shares with the first ("chicken or vegetable broth"). */
export function shareAlternativeWords(parts: string[], sharing: boolean): string[] {
  const [head = '', ...others] = parts.map((part) => part.toLowerCase());
  let first = head;
  const rest = others.map((other) => {
    if (!sharing) return other;
    const shared = shareWords(first, other);
    first = shared.first;
    return shared.other;
  });
  return [first, ...rest];
}
