// Name → food resolution, and recipe-level allergen and diet judgements built on it.
//
// The index is built once (lazily, on first use) from the catalogue: every canonical name, alias,
// Hindi and Spanish name is normalised (lowercase, accents folded) into one Map, plus singular forms
// of plural keys. A lookup is a handful of Map reads, so findFood stays in the microseconds.
import { FOODS } from './catalog.js';
import { normalizeName, singularPhrases } from './normalize.js';
import { ALLERGENS, DIET_KEYS, type Allergen, type DietKey, type Diets, type FoodEntry } from './types.js';

/** Words that describe preparation, size or state rather than which food it is. */
const DESCRIPTORS = new Set([
  'a',
  'an',
  'the',
  'some',
  'few',
  'of',
  'for',
  'to',
  'as',
  'at',
  'in',
  'into',
  'with',
  'about',
  'approx',
  'approximately',
  'fresh',
  'freshly',
  'chopped',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'thickly',
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
  'pureed',
  'puréed',
  'blended',
  'peeled',
  'unpeeled',
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
  'uncooked',
  'boiled',
  'steamed',
  'fried',
  'grilled',
  'roasted',
  'toasted',
  'chilled',
  'frozen',
  'thawed',
  'defrosted',
  'canned',
  'tinned',
  'jarred',
  'bottled',
  'packed',
  'loosely',
  'firmly',
  'lightly',
  'heaping',
  'heaped',
  'level',
  'scant',
  'generous',
  'large',
  'medium',
  'small',
  'big',
  'extra',
  'jumbo',
  'mini',
  'whole',
  'raw',
  'ripe',
  'overripe',
  'boneless',
  'skinless',
  'bone',
  'skin',
  'on',
  'lean',
  'organic',
  'quality',
  'good',
  'best',
  'homemade',
  'store',
  'bought',
  'storebought',
  'optional',
  'divided',
  'plus',
  'more',
  'needed',
  'required',
  'taste',
  'garnish',
  'serving',
  'serve',
  'decoration',
  'room',
  'temperature',
  'softened',
  'melted',
  'cold',
  'warm',
  'hot',
  'beaten',
  'whisked',
  'sifted',
  'unsalted',
  'salted',
  'unsweetened',
  'sweetened',
  'plain',
  'virgin',
  'pure',
  'natural',
  'thick',
  'thin',
  'cut',
  'pieces',
  'piece',
  'chunks',
  'chunk',
  'cubes',
  'strips',
  'rings',
  'wedges',
  'inch',
  'inches',
  'cm',
  'bite',
  'sized',
  'size',
  'leftover',
  'day',
  'old',
  'tender',
  'crisp',
  'crispy',
  'juicy',
  'firm',
  'soft',
  'sweet',
]);

/** Separators that offer alternatives or list two foods in one line ("ghee or oil", "salt & pepper"). */
const ALTERNATIVE_SPLIT = /\s+(?:or|and|and\/or)\s+|\s*[/&]\s*/i;

const MAX_PHRASE_WORDS = 6;

export interface IndexCollision {
  key: string;
  kept: string;
  dropped: string;
}

export class FoodIndex {
  private readonly keys = new Map<string, FoodEntry>();
  /** Keys written in the data (names, aliases, translations), as opposed to generated singulars. */
  private readonly named = new Set<string>();
  private readonly ids = new Map<string, FoodEntry>();
  /** Keys claimed by two different foods (the first claim wins). Tests require this to be empty. */
  readonly collisions: IndexCollision[] = [];

  constructor(foods: readonly FoodEntry[]) {
    for (const food of foods) this.ids.set(food.id, food);
    // Canonical names first, then aliases, then translations, so that a clash always keeps the more
    // authoritative claim; singular forms of plural keys come last and never displace a real key.
    for (const food of foods) this.claim(food.name, food);
    for (const food of foods) for (const alias of food.aliases) this.claim(alias, food);
    for (const food of foods) for (const name of [...food.names.es, ...food.names.hi]) this.claim(name, food);
    for (const key of this.keys.keys()) this.named.add(key);
    for (const [key, food] of [...this.keys]) {
      for (const singular of singularPhrases(key)) if (!this.keys.has(singular)) this.keys.set(singular, food);
    }
  }

