import { z } from 'zod';
import { safeText } from '../input';
import { defineToolContract, endpoint, optionalId, requiredText, toolSourceSchema } from './define';

/** spec §7: {recipeId, issueDescription}; §5: the description must not be blank. */
export const recipeDebuggerRequestSchema = z.object({
  recipeId: optionalId,
  issueDescription: requiredText(2000, 'Please describe what went wrong'),
});
export type RecipeDebuggerRequest = z.infer<typeof recipeDebuggerRequestSchema>;

/** spec §3 'Other AI responses' → Debugger: analysisResults.aiResponse (markdown), plus which engine answered. */
export const recipeDebuggerResponseSchema = z.object({
  analysisResults: z.object({ aiResponse: safeText().min(1).max(8000) }),
  source: toolSourceSchema,
});
export type RecipeDebuggerResponse = z.infer<typeof recipeDebuggerResponseSchema>;

export const recipeDebuggerContract = defineToolContract({
  key: 'recipe-debugger',
  endpoints: {
    analyze: endpoint({
      method: 'POST',
      path: '/api/ai/recipe-debugger',
      body: 'json',
      request: recipeDebuggerRequestSchema,
      response: recipeDebuggerResponseSchema,
      usesAi: true,
      summary: 'Why a dish failed and how to fix it, with the numbers of a recipe checked when its id is given',
      examples: {
        valid: { recipeId: null, issueDescription: 'My cake sank in the middle and the crumb is dense and gummy' },
        invalid: { request: { recipeId: null, issueDescription: '   ' }, message: 'Please describe what went wrong' },
      },
    }),
  },
});
