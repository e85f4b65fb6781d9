import { tasteMemoryContract, tasteMemorySchema, TASTE_MEMORY_HISTORY_LIMIT, type PossibleRecipe, type TasteMemory } from '@hearth/contracts';
import { DISH_HISTORIES, type DishHistory } from '../../knowledge/dish-histories';
import { defineTool } from '../define-tool';
import { memberRulesOf, problemsWith, type MemberRules } from '../member-rules';
import { classicCandidates, dishRef, recipeRef, searchTerms } from './builtin';
import { readMemory } from './read-memory';
import { createTasteMemoryRepository, type TasteCandidateRow } from './taste-memory.repository';
import { CANDIDATE_POOL, DISH_POOL, tasteMemoryTask } from './task';

const TOOL = 'taste-memory';
const MAX_CAUTIONS = 8;

/** What breaks the member's allergies or diet in these ingredients, for the card to warn about. */
function cautionsFor(names: readonly string[], rules: MemberRules): string[] {
  return [...new Set(problemsWith(names, rules))].slice(0, MAX_CAUTIONS).map((problem) => (problem.length > 200 ? `${problem.slice(0, 199)}…` : problem));
}

/**
 * Taste Memory (spec §2 'Other AI tools'): the member's description is read for flavours, textures,
 * aromas, looks and feelings and the ingredients it names; listed recipes sharing its words and classic
 * dishes from the dish histories are ranked against it; the answer, whoever wrote it, may only name those.
 * Recipes are not hidden for the member's allergies or diet (they are matching a dish they remember, not
 * choosing a dinner), but each conflict is named on the card.
 */
export const tasteMemoryTool = defineTool(tasteMemoryContract, (platform) => {
  const repository = createTasteMemoryRepository(platform.db);
  return {
    async analyze({ input, viewer }) {
      const reading = readMemory(input.memoryDescription);
      const [profile, rows] = await Promise.all([
        platform.findProfile(viewer.id),
        repository.findCandidates({ terms: searchTerms(reading), cuisines: reading.cuisines.map((c) => c.cuisine), limit: CANDIDATE_POOL }),
      ]);
      const rules = memberRulesOf(profile);
      const dishes = classicCandidates(reading, DISH_HISTORIES, DISH_POOL);
      const result = await platform.ai.run(
        tasteMemoryTask,
        {
          memoryDescription: input.memoryDescription,
          candidates: rows.map(({ id, title, description, cuisine, tags, cookingStyles, ingredients }) => ({ id, title, description, cuisine, tags, cookingStyles, ingredients })),
          dishes: dishes.map(({ key, name, aliases, cuisine, keyIngredients }) => ({ key, name, aliases, cuisine, keyIngredients })),
        },
        { userId: viewer.id },
      );

      const recipesByRef = new Map<string, TasteCandidateRow>(rows.map((row) => [recipeRef(row.id), row]));
      const dishesByRef = new Map<string, DishHistory>(dishes.map((dish) => [dishRef(dish.key), dish]));
      const possibleRecipes: PossibleRecipe[] = [...result.output.possibleRecipes]
        .sort((a, b) => b.confidence - a.confidence)
        .map((pick) => {
          const row = recipesByRef.get(pick.ref);
          if (row) {
            return {
              name: row.title,
              confidence: pick.confidence,
              reasoning: pick.reasoning,
              recipe: { id: row.id, title: row.title, description: row.description, imageUrl: row.imageUrl, cuisine: row.cuisine, cookingTime: row.cookingTime },
              classicDish: null,
              cautions: cautionsFor(row.ingredients, rules),
            };
          }
          // check() admits only offered refs, so a ref that is not a recipe is one of these dishes.
          const dish = dishesByRef.get(pick.ref)!;
          return {
            name: dish.name,
            confidence: pick.confidence,
            reasoning: pick.reasoning,
            recipe: null,
            classicDish: {
              key: dish.key,
              cuisine: dish.cuisine,
              originRegion: dish.originRegion,
              originEra: dish.originEra,
              keyIngredients: dish.keyIngredients,
              about: dish.culturalSignificance,
              sources: dish.sources,
            },
            cautions: cautionsFor(dish.keyIngredients, rules),
          };
        });

      const memory: Omit<TasteMemory, 'id' | 'createdAt'> = {
        memoryDescription: input.memoryDescription,
        confidence: result.output.confidence,
        confidenceNote: result.output.confidenceNote,
        suggestions: result.output.suggestions,
        extractedCharacteristics: result.output.extractedCharacteristics,
        matchedIngredients: result.output.matchedIngredients,
        ruledOut: result.output.ruledOut,
        possibleRecipes,
        source: result.source,
      };
      const run = await platform.history.record({
        tool: TOOL,
        userId: viewer.id,
        request: { memoryDescription: input.memoryDescription },
        response: memory,
        source: result.source,
      });
      return { ...memory, id: run.id, createdAt: run.createdAt.toISOString() };
    },

    async history({ viewer }) {
      const rows = await platform.history.list(TOOL, viewer.id, TASTE_MEMORY_HISTORY_LIMIT);
      // Rows are written by this tool only; one that no longer fits the shape is skipped, not shown half.
      return rows.flatMap((row) => {
        const parsed = tasteMemorySchema.safeParse({ ...(row.response as object), id: row.id, createdAt: row.createdAt.toISOString() });
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
});