  private claim(raw: string, food: FoodEntry): void {
    const key = normalizeName(raw);
    if (!key) return;
    const existing = this.keys.get(key);
    if (!existing) this.keys.set(key, food);
    else if (existing.id !== food.id) this.collisions.push({ key, kept: existing.id, dropped: food.id });
  }

  get size(): number {
    return this.keys.size;
  }

  byId(id: string): FoodEntry | undefined {
    return this.ids.get(id);
  }

  /** The food whose name, alias or translation is exactly this (after normalising), or its singular. */
  findExact(name: string): FoodEntry | undefined {
    return this.exact(normalizeName(name));
  }

  /** Whether a normalised key is spelled in the data rather than derived ("curry leaf", not "curry leave"). */
  isNamedKey(key: string): boolean {
    return this.named.has(key);
  }

  /** The food a normalised key belongs to, with no plural or fuzzy handling. */
  keyFood(key: string): FoodEntry | undefined {
    return this.keys.get(key);
  }

  /** Exact key, or the key with its last word made singular. */
  private exact(phrase: string): FoodEntry | undefined {
    const direct = this.keys.get(phrase);
    if (direct) return direct;
    for (const singular of singularPhrases(phrase)) {
      const hit = this.keys.get(singular);
      if (hit) return hit;
    }
    return undefined;
  }

  /**
   * Resolve a free-text ingredient name. In order: the exact name; the text before any comma or
   * parenthesis; the name without descriptor words; and finally the longest known food phrase inside
   * it, preferring the rightmost on ties because English puts the head noun last
   * ("chicken stock" is stock, "boneless chicken thighs" is chicken thigh).
   */
  find(name: string): FoodEntry | undefined {
    const whole = normalizeName(name);
    if (!whole) return undefined;
    const hit = this.exact(whole);
    if (hit) return hit;

    const core = normalizeName(name.replace(/\([^)]*\)/g, ' ').split(/[,;]/)[0] ?? '');
    if (core && core !== whole) {
      const coreHit = this.exact(core);
      if (coreHit) return coreHit;
    }

    const words = (core || whole).split(' ').filter((word) => word.length > 0);
    const meaningful = words.filter((word) => !DESCRIPTORS.has(word));
    if (meaningful.length > 0 && meaningful.length < words.length) {
      const stripped = this.exact(meaningful.join(' '));
      if (stripped) return stripped;
    }
    return this.longestPhrase(meaningful.length > 0 ? meaningful : words);
  }

  private longestPhrase(words: string[]): FoodEntry | undefined {
    for (let size = Math.min(words.length, MAX_PHRASE_WORDS); size >= 1; size -= 1) {
      for (let start = words.length - size; start >= 0; start -= 1) {
        const hit = this.exact(words.slice(start, start + size).join(' '));
        if (hit) return hit;
      }
    }
    return undefined;
  }

  /**
   * Every food a line may mean: the whole name first, then each alternative in
   * "ghee or oil" / "salt and pepper" / "butter/margarine". Used where caution matters
   * (allergens, diets): the cook might pick either alternative.
   */
  findAll(name: string): FoodEntry[] {
    const found = new Map<string, FoodEntry>();
    const whole = this.exact(normalizeName(name));
    if (whole) return [whole];
    const parts = name.replace(/\([^)]*\)/g, ' ').split(ALTERNATIVE_SPLIT);
    for (const part of parts.length > 1 ? parts : [name]) {
      const food = this.find(part);
      if (food) found.set(food.id, food);
    }
    return [...found.values()];
  }
}

