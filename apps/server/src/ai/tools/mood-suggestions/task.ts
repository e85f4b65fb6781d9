import { z } from 'zod';
import { ALLERGENS, DIET_KEYS } from '../../knowledge/types';
import { MOODS } from '../../knowledge/mood-lexicon';
import { defineTask } from '../../task';
import { problemsWith } from '../member-rules';
import { explainReading, MAX_PICKS, pickRecipes, readMood } from './builtin';

const candidateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  tags: z.array(z.string()),
  mealTypes: z.array(z.string()),
  cookingStyles: z.array(z.string()),
  cookingTime: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  cuisine: z.string().nullable(),
  ingredientCount: z.number().int(),
  ingredients: z.array(z.string()),
  quality: z.number(),
});

export const moodTaskInputSchema = z.object({
  userInput: z.string().min(1).max(2000),
  /** Listed recipes that already obey the member's rules; the answer may only pick among them. */
  candidates: z.array(candidateSchema).max(80),
  rules: z.object({ allergies: z.array(z.enum(ALLERGENS)), requiredDiets: z.array(z.enum(DIET_KEYS)) }),
});
export type MoodTaskInput = z.infer<typeof moodTaskInputSchema>;

export const moodTaskOutputSchema = z.object({
  detectedMood: z.enum([...MOODS, 'neutral']),
  moodScore: z.number().int().min(0).max(100),
  reasoningExplanation: z.string().min(1).max(3000),
  suggestions: z.array(z.object({ recipeId: z.number().int(), reasoning: z.string().min(1).max(600) })).max(MAX_PICKS),
});
export type MoodTaskOutput = z.infer<typeof moodTaskOutputSchema>;

/** The built-in answer: the lexicon reading, picks by the mood's wanted qualities, and the reasoning. */
export function suggestForMood(input: MoodTaskInput): MoodTaskOutput {
  const reading = readMood(input.userInput);
  const suggestions = pickRecipes(reading, input.candidates);
  return { detectedMood: reading.mood, moodScore: reading.confidence, reasoningExplanation: explainReading(reading, suggestions, input.candidates.length), suggestions };
}

/**
 * Any answer, the model's or the built-in one, may only suggest offered candidates, once each, and each
 * one is checked again against the member's allergies and diet from its ingredient names.
 */
export function moodAnswerProblems(input: MoodTaskInput, output: MoodTaskOutput): string[] {
  const byId = new Map(input.candidates.map((c) => [c.id, c]));
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const pick of output.suggestions) {
    const candidate = byId.get(pick.recipeId);
    if (!candidate) {
      problems.push(`recipe ${pick.recipeId} was not offered`);
      continue;
    }
    if (seen.has(pick.recipeId)) problems.push(`recipe ${pick.recipeId} is suggested twice`);
    seen.add(pick.recipeId);
    for (const problem of problemsWith(candidate.ingredients, input.rules)) problems.push(`${candidate.title}: ${problem}`);
  }
  return problems;
}

export const moodSuggestionsTask = defineTask({
  name: 'mood-suggestions',
  input: moodTaskInputSchema,
  output: moodTaskOutputSchema,
  instructions: [
    'You read how a home cook feels from their words and suggest recipes from a given list.',
    `detectedMood is one of: ${[...MOODS, 'neutral'].join(', ')}. Use neutral, with a low moodScore, when the text does not say how they feel.`,
    'moodScore is your confidence in percent. reasoningExplanation is short markdown that quotes the words you read.',
    `Suggest up to ${MAX_PICKS} recipes, only by the id of a candidate; never invent ids. Each reasoning names a concrete quality of the recipe (its time, one pot, a soup, a dessert).`,
    'Do not claim that food treats or cures a mood: comfort food has not been shown to lift mood more than other food (Wagner et al. 2014, Health Psychology 33(12)).',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => ({ userInput: input.userInput, candidates: input.candidates.map(({ ingredients: _ingredients, ...rest }) => rest) }),
  builtin: suggestForMood,
  check: moodAnswerProblems,
});
