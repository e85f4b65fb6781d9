// What can honestly be said about a dish Hearth holds no history for: its cuisine's documented origins
// and influences (from the recipe's label, or a place word in its name), where its main ingredients come
// from (regions.ts), and one firm limit: a dish of an Old World cuisine that uses crops from the
// Americas cannot, as written, predate their arrival. Nothing here is about the dish itself.
import { CUISINE_HISTORIES, cuisineHistory, type CuisineHistory } from '../../knowledge/dish-histories/cuisines';
import { getFoodIndex } from '../../knowledge/lookup';
import { isPantryStaple } from '../../knowledge/pantry-staples';
import { cropRegions, ORIGIN_SOURCE, regionsOf } from '../../knowledge/regions';
import type { FoodEntry } from '../../knowledge/types';
import { dishKey } from './match';

const MAX_INGREDIENTS = 8;
const MAX_NAME_PHRASE = 3;

/** An origin in the Americas alone (not "Europe and North America", not "Africa; cultivated … in the Americas"). */
const AMERICAS =
  /\b(americas|mexico|mesoamerica|andes|andean|peru|bolivia|brazil|amazonia|central america|south america|north america|caribbean|jamaica|paraguay|guatemala|mississippi)\b/i;
const OLD_WORLD = /\b(europe|asia|africa)\b/i;

export function fromTheAmericas(origin: string): boolean {
  const first = origin.split(';')[0] ?? '';
  return AMERICAS.test(first) && !OLD_WORLD.test(first);
}

export interface IngredientOrigin {
  name: string;
  /** Where the crop originated (native or first domesticated), as regions.ts gives it. */
  origin: string;
  /** For a product (macaroni, canned tomatoes): what it is made from, so its crop's origin is not read as its own. */
  madeFrom: string | null;
  fromAmericas: boolean;
}

/** Where a food's crop comes from; undefined when the knowledge has no origin for it. */
function originOf(food: FoodEntry): { origin: string; madeFrom: string | null } | undefined {
  const entry = regionsOf(food.id);
  if (!entry || entry.kind === 'blend') return undefined;
  if (entry.kind === 'crop') return entry.source === 'USGS' ? undefined : { origin: entry.origin, madeFrom: null };
  const crop = cropRegions(entry.crop);
  return crop ? { origin: crop.origin, madeFrom: entry.how } : undefined;
}

/** One line of an inferred answer's "influenced by": an ingredient and where its crop originated. */
export function ingredientLine(item: IngredientOrigin): string {
  return item.madeFrom
    ? `Ingredient: ${item.name} (${item.madeFrom}), from a crop that originated in ${item.origin}`
    : `Ingredient: ${item.name}, which originated in ${item.origin}`;
}

/** Foods a dish name mentions, longest phrases first ("green chilli" before "chilli"), each once. */
export function foodsInName(name: string): FoodEntry[] {
  const index = getFoodIndex();
  const list = dishKey(name).split(' ').filter(Boolean);
  const found: FoodEntry[] = [];
  const used = new Array<boolean>(list.length).fill(false);
  for (let size = Math.min(MAX_NAME_PHRASE, list.length); size >= 1; size--) {
    for (let start = 0; start + size <= list.length; start++) {
      if (used.slice(start, start + size).some(Boolean)) continue;
      const food = index.findExact(list.slice(start, start + size).join(' '));
      if (!food) continue;
      used.fill(true, start, start + size);
      if (!found.some((f) => f.id === food.id)) found.push(food);
    }
  }
  return found;
}

/**
 * Seasonings and aromatics say less about what a dish is than its main foods (the chickpeas of a chana
 * masala, not its onion), so they come later when the list is cut.
 */
const SEASONING_CATEGORIES = new Set(['Herbs', 'Spices', 'Condiments & Sauces', 'Oils & Fats', 'Sweeteners', 'Beverages', 'Other']);
const rankOf = (food: FoodEntry) => (SEASONING_CATEGORIES.has(food.category) ? 4 : food.category === 'Vegetables' ? 3 : 2);

