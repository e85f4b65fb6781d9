import { aiRecipeSchema, CHEF_PROMPT_MAX, type AiRecipe } from '@hearth/contracts';
import { z } from 'zod';
import { AppError } from '../../../errors';
import { ALLERGENS, DIET_KEYS } from '../../knowledge/types';
import { defineTask } from '../../task';
import { problemsWith } from '../member-rules';
import { composeRecipe } from './composer';

/** A composed recipe must be cookable: at least this many ingredients, each with a quantity, and steps. */
export const CHEF_MIN_INGREDIENTS = 5;
export const CHEF_MIN_STEPS = 4;
/** The 422 answer when no dish can be composed (everything the request needs is ruled out). */
export const CHEF_NOTHING_COMPOSED =
  'The AI Chef could not put together a recipe for this request within your diet and allergies: every dish it knows would need an ingredient you cannot have. Try naming other ingredients or a different dish.';

const nearbySchema = z.object({
  title: z.string(),
  cuisine: z.string().nullable(),
  ingredients: z.array(z.object({ name: z.string(), quantity: z.string(), unit: z.string() })),
  steps: z.array(z.string()),
});

export const chefTaskInputSchema = z.object({
  prompt: z.string().max(CHEF_PROMPT_MAX),
  /** What readPrompt understood, so a model and the built-in engine honour the same reading. */
  intent: z.object({
    dishType: z.string().nullable(),
    course: z.enum(['main', 'breakfast', 'dessert']).nullable(),
    cuisines: z.array(z.string()),
    ingredients: z.array(z.string()),
    excluded: z.array(z.string()),
    diets: z.array(z.enum(DIET_KEYS)),
    avoid: z.array(z.enum(ALLERGENS)),
    keto: z.boolean(),
    servings: z.number().int().nullable(),
    maxMinutes: z.number().int().nullable(),
    styles: z.array(z.enum(['comfort', 'healthy', 'quick', 'zero-waste', 'gourmet', 'light', 'savory-sweet', 'rainbow', 'fusion', 'technique'])),
  }),
  /** The member's allergies and diet (MemberRules): hard rules. */
  rules: z.object({ allergies: z.array(z.enum(ALLERGENS)), requiredDiets: z.array(z.enum(DIET_KEYS)) }),
  nearby: z.array(nearbySchema).max(5),
});
export type ChefTaskInput = z.infer<typeof chefTaskInputSchema>;

/**
 * What makes any answer unusable: an ingredient the member's rules (or the request's own diet words) rule
 * out or that the knowledge cannot vouch for when rules are set, a recipe too thin to cook, or the wrong
 * number of servings when the request named one.
 */
export function chefAnswerProblems(input: ChefTaskInput, recipe: AiRecipe): string[] {
  const names = recipe.ingredients.map((i) => i.name);
  const problems = [
    ...problemsWith(names, input.rules),
    ...problemsWith(names, { allergies: input.intent.avoid, requiredDiets: input.intent.diets }).map((p) => `${p} (the request asked for it)`),
  ];
  if (recipe.ingredients.length < CHEF_MIN_INGREDIENTS) problems.push(`only ${recipe.ingredients.length} ingredients; a recipe needs at least ${CHEF_MIN_INGREDIENTS}`);
  const unmeasured = recipe.ingredients.filter((i) => !i.quantity.trim());
  if (unmeasured.length) problems.push(`no quantity for ${unmeasured.map((i) => i.name).join(', ')}`);
  if (recipe.steps.length < CHEF_MIN_STEPS) problems.push(`only ${recipe.steps.length} steps; a recipe needs at least ${CHEF_MIN_STEPS}`);
  if (input.intent.servings && recipe.servings !== input.intent.servings) problems.push(`serves ${recipe.servings}, not the ${input.intent.servings} asked for`);
  return [...new Set(problems)];
}

export const chefTask = defineTask({
  name: 'chef-generate-recipe',
  input: chefTaskInputSchema,
  output: aiRecipeSchema,
  instructions: [
    'You are a careful recipe developer writing one complete, cookable home recipe for the request.',
    'Honour the request: the dish, cuisines, named ingredients, diet words, servings and any time limit (intent shows how it was read).',
    'Obey the rules strictly: no ingredient containing any listed allergen, and every ingredient must fit every required diet. Name ingredients plainly ("onion", "canned chickpeas") so they can be checked. If the request names something the rules forbid, leave it out and say so in the description.',
    `Give at least ${CHEF_MIN_INGREDIENTS} ingredients, each with a quantity and unit, and at least ${CHEF_MIN_STEPS} numbered steps with realistic times and temperatures and a timing such as "10 min".`,
    'The description is short markdown: what the dish is and why the method works. Never invent facts or sources; where a request asks for something unreal, say what is real.',
    'The nearby recipes show how members of this kitchen cook; borrow their pairings when they fit.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => ({
    request: input.prompt,
    intent: input.intent,
    rules: input.rules,
    nearby: input.nearby.map((r) => ({ title: r.title, cuisine: r.cuisine, ingredients: r.ingredients.map((i) => i.name) })),
  }),
  builtin: (input) => {
    const recipe = composeRecipe({ prompt: input.prompt, mustUse: [], onlyUse: null, rules: input.rules, variant: 0, nearby: input.nearby });
    if (!recipe) throw new AppError('NOTHING_COMPOSED', 422, CHEF_NOTHING_COMPOSED);
    return recipe;
  },
  check: chefAnswerProblems,
});
