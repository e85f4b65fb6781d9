import { discoverContract, discoverMessages, discoveryHistoryEntrySchema, DISCOVER_HISTORY_LIMIT, type DiscoveryHistoryEntry } from '@hearth/contracts';
import { AppError } from '../../../errors';
import { createRecipesRepository } from '../../../modules/recipes/recipes.repository';
import { createAiCallsRepository } from '../../ai-calls.repository';
import { defineTool } from '../define-tool';
import { memberRulesOf } from '../member-rules';
import { catalogueSearchPhrases, matchCatalogue, MAX_DATABASE_RECIPES, resolveTerms, toDiscoveredRecipe } from './builtin';
import { createDiscoverRepository } from './discover.repository';
import { identifyIngredients, visionProviderOf } from './identify';
import { discoverTask } from './task';

const TOOL = 'discover';
/** How many of the best database matches the composer sees in full. */
const NEARBY_RECIPES = 3;

/**
 * AI Discover (spec §2, §4 'Discover flow', §7): one endpoint that either identifies the ingredients in a
 * photo (a vision model, when configured) or finds recipes for a list of ingredients: listed database
 * recipes ranked by how much of each the member already has, within their allergies and diet, and
 * recipes composed for them; each discovery is kept in the member's history.
 */
export const discoverTool = defineTool(discoverContract, (platform) => {
  const repository = createDiscoverRepository(platform.db);
  const recipes = createRecipesRepository(platform.db);
  const calls = createAiCallsRepository(platform.db);
  const vision = visionProviderOf(platform.config.ai);

  return {
    async discover({ input, viewer, file }) {
      if (file) {
        const identifiedIngredients = await identifyIngredients({ config: platform.config.ai, vision, calls, userId: viewer.id }, file);
        return { identifiedIngredients, source: 'model' as const };
      }
      if (!input.ingredients.length) throw AppError.badRequest(discoverMessages.nothingToDo);

      const rules = memberRulesOf(await platform.findProfile(viewer.id));
      const terms = resolveTerms(input.ingredients);
      const catalogue = await repository.ingredientsContaining(catalogueSearchPhrases(terms));
      const { have, staples } = matchCatalogue(catalogue, terms);
      const ranked = await repository.rankByCoverage({ have, termCount: terms.length, staples, onlyThese: input.limitToIngredients, rules, limit: MAX_DATABASE_RECIPES });
      const nearby = await Promise.all(
        ranked.slice(0, NEARBY_RECIPES).map(async (row) => {
          const content = await recipes.findContent(row.id);
          return { title: row.title, cuisine: row.cuisine, ingredients: content.lines, steps: content.steps };
        }),
      );
      const found = ranked.map(toDiscoveredRecipe);
      const result = await platform.ai.run(
        discoverTask,
        {
          ingredients: input.ingredients,
          limitToIngredients: input.limitToIngredients,
          rules: { allergies: rules.allergies, requiredDiets: rules.requiredDiets },
          candidates: found.map((r) => ({ id: r.id, title: r.title, cuisine: r.cuisine, coverage: r.coverage, missing: r.missingIngredients })),
          nearby,
        },
        { userId: viewer.id },
      );
      const byId = new Map(found.map((r) => [r.id, r]));
      const databaseRecipes = result.output.databaseRecipeIds.map((id) => byId.get(id)!);
      const aiGeneratedRecipes = result.output.aiGeneratedRecipes;
      const entry: Omit<DiscoveryHistoryEntry, 'id' | 'createdAt'> = {
        identifiedIngredients: input.ingredients,
        databaseRecipes: databaseRecipes.map(({ id, title }) => ({ id, title })),
        aiGeneratedRecipes,
      };
      const run = await platform.history.record({
        tool: TOOL,
        userId: viewer.id,
        request: { ingredients: input.ingredients, limitToIngredients: input.limitToIngredients },
        response: entry,
        source: result.source,
      });
      return { databaseRecipes, aiGeneratedRecipes, historyId: run.id, source: result.source };
    },

    async history({ viewer }) {
      const rows = await platform.history.list(TOOL, viewer.id, DISCOVER_HISTORY_LIMIT);
      // Rows are written by this tool only; one that no longer fits the entry shape is skipped, not shown half.
      return rows.flatMap((row) => {
        const parsed = discoveryHistoryEntrySchema.safeParse({ ...(row.response as object), id: row.id, createdAt: row.createdAt.toISOString() });
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
});
