import { z } from 'zod';
import { safeText } from '../input';
import { defineToolContract, endpoint, optionalId, requiredText, toolSourceSchema } from './define';

/** spec §7: POST /api/ai/ingredient-dna with {ingredientName, ingredientId}. */
export const ingredientDnaRequestSchema = z.object({
  ingredientName: requiredText(80, 'Please enter an ingredient name'),
  ingredientId: optionalId,
});
export type IngredientDnaRequest = z.input<typeof ingredientDnaRequestSchema>;

const summary = safeText().min(1).max(1500);
const label = safeText().min(1).max(80);

/** spec §3 'Other AI responses' → Ingredient DNA: eight sections, each a short summary plus the facts behind it. */
export const ingredientDnaResponseSchema = z.object({
  ingredient: z.object({
    /** The catalogue name the analysis is about (the member may have typed an alias or translation). */
    name: label,
    category: label,
    /** The ingredients-table id, when one was given. */
    ingredientId: z.number().int().nullable(),
  }),
  tasteProfile: z.object({
    summary,
    /** Each basic taste 0–10. */
    tastes: z.array(z.object({ taste: label, value: z.number().min(0).max(10) })).max(7),
  }),
  textureProfile: z.object({ summary, textures: z.array(label).max(10) }),
  nutritionalProfile: z.object({
    summary,
    /** Per 100 g edible portion; empty when the source has no row for this food. */
    per100g: z.array(z.object({ nutrient: label, amount: z.number().min(0), unit: safeText().max(10) })).max(16),
    source: safeText().max(200),
  }),
  seasonality: z.object({ summary, months: z.array(z.number().int().min(1).max(12)).max(12) }),
  substitutionMap: z.object({
    summary,
    substitutes: z.array(z.object({ name: label, ratio: safeText().max(80), note: safeText().max(300), keepsDiets: z.array(label).max(8) })).max(10),
  }),
  culturalUsage: z.object({ summary, cuisines: z.array(label).max(20), classicPairings: z.array(safeText().max(160)).max(12) }),
  regionalAvailability: z.object({ summary, regions: z.array(safeText().max(120)).max(12), source: safeText().max(200) }),
  chemicalCompounds: z.object({ summary, compounds: z.array(z.object({ name: safeText().min(1).max(60), odour: safeText().max(120) })).max(10) }),
  source: toolSourceSchema,
});
export type IngredientDnaResponse = z.infer<typeof ingredientDnaResponseSchema>;

export const ingredientDnaContract = defineToolContract({
  key: 'ingredient-dna',
  endpoints: {
    analyze: endpoint({
      method: 'POST',
      path: '/api/ai/ingredient-dna',
      body: 'json',
      request: ingredientDnaRequestSchema,
      response: ingredientDnaResponseSchema,
      usesAi: true,
      summary: 'An ingredient’s taste, texture, nutrition, season, substitutes, cultural use, growing regions and aroma compounds',
      examples: {
        valid: { ingredientName: 'turmeric', ingredientId: null },
        invalid: { request: { ingredientName: '  ', ingredientId: null }, message: 'Please enter an ingredient name' },
      },
    }),
  },
});
