// The taste of a dish, read from Hearth's food knowledge: a recipe's ingredients weighed by how much of
// each it uses, or the foods and taste words in a dish name. Unknown ingredients are named, never guessed.
import { MUSIC_TASTES, type MusicTaste } from '@hearth/contracts';
import { getFoodIndex, findFood } from '../../knowledge/lookup';
import { TASTE_WORDS } from '../../knowledge/music-crossmodal';
import { normalizeName } from '../../knowledge/normalize';
import { normalizeUnit, parseQuantity, toGrams } from '../../knowledge/parse-ingredient-line';
import type { FoodEntry } from '../../knowledge/types';

export type TasteProfile = Record<MusicTaste, number>;

export interface IngredientLine {
  quantity: string;
  unit: string;
  name: string;
}

/** One ingredient the song may name: how the recipe writes it and the food it is, when known. */
export interface KnownIngredient {
  name: string;
  food: FoodEntry | null;
  grams: number | null;
}

export interface TasteReading {
  /** Null when none of the dish is known: the palette is then neutral. */
  profile: TasteProfile | null;
  /** The tastes that stand out, strongest first. */
  dominant: MusicTaste[];
  ingredients: KnownIngredient[];
  unknown: string[];
  basis: string;
}

/** When an amount cannot be weighed (a bunch, "to taste"), the line counts as a modest 30 g. */
const UNWEIGHED_GRAMS = 30;
/** A taste stands out from 2.5 of 10 on the dish's weighted average, and at 60% of the strongest. */
const DOMINANT_MIN = 2.5;
const DOMINANT_SHARE = 0.6;
const MAX_DOMINANT = 3;

const round1 = (value: number) => Math.round(value * 10) / 10;
const isTasteless = (food: FoodEntry) => MUSIC_TASTES.every((taste) => food.taste[taste] === 0);

function dominantOf(profile: TasteProfile | null): MusicTaste[] {
  if (!profile) return [];
  const strongest = Math.max(...MUSIC_TASTES.map((taste) => profile[taste]));
  return MUSIC_TASTES.filter((taste) => profile[taste] >= DOMINANT_MIN && profile[taste] >= strongest * DOMINANT_SHARE)
    .sort((a, b) => profile[b] - profile[a])
    .slice(0, MAX_DOMINANT);
}

/**
 * A weighted average of the ingredients' tastes. The weight is the square root of the grams, so 400 g of
 * pasta counts for more than a teaspoon of salt but does not drown it (taste intensity grows far less than
 * in proportion to amount). Tasteless foods (water, plain starches) are left out of the average rather than
 * diluting it.
 */
export function averageTaste(items: readonly { food: FoodEntry; weight: number }[]): TasteProfile | null {
  const tasted = items.filter((item) => !isTasteless(item.food) && item.weight > 0);
  const total = tasted.reduce((sum, item) => sum + item.weight, 0);
  if (!total) return null;
  return Object.fromEntries(MUSIC_TASTES.map((taste) => [taste, round1(tasted.reduce((sum, item) => sum + item.food.taste[taste] * item.weight, 0) / total)])) as TasteProfile;
}

export function readRecipeTaste(lines: readonly IngredientLine[]): TasteReading {
  const ingredients: KnownIngredient[] = [];
  const unknown: string[] = [];
  const weighed: { food: FoodEntry; weight: number }[] = [];
  for (const line of lines) {
    const food = findFood(line.name) ?? null;
    if (!food) {
      unknown.push(line.name);
      ingredients.push({ name: line.name, food: null, grams: null });
      continue;
    }
    const grams = toGrams(parseQuantity(line.quantity).quantity, normalizeUnit(line.unit), food);
    ingredients.push({ name: line.name, food, grams });
    weighed.push({ food, weight: Math.sqrt(Math.max(grams ?? UNWEIGHED_GRAMS, 1)) });
  }
  const profile = averageTaste(weighed);
  const known = lines.length - unknown.length;
  const basis = !profile
    ? lines.length
      ? 'None of this recipe’s ingredients are in Hearth’s food knowledge, so its taste is unknown and the palette is neutral: the mood alone chose the key, tempo and sound.'
      : 'This recipe lists no ingredients, so its taste is unknown and the palette is neutral.'
    : `Read from ${known} of ${lines.length} ingredients in Hearth’s food knowledge, weighed by how much of each the recipe uses${unknown.length ? `; not known: ${unknown.join(', ')}` : ''}.`;
  return { profile, dominant: dominantOf(profile), ingredients, unknown, basis };
}

/** Catalogue foods named in free text, longest phrase first, left to right ('lemon tart' → lemon). */
export function foodsInText(text: string): { phrase: string; food: FoodEntry }[] {
  const index = getFoodIndex();
  const words = normalizeName(text).split(' ').filter(Boolean);
  const found: { phrase: string; food: FoodEntry }[] = [];
  for (let start = 0; start < words.length;) {
    let matched = 0;
    for (let size = Math.min(4, words.length - start); size >= 1; size--) {
      const phrase = words.slice(start, start + size).join(' ');
      const food = index.findExact(phrase);
      if (food) {
        if (!found.some((f) => f.food.id === food.id)) found.push({ phrase, food });
        matched = size;
        break;
      }
    }
    start += matched || 1;
  }
  return found;
}

/** A dish name without a recipe: its catalogue foods and taste words, equally weighted. */
export function readDishNameTaste(dishName: string): TasteReading {
  const foods = foodsInText(dishName);
  const words = normalizeName(dishName).split(' ');
  const tasteWords = words.filter((word) => TASTE_WORDS[word] && !foods.some((f) => f.phrase.split(' ').includes(word)));
  const weighed = foods.map(({ food }) => ({ food, weight: 1 }));
  let profile = averageTaste(weighed);
  if (tasteWords.length) {
    const base = profile ?? (Object.fromEntries(MUSIC_TASTES.map((t) => [t, 0])) as TasteProfile);
    const parts = weighed.filter((w) => !isTasteless(w.food)).length;
    profile = Object.fromEntries(
      MUSIC_TASTES.map((taste) => [
        taste,
        round1((base[taste] * parts + tasteWords.reduce((sum, word) => sum + (TASTE_WORDS[word]![taste] ?? 0), 0)) / (parts + tasteWords.length)),
      ]),
    ) as TasteProfile;
  }
  const named = [...foods.map((f) => f.food.name), ...tasteWords.map((w) => `“${w}”`)];
  const basis = profile
    ? `Read from the dish name: ${named.join(', ')} (no recipe, so amounts are unknown and each counts equally).`
    : `Hearth’s food knowledge has no taste for “${dishName}”, so the palette is neutral: the mood alone chose the key, tempo and sound.`;
  return {
    profile,
    dominant: dominantOf(profile),
    ingredients: foods.map(({ phrase, food }) => ({ name: phrase, food, grams: null })),
    unknown: [],
    basis,
  };
}
