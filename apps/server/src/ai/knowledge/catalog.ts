// The food catalogue: every entry from foods/*.ts in one frozen list. Order is by category (the
// INGREDIENT_CATEGORIES order) and, within a file, as written; nothing depends on it except stable output.
import { BAKING } from './foods/baking.js';
import { BEVERAGES } from './foods/beverages.js';
import { CONDIMENTS } from './foods/condiments.js';
import { DAIRY } from './foods/dairy.js';
import { EGGS } from './foods/eggs.js';
import { FRUITS } from './foods/fruits.js';
import { GRAINS } from './foods/grains.js';
import { HERBS } from './foods/herbs.js';
import { LEGUMES } from './foods/legumes.js';
import { MEAT } from './foods/meat.js';
import { NUTS_SEEDS } from './foods/nuts-seeds.js';
import { OILS_FATS } from './foods/oils-fats.js';
import { OTHER } from './foods/other.js';
import { SEAFOOD } from './foods/seafood.js';
import { SPICES } from './foods/spices.js';
import { SWEETENERS } from './foods/sweeteners.js';
import { VEGETABLES } from './foods/vegetables.js';
import type { FoodEntry } from './types.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

// Frozen so a tool that "adjusts" an entry for one request cannot change it for every later request.
export const FOODS: readonly FoodEntry[] = deepFreeze([
  ...VEGETABLES,
  ...FRUITS,
  ...GRAINS,
  ...LEGUMES,
  ...DAIRY,
  ...MEAT,
  ...SEAFOOD,
  ...EGGS,
  ...NUTS_SEEDS,
  ...HERBS,
  ...SPICES,
  ...OILS_FATS,
  ...SWEETENERS,
  ...CONDIMENTS,
  ...BAKING,
  ...BEVERAGES,
  ...OTHER,
]);

const BY_ID = new Map(FOODS.map((food) => [food.id, food]));

export function foodById(id: string): FoodEntry | undefined {
  return BY_ID.get(id);
}
