// Compact authoring form for catalogue entries. Data files write FoodSpec objects; defineFoods turns
// them into FoodEntry values, deriving what must stay consistent (id, diets) instead of restating it
// on every entry, where a hand-typed boolean could quietly disagree with the food's origin.
import type { Allergen, Diets, FoodEntry, FoodFlag, IngredientCategory, Origin, Substitution } from '../types.js';

/** [sweet, salty, sour, bitter, umami, pungent, fat], each 0–10. */
export type TasteTuple = readonly [number, number, number, number, number, number, number];
/** [name, ratio, note] */
export type SubTuple = readonly [string, string, string];

export interface FoodSpec {
  name: string;
  /** Only when the slug of the name is not wanted. */
  id?: string;
  /** Only when the food belongs in another aisle than its file's (stocks sit with the sauces). */
  category?: IngredientCategory;
  aliases?: string[];
  hi: string[];
  es: string[];
  allergens?: Allergen[];
  mayContain?: Allergen[];
  /** Defaults to 'plant'. */
  origin?: Origin;
  flags?: FoodFlag[];
  taste: TasteTuple;
  textures: string[];
  aroma: string[];
  /** Omitted means all year (pantry staple or year-round produce). */
  months?: number[];
  seasonNote?: string;
  subs?: SubTuple[];
  cuisines: string[];
  ifct?: string;
  /** USDA SR NDB number (nutrition-usda.ts), for foods IFCT 2017 does not analyse. */
  usda?: string;
  density?: number;
  piece?: number;
  /** g per slice, only where a slice is not the piece (a baguette is the piece, a round of it the slice). */
  slice?: number;
  note?: string;
}

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * Jain practice here: no meat, fish, eggs or honey; nothing grown underground; no onion family;
 * no mushrooms or yeast; no alcohol; no many-seeded foods (eggplant, fig); no animal-rennet cheese.
 * Dried ground ginger and dried turmeric are accepted, as in common Jain kitchens.
 */
const JAIN_EXCLUDED: readonly FoodFlag[] = ['underground', 'allium', 'fungus', 'alcohol', 'many-seeded', 'animal-rennet'];

/**
 * Hearth's diet meanings (documented in the knowledge README):
 *   vegan       - plant only (no dairy, eggs, honey, gelatin, fish sauce...)
 *   vegetarian  - lacto-vegetarian as in Indian usage: dairy and honey yes, eggs no
 *   eggetarian  - vegetarian plus eggs
 *   pescatarian - eggetarian plus fish and shellfish
 *   jain        - vegetarian without honey and without the JAIN_EXCLUDED flags
 */
export function dietsFor(origin: Origin, flags: readonly FoodFlag[]): Diets {
  const rank = ['plant', 'dairy', 'honey', 'egg', 'fish', 'meat'].indexOf(origin);
  return {
    vegan: rank === 0,
    vegetarian: rank <= 2,
    eggetarian: rank <= 3,
    pescatarian: rank <= 4,
    jain: rank <= 1 && !flags.some((flag) => JAIN_EXCLUDED.includes(flag)),
  };
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list.map((item) => item.trim()).filter((item) => item.length > 0))];
}

export function defineFoods(category: IngredientCategory, specs: readonly FoodSpec[]): FoodEntry[] {
  return specs.map((spec) => {
    const origin = spec.origin ?? 'plant';
    const flags = spec.flags ?? [];
    const [sweet, salty, sour, bitter, umami, pungent, fat] = spec.taste;
    const substitutions: Substitution[] = (spec.subs ?? []).map(([name, ratio, note]) => ({ name, ratio, note }));
    const entry: FoodEntry = {
      id: spec.id ?? slugify(spec.name),
      name: spec.name,
      aliases: unique(spec.aliases ?? []).filter((alias) => alias !== spec.name),
      names: { hi: unique(spec.hi), es: unique(spec.es) },
      category: spec.category ?? category,
      allergens: [...(spec.allergens ?? [])],
      mayContain: [...(spec.mayContain ?? [])],
      origin,
      flags: [...flags],
      diets: dietsFor(origin, flags),
      taste: { sweet, salty, sour, bitter, umami, pungent, fat },
      textures: [...spec.textures],
      aromaCompounds: [...spec.aroma],
      season: { months: [...(spec.months ?? ALL_MONTHS)] },
      substitutions,
      cuisines: [...spec.cuisines],
    };
    if (spec.seasonNote) entry.season.note = spec.seasonNote;
    if (spec.ifct) entry.ifctCode = spec.ifct;
    if (spec.usda) entry.usdaNdb = spec.usda;
    if (spec.density !== undefined) entry.densityGPerMl = spec.density;
    if (spec.piece !== undefined) entry.gramsPerPiece = spec.piece;
    if (spec.slice !== undefined) entry.gramsPerSlice = spec.slice;
    if (spec.note) entry.note = spec.note;
    return entry;
  });
}

/** Cuisine shorthands for data files. */
export const EVERYWHERE = ['Indian', 'Mediterranean', 'Thai', 'Mexican', 'Japanese', 'Chinese', 'Italian', 'French'];
export const WESTERN = ['Mediterranean', 'Italian', 'French', 'American'];
export const EAST_ASIAN = ['Chinese', 'Japanese', 'Korean'];
