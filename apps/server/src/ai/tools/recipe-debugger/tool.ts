import { recipeDebuggerContract } from '@hearth/contracts';
import { defineTool } from '../define-tool';
import { createRecipeContentRepository } from './recipe-content.repository';
import { recipeDebuggerTask, type DebuggerTaskInput } from './task';

/**
 * Recipe Debugger (spec §2 'Other AI tools'): the description is matched against how cooking fails;
 * with a recipe id, the recipe (only one this member may see, else 404) has its figures checked too.
 */
export const recipeDebuggerTool = defineTool(recipeDebuggerContract, (platform) => {
  const content = createRecipeContentRepository(platform.db);
  return {
    async analyze({ input, viewer }) {
      let recipe: DebuggerTaskInput['recipe'] = null;
      const recipeId = input.recipeId ?? null;
      if (recipeId !== null) {
        const row = await platform.findVisibleRecipe(viewer, recipeId);
        const { lines, steps } = await content.contentOf(row.id);
        recipe = { id: row.id, title: row.title, servings: Math.max(1, row.servings ?? 1), lines, steps };
      }
      const result = await platform.ai.run(recipeDebuggerTask, { issueDescription: input.issueDescription, recipe }, { userId: viewer.id });
      return { ...result.output, source: result.source };
    },
  };
});
