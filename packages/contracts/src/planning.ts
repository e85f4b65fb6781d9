import { z } from 'zod';
import { idSchema, isoDateSchema, optionalText, safeText } from './input';
import { MEAL_PLAN_AI_DAY_CHOICES } from './limits';
import { MEAL_PLAN_TYPES } from './options';
import { recipeCardSchema } from './recipe';

/** Spec §3 Collection (plus what the grid shows). */
export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  recipeCount: z.number().int(),
  coverImageUrl: z.string().nullable(),
  isOwner: z.boolean(),
  createdAt: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionInputSchema = z.object({
  name: safeText({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  description: optionalText(500),
  isPublic: z.boolean().default(false),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;

export const addToCollectionSchema = z.object({ recipeId: idSchema('Recipe id', { error: 'Choose a recipe' }) });

export const collectionMessages = {
  notFound: 'Collection not found',
  onlyOwner: 'Only the owner can change this collection.',
  added: 'Recipe added to collection successfully',
  alreadyThere: 'This recipe is already in the collection.',
} as const;

/** Spec §3 Meal plan entry, with the recipe card the planner shows. */
export const mealPlanEntrySchema = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  plannedDate: z.string(),
  mealType: z.enum(MEAL_PLAN_TYPES),
  notes: z.string().nullable(),
  servings: z.number().int().nullable(),
  recipe: recipeCardSchema.pick({ id: true, title: true, imageUrl: true, cookingTime: true, servings: true, cuisine: true }).nullable(),
});
export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;

export const mealPlanRangeSchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .refine((r) => r.startDate <= r.endDate, { message: 'startDate must not be after endDate', path: ['endDate'] })
  .refine((r) => (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 <= 62, { message: 'Ask for at most 62 days at a time', path: ['endDate'] });

export const mealPlanInputSchema = z.object({
  recipeId: idSchema('Recipe id', { error: 'A recipe is required' }),
  plannedDate: isoDateSchema,
  mealType: z.enum(MEAL_PLAN_TYPES).default('breakfast'),
  notes: optionalText(500),
  servings: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .nullable()
    .transform((v) => v ?? null),
});
export type MealPlanInput = z.input<typeof mealPlanInputSchema>;

export const mealRecommendationRequestSchema = z.object({
  dietaryPreferences: z.array(safeText().max(40)).max(20).default([]),
  cuisinePreferences: z.array(safeText().max(40)).max(20).default([]),
  mealCount: z
    .number()
    .int()
    .refine((n) => (MEAL_PLAN_AI_DAY_CHOICES as readonly number[]).includes(n), 'Choose 3, 5 or 7 days'),
  startDate: isoDateSchema,
});

export const mealRecommendationSchema = z.object({
  recipeId: z.number().int(),
  plannedDate: z.string(),
  mealType: z.enum(MEAL_PLAN_TYPES),
  notes: z.string().nullable(),
  recipe: recipeCardSchema.pick({ id: true, title: true, imageUrl: true, cuisine: true }),
});
export const mealRecommendationsResponseSchema = z.object({ recommendations: z.array(mealRecommendationSchema), source: z.enum(['builtin', 'model']) });

export const mealPlanMessages = {
  notFound: 'Meal plan entry not found',
  noCandidates: 'No recipes fit your diet and allergies for these meals yet.',
} as const;

/** The shopping list for a week (issue 7). */
export const shoppingItemSchema = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  /** Display amount, e.g. "1.5 kg", "3 tbsp", "2"; empty when no amount was given. */
  amount: z.string(),
  /** Recipes that need it. */
  recipes: z.array(z.string()),
  checked: z.boolean(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;
export const shoppingListSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  groups: z.array(z.object({ category: z.string(), items: z.array(shoppingItemSchema) })),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;
export const shoppingCheckSchema = z.object({ weekStart: isoDateSchema, itemKey: safeText().min(1).max(200), checked: z.boolean() });

/** The 'plan-meals' AI task: pick one candidate per slot; the candidates already obey the hard rules. */
export const planMealsInputSchema = z.object({
  days: z.array(z.string()).min(1).max(7),
  slots: z.array(z.enum(MEAL_PLAN_TYPES)).min(1),
  dailyCalorieTarget: z.number().int().nullable(),
  preferredCuisines: z.array(z.string()),
  candidates: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      cuisine: z.string().nullable(),
      slots: z.array(z.enum(MEAL_PLAN_TYPES)),
      mainIngredient: z.string().nullable(),
      energyKcal: z.number().nullable(),
      quality: z.number(),
    }),
  ),
});
export type PlanMealsInput = z.infer<typeof planMealsInputSchema>;
export const planMealsOutputSchema = z.object({
  picks: z.array(z.object({ date: z.string(), mealType: z.enum(MEAL_PLAN_TYPES), recipeId: z.number().int(), note: z.string().max(200).nullable() })),
});
export type PlanMealsOutput = z.infer<typeof planMealsOutputSchema>;
