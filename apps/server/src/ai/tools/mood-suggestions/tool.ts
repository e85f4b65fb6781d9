import { moodSuggestionsContract } from '@hearth/contracts';
import { createDiscoveryRepository } from '../../../modules/recipes/discovery.repository';
import { createRecipesRepository } from '../../../modules/recipes/recipes.repository';
import { defineTool } from '../define-tool';
import { memberRulesOf, problemsWith } from '../member-rules';
import { moodSuggestionsTask, type MoodTaskInput } from './task';

/** How many of the member's curated recipes the picks are drawn from. */
const CANDIDATE_LIMIT = 60;

/**
 * Mood suggestions (spec §2 'Other AI tools'): the member's words are read for a mood; recipes come
 * from Curated for this member (allergies and diet already enforced), re-checked by ingredient name,
 * and the answer, whoever wrote it, may only pick among them.
 */
export const moodSuggestionsTool = defineTool(moodSuggestionsContract, (platform) => {
  const discovery = createDiscoveryRepository(platform.db);
  const recipes = createRecipesRepository(platform.db);
  return {
    async suggest({ input: request, viewer }) {
      const rules = memberRulesOf(await platform.findProfile(viewer.id));
      const rows = await discovery.browseRecipes({
        filters: { cuisines: [], dietTypes: [], mealTypes: [], search: null },
        order: 'curated',
        profile: rules,
        limit: CANDIDATE_LIMIT,
        offset: 0,
      });
      const names = new Map<number, string[]>();
      for (const line of await recipes.linesOf(rows.map((r) => r.id))) names.set(line.recipeId, [...(names.get(line.recipeId) ?? []), line.name]);
      const candidates: MoodTaskInput['candidates'] = rows
        .map((r) => {
          const ingredients = names.get(r.id) ?? [];
          return {
            id: r.id,
            title: r.title,
            tags: r.tags,
            mealTypes: r.mealTypes,
            cookingStyles: r.cookingStyles,
            cookingTime: r.cookingTime,
            servings: r.servings,
            cuisine: r.cuisine,
            ingredientCount: ingredients.length,
            ingredients,
            quality: r.ratingCount > 0 ? r.ratingSum / r.ratingCount : (r.aiRating ?? 2.5),
          };
        })
        .filter((c) => problemsWith(c.ingredients, rules).length === 0);
      const result = await platform.ai.run(
        moodSuggestionsTask,
        { userInput: request.userInput, candidates, rules: { allergies: rules.allergies, requiredDiets: rules.requiredDiets } },
        { userId: viewer.id },
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        detectedMood: result.output.detectedMood,
        moodScore: result.output.moodScore,
        reasoningExplanation: result.output.reasoningExplanation,
        suggestedRecipes: result.output.suggestions.map((pick) => {
          const row = byId.get(pick.recipeId)!;
          return {
            name: row.title,
            reasoning: pick.reasoning,
            recipeId: row.id,
            imageUrl: row.cardImageUrl,
            cookingTime: row.cookingTime,
            cuisine: row.cuisine,
            description: row.description,
          };
        }),
        source: result.source,
      };
    },
  };
});
