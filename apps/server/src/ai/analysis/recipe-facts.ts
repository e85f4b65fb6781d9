import type { Nutrition as PerServing, RecipeFacts } from '@hearth/contracts';
import type { Allergen } from '../knowledge/types';
import { allergensOf, dietsOf, findFood } from '../knowledge/lookup';
import { nutritionPer100g } from '../knowledge/nutrition';
import { normalizeUnit, parseQuantity, toGrams } from '../knowledge/parse-ingredient-line';

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
 * and nutrition per serving from IFCT 2017 for the lines whose weight and composition are known.
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

function nutritionPerServing(lines: IngredientLine[], servings: number | null): PerServing | null {
  const totals = { energyKcal: 0, proteinG: 0, fatG: 0, carbsG: 0, fiberG: 0, sodiumMg: 0 };
  let sodiumKnown = true;
  let covered = 0;
  for (const line of lines) {
    const food = findFood(line.name);
    const grams = lineGrams(line);
    const per100 = food ? nutritionPer100g(food) : null;
    if (!food || grams === null || !per100) continue;
    const factor = grams / 100;
    totals.energyKcal += per100.energyKcal * factor;
    totals.proteinG += per100.proteinG * factor;
    totals.fatG += per100.fatG * factor;
    totals.carbsG += per100.carbsG * factor;
    totals.fiberG += per100.fiberG * factor;
    if (per100.sodiumMg === null) sodiumKnown = false;
    else totals.sodiumMg += per100.sodiumMg * factor;
    covered += 1;
  }
  if (covered === 0) return null;
  const share = servings && servings > 0 ? servings : 1;
  const round = (n: number) => Math.round((n / share) * 10) / 10;
  return {
    energyKcal: Math.round(totals.energyKcal / share),
    proteinG: round(totals.proteinG),
    fatG: round(totals.fatG),
    carbsG: round(totals.carbsG),
    fiberG: round(totals.fiberG),
    sodiumMg: sodiumKnown ? Math.round(totals.sodiumMg / share) : null,
    coverage: Math.round((covered / lines.length) * 100) / 100,
    source: 'IFCT 2017',
  };
}
