// Which documented dish a name means, if any. A wrong confident match is worse than none (the tool
// would present one dish's history as another's), so every step here is conservative: exact names and
// aliases first, then only changes that keep the dish the same (a "classic" or a "with prawns" dropped,
// a protein named before it), and spelling fixes only within a small edit distance, never towards a
// dish when a second one is as close, and never for a word that is itself a real dish or food.
import { DISH_HISTORIES, type DishHistory } from '../../knowledge/dish-histories';
import { getFoodIndex } from '../../knowledge/lookup';
import { singularPhrases } from '../../knowledge/normalize';

/** Lowercase, accents and marks folded (phở → pho, döner → doner), punctuation to spaces; any script kept. */
export function dishKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

const compact = (key: string) => key.replace(/ /g, '');

/** Words before a dish name that do not change which dish it is. */
const LEADING_FILLERS = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'mums',
  'moms',
  'grandmas',
  'nanis',
  'dadis',
  'homemade',
  'home',
  'made',
  'style',
  'classic',
  'traditional',
  'authentic',
  'original',
  'easy',
  'quick',
  'simple',
  'best',
  'perfect',
  'ultimate',
  'famous',
  'real',
  'proper',
  'spicy',
  'mild',
  'healthy',
  'crispy',
  'restaurant',
  'street',
  'weeknight',
]);
/** Words after a dish name that do not change which dish it is. */
const TRAILING_FILLERS = new Set(['recipe', 'recipes', 'style', 'dish', 'homemade']);

/**
 * Proteins, vegetables and diets that cooks name before a dish ("chicken biryani", "vegan pad thai"):
 * the same dish made with or for them, and said so in the answer's note. An explicit list, not the food catalogue, so "butter" or "masala" never count.
 */
const VARIANT_WORDS = new Set([
  'chicken',
  'beef',
  'pork',
  'lamb',
  'mutton',
  'goat',
  'duck',
  'prawn',
  'prawns',
  'shrimp',
  'fish',
  'seafood',
  'squid',
  'crab',
  'tofu',
  'paneer',
  'egg',
  'vegetable',
  'vegetables',
  'veg',
  'mushroom',
  'potato',
  'aloo',
  'cheese',
  'mixed',
  'king',
  'vegan',
  'vegetarian',
  'veggie',
]);

/**
 * Place adjectives a cook may put before a dish name ("Japanese ramen"), with the places that adjective
 * means; dropped only when the dish's documented origin names one of them, so "Chinese ramen" does not
 * become the Japanese dish.
 */
const PLACE_ADJECTIVES: Record<string, string[]> = {
  indian: ['india'],
  punjabi: ['punjab'],
  goan: ['goa'],
  bengali: ['bengal'],
  kashmiri: ['kashmir'],
  hyderabadi: ['hyderabad'],
  keralan: ['kerala'],
  kerala: ['kerala'],
  gujarati: ['gujarat'],
  tamil: ['tamil'],
  mumbai: ['mumbai', 'bombay'],
  delhi: ['delhi'],
  chinese: ['china'],
  sichuan: ['sichuan'],
  szechuan: ['sichuan'],
  sichuanese: ['sichuan'],
  cantonese: ['guangdong', 'canton'],
  hunan: ['hunan'],
  shanghai: ['shanghai'],
  beijing: ['beijing', 'peking'],
  japanese: ['japan'],
  osaka: ['osaka'],
  tokyo: ['tokyo', 'edo'],
  kyoto: ['kyoto'],
  thai: ['thailand', 'siam'],
  lao: ['laos'],
  laotian: ['laos'],
  isan: ['isan'],
  vietnamese: ['vietnam'],
  korean: ['korea'],
  german: ['germany'],
  berlin: ['berlin'],
  turkish: ['turkey', 'anatolia', 'ottoman'],
  american: ['united states'],
  british: ['britain', 'england'],
  english: ['england'],
  venezuelan: ['venezuela'],
  colombian: ['colombia'],
  salvadoran: ['el salvador'],
  salvadorian: ['el salvador'],
  indonesian: ['indonesia', 'java'],
  malaysian: ['malaysia', 'malaya'],
  canadian: ['canada', 'quebec'],
  quebecois: ['quebec'],
};

