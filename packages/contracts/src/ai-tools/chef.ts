import { z } from 'zod';
import { safeText } from '../input';
import { defineToolContract, endpoint, requiredText, toolSourceSchema } from './define';

export const CHEF_PROMPT_MAX = 1000;
export const chefMessages = {
  promptRequired: 'Please describe the recipe you want',
} as const;

/** The six inspiration cards on the AI Chef screen (spec §2): each fills the prompt with its text. */
export const CHEF_INSPIRATIONS = [
  { title: 'Savory dessert', prompt: 'An elegant savory dessert for a dinner party' },
  { title: 'Italian-Japanese fusion', prompt: 'An Italian-Japanese fusion pasta dinner' },
  { title: 'Gourmet comfort food', prompt: 'Gourmet comfort food for a cosy evening' },
  { title: 'Rainbow healthy breakfast', prompt: 'A rainbow healthy breakfast full of colourful fruit' },
  { title: 'Zero-waste scraps recipe', prompt: 'A zero-waste recipe that uses up leftovers and vegetable scraps' },
  { title: 'Molecular mac and cheese', prompt: 'Molecular mac and cheese with a perfectly smooth sauce' },
] as const;

/** POST /api/ai/generate-recipe {prompt} (spec §7). */
export const chefRequestSchema = z.object({
  prompt: requiredText(CHEF_PROMPT_MAX, chefMessages.promptRequired),
});
export type ChefRequest = z.infer<typeof chefRequestSchema>;

/** spec §7 'Response id': the saved (private) recipe the screen navigates to, plus its title and which engine wrote it. */
export const chefResponseSchema = z.object({
  id: z.number().int().positive(),
  title: safeText().min(1).max(120),
  source: toolSourceSchema,
});
export type ChefResponse = z.infer<typeof chefResponseSchema>;

export const chefContract = defineToolContract({
  key: 'chef',
  endpoints: {
    generate: endpoint({
      method: 'POST',
      path: '/api/ai/generate-recipe',
      body: 'json',
      request: chefRequestSchema,
      response: chefResponseSchema,
      usesAi: true,
      createsRecipe: true,
      summary: 'Compose a complete recipe from a free-text request and save it as the member’s private recipe',
      examples: {
        valid: { prompt: 'A quick vegetarian curry with chickpeas and spinach for 2' },
        invalid: { request: { prompt: '   ' }, message: chefMessages.promptRequired },
      },
    }),
  },
});
