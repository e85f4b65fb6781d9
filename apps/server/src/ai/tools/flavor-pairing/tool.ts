import { flavorPairingContract } from '@hearth/contracts';
import { AppError } from '../../../errors';
import { findFood } from '../../knowledge/lookup';
import { sameFood } from '../../knowledge/pairing';
import { unknownFoodMessage } from '../../knowledge/suggest';
import type { FoodEntry } from '../../knowledge/types';
import { defineTool } from '../define-tool';
import { createPairingRecipesRepository } from './pairing-recipes.repository';
import { flavorPairingTask } from './task';

const RECIPE_TITLES = 3;

/** The food a typed name means, or a 422 that names it, refuses to guess, and suggests close names (decision 0021). */
export function resolveFood(typed: string): FoodEntry {
  const food = findFood(typed);
  if (!food) throw new AppError('UNKNOWN_INGREDIENT', 422, unknownFoodMessage(typed));
  return food;
}

/**
 * Flavor Pairing (spec §2 'Other AI tools'): both names are resolved in the food knowledge (an unknown
 * name is refused, never guessed), the platform's published recipes that use both are counted, and the
 * answer, built-in or a model's, is checked against the pairing data.
 */
export const flavorPairingTool = defineTool(flavorPairingContract, (platform) => {
  const repository = createPairingRecipesRepository(platform.db);

  /** For each food, the ingredient-table ids whose names resolve to it (or another form of it): one statement for all. */
  async function ingredientIdsOf(foods: readonly FoodEntry[]): Promise<number[][]> {
    const rows = await repository.ingredientsNamedLike(foods.flatMap((food) => [food.name, ...food.aliases]));
    const resolved = rows.map((row) => ({ id: row.id, food: findFood(row.name) }));
    return foods.map((food) => resolved.filter((row) => row.food !== undefined && sameFood(row.food, food)).map((row) => row.id));
  }

  return {
    async analyze({ input, viewer }) {
      const first = resolveFood(input.ingredient1);
      const second = resolveFood(input.ingredient2);
      const hearthRecipes = sameFood(first, second) ? { count: 0, titles: [] } : await repository.publishedUsingAll(await ingredientIdsOf([first, second]), RECIPE_TITLES);
      const result = await platform.ai.run(flavorPairingTask, { firstId: first.id, secondId: second.id, hearthRecipes }, { userId: viewer.id });
      return { ...result.output, source: result.source };
    },
  };
});
