import { z } from 'zod';
import { safeText } from '../input';
import { validation } from '../messages';
import { defineToolContract, endpoint, historyBase, toolSourceSchema } from './define';

/** spec §5 'Taste memory: at least 10 characters'; the upper bound keeps one memory a paragraph or two. */
export const TASTE_MEMORY_MIN_CHARS = 10;
export const TASTE_MEMORY_MAX_CHARS = 2000;
/** How many past memories the history list shows. */
export const TASTE_MEMORY_HISTORY_LIMIT = 20;
/** How many possible recipes one analysis offers at most. */
export const TASTE_MEMORY_MAX_MATCHES = 6;

/** spec §7: {memoryDescription}, at least 10 characters once trimmed. */
export const tasteMemoryRequestSchema = z.object({
  memoryDescription: safeText({ error: validation.tasteMemoryMin })
    .trim()
    .min(TASTE_MEMORY_MIN_CHARS, validation.tasteMemoryMin)
    .max(TASTE_MEMORY_MAX_CHARS, `Please keep this under ${TASTE_MEMORY_MAX_CHARS} characters`),
});
export type TasteMemoryRequest = z.infer<typeof tasteMemoryRequestSchema>;

const term = safeText().trim().min(1).max(80);
const terms = z.array(term).max(30);

/** spec §3 'Taste memory' → extractedCharacteristics: what the member's words say about the dish and the moment. */
export const extractedCharacteristicsSchema = z.object({
  flavors: terms,
  textures: terms,
  aromas: terms,
  visualCues: terms,
  emotions: terms,
});
export type ExtractedCharacteristics = z.infer<typeof extractedCharacteristicsSchema>;

/** A listed Hearth recipe, with what its card needs; 'View Full Recipe' links to /recipe/{id}. */
export const tasteMemoryRecipeCardSchema = z.object({
  id: z.number().int(),
  title: safeText(),
  description: safeText().nullable(),
  imageUrl: safeText().nullable(),
  cuisine: safeText().nullable(),
  cookingTime: z.number().int().nullable(),
});
export type TasteMemoryRecipeCard = z.infer<typeof tasteMemoryRecipeCardSchema>;

/**
 * A classic dish from Hearth's dish histories that no listed recipe covers: what the knowledge holds
 * about it (no method: the knowledge has none, and none is invented).
 */
export const tasteMemoryClassicDishSchema = z.object({
  key: safeText(),
  cuisine: safeText(),
  originRegion: safeText(),
  originEra: safeText(),
  keyIngredients: z.array(safeText()),
  about: safeText(),
  sources: z.array(safeText()),
});
export type TasteMemoryClassicDish = z.infer<typeof tasteMemoryClassicDishSchema>;

/**
 * spec §3 possibleRecipes[]: {name, confidence, reasoning, recipe}. Exactly one of `recipe` (a listed
 * recipe) and `classicDish` (a dish known only from the knowledge, recipe null) is set. `cautions` names
 * what in it breaks the member's allergies or diet.
 */
export const possibleRecipeSchema = z.object({
  name: safeText().min(1).max(200),
  /** 0–1. */
  confidence: z.number().min(0).max(1),
  reasoning: safeText().min(1).max(800),
  recipe: tasteMemoryRecipeCardSchema.nullable(),
  classicDish: tasteMemoryClassicDishSchema.nullable(),
  cautions: z.array(safeText().max(200)).max(8),
});
export type PossibleRecipe = z.infer<typeof possibleRecipeSchema>;

/** spec §3 'Taste memory', plus which engine answered and what the confidence rests on. */
export const tasteMemorySchema = z.object({
  ...historyBase,
  memoryDescription: safeText(),
  /** 0–1: how surely the memory was matched; low when the memory is vague. */
  confidence: z.number().min(0).max(1),
  /** Plain words on what the confidence rests on. */
  confidenceNote: safeText().min(1).max(1000),
  /** What detail would help, when the memory is vague; empty otherwise. */
  suggestions: z.array(safeText().max(300)).max(6),
  extractedCharacteristics: extractedCharacteristicsSchema,
  /** Ingredients the memory names, or that a specific cue names ('garlicky' → garlic). */
  matchedIngredients: terms,
  /** What the memory says the dish was not, or did not have ('not spicy', 'no onion'). */
  ruledOut: terms,
  possibleRecipes: z.array(possibleRecipeSchema).max(TASTE_MEMORY_MAX_MATCHES),
  source: toolSourceSchema,
});
export type TasteMemory = z.infer<typeof tasteMemorySchema>;

export const tasteMemoryContract = defineToolContract({
  key: 'taste-memory',
  endpoints: {
    analyze: endpoint({
      method: 'POST',
      path: '/api/ai/taste-memory',
      body: 'json',
      request: tasteMemoryRequestSchema,
      response: tasteMemorySchema,
      usesAi: true,
      summary: 'Reads the flavours, textures, aromas, looks and feelings of a remembered dish and matches it to Hearth recipes and classic dishes',
      examples: {
        valid: { memoryDescription: 'Soft cubes of paneer in a creamy green spinach sauce, fragrant with garlic and ginger; my grandmother made it every winter' },
        invalid: { request: { memoryDescription: 'too short' }, message: validation.tasteMemoryMin },
      },
    }),
    history: endpoint({
      method: 'GET',
      path: '/api/ai/taste-memory/history',
      body: 'query',
      request: z.object({}),
      response: z.array(tasteMemorySchema),
      usesAi: false,
      summary: 'The member’s latest analysed taste memories, newest first',
      examples: { valid: {}, invalid: null },
    }),
  },
});
