import { ingredientDnaContract } from '@hearth/contracts';
import { AppError } from '../../../errors';
import { findFood } from '../../knowledge/lookup';
import { unknownFoodMessage } from '../../knowledge/suggest';
import { defineTool } from '../define-tool';
import { memberRulesOf } from '../member-rules';
import { createIngredientNameRepository } from './ingredient-name.repository';
import { ingredientDnaTask } from './task';

export const INGREDIENT_NOT_FOUND = 'Ingredient not found. Check the ID, or leave it empty and use the name.';

/**
 * Ingredient DNA (spec §2 'Other AI tools'): an ingredients-table id, when given, names the ingredient;
 * otherwise the typed name does. A name the food knowledge does not know is refused with close names
 * (decision 0021). Substitutes are filtered for the member's diet and allergies, whoever answers.
 */
export const ingredientDnaTool = defineTool(ingredientDnaContract, (platform) => {
  const names = createIngredientNameRepository(platform.db);
  return {
    async analyze({ input, viewer }) {
      const ingredientId = input.ingredientId ?? null;
      let name = input.ingredientName;
      if (ingredientId !== null) {
        const stored = await names.nameOf(ingredientId);
        if (!stored) throw AppError.notFound(INGREDIENT_NOT_FOUND);
        name = stored;
      }
      const food = findFood(name);
      if (!food) throw new AppError('UNKNOWN_INGREDIENT', 422, unknownFoodMessage(name));
      const rules = memberRulesOf(await platform.findProfile(viewer.id));
      const result = await platform.ai.run(
        ingredientDnaTask,
        { foodId: food.id, ingredientId, rules: { allergies: rules.allergies, requiredDiets: rules.requiredDiets } },
        { userId: viewer.id },
      );
      return { ...result.output, source: result.source };
    },
  };
});
