import { culturalProvenanceContract } from '@hearth/contracts';
import { defineTool } from '../define-tool';
import type { ProvenanceRecipe } from './builtin';
import { createRecipeIngredientsRepository } from './recipe-ingredients.repository';
import { culturalProvenanceTask } from './task';

/**
 * Cultural Provenance (spec §2 'Other AI tools'): a dish's documented history, or an answer inferred from
 * its cuisine and ingredients and labelled so. With a recipe id the recipe (only one this member may see,
 * else 404) lends its title, cuisine and ingredients.
 */
export const culturalProvenanceTool = defineTool(culturalProvenanceContract, (platform) => {
  const recipeIngredients = createRecipeIngredientsRepository(platform.db);
  return {
    async trace({ input, viewer }) {
      let recipe: ProvenanceRecipe | null = null;
      const recipeId = input.recipeId ?? null;
      if (recipeId !== null) {
        const row = await platform.findVisibleRecipe(viewer, recipeId);
        recipe = { id: row.id, title: row.title, cuisine: row.cuisine ?? null, ingredients: await recipeIngredients.namesOf(row.id) };
      }
      const result = await platform.ai.run(culturalProvenanceTask, { dishName: input.dishName, recipe }, { userId: viewer.id });
      return { ...result.output, recipe: recipe ? { id: recipe.id, title: recipe.title, cuisine: recipe.cuisine } : null, source: result.source };
    },
  };
});
