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

  /** Ingredient-table ids whose names resolve to this food (or another form of it). */
  async function ingredientIdsOf(food: FoodEntry): Promise<number[]> {
    const rows = await repository.ingredientsNamedLike([food.name, ...food.aliases]);
    return rows
      .filter((row) => {
        const match = findFood(row.name);
        return match !== undefined && sameFood(match, food);
      })
      .map((row) => row.id);
  }

  return {
    async analyze({ input, viewer }) {
      const first = resolveFood(input.ingredient1);
      const second = resolveFood(input.ingredient2);
      const [firstIds, secondIds] = await Promise.all([ingredientIdsOf(first), ingredientIdsOf(second)]);
      const hearthRecipes = sameFood(first, second) ? { count: 0, titles: [] } : await repository.publishedUsingAll([firstIds, secondIds], RECIPE_TITLES);
      const result = await platform.ai.run(flavorPairingTask, { firstId: first.id, secondId: second.id, hearthRecipes }, { userId: viewer.id });
      return { ...result.output, source: result.source };
    },
  };
});