/**
 * Real dishes, not documented here, spelled within a typo of one that is: never "corrected" into it.
 * (Samsa is the Central Asian baked pastry, not a misspelt samosa; halva is the Middle Eastern and
 * Mediterranean confection, not India's halwa; mocha is coffee.)
 */
const DISTINCT_DISHES = new Set(['samsa', 'halva', 'helva', 'halvah', 'mocha', 'ramyeon', 'ramyun', 'pilaf', 'pilav', 'pilau', 'laksa', 'sate kambing']);

/** How far a spelling may stray from a name of that length and still be read as a typo of it. */
export function typoAllowance(length: number): number {
  if (length < 5) return 0;
  if (length < 8) return 1;
  if (length < 13) return 2;
  return 3;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

export interface DishIndex {
  entries: readonly DishHistory[];
  /** Normalised name or alias → entry. */
  byKey: Map<string, DishHistory>;
  /** The same keys without spaces ("hotdog", "padthai"). */
  byCompact: Map<string, DishHistory>;
  /** Keys two entries both claim (the tests require none). */
  collisions: { key: string; kept: string; dropped: string }[];
}

export function buildDishIndex(entries: readonly DishHistory[]): DishIndex {
  const byKey = new Map<string, DishHistory>();
  const byCompact = new Map<string, DishHistory>();
  const collisions: DishIndex['collisions'] = [];
  for (const entry of entries) {
    for (const raw of [entry.name, ...entry.aliases]) {
      const key = dishKey(raw);
      if (!key) continue;
      const existing = byKey.get(key);
      if (existing && existing.key !== entry.key) collisions.push({ key, kept: existing.key, dropped: entry.key });
      if (!existing) byKey.set(key, entry);
      if (!byCompact.has(compact(key))) byCompact.set(compact(key), entry);
    }
  }
  return { entries, byKey, byCompact, collisions };
}

let defaultIndex: DishIndex | undefined;
export function dishIndex(): DishIndex {
  defaultIndex ??= buildDishIndex(DISH_HISTORIES);
  return defaultIndex;
}

export interface DishMatch {
  entry: DishHistory;
  /**
   * exact: the name or an alias (give or take fillers, a "with …" tail, a plural or the place adjective);
   * variant: the dish made with a named protein or vegetable; spelling: a small typo corrected.
   */
  how: 'exact' | 'variant' | 'spelling';
  /** The documented name or alias the text was matched to, normalised. */
  matched: string;
}

const words = (key: string) => (key ? key.split(' ') : []);

/** The same name with fillers, a "with …" tail and a parenthesis dropped: what the dish is, not how it is served. */
function cores(text: string): string[] {
  const out: string[] = [];
  const add = (key: string) => {
    if (key && !out.includes(key)) out.push(key);
  };
  const full = dishKey(text);
  add(full);
  add(dishKey(text.replace(/\([^)]*\)/g, ' ')));
  for (const base of [...out]) {
    const cut = ` ${base} `.split(/ (?:served with|with|w) /)[0]!.trim();
    add(cut);
  }
  for (const base of [...out]) {
    let list = words(base);
    while (list.length > 1 && LEADING_FILLERS.has(list[0]!)) list = list.slice(1);
    while (list.length > 1 && TRAILING_FILLERS.has(list[list.length - 1]!)) list = list.slice(0, -1);
    add(list.join(' '));
  }
  return out;
}

function lookup(key: string, index: DishIndex): DishHistory | undefined {
  for (const candidate of [key, ...singularPhrases(key)]) {
    const hit = index.byKey.get(candidate) ?? index.byCompact.get(compact(candidate));
    if (hit) return hit;
  }
  return undefined;
}

/** Whether the dish's documented origin names a place the adjective means. */
function originNames(entry: DishHistory, adjective: string): boolean {
  const region = ` ${dishKey(entry.originRegion)} `;
  return (PLACE_ADJECTIVES[adjective] ?? []).some((place) => region.includes(` ${place}`));
}

