import { alchemistContract } from '@hearth/contracts';
import { findFood } from '../../knowledge/lookup';
import { defineTool } from '../define-tool';
import { memberRulesOf } from '../member-rules';
import { createAlchemistRepository } from './alchemist.repository';
import { drawChallenge } from './builtin';
import { recipeFormFromText } from './publish';
import { parseRecipeText } from './recipe-text';
import { evaluateAlchemistTask } from './task';

const SIMILAR_LIMIT = 5;

/**
 * Alchemist (spec §2): a challenge of foods that pair and suit the member, a scored evaluation of the
 * member's free-text recipe, and publishing it as their own recipe once it has an evaluation.
 */
export const alchemistTool = defineTool(alchemistContract, (platform) => {
  const repository = createAlchemistRepository(platform.db);
  // 'New Challenge' must give another draw, so each request gets a fresh seed; scoring stays deterministic.
  let draws = 0;
  return {
    async challenge({ viewer }) {
      const rules = memberRulesOf(await platform.findProfile(viewer.id));
      const seed = (Date.now() ^ Math.imul(++draws, 0x9e3779b1)) >>> 0;
      return { ingredients: drawChallenge(seed, rules) };
    },

    async evaluate({ input, viewer }) {
      const rules = memberRulesOf(await platform.findProfile(viewer.id));
      const parsed = parseRecipeText(input.recipe);
      const foods = [...parsed.ingredients.flatMap((l) => l.foods), ...input.ingredients.map((n) => findFood(n)).filter((f) => f !== undefined)];
      const names = [...parsed.ingredients.map((l) => l.parsed.name), ...foods.flatMap((f) => [f.name, ...f.aliases])];
      const known = await repository.sharingIngredients(names, SIMILAR_LIMIT);
      const result = await platform.ai.run(
        evaluateAlchemistTask,
        {
          challenge: input.ingredients,
          recipe: input.recipe,
          knownRecipes: known.map((r) => ({ title: r.title, shared: r.shared })),
          rules: { allergies: rules.allergies, requiredDiets: rules.requiredDiets },
        },
        { userId: viewer.id },
      );
      return { ...result.output, source: result.source };
    },

    async publish({ input, viewer }) {
      const recipe = await platform.createRecipe(viewer, recipeFormFromText(input.ingredients, input.recipe, input.evaluation));
      return { id: recipe.id };
    },
  };
});
