import { z } from 'zod';
import { safeText } from '../input';
import { aiRecipeSchema, defineToolContract, endpoint, historyBase, toolSourceSchema } from './define';

/** spec §9-style bounds of one discovery: what a kitchen photo or a typed list sensibly holds. */
export const DISCOVER_MAX_INGREDIENTS = 30;
export const DISCOVER_INGREDIENT_MAX_CHARS = 80;
/** How many past discoveries the History tab lists. */
export const DISCOVER_HISTORY_LIMIT = 20;

export const discoverMessages = {
  notAList: 'Ingredients must be sent as a JSON list of names',
  tooLong: `Please keep each ingredient under ${DISCOVER_INGREDIENT_MAX_CHARS} characters`,
  tooMany: `Please use at most ${DISCOVER_MAX_INGREDIENTS} ingredients`,
  nothingToDo: 'Add at least one ingredient or choose a photo',
  visionNotConfigured:
    'Identifying ingredients from a photo needs a vision model, and none is configured on this server (an administrator sets AI_PROVIDER=openai-compatible and AI_VISION_MODEL). You can still type your ingredients.',
} as const;

/**
 * spec §5 'Manual ingredient' rules, applied again on the server: trimmed, blanks dropped, duplicates
 * (ignoring case) dropped, first spelling kept.
 */
export function mergeIngredients(...lists: readonly (readonly string[])[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const list of lists) {
    for (const raw of list) {
      const name = raw.trim();
      const key = name.toLowerCase();
      if (!name || seen.has(key)) continue;
      seen.add(key);
      merged.push(name);
    }
  }
  return merged;
}

/** The multipart field `ingredients`: a JSON-encoded list of names (spec §7). Absent or empty means none. */
const ingredientsField = z
  .string()
  .optional()
  .transform((raw, ctx): string[] => {
    if (raw === undefined || raw.trim() === '') return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
      ctx.addIssue({ code: 'custom', message: discoverMessages.notAList });
      return z.NEVER;
    }
    const names = mergeIngredients(parsed as string[]);
    if (names.some((name) => name.length > DISCOVER_INGREDIENT_MAX_CHARS)) {
      ctx.addIssue({ code: 'custom', message: discoverMessages.tooLong });
      return z.NEVER;
    }
    if (names.length > DISCOVER_MAX_INGREDIENTS) {
      ctx.addIssue({ code: 'custom', message: discoverMessages.tooMany });
      return z.NEVER;
    }
    return names;
  });

/**
 * The text fields of POST /api/ai/discover. With an `image` file the call identifies ingredients and the
 * fields may be empty; without one it discovers recipes for `ingredients` (at least one, checked by the
 * server, which alone knows whether a file came).
 */
export const discoverRequestSchema = z.object({
  ingredients: ingredientsField,
  limitToIngredients: z
    .enum(['true', 'false'], { error: 'limitToIngredients must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type DiscoverRequest = z.input<typeof discoverRequestSchema>;

/** A database recipe found for the ingredients, with how well they cover it. */
export const discoveredRecipeSchema = z.object({
  id: z.number().int(),
  title: safeText(),
  description: safeText().nullable(),
  imageUrl: safeText().nullable(),
  cuisine: safeText().nullable(),
  cookingTime: z.number().int().nullable(),
  /** Recipe ingredients the member has (pantry staples not counted). */
  matchedIngredients: z.array(safeText()),
  /** Recipe ingredients the member did not list (pantry staples not counted). */
  missingIngredients: z.array(safeText()),
  /** Share of the recipe's non-staple ingredients covered, 0–100. */
  coverage: z.number().int().min(0).max(100),
});
export type DiscoveredRecipe = z.infer<typeof discoveredRecipeSchema>;

/** One answer shape for both uses of the endpoint: identification fills the first field, discovery the rest. */
export const discoverResponseSchema = z.object({
  identifiedIngredients: z.array(safeText().min(1).max(DISCOVER_INGREDIENT_MAX_CHARS)).max(DISCOVER_MAX_INGREDIENTS).optional(),
  databaseRecipes: z.array(discoveredRecipeSchema).max(12).optional(),
  aiGeneratedRecipes: z.array(aiRecipeSchema).max(3).optional(),
  /** The history entry this discovery was saved as. */
  historyId: z.number().int().optional(),
  source: toolSourceSchema,
});
export type DiscoverResponse = z.infer<typeof discoverResponseSchema>;

/** spec §3 'Discovery history entry'. */
export const discoveryHistoryEntrySchema = z.object({
  ...historyBase,
  identifiedIngredients: z.array(safeText()),
  databaseRecipes: z.array(z.object({ id: z.number().int(), title: safeText() })),
  aiGeneratedRecipes: z.array(aiRecipeSchema),
});
export type DiscoveryHistoryEntry = z.infer<typeof discoveryHistoryEntrySchema>;

export const discoverContract = defineToolContract({
  key: 'discover',
  endpoints: {
    discover: endpoint({
      method: 'POST',
      path: '/api/ai/discover',
      body: 'multipart',
      request: discoverRequestSchema,
      response: discoverResponseSchema,
      usesAi: true,
      summary: 'Identify ingredients in a photo (field image), or find database and AI-composed recipes for a list of ingredients',
      examples: {
        valid: { ingredients: JSON.stringify(['chickpeas', 'tomato', 'onion']), limitToIngredients: 'false' },
        invalid: {
          request: { ingredients: JSON.stringify(['tomato', 'x'.repeat(DISCOVER_INGREDIENT_MAX_CHARS + 1)]), limitToIngredients: 'false' },
          message: discoverMessages.tooLong,
        },
      },
    }),
    history: endpoint({
      method: 'GET',
      path: '/api/ai/discover/history',
      body: 'query',
      request: z.object({}),
      response: z.array(discoveryHistoryEntrySchema),
      usesAi: false,
      summary: 'The member’s latest discoveries, newest first',
      examples: { valid: {}, invalid: null },
    }),
  },
});
