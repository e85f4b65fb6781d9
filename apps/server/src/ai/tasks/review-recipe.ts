import { recipeReviewInputSchema, recipeReviewSchema } from '@hearth/contracts';
import { checkContent } from '../analysis/content-check';
import { healthNotes } from '../analysis/health-notes';
import { rateRecipe } from '../analysis/rating';
import { defineTask } from '../task';

/**
 * Reviews a recipe once it is saved: content check, AI rating with its reasons, and the
 * 'Things Worth Knowing' notes. The facts (allergens, diets, nutrition) come in computed from the
 * food knowledge; a model may phrase and weigh them but never replaces them.
 */
export const reviewRecipeTask = defineTask({
  name: 'review-recipe',
  input: recipeReviewInputSchema,
  output: recipeReviewSchema,
  instructions: [
    'You review home-cooking recipes for a recipe platform.',
    'contentOk is false only for spam, advertising, abuse, or text that is not a recipe; give short reasons.',
    'Rate the recipe from 1 to 5 (one decimal) on clarity, completeness, balance and likely taste; ratingNotes say why.',
    'healthBenefits, likelyConcerns and avoidWith are short, modest, practical notes for cooks (no medical claims).',
    'Use the provided facts (allergens, diets, nutrition per serving) as true; never contradict them.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => input,
  builtin: (input) => {
    const verdict = checkContent({
      title: input.title,
      description: input.description,
      backstory: input.backstory,
      ingredients: input.ingredients.map((i) => i.name),
      steps: input.steps,
    });
    return { contentOk: verdict.ok, contentReasons: verdict.reasons, ...rateRecipe(input), ...healthNotes(input) };
  },
});
