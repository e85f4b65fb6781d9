import { aiRecipeSchema, DISCOVER_INGREDIENT_MAX_CHARS, DISCOVER_MAX_INGREDIENTS, type AiRecipe } from '@hearth/contracts';
import { z } from 'zod';
import { PANTRY_STAPLES } from '../../knowledge/pantry-staples';
import { ALLERGENS, DIET_KEYS } from '../../knowledge/types';
import { defineTask } from '../../task';
import { composeRecipe } from '../chef/composer';
import { problemsWith } from '../member-rules';
import { AI_RECIPE_VARIANTS, composePrompt, compositionProblems, MAX_DATABASE_RECIPES, resolveTerms } from './builtin';

const candidateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cuisine: z.string().nullable(),
  /** Share of the recipe's non-staple ingredients the member has, 0–100. */
  coverage: z.number().int().min(0).max(100),
  missing: z.array(z.string()),
});

const nearbySchema = z.object({
  title: z.string(),
  cuisine: z.string().nullable(),
  ingredients: z.array(z.object({ name: z.string(), quantity: z.string(), unit: z.string() })),
  steps: z.array(z.string()),
});

export const discoverTaskInputSchema = z.object({
  ingredients: z.array(z.string().min(1).max(DISCOVER_INGREDIENT_MAX_CHARS)).min(1).max(DISCOVER_MAX_INGREDIENTS),
  limitToIngredients: z.boolean(),
  rules: z.object({ allergies: z.array(z.enum(ALLERGENS)), requiredDiets: z.array(z.enum(DIET_KEYS)) }),
  /** Listed recipes that already obey the member's rules, best coverage first; the answer picks among them. */
  candidates: z.array(candidateSchema).max(MAX_DATABASE_RECIPES),
  /** The closest database recipes in full, as models for the composed ones. */
  nearby: z.array(nearbySchema).max(3),
});
export type DiscoverTaskInput = z.infer<typeof discoverTaskInputSchema>;

export const discoverTaskOutputSchema = z.object({
  databaseRecipeIds: z.array(z.number().int()).max(MAX_DATABASE_RECIPES),
  aiGeneratedRecipes: z.array(aiRecipeSchema).max(AI_RECIPE_VARIANTS),
});
export type DiscoverTaskOutput = z.infer<typeof discoverTaskOutputSchema>;

/** Everything wrong with one composed recipe: the member's rules, then the discovery's own. */
function recipeProblems(input: DiscoverTaskInput, recipe: AiRecipe, terms = resolveTerms(input.ingredients)): string[] {
  return [
    ...problemsWith(
      recipe.ingredients.map((i) => i.name),
      input.rules,
    ).map((problem) => `${recipe.title}: ${problem}`),
    ...compositionProblems(recipe, terms, input.limitToIngredients),
  ];
}

/**
 * The built-in answer: the database candidates in coverage order, and up to three recipes from the Chef
 * composer, each a different variant built on the nearest database recipes. A composition that would
 * break a rule is left out rather than shown.
 */
export function discoverBuiltin(input: DiscoverTaskInput): DiscoverTaskOutput {
  const terms = resolveTerms(input.ingredients);
  const composed: AiRecipe[] = [];
  for (let variant = 0; variant < AI_RECIPE_VARIANTS; variant++) {
    // Null when no dish can be made from what is allowed (an egg-allergic member with only eggs, in limit
    // mode): the section then says nothing could be composed, rather than the whole discovery failing.
    const recipe = composeRecipe({
      prompt: composePrompt(input.ingredients, input.limitToIngredients),
      mustUse: input.ingredients,
      onlyUse: input.limitToIngredients ? input.ingredients : null,
      rules: input.rules,
      variant,
      nearby: input.nearby,
    });
    if (!recipe) break;
    if (composed.some((r) => r.title.toLowerCase() === recipe.title.toLowerCase())) continue;
    if (recipeProblems(input, recipe, terms).length) continue;
    composed.push(recipe);
  }
  return { databaseRecipeIds: input.candidates.map((c) => c.id), aiGeneratedRecipes: composed };
}

/**
 * Any answer, the model's or the built-in one: database recipes only from the candidates, once each;
 * every composed recipe within the member's allergies and diet, using their ingredients, and in limit
 * mode nothing beyond them and the pantry staples.
 */
export function discoverAnswerProblems(input: DiscoverTaskInput, output: DiscoverTaskOutput): string[] {
  const offered = new Set(input.candidates.map((c) => c.id));
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const id of output.databaseRecipeIds) {
    if (!offered.has(id)) problems.push(`recipe ${id} was not offered`);
    if (seen.has(id)) problems.push(`recipe ${id} is listed twice`);
    seen.add(id);
  }
  const terms = resolveTerms(input.ingredients);
  for (const recipe of output.aiGeneratedRecipes) problems.push(...recipeProblems(input, recipe, terms));
  return problems;
}

export const discoverTask = defineTask({
  name: 'discover-recipes',
  input: discoverTaskInputSchema,
  output: discoverTaskOutputSchema,
  instructions: [
    'You help a home cook decide what to make from the ingredients they have.',
    'databaseRecipeIds: choose from the candidate recipes only, by id, best first; never invent ids. Prefer recipes that use more of what they have and need less shopping.',
    `aiGeneratedRecipes: write ${AI_RECIPE_VARIANTS - 1} or ${AI_RECIPE_VARIANTS} different, real, cookable home recipes that use the cook's ingredients.`,
    'When limitToIngredients is true, use nothing but their ingredients and these pantry staples: ' + PANTRY_STAPLES.map((food) => food.name).join(', ') + '.',
    'Obey the rules strictly: no ingredient containing any listed allergen, and every ingredient must fit every required diet. Name ingredients plainly ("onion", "canned chickpeas") so they can be checked.',
    'Each recipe: a title, a short markdown description, cookingTime in minutes, servings, cuisine, ingredients with quantity, unit and name, and numbered steps with an optional timing such as "10 minutes".',
    'Use realistic quantities and times; the nearby recipes show how this kitchen writes recipes.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => ({
    ingredients: input.ingredients,
    limitToIngredients: input.limitToIngredients,
    rules: input.rules,
    candidates: input.candidates,
    nearby: input.nearby.map((r) => ({ title: r.title, cuisine: r.cuisine, ingredients: r.ingredients.map((i) => i.name) })),
  }),
  builtin: discoverBuiltin,
  check: discoverAnswerProblems,
});
