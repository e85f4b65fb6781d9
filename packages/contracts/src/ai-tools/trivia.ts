import { z } from 'zod';
import { safeText } from '../input';
import { defineToolContract, endpoint, toolSourceSchema } from './define';

/** spec §7: GET /api/ai/trivia takes nothing; the server picks facts this member has not seen yet. */
/** The screen's words from the spec (§2 'Food Trivia'). */
export const triviaCopy = {
  card: 'Did You Know?',
  newFact: 'New Fact',
  empty: 'No trivia facts available. Click "New Fact" to generate some!',
} as const;

export const triviaRequestSchema = z.object({});
export type TriviaRequest = z.infer<typeof triviaRequestSchema>;

/** spec §3 'Trivia response': facts as markdown, each naming its source. */
export const triviaResponseSchema = z.object({
  facts: z.array(safeText().trim().min(1).max(1200)).min(1).max(3),
  source: toolSourceSchema,
});
export type TriviaResponse = z.infer<typeof triviaResponseSchema>;

export const triviaContract = defineToolContract({
  key: 'trivia',
  endpoints: {
    facts: endpoint({
      method: 'GET',
      path: '/api/ai/trivia',
      body: 'query',
      request: triviaRequestSchema,
      response: triviaResponseSchema,
      usesAi: true,
      summary: 'Food facts computed from the food knowledge and IFCT 2017, none repeated until all have been shown',
      examples: { valid: {}, invalid: null },
    }),
  },
});
