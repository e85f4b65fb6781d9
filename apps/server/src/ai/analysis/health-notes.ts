import type { RecipeReviewInput } from '@hearth/contracts';
import { findFood } from '../knowledge/lookup';
import { nutritionPer100g, type Nutrition } from '../knowledge/nutrition';
import type { FoodEntry } from '../knowledge/types';
import { lineGrams } from './recipe-facts';

/**
 * 'Things Worth Knowing' (spec §2): plain, modest statements a cook can act on, each one true of this
 * recipe. Every note is built from the recipe's own lines, resolved in the food catalogue: a note names
 * only ingredients the recipe has, nutrient claims count what its amounts give a serving (IFCT 2017),
 * and a note about a pairing (black pepper with turmeric) speaks of the pairing only when both are here.
 *
 * Amount claims follow the US FDA's rule for "good source" (21 CFR 101.54: at least 10% of the Daily
 * Value per serving), with the FDA Daily Values (21 CFR 101.9): vitamin C 90 mg, iron 18 mg, fibre 28 g,
 * saturated fat 20 g, sodium 2,300 mg. No medical claims.
 */

const DAILY_VALUE = { vitaminCMg: 90, ironMg: 18, fiberG: 28, saturatedFatG: 20 } as const;
const GOOD_SOURCE_SHARE = 0.1;

/** One line of the recipe, as written, with what the catalogue knows of it and its share per serving. */
interface Part {
  /** The name as the recipe writes it (what the cook reads). */
  name: string;
  food: FoodEntry | null;
  /** Per serving, when the line's weight and the food's composition are both known. */
  perServing: ((pick: (n: Nutrition) => number | null) => number) | null;
}

function partsOf(input: RecipeReviewInput): Part[] {
  const servings = input.servings && input.servings > 0 ? input.servings : 1;
  return input.ingredients.map((line) => {
    const food = findFood(line.name) ?? null;
    const grams = lineGrams(line);
    const per100 = food ? nutritionPer100g(food) : null;
    const perServing = per100 && grams !== null ? (pick: (n: Nutrition) => number | null) => ((pick(per100) ?? 0) * grams) / 100 / servings : null;
    return { name: line.name.trim().toLowerCase(), food, perServing };
  });
}

