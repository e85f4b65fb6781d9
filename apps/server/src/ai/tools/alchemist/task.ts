import { alchemistEvaluationSchema } from '@hearth/contracts';
import { z } from 'zod';
import { ALLERGENS, DIET_KEYS } from '../../knowledge/types';
import { defineTask } from '../../task';
import { evaluateRecipe, type EvaluateInput } from './builtin';

export const evaluateTaskInputSchema = z.object({
  challenge: z.array(z.string()).min(1).max(5),
  recipe: z.string().min(1).max(8000),
  /** Listed platform recipes sharing the most ingredients: the only names 'similar recipes' may use. */
  knownRecipes: z.array(z.object({ title: z.string(), shared: z.array(z.string()) })).max(10),
  rules: z.object({ allergies: z.array(z.enum(ALLERGENS)), requiredDiets: z.array(z.enum(DIET_KEYS)) }),
});

/** Similar recipes must be real platform recipes that were offered, never invented dishes. */
export function evaluationProblems(input: EvaluateInput, output: z.infer<typeof alchemistEvaluationSchema>): string[] {
  const known = new Set(input.knownRecipes.map((r) => r.title));
  return output.similarRecipes.filter((title) => !known.has(title)).map((title) => `“${title}” is not one of the known recipes offered`);
}

export const evaluateAlchemistTask = defineTask({
  name: 'alchemist-evaluate',
  input: evaluateTaskInputSchema,
  output: alchemistEvaluationSchema,
  instructions: [
    'You judge a home cook’s recipe written for an ingredient challenge.',
    'score is 0–100: using every challenge ingredient is half of it; then a method with clear actions, times or doneness cues and quantities; then taste balance (salt, acid, fat, sweetness, pungency) and how well the ingredients pair.',
    'feedback is markdown naming what works and exactly what is missing or off. tasteProfile is markdown predicting the taste of the dish.',
    'similarRecipes lists up to 5 titles, only from knownRecipes, most similar first; an empty list if none fits.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => ({ challenge: input.challenge, recipe: input.recipe, knownRecipes: input.knownRecipes }),
  builtin: evaluateRecipe,
  check: evaluationProblems,
});