/** The documented dish a name (or a recipe title) means, or null when none can be said with confidence. */
export function matchDish(text: string, index: DishIndex = dishIndex()): DishMatch | null {
  const candidates = cores(text);
  for (const key of candidates) {
    const entry = lookup(key, index);
    if (entry) return { entry, how: 'exact', matched: key };
  }
  for (const key of candidates) {
    const list = words(key);
    // "Japanese ramen": the adjective goes only if the dish's origin is that place.
    if (list.length > 1 && PLACE_ADJECTIVES[list[0]!]) {
      const entry = lookup(list.slice(1).join(' '), index);
      if (entry && originNames(entry, list[0]!)) return { entry, how: 'exact', matched: list.slice(1).join(' ') };
    }
    // "chicken biryani", "egg fried rice": up to two named proteins or vegetables before a dish.
    for (let drop = 1; drop <= 2 && drop < list.length; drop++) {
      if (!list.slice(0, drop).every((word) => VARIANT_WORDS.has(word))) break;
      const rest = list.slice(drop).join(' ');
      const entry = lookup(rest, index);
      if (entry) return { entry, how: 'variant', matched: rest };
    }
  }
  return spellingMatch(candidates, index);
}

/** The one documented name within a typo of the text; null when none is, or two dishes are equally close. */
function spellingMatch(candidates: string[], index: DishIndex): DishMatch | null {
  for (const key of candidates) {
    // A real dish or food spelled correctly is not a typo of a documented one.
    if (DISTINCT_DISHES.has(key) || key.length < 5 || getFoodIndex().findExact(key)) continue;
    const allowance = typoAllowance(key.length);
    let best: { entry: DishHistory; matched: string; distance: number } | null = null;
    let tie = false;
    for (const [name, entry] of index.byKey) {
      // Typos rarely hit the first letter; requiring it keeps "kulfi" from becoming anything else.
      const limit = Math.min(allowance, typoAllowance(name.length));
      if (name[0] !== key[0] || limit === 0) continue;
      const distance = editDistance(key, name, limit);
      if (distance > limit) continue;
      if (!best || distance < best.distance) {
        best = { entry, matched: name, distance };
        tie = false;
      } else if (distance === best.distance && entry.key !== best.entry.key) {
        tie = true;
      }
    }
    if (best && !tie) return { entry: best.entry, how: 'spelling', matched: best.matched };
    if (best && tie) return null;
  }
  return null;
}

/** Words too common in dish names to say two dishes are related. */
const GENERIC_WORDS = new Set([
  'and',
  'with',
  'masala',
  'rice',
  'fried',
  'soup',
  'curry',
  'noodle',
  'noodles',
  'salad',
  'cake',
  'bread',
  'stew',
  'sauce',
  'pie',
  'roll',
  'rolls',
  'style',
  'sweet',
  'sour',
  'hot',
  'spicy',
  'grilled',
  'roast',
  'roasted',
  'baked',
  'steamed',
  'of',
  'the',
  'in',
  'de',
  'la',
]);

/**
 * Documented dishes with a name close to the text (a shared distinctive word, or a spelling a little
 * too far for a typo), for "Hearth documents similar names". Never used as an answer.
 */
export function similarDishes(text: string, index: DishIndex = dishIndex(), limit = 3): DishHistory[] {
  const key = cores(text).at(-1) ?? dishKey(text);
  // Ingredient and place words are shared by unrelated dishes ("basil", "masala", "thai"); only the rest count.
  const own = new Set(
    words(key).filter(
      (word) =>
        word.length >= 3 &&
        !GENERIC_WORDS.has(word) &&
        !VARIANT_WORDS.has(word) &&
        !LEADING_FILLERS.has(word) &&
        !PLACE_ADJECTIVES[word] &&
        (index.byKey.has(word) || !getFoodIndex().findExact(word)),
    ),
  );
  const reach = Math.max(1, typoAllowance(key.length) + 1);
  const scored = new Map<string, { entry: DishHistory; shared: number; distance: number }>();
  for (const [name, entry] of index.byKey) {
    const shared = words(name).filter((word) => own.has(word)).length;
    const distance = editDistance(key, name, reach);
    const close = key.length >= 4 && name[0] === key[0] && distance <= reach;
    if (!shared && !close) continue;
    const previous = scored.get(entry.key);
    if (!previous || shared > previous.shared || (shared === previous.shared && distance < previous.distance)) scored.set(entry.key, { entry, shared, distance });
  }
  return [...scored.values()]
    .sort((a, b) => b.shared - a.shared || a.distance - b.distance || a.entry.name.localeCompare(b.entry.name))
    .slice(0, limit)
    .map((s) => s.entry);
}
