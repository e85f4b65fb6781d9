import { z } from 'zod';
import { safeText } from '../input';
import { defineToolContract, endpoint, requiredText, toolSourceSchema } from './define';

/** spec §3 'Other AI responses' → Flavor pairing, plus which engine answered. */
export const flavorPairingRequestSchema = z.object({
  ingredient1: requiredText(80, 'Please enter the first ingredient'),
  ingredient2: requiredText(80, 'Please enter the second ingredient'),
});
export type FlavorPairingRequest = z.infer<typeof flavorPairingRequestSchema>;

export const flavorPairingResponseSchema = z.object({
  /** 0–100; spec §4 colours: green ≥ 80, yellow 60–79, red < 60. */
  compatibilityScore: z.number().int().min(0).max(100),
  /** 0–10: high when chemistry agrees but cooks rarely combine the two. */
  unexpectedRating: z.number().min(0).max(10),
  usageContext: safeText().min(1).max(2000),
  scientificBasis: safeText().min(1).max(2000),
  sharedCompounds: z.array(safeText().min(1).max(60)).max(20),
  source: toolSourceSchema,
});
export type FlavorPairingResponse = z.infer<typeof flavorPairingResponseSchema>;

export const flavorPairingContract = defineToolContract({
  key: 'flavor-pairing',
  endpoints: {
    analyze: endpoint({
      method: 'POST',
      path: '/api/ai/flavor-pairing',
      body: 'json',
      request: flavorPairingRequestSchema,
      response: flavorPairingResponseSchema,
      usesAi: true,
      summary: 'How well two ingredients pair: compatibility, unexpectedness, shared aroma compounds',
      examples: {
        valid: { ingredient1: 'tomato', ingredient2: 'basil' },
        invalid: { request: { ingredient1: 'tomato', ingredient2: '   ' }, message: 'Please enter the second ingredient' },
      },
    }),
  },
});

/** spec §4 colour rule for the compatibility circle. */
export function compatibilityBand(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