/**
 * Ingredients with a documented origin, at most eight: those the dish's name mentions, then every one from
 * the Americas (they bound the date), then main foods, vegetables and seasonings, each group in recipe order.
 */
export function ingredientOrigins(names: readonly string[], nameFoods: readonly FoodEntry[] = []): IngredientOrigin[] {
  const index = getFoodIndex();
  const seen = new Set<string>();
  const all: (IngredientOrigin & { rank: number; order: number })[] = [];
  const named = new Set(nameFoods.map((food) => food.id));
  for (const food of [...nameFoods, ...names.map((name) => index.find(name))]) {
    if (!food || seen.has(food.id) || isPantryStaple(food)) continue;
    seen.add(food.id);
    const found = originOf(food);
    if (!found) continue;
    const fromAmericas = fromTheAmericas(found.origin);
    const rank = named.has(food.id) ? 0 : fromAmericas ? 1 : rankOf(food);
    all.push({ name: food.name, ...found, fromAmericas, rank, order: all.length });
  }
  const american = all.filter((item) => item.fromAmericas).length;
  return all
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, Math.max(MAX_INGREDIENTS, american + nameFoods.length))
    .map(({ rank: _rank, order: _order, ...item }) => item);
}

/** The one cuisine a dish name's place words point to ("Sichuan", "Thai"), or null when none or several. */
export function cuisineNamedIn(name: string): { history: CuisineHistory; marker: string } | null {
  const text = ` ${dishKey(name)} `;
  const hits = CUISINE_HISTORIES.flatMap((history) => history.markers.filter((marker) => text.includes(` ${marker} `)).map((marker) => ({ history, marker })));
  const cuisines = new Set(hits.map((hit) => hit.history.cuisine));
  return cuisines.size === 1 ? hits[0]! : null;
}

export interface InferenceFacts {
  dishName: string;
  cuisine: string | null;
  /** Where the cuisine was read from: the recipe's label or a place word in the name. */
  cuisineFrom: { kind: 'recipe' } | { kind: 'name'; marker: string } | null;
  /** The cuisine's documented history, when the cuisine is one Hearth knows. */
  cuisineHistory: Omit<CuisineHistory, 'markers'> | null;
  ingredients: IngredientOrigin[];
  /** Whether the ingredients were a recipe's or only those the name mentions. */
  ingredientsFrom: 'recipe' | 'name' | null;
  /** Ingredients from the Americas in a dish of an Old World cuisine: as written, no older than their arrival. */
  americanIngredients: string[];
  /** Every source the facts above rest on; an inferred answer may cite no other. */
  sources: string[];
}

export function inferenceFacts(dishName: string, recipe: { cuisine: string | null; ingredients: readonly string[] } | null): InferenceFacts {
  const labelled = recipe?.cuisine ? cuisineHistory(recipe.cuisine) : undefined;
  const named = labelled ? null : cuisineNamedIn(dishName);
  const history = labelled ?? named?.history ?? null;
  const nameFoods = foodsInName(dishName);
  const ingredients = ingredientOrigins(recipe?.ingredients ?? [], nameFoods);
  const americanIngredients = history?.americanCrops ? ingredients.filter((item) => item.fromAmericas).map((item) => item.name) : [];
  const sources = [...(history?.sources ?? [])];
  if (ingredients.length) sources.push(ORIGIN_SOURCE);
  return {
    dishName,
    cuisine: history?.cuisine ?? recipe?.cuisine ?? null,
    cuisineFrom: labelled ? { kind: 'recipe' } : named ? { kind: 'name', marker: named.marker } : null,
    cuisineHistory: history
      ? {
          cuisine: history.cuisine,
          region: history.region,
          summary: history.summary,
          influences: history.influences,
          americanCrops: history.americanCrops,
          sources: history.sources,
        }
      : null,
    ingredients,
    ingredientsFrom: recipe && recipe.ingredients.length ? 'recipe' : nameFoods.length ? 'name' : null,
    americanIngredients,
    sources: [...new Set(sources)],
  };
}
