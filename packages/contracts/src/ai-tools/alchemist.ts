import { z } from 'zod';
import { safeText } from '../input';
import { defineToolContract, endpoint, requiredText, toolSourceSchema } from './define';

export const ALCHEMIST_RECIPE_MAX = 8000;
export const ALCHEMIST_MIN_INGREDIENTS = 3;
export const ALCHEMIST_MAX_INGREDIENTS = 5;
export const alchemistMessages = {
  recipeRequired: 'Please write your recipe',
  evaluationRequired: 'Evaluate your recipe before publishing it',
  ingredientsRequired: 'Load a challenge first',
} as const;

const challengeIngredients = z
  .array(safeText().trim().min(1).max(80), { error: alchemistMessages.ingredientsRequired })
  .min(ALCHEMIST_MIN_INGREDIENTS, alchemistMessages.ingredientsRequired)
  .max(ALCHEMIST_MAX_INGREDIENTS);

/** spec §3 Alchemist challenge. */
export const alchemistChallengeSchema = z.object({ ingredients: challengeIngredients });
export type AlchemistChallenge = z.infer<typeof alchemistChallengeSchema>;

/** spec §3 Alchemist evaluation: score 0–100, markdown feedback and taste profile, similar recipe names. */
const evaluationShape = {
  score: z.number().int().min(0).max(100),
  feedback: safeText().min(1).max(6000),
  similarRecipes: z.array(safeText().min(1).max(200)).max(8),
  tasteProfile: safeText().min(1).max(3000),
};
export const alchemistEvaluationSchema = z.object(evaluationShape);
export type AlchemistEvaluation = z.infer<typeof alchemistEvaluationSchema>;

export const alchemistEvaluateRequestSchema = z.object({
  ingredients: challengeIngredients,
  recipe: requiredText(ALCHEMIST_RECIPE_MAX, alchemistMessages.recipeRequired),
});
export type AlchemistEvaluateRequest = z.infer<typeof alchemistEvaluateRequestSchema>;

export const alchemistEvaluateResponseSchema = alchemistEvaluationSchema.extend({ source: toolSourceSchema });
export type AlchemistEvaluateResponse = z.infer<typeof alchemistEvaluateResponseSchema>;

export const alchemistPublishRequestSchema = alchemistEvaluateRequestSchema.extend({
  evaluation: z.object(evaluationShape, { error: alchemistMessages.evaluationRequired }),
});
export type AlchemistPublishRequest = z.input<typeof alchemistPublishRequestSchema>;

const exampleChallenge = ['tomato', 'chickpea', 'spinach'];
const exampleRecipe = [
  'Chickpea, Spinach and Tomato Stew',
  'Ingredients:',
  '- 1 can chickpeas, drained',
  '- 3 tomatoes, chopped',
  '- 200 g spinach',
  '- 1 onion, sliced',
  '- 2 cloves garlic',
  '- 2 tbsp olive oil',
  '- 1 tsp ground cumin',
  '- 1/2 lemon',
  '- salt to taste',
  'Method:',
  '1. Heat the oil in a pan and fry the onion over medium heat for 8 minutes until soft and golden.',
  '2. Add the garlic and cumin and stir for 1 minute.',
  '3. Add the tomatoes and simmer for 10 minutes until they break down.',
  '4. Stir in the chickpeas and spinach and cook for 5 minutes until the spinach wilts.',
  '5. Season with salt and a squeeze of lemon, then serve hot.',
].join('\n');

export const alchemistContract = defineToolContract({
  key: 'alchemist',
  endpoints: {
    challenge: endpoint({
      method: 'GET',
      path: '/api/ai/alchemist/challenge',
      body: 'query',
      request: z.object({}),
      response: alchemistChallengeSchema,
      usesAi: false,
      summary: 'A new challenge: 3–5 catalogue ingredients that go together and suit the member’s rules',
      examples: { valid: {}, invalid: null },
    }),
    evaluate: endpoint({
      method: 'POST',
      path: '/api/ai/alchemist/evaluate',
      body: 'json',
      request: alchemistEvaluateRequestSchema,
      response: alchemistEvaluateResponseSchema,
      usesAi: true,
      summary: 'Scores a free-text recipe against the challenge: ingredients used, technique, balance, pairing',
      examples: {
        valid: { ingredients: exampleChallenge, recipe: exampleRecipe },
        invalid: { request: { ingredients: exampleChallenge, recipe: '  ' }, message: alchemistMessages.recipeRequired },
      },
    }),
    publish: endpoint({
      method: 'POST',
      path: '/api/ai/alchemist/publish',
      body: 'json',
      request: alchemistPublishRequestSchema,
      response: z.object({ id: z.number().int() }),
      usesAi: false,
      createsRecipe: true,
      summary: 'Publishes an evaluated Alchemist recipe as the member’s own recipe',
      examples: {
        valid: {
          ingredients: exampleChallenge,
          recipe: exampleRecipe,
          evaluation: { score: 80, feedback: 'Uses every challenge ingredient.', similarRecipes: ['Chana Masala'], tasteProfile: 'Savoury and gently sour.' },
        },
        invalid: { request: { ingredients: exampleChallenge, recipe: exampleRecipe }, message: alchemistMessages.evaluationRequired },
      },
    }),
  },
});