let defaultIndex: FoodIndex | undefined;

/** The catalogue's index, built on first use and shared by every caller in the process. */
export function getFoodIndex(): FoodIndex {
  defaultIndex ??= new FoodIndex(FOODS);
  return defaultIndex;
}

export function findFood(name: string): FoodEntry | undefined {
  return getFoodIndex().find(name);
}

export interface AllergenReport {
  /** Allergen classes present in at least one ingredient, in the spec's order. */
  allergens: Allergen[];
  /** Classes only some versions of an ingredient carry (and not already in `allergens`). */
  mayContain: Allergen[];
  /** Which input names brought each class in (allergens and mayContain alike). */
  sources: Partial<Record<Allergen, string[]>>;
  /** Input names no food matched: the engine cannot say what they contain. */
  unknown: string[];
}

export function allergensOf(names: readonly string[], index: FoodIndex = getFoodIndex()): AllergenReport {
  const contains = new Set<Allergen>();
  const maybe = new Set<Allergen>();
  const sources: Partial<Record<Allergen, string[]>> = {};
  const unknown: string[] = [];
  const note = (allergen: Allergen, name: string) => {
    const list = (sources[allergen] ??= []);
    if (!list.includes(name)) list.push(name);
  };
  for (const name of names) {
    const foods = index.findAll(name);
    if (foods.length === 0) {
      unknown.push(name);
      continue;
    }
    for (const food of foods) {
      for (const allergen of food.allergens) {
        contains.add(allergen);
        note(allergen, name);
      }
      for (const allergen of food.mayContain) {
        maybe.add(allergen);
        note(allergen, name);
      }
    }
  }
  return {
    allergens: ALLERGENS.filter((allergen) => contains.has(allergen)),
    mayContain: ALLERGENS.filter((allergen) => maybe.has(allergen) && !contains.has(allergen)),
    sources,
    unknown,
  };
}

/**
 * True when a recipe might contain any of the member's allergies: a definite allergen, a
 * "may contain", or any ingredient the engine does not recognise. Curated recommendations use this
 * so that a member's allergen is never shown; being wrong towards caution only hides a recipe.
 */
export function mayConflictWithAllergies(names: readonly string[], allergies: readonly Allergen[], index: FoodIndex = getFoodIndex()): boolean {
  if (allergies.length === 0) return false;
  const report = allergensOf(names, index);
  if (report.unknown.length > 0) return true;
  return allergies.some((allergen) => report.allergens.includes(allergen) || report.mayContain.includes(allergen));
}

export interface DietReport {
  diets: Diets;
  /** For each diet that fails, the input names that rule it out. */
  blockers: Partial<Record<DietKey, string[]>>;
  /** Input names no food matched. */
  unknown: string[];
}

/**
 * A recipe fits a diet only if every ingredient does (and, for a line with alternatives such as
 * "ghee or oil", every alternative does). Unknown ingredients are treated conservatively: any
 * unrecognised name makes every diet false, because the engine cannot vouch for it; the names are
 * returned in `unknown` so the caller can say "could not verify" instead of "not vegan".
 * An empty list fits every diet (nothing rules anything out).
 */
export function dietsOf(names: readonly string[], index: FoodIndex = getFoodIndex()): DietReport {
  const diets = Object.fromEntries(DIET_KEYS.map((key) => [key, true])) as Diets;
  const blockers: Partial<Record<DietKey, string[]>> = {};
  const unknown: string[] = [];
  for (const name of names) {
    const foods = index.findAll(name);
    if (foods.length === 0) {
      unknown.push(name);
      for (const key of DIET_KEYS) diets[key] = false;
      continue;
    }
    for (const key of DIET_KEYS) {
      if (foods.every((food) => food.diets[key])) continue;
      diets[key] = false;
      const list = (blockers[key] ??= []);
      if (!list.includes(name)) list.push(name);
    }
  }
  return { diets, blockers, unknown };
}
