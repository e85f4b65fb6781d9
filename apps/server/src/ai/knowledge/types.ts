// Shapes of the food knowledge the built-in kitchen engine reasons over. The data itself lives in
// foods/*.ts; these types are the contract later tools (pairing, substitutions, recommendations,
// meal plans) rely on, so keep additions optional.

/** The spec's allergy list (spec §3, Profile → Allergies), spelled exactly as there. */
export const ALLERGENS = ['Nuts', 'Dairy', 'Gluten', 'Soy', 'Shellfish', 'Eggs', 'Nightshades'] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The diets an ingredient can be judged against on its own (the rest of the spec's list is judged per recipe). */
export const DIET_KEYS = ['vegetarian', 'vegan', 'pescatarian', 'eggetarian', 'jain'] as const;
export type DietKey = (typeof DIET_KEYS)[number];
export type Diets = Record<DietKey, boolean>;

/** The one list of ingredient categories lives in the contracts package. */
export { INGREDIENT_CATEGORIES } from '@hearth/contracts';
import type { INGREDIENT_CATEGORIES } from '@hearth/contracts';
export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number];

/** The spec's cuisine list plus a few that recipes often name; free text is allowed for the rest. */
export const KNOWN_CUISINES = [
  'Indian',
  'Mediterranean',
  'Thai',
  'Mexican',
  'Japanese',
  'Chinese',
  'Italian',
  'French',
  'Fusion',
  'Street Food',
  'Korean',
  'Vietnamese',
  'Middle Eastern',
  'Greek',
  'Spanish',
  'American',
  'British',
  'Southeast Asian',
] as const;
export type Cuisine = (typeof KNOWN_CUISINES)[number];

/**
 * The most restrictive animal-derived part of a food. The levels form a chain: each one rules out
 * everything the previous one ruled out, and more, so one value is enough to derive the diets.
 *   plant  - nothing animal
 *   dairy  - milk and milk products (fine for every diet here except vegan)
 *   honey  - bee products (not vegan, not Jain)
 *   egg    - eggs (eggetarian and pescatarian, not vegetarian in Hearth's Indian sense)
 *   fish   - fish, shellfish and anything made with them (fish sauce, shrimp paste)
 *   meat   - meat, poultry, and slaughter by-products (gelatin, lard, meat stock)
 */
export const ORIGINS = ['plant', 'dairy', 'honey', 'egg', 'fish', 'meat'] as const;
export type Origin = (typeof ORIGINS)[number];

/**
 * Facts that Jain practice (and some tools) care about beyond animal origin.
 *   underground    - roots, tubers, bulbs, rhizomes (onion, potato, carrot, fresh ginger...)
 *   allium         - onion family, avoided by Jains even when grown above ground (spring onion, chives)
 *   fungus         - mushrooms and yeast (living organisms; avoided in Jain practice)
 *   alcohol        - wine, spirits, and ingredients made with them (mirin, vanilla extract)
 *   many-seeded    - foods Jains avoid for their many seeds (eggplant, fig)
 *   animal-rennet  - cheeses traditionally set with calf rennet (still vegetarian here; see README notes)
 *   fermented      - fermented products (informational; not used to exclude anything)
 */
export const FOOD_FLAGS = ['underground', 'allium', 'fungus', 'alcohol', 'many-seeded', 'animal-rennet', 'fermented'] as const;
export type FoodFlag = (typeof FOOD_FLAGS)[number];

/** Each axis 0–10. `pungent` is heat and sharpness (chilli, mustard, raw garlic); `fat` is richness. */
export interface TasteVector {
  sweet: number;
  salty: number;
  sour: number;
  bitter: number;
  umami: number;
  pungent: number;
  fat: number;
}

export interface Substitution {
  /** What to use instead; usually another catalogue name so tools can follow it. */
  name: string;
  /** How much, e.g. '1:1' or '3/4 cup per 1 cup'. */
  ratio: string;
  note: string;
}

export interface Season {
  /** Months 1–12 of the main season (northern hemisphere / India); all 12 for pantry staples. */
  months: number[];
  note?: string;
}

export interface FoodEntry {
  /** Kebab-case slug of the canonical name, stable across releases. */
  id: string;
  /** Canonical name: singular, lowercase ('onion'). */
  name: string;
  /** English variants and plurals a recipe might use. Unique across the whole catalogue. */
  aliases: string[];
  /** Hindi (Devanagari and common romanisations) and Spanish names. */
  names: { hi: string[]; es: string[] };
  category: IngredientCategory;
  /** Allergen classes the food contains as usually sold. */
  allergens: Allergen[];
  /** Allergen classes common in some commercial versions (oats and gluten, miso and barley...). */
  mayContain: Allergen[];
  origin: Origin;
  flags: FoodFlag[];
  diets: Diets;
  taste: TasteVector;
  textures: string[];
  /** Key aroma volatiles, spelled identically across entries so shared compounds can drive pairing. */
  aromaCompounds: string[];
  season: Season;
  substitutions: Substitution[];
  cuisines: string[];
  /** IFCT 2017 food code whose raw row genuinely matches this food (nutrition source). */
  ifctCode?: string;
  /** USDA SR NDB number of the row used when IFCT 2017 has no match (nutrition-usda.ts). */
  usdaNdb?: string;
  /** g per ml as usually measured in cups and spoons (chopped, packed or poured). */
  densityGPerMl?: number;
  /** g per count: one egg, one medium onion, one garlic clove, one slice of bread. */
  gramsPerPiece?: number;
  /** g per slice where a slice is not the piece (a round of baguette); otherwise slices count as pieces. */
  gramsPerSlice?: number;
  /** Short remark that a tool may show (why an allergen is listed, a diet caveat...). */
  note?: string;
}
