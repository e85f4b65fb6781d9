import { NUTRITION_SOURCES, type NutritionSource, type Nutrition as PerServing, type RecipeFacts } from '@hearth/contracts';
import { COOKED_PULSES, FRYING_OIL, isFryingOil, lineForm, tinnedGrams, type FoodForm } from '../knowledge/food-forms';
import { allergensOf, dietsOf, findFood } from '../knowledge/lookup';
import { compositionPer100g } from '../knowledge/nutrition';
import { normalizeUnit, parseQuantity, toGrams } from '../knowledge/parse-ingredient-line';
import type { Allergen, FoodEntry } from '../knowledge/types';

export interface IngredientLine {
  name: string;
  quantity: string;
  unit: string;
}

/** Grams of one structured line (quantity and unit as the form keeps them), when that is knowable. */
export function lineGrams(line: IngredientLine): number | null {
  const food = findFood(line.name);
  const { quantity } = parseQuantity(line.quantity);
  return toGrams(quantity, normalizeUnit(line.unit), food);
}

/**
 * The facts the food knowledge can vouch for: allergen classes and diet fit from every ingredient,
 * and nutrition per serving (IFCT 2017 first, then USDA SR24) for the lines whose weight and
 * composition are known.
 */
export function recipeFacts(lines: IngredientLine[], servings: number | null): RecipeFacts {
  const names = lines.map((l) => l.name);
  const allergens = allergensOf(names);
  const diets = dietsOf(names);
  return {
    allergens: allergens.allergens as Allergen[],
    mayContain: allergens.mayContain as Allergen[],
    diets: diets.diets,
    nutritionPerServing: nutritionPerServing(lines, servings),
    unknownIngredients: [...new Set([...allergens.unknown, ...diets.unknown])],
  };
}

/** A line's food as the recipe uses it, and the grams of it that count for nutrition. */
export interface WeighedLine {
  food: FoodEntry | undefined;
  form: FoodForm;
  grams: number;
}

/**
 * Grams of a line as eaten: tins by what they hold (drained pulses), cooked pulses by their cooked
 * density, and deep-frying oil by what a serving keeps. Null when the weight would be a guess.
 */
export function weighLine(line: IngredientLine, servings: number): WeighedLine | null {
  const food = findFood(line.name);
  const { quantity } = parseQuantity(line.quantity);
  const unit = normalizeUnit(line.unit);
  const form = lineForm(line.name, unit);
  const cooked = form === 'as-sold' || !food ? undefined : COOKED_PULSES[food.id];
  let grams = toGrams(quantity, unit, cooked && food ? { ...food, densityGPerMl: cooked.densityGPerMl } : food);
  if (food) grams = tinnedGrams(food.id, line.name, quantity, unit, grams) ?? grams;
  if (grams === null) return null;
  if (food && isFryingOil(food.id, line.name, grams)) grams = Math.min(grams, FRYING_OIL.keptPerServingG * servings);
  return { food, form, grams };
}

function nutritionPerServing(lines: IngredientLine[], servings: number | null): PerServing | null {
  const share = servings && servings > 0 ? servings : 1;
  const totals = { energyKcal: 0, proteinG: 0, fatG: 0, carbsG: 0, fiberG: 0, sodiumMg: 0 };
  const sources = new Set<NutritionSource>();
  let sodiumKnown = true;
  let weighedGrams = 0;
  let coveredGrams = 0;
  for (const line of lines) {
    const weighed = weighLine(line, share);
    if (!weighed) continue;
    weighedGrams += weighed.grams;
    const per100 = weighed.food ? compositionPer100g(weighed.food, weighed.form, line.name) : null;
    if (!per100) continue;
    const factor = weighed.grams / 100;
    totals.energyKcal += per100.energyKcal * factor;
    totals.proteinG += per100.proteinG * factor;
    totals.fatG += per100.fatG * factor;
    totals.carbsG += per100.carbsG * factor;
    totals.fiberG += per100.fiberG * factor;
    if (per100.sodiumMg === null) sodiumKnown = false;
    else totals.sodiumMg += per100.sodiumMg * factor;
    coveredGrams += weighed.grams;
    sources.add(per100.source.dataset);
  }
  if (coveredGrams === 0) return null;
  const round = (n: number) => Math.round((n / share) * 10) / 10;
  // In the order the tables are consulted, so the label reads the same for every recipe.
  const used = NUTRITION_SOURCES.filter((source) => sources.has(source));
  return {
    energyKcal: Math.round(totals.energyKcal / share),
    proteinG: round(totals.proteinG),
    fatG: round(totals.fatG),
    carbsG: round(totals.carbsG),
    fiberG: round(totals.fiberG),
    sodiumMg: sodiumKnown ? Math.round(totals.sodiumMg / share) : null,
    // Lines whose weight cannot be known (a bunch, a sprig, salt to taste) are outside the share.
    coverage: Math.round((coveredGrams / weighedGrams) * 100) / 100,
    source: used.join(' + '),
    sources: used,
  };
}
