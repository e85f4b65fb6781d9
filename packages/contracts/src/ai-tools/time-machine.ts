import { z } from 'zod';
import { optionalText, safeText } from '../input';
import { validation } from '../messages';
import { defineToolContract, endpoint, historyBase, requiredText, toolSourceSchema } from './define';

export const TIME_MACHINE_ERA_MAX = 100;
export const TIME_MACHINE_REGION_MAX = 100;
/** How many past journeys the history endpoint returns (the screen shows the first few). */
export const TIME_MACHINE_HISTORY_LIMIT = 20;
/** spec §9: the screen shows the first 6 history cards, and only when there is more than 1. */
export const TIME_MACHINE_HISTORY_SHOWN = 6;

/** spec §9: eight era examples; each badge fills the era box. */
export const TIME_MACHINE_EXAMPLES = [
  'Ancient Rome',
  'Medieval Europe',
  'Tang/Song China',
  'Mughal India',
  'Aztec Mexico',
  'Edo Japan',
  'Victorian Britain',
  '1950s America',
] as const;

/** The screen's words (spec §2 'Time Machine'). */
export const timeMachineCopy = {
  submit: 'Travel Back in Time',
  pending: 'Traveling Through Time...',
  historyTitle: 'Previous Time Travels',
} as const;

/** spec §7 {era, region}; §5: era required ('Era is required'), region optional. */
export const timeMachineRequestSchema = z.object({
  era: requiredText(TIME_MACHINE_ERA_MAX, validation.eraRequired),
  region: optionalText(TIME_MACHINE_REGION_MAX),
});
export type TimeMachineRequest = z.input<typeof timeMachineRequestSchema>;

const line = safeText().trim().min(1).max(300);

/** spec §3: historical ingredients are strings, or objects with quantity and name. */
export const historicalIngredientSchema = z.union([line, z.object({ quantity: safeText().trim().max(60), name: line })]);
export type HistoricalIngredient = z.infer<typeof historicalIngredientSchema>;

/** spec §3: modern adaptations are strings, or objects with historicalIngredient and modernSubstitution. */
export const modernAdaptationSchema = z.union([line, z.object({ historicalIngredient: line, modernSubstitution: line })]);
export type ModernAdaptation = z.infer<typeof modernAdaptationSchema>;

/** What a model or the built-in engine writes about one dish; the tool adds where and when it belongs. */
export const timeTravelDishSchema = z.object({
  dishName: safeText().trim().min(1).max(200),
  culturalContext: safeText().trim().min(1).max(3000),
  recipe: z.object({ title: safeText().trim().min(1).max(200), description: safeText().trim().min(1).max(4000) }),
  historicalIngredients: z.array(historicalIngredientSchema).min(1).max(40),
  modernAdaptations: z.array(modernAdaptationSchema).max(30),
  cookingMethods: z.array(safeText().trim().min(1).max(200)).min(1).max(20),
  tasteProfile: safeText().trim().min(1).max(1000),
  sources: z.array(safeText().trim().min(1).max(400)).min(1).max(12),
});
export type TimeTravelDish = z.infer<typeof timeTravelDishSchema>;

/**
 * Whether the era (and region) asked for is a kitchen Hearth knows, or the nearest it knows, with a note
 * saying plainly what was chosen and why.
 */
export const timeTravelMatchSchema = z.object({
  kind: z.enum(['exact', 'nearest']),
  note: safeText().max(1200).nullable(),
});
export type TimeTravelMatch = z.infer<typeof timeTravelMatchSchema>;

/** spec §3 'Time travel result', plus when the dish was recorded, the match, what was asked and which engine answered. */
export const timeTravelResultSchema = timeTravelDishSchema.extend({
  ...historyBase,
  era: safeText().min(1).max(200),
  region: safeText().min(1).max(200),
  /** When and where the dish is recorded ('The Forme of Cury (c. 1390)'). */
  documented: safeText().min(1).max(300),
  match: timeTravelMatchSchema,
  requested: z.object({ era: safeText().max(TIME_MACHINE_ERA_MAX), region: safeText().max(TIME_MACHINE_REGION_MAX).nullable() }),
  source: toolSourceSchema,
});
export type TimeTravelResult = z.infer<typeof timeTravelResultSchema>;

export const timeMachineContract = defineToolContract({
  key: 'time-machine',
  endpoints: {
    travel: endpoint({
      method: 'POST',
      path: '/api/ai/time-machine',
      body: 'json',
      request: timeMachineRequestSchema,
      response: timeTravelResultSchema,
      usesAi: true,
      summary: 'A dish recorded in the era (and region) asked for, or in the nearest era Hearth’s historical kitchen knows, with its sources',
      examples: {
        valid: { era: 'Ancient Rome', region: 'Italy' },
        invalid: { request: { era: '   ', region: '' }, message: validation.eraRequired },
      },
    }),
    history: endpoint({
      method: 'GET',
      path: '/api/ai/time-machine/history',
      body: 'query',
      request: z.object({}),
      response: z.array(timeTravelResultSchema),
      usesAi: false,
      summary: 'The member’s latest time travels, newest first',
      examples: { valid: {}, invalid: null },
    }),
  },
});