/** 'lemon', 'lemon and tomato', 'lemon, tomato and amla' (each name once). */
export function listOf(names: string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The verb agreeing with a list of names: one name takes the singular form. */
const agree = (names: string[], singular: string, plural: string) => (new Set(names).size === 1 ? singular : plural);

/** The parts that give at least `least` of a nutrient a serving, largest first. */
function givers(parts: Part[], pick: (n: Nutrition) => number | null, least: number) {
  return parts
    .map((part) => ({ part, amount: part.perServing?.(pick) ?? 0 }))
    .filter(({ amount }) => amount >= least)
    .sort((a, b) => b.amount - a.amount);
}
const total = (list: { amount: number }[]) => list.reduce((sum, { amount }) => sum + amount, 0);

const has = (parts: Part[], test: (food: FoodEntry) => boolean) => parts.filter((p) => p.food && test(p.food)).map((p) => p.name);
const isFood =
  (...ids: readonly string[]) =>
  (food: FoodEntry) =>
    ids.includes(food.id);

/** Foods named by the notes below, as catalogue ids (so 'fish sauce' is never taken for fish). */
export const NOTE_FOODS = {
  oilyFish: ['salmon', 'mackerel', 'sardine', 'trout', 'anchovy'],
  wholeGrains: [
    'rolled-oats',
    'brown-rice',
    'quinoa',
    'millet',
    'finger-millet-flour',
    'pearl-millet-flour',
    'amaranth',
    'barley',
    'whole-wheat-flour',
    'buckwheat-flour',
    'bulgur',
  ],
  leafyGreens: ['spinach', 'kale', 'fenugreek-leaves', 'amaranth-leaves', 'mustard-greens', 'bok-choy'],
  liveCultures: ['yogurt', 'greek-yogurt', 'miso'],
  soyProtein: ['tofu', 'tempeh', 'edamame', 'soybean', 'soy-chunks'],
  pepper: ['black-pepper', 'white-pepper'],
  turmeric: ['turmeric'],
  oliveOil: ['olive-oil'],
} as const;
const OILY_FISH: readonly string[] = NOTE_FOODS.oilyFish;
const WHOLE_GRAINS: readonly string[] = NOTE_FOODS.wholeGrains;
const LEAFY_GREENS: readonly string[] = NOTE_FOODS.leafyGreens;
const LIVE_CULTURES: readonly string[] = NOTE_FOODS.liveCultures;
const SOY_PROTEIN: readonly string[] = NOTE_FOODS.soyProtein;
const PEPPER: readonly string[] = NOTE_FOODS.pepper;
const ANIMAL_PROTEIN: FoodEntry['category'][] = ['Meat & Poultry', 'Fish & Seafood', 'Eggs', 'Dairy'];

export function healthNotes(input: RecipeReviewInput): { healthBenefits: string[]; likelyConcerns: string[]; avoidWith: string[] } {
  const parts = partsOf(input);
  const perServing = input.facts.nutritionPerServing;
  const healthBenefits: string[] = [];

  if (perServing && perServing.proteinG >= 20) healthBenefits.push(`About ${Math.round(perServing.proteinG)} g of protein per serving.`);
  const complete = givers(parts, (n) => n.proteinG, 5).filter(({ part }) => part.food && (ANIMAL_PROTEIN.includes(part.food.category) || SOY_PROTEIN.includes(part.food.id)));
  if (complete.length) {
    const names = complete.map(({ part }) => part.name);
    healthBenefits.push(`${capitalised(listOf(names))} ${agree(names, 'gives', 'give')} complete protein, with all nine essential amino acids.`);
  }

  const plantIron = givers(parts, (n) => n.ironMg, 0.3).filter(({ part }) => part.food?.origin === 'plant');
  const plantIronEnough = total(plantIron) >= DAILY_VALUE.ironMg * GOOD_SOURCE_SHARE;
  const vitaminC = givers(parts, (n) => n.vitaminCMg, 2);
  if (total(vitaminC) >= DAILY_VALUE.vitaminCMg * GOOD_SOURCE_SHARE) {
    const names = vitaminC.map(({ part }) => part.name);
    const ironClause = plantIronEnough ? `, which helps the body absorb the iron in the ${listOf(plantIron.slice(0, 3).map(({ part }) => part.name))}` : '';
    healthBenefits.push(
      `${capitalised(listOf(names))} ${agree(names, 'brings', 'bring')} about ${Math.round(total(vitaminC))} mg of vitamin C a serving before cooking${ironClause}.`,
    );
  }
  if (plantIronEnough) {
    const names = plantIron.slice(0, 3).map(({ part }) => part.name);
    healthBenefits.push(`About ${total(plantIron).toFixed(1)} mg of iron a serving, mostly from ${listOf(names)}.`);
  }
  const greens = has(parts, isFood(...LEAFY_GREENS));
  if (greens.length) healthBenefits.push(`${capitalised(listOf(greens))} ${agree(greens, 'brings', 'bring')} folate and vitamin K.`);
  const oily = has(parts, isFood(...OILY_FISH));
  if (oily.length) healthBenefits.push(`${capitalised(listOf(oily))} ${agree(oily, 'is', 'are')} a source of omega-3 fats.`);
  const cultures = has(parts, isFood(...LIVE_CULTURES));
  if (cultures.length) healthBenefits.push(`${capitalised(listOf(cultures))} ${agree(cultures, 'carries', 'carry')} live cultures when not cooked hard.`);
  if (has(parts, isFood(...NOTE_FOODS.oliveOil)).length) healthBenefits.push('Olive oil is rich in monounsaturated fats.');
  const nuts = has(parts, (food) => food.category === 'Nuts & Seeds');
  if (nuts.length) healthBenefits.push(`${capitalised(listOf(nuts))} ${agree(nuts, 'adds', 'add')} unsaturated fats and minerals.`);
  const turmeric = has(parts, isFood(...NOTE_FOODS.turmeric));
  if (turmeric.length) {
    const pepper = has(parts, isFood(...PEPPER));
    healthBenefits.push(
      pepper.length
        ? `Turmeric brings curcumin, and the ${pepper[0]} in the same dish helps the body absorb it.`
        : 'Turmeric brings curcumin; the body absorbs little of it unless black pepper is eaten with it.',
    );
  }
  const grains = has(parts, isFood(...WHOLE_GRAINS));
  if (grains.length) healthBenefits.push(`${capitalised(listOf(grains))} ${agree(grains, 'is a whole grain', 'are whole grains')}: slow-release energy and fibre.`);
  if (perServing && perServing.fiberG >= DAILY_VALUE.fiberG * GOOD_SOURCE_SHARE * 2) healthBenefits.push(`About ${Math.round(perServing.fiberG)} g of fibre per serving.`);

  const likelyConcerns: string[] = [];
  for (const allergen of input.facts.allergens) {
    const sources = parts.filter((p) => p.food?.allergens.includes(allergen)).map((p) => p.name);
    likelyConcerns.push(`Contains ${allergen}${sources.length ? ` (${listOf(sources)})` : ''}.`);
  }
  if (input.facts.mayContain.length) likelyConcerns.push(`May contain ${listOf(input.facts.mayContain)}, depending on the brands used.`);
  const saturated = givers(parts, (n) => n.saturatedFatG, 1);
  if (total(saturated) >= DAILY_VALUE.saturatedFatG * 0.25) {
    likelyConcerns.push(`Rich in saturated fat: about ${Math.round(total(saturated))} g a serving, mostly from ${listOf(saturated.slice(0, 3).map(({ part }) => part.name))}.`);
  }
  const sugars = has(parts, (food) => food.category === 'Sweeteners');
  if (sugars.length) likelyConcerns.push(`Has added sugar (${listOf(sugars)}).`);
  if (perServing?.sodiumMg && perServing.sodiumMg > 1200) likelyConcerns.push(`High in sodium: about ${perServing.sodiumMg} mg per serving.`);
  if (perServing && perServing.energyKcal > 800) likelyConcerns.push(`Energy-dense: about ${perServing.energyKcal} kcal per serving.`);
  const text = [input.title, ...input.steps].join(' ');
  if (DEEP_FRY.test(text)) likelyConcerns.push('Deep-fried, which adds fat and energy.');
  const eggs = has(parts, (food) => food.category === 'Eggs');
  if (LIGHTLY_COOKED_EGG.test(text) && eggs.length) {
    likelyConcerns.push(`The ${listOf(eggs)} may be eaten raw or lightly cooked; take care when serving pregnant women, young children or older people.`);
  }
  if (input.facts.unknownIngredients.length) likelyConcerns.push(`Could not check ${listOf(input.facts.unknownIngredients)}; read their labels for allergens.`);

  const avoidWith: string[] = [];
  if (plantIronEnough) avoidWith.push('Tea or coffee with this meal: their tannins reduce how much of the plant iron you absorb.');
  const salty = has(parts, (food) => food.category === 'Condiments & Sauces' && food.taste.salty >= 7);
  if (salty.length) avoidWith.push(`Extra salty sides if you watch your blood pressure: ${listOf(salty)} already ${agree(salty, 'adds', 'add')} a lot of salt.`);
  // Chilli heat (capsaicin): hot members of the nightshade family, not pepper, ginger or garlic.
  const hot = has(parts, (food) => food.taste.pungent >= 6 && food.allergens.includes('Nightshades'));
  if (hot.length) avoidWith.push(`Alcohol or very acidic drinks if you are prone to reflux; the chilli heat of the ${listOf(hot)} adds up.`);
  const calcium = givers(parts, (n) => n.calciumMg, 50).filter(({ part }) => part.food?.category === 'Dairy');
  if (calcium.length) avoidWith.push(`Iron supplements at the same time: the calcium in the ${listOf(calcium.map(({ part }) => part.name))} competes with iron absorption.`);
  const fish = has(parts, (food) => food.category === 'Fish & Seafood');
  if (fish.length) avoidWith.push('Milk-based drinks, if you follow the traditional Ayurvedic advice against pairing fish and milk.');

  return { healthBenefits: healthBenefits.slice(0, 6), likelyConcerns: likelyConcerns.slice(0, 6), avoidWith: avoidWith.slice(0, 6) };
}

// 'a deep frying pan' is a pan, not deep-frying.
const DEEP_FRY = /\bdeep[- ]?fr(y|ied)\b(?! ?pan)|\bfry (them |it )?until golden|\binto the hot oil\b/i;
// Dishes and steps where egg is traditionally eaten raw or barely set.
// ('raw egg flows underneath' in a rolled omelette is a step, not how it is eaten.)
const LIGHTLY_COOKED_EGG =
  /\b(raw (egg|yolk)s? (is|are) (folded|whisked|beaten) into|tiramisu|carbonara|mayonnaise|mousse|zabaglione|soft-boiled|yolks? (are |is )?still runny|runny yolks?)\b/i;
