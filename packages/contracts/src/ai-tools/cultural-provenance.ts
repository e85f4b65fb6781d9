import { z } from 'zod';
import { safeText } from '../input';
import { defineToolContract, endpoint, optionalId, requiredText, toolSourceSchema } from './define';

/** The screen's and the server's words for Cultural Provenance (spec §2, §5). */
export const provenanceCopy = {
  dishNameRequired: 'Please enter a dish name',
  /** Shown, clearly, on every answer that is not documented history (spec: never presented as such). */
  inferredLabel: 'Inferred, not documented history',
  documentedLabel: 'Documented history',
} as const;

export const PROVENANCE_DISH_NAME_MAX = 120;

/**
 * spec §7: POST /api/ai/cultural-provenance with {dishName, recipeId}. The dish name is required even
 * with a recipe id (spec §5 'Provenance: non-blank dish name'; the screen disables its button while it is
 * blank): the typed name is looked up first, the recipe's title second, and the recipe's cuisine and
 * ingredients inform an inferred answer.
 */
export const culturalProvenanceRequestSchema = z.object({
  dishName: requiredText(PROVENANCE_DISH_NAME_MAX, provenanceCopy.dishNameRequired),
  recipeId: optionalId,
});
export type CulturalProvenanceRequest = z.input<typeof culturalProvenanceRequestSchema>;

/** documented: a written history Hearth holds, with its sources; inferred: reasoned from cuisine and ingredients. */
export const provenanceBasisSchema = z.enum(['documented', 'inferred']);
export type ProvenanceBasis = z.infer<typeof provenanceBasisSchema>;

const line = safeText().trim().min(1).max(400);

/** spec §3 'Other AI responses' → Provenance, plus how much of it is documented and on what. */
export const culturalProvenanceResponseSchema = z.object({
  /** The dish as matched: the documented name, or the name asked about when nothing matched. */
  dishName: safeText().trim().min(1).max(PROVENANCE_DISH_NAME_MAX),
  /** The cuisine the answer rests on (the entry's, the recipe's, or one the name points to); null when unknown. */
  cuisine: safeText().max(40).nullable(),
  basis: provenanceBasisSchema,
  originRegion: line,
  originEra: line,
  culturalSignificance: safeText().trim().min(1).max(2000),
  influencedBy: z.array(line).max(16),
  influences: z.array(line).max(16),
  /** Works the answer rests on; for an inferred answer only those of the general facts it used. */
  sources: z.array(safeText().trim().min(1).max(300)).max(12),
  /** Disputed accounts, why the answer is inferred, or how the name was matched. */
  note: safeText().trim().min(1).max(1500).nullable(),
  /** Documented dishes with close names, when the name asked about matched none of them. */
  suggestions: z.array(safeText().trim().min(1).max(PROVENANCE_DISH_NAME_MAX)).max(5),
  /** The recipe read, when a recipe id was given. */
  recipe: z.object({ id: z.number().int(), title: safeText(), cuisine: safeText().nullable() }).nullable(),
  source: toolSourceSchema,
});
export type CulturalProvenanceResponse = z.infer<typeof culturalProvenanceResponseSchema>;

export const culturalProvenanceContract = defineToolContract({
  key: 'cultural-provenance',
  endpoints: {
    trace: endpoint({
      method: 'POST',
      path: '/api/ai/cultural-provenance',
      body: 'json',
      request: culturalProvenanceRequestSchema,
      response: culturalProvenanceResponseSchema,
      usesAi: true,
      summary: 'Where a dish comes from, when, what it means and what it shaped: documented with sources, or clearly marked as inferred',
      examples: {
        valid: { dishName: 'Pad Thai', recipeId: null },
        invalid: { request: { dishName: '   ', recipeId: null }, message: provenanceCopy.dishNameRequired },
      },
    }),
  },
});
