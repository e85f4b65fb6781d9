// Pantry staples: foods a "cook with what I have" search assumes every kitchen already holds, so a
// member who lists "chickpeas, tomato, onion" is not told they are missing salt or oil, and a recipe
// limited to their ingredients may still use these.
//
// The list is a product decision rather than a measured fact, kept deliberately short: seasoning and
// cooking-medium basics that a recipe needs in small amounts and that are rarely the reason a dish can
// or cannot be made. Flavouring oils (sesame, mustard), dairy fats (butter, ghee) and spices beyond
// black pepper are left out on purpose: they change a dish, a kitchen may well lack them, and dairy is
// an allergen class. Peanut oil is excluded because it carries the Nuts allergen. Ids are those of the
// food catalogue (catalog.ts), so every alias ("canola oil", "sea salt", "caster sugar") counts too.
import { foodById } from './catalog.js';
import type { FoodEntry } from './types.js';

export const PANTRY_STAPLE_IDS = ['salt', 'kosher-salt', 'black-pepper', 'water', 'vegetable-oil', 'sunflower-oil', 'olive-oil', 'sugar'] as const;

export const PANTRY_STAPLES: readonly FoodEntry[] = PANTRY_STAPLE_IDS.map((id) => {
  const food = foodById(id);
  if (!food) throw new Error(`pantry staple ${id} is not in the food catalogue`);
  return food;
});

const stapleIds = new Set<string>(PANTRY_STAPLE_IDS);

export function isPantryStaple(food: FoodEntry | undefined): boolean {
  return food !== undefined && stapleIds.has(food.id);
}
