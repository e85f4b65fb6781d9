import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, optionalText, safeText } from './input';
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
  /** Only when the list is asked about one recipe (`GET /api/collections?recipeId=`): whether it is in this collection. */
  containsRecipe: z.boolean().optional(),
});
export type Collection = z.infer<typeof collectionSchema>;

const collectionName = safeText({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters');
const COLLECTION_DESCRIPTION_MAX = 500;

export const collectionInputSchema = z.object({
  name: collectionName,
  description: optionalText(COLLECTION_DESCRIPTION_MAX),
  isPublic: z.boolean().default(false),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;

export const collectionMessages = {
  notFound: 'Collection not found',
  onlyOwner: 'Only the owner can change this collection.',
  added: 'Recipe added to collection successfully',
  alreadyThere: 'This recipe is already in the collection.',
  nothingToChange: 'Send a name, description or isPublic to change.',
} as const;

/**
 * PATCH /api/collections/{id}: any of the create fields, checked as on create. A field left out stays as it
 * is (so no defaults here, unlike create); a blank or null description clears it.
 */
export const collectionUpdateSchema = z
  .object({
    name: collectionName.optional(),
    // optionalText would turn "left out" into null (a clear); here left out must stay undefined.
    description: safeText()
      .trim()
      .max(COLLECTION_DESCRIPTION_MAX)
      .nullable()
      .transform((value) => (value ? value : null))
      .optional(),
    isPublic: z.boolean().optional(),
  })
  .refine((changes) => changes.name !== undefined || changes.description !== undefined || changes.isPublic !== undefined, {
    message: collectionMessages.nothingToChange,
  });
export type CollectionUpdate = z.input<typeof collectionUpdateSchema>;

/** GET /api/collections: `recipeId` adds `containsRecipe` to each collection (the Save to collection dialog). */
export const collectionListQuerySchema = z.object({ recipeId: idParamSchema('Recipe id').optional() });

export const addToCollectionSchema = z.object({ recipeId: idSchema('Recipe id', { error: 'Choose a recipe' }) });

/** Spec §3 Meal plan entry, with the recipe card the planner shows. */
export const mealPlanEntrySchema = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  plannedDate: z.string(),
  mealType: z.enum(MEAL_PLAN_TYPES),
  notes: z.string().nullable(),
  servings: z.number().int().nullable(),
  recipe: recipeCardSchema.pick({ id: true, title: true, imageUrl: true, cookingTime: true, servings: true, cuisine: true }).nullable(),
  /** Calories in one serving, from the recipe's nutrition; null when not known (or the recipe is gone). */
  energyKcal: z.number().nullable(),
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

/** Other recipes offered for a recommended slot, to swap in before anything is added. */
export const MEAL_RECOMMENDATION_ALTERNATIVES = 3;

const recommendedRecipeSchema = z.object({
  recipeId: z.number().int(),
  recipe: recipeCardSchema.pick({ id: true, title: true, imageUrl: true, cuisine: true }),
  /** Calories in one serving, from the recipe's nutrition; null when not known, never estimated. */
  energyKcal: z.number().nullable(),
});

/** One proposed meal for an empty slot. Nothing is saved until the member adds it (POST /api/meal-plans). */
export const mealRecommendationSchema = recommendedRecipeSchema.extend({
  plannedDate: z.string(),
  mealType: z.enum(MEAL_PLAN_TYPES),
  notes: z.string().nullable(),
  /** Other candidates for the same slot, best first. */
  alternatives: z.array(recommendedRecipeSchema).max(MEAL_RECOMMENDATION_ALTERNATIVES),
});
export type MealRecommendation = z.infer<typeof mealRecommendationSchema>;

/** A planned day in the proposal: what is already planned, what is proposed, and the sum (kcal per serving). */
export const mealRecommendationDaySchema = z.object({
  date: z.string(),
  /** Slots the member has already planned that day; the proposal leaves them as they are. */
  plannedSlots: z.array(z.enum(MEAL_PLAN_TYPES)),
  plannedKcal: z.number(),
  /** Planned meals whose calories are not known: not in the totals, and said so. */
  plannedWithoutKcal: z.number().int(),
  proposedKcal: z.number(),
  proposedWithoutKcal: z.number().int(),
  totalKcal: z.number(),
});
export type MealRecommendationDay = z.infer<typeof mealRecommendationDaySchema>;

export const mealRecommendationsResponseSchema = z.object({
  recommendations: z.array(mealRecommendationSchema),
  source: z.enum(['builtin', 'model']),
  days: z.array(mealRecommendationDaySchema),
  /** The member's daily calorie target from their profile, or null when they have none. */
  dailyCalorieTarget: z.number().int().nullable(),
});
export type MealRecommendations = z.infer<typeof mealRecommendationsResponseSchema>;

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
  /** Set on items the member added by hand: the id to remove it with. */
  extraId: z.number().int().optional(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;
export const shoppingListSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  groups: z.array(z.object({ category: z.string(), items: z.array(shoppingItemSchema) })),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;
export const shoppingCheckSchema = z.object({ weekStart: isoDateSchema, itemKey: safeText().min(1).max(200), checked: z.boolean() });

/** A shopping list item added by hand ('Kitchen roll', '2 litres of milk'). */
export const SHOPPING_EXTRAS_PER_WEEK = 100;
export const SHOPPING_EXTRAS_CATEGORY = 'Added by you';
export const shoppingExtraInputSchema = z.object({
  weekStart: isoDateSchema,
  name: safeText().trim().min(1, 'Please enter an item.').max(80, 'Items can be at most 80 characters.'),
  amount: safeText().trim().max(40, 'Amounts can be at most 40 characters.').default(''),
});
export type ShoppingExtraInput = z.input<typeof shoppingExtraInputSchema>;
export const shoppingMessages = {
  extraNotFound: 'Shopping list item not found',
  tooManyExtras: `A week's list can hold at most ${SHOPPING_EXTRAS_PER_WEEK} items of your own.`,
} as const;

/** The 'plan-meals' AI task: pick one candidate per slot; the candidates already obey the hard rules. */
export const planMealsInputSchema = z.object({
  days: z.array(z.string()).min(1).max(7),
  slots: z.array(z.enum(MEAL_PLAN_TYPES)).min(1),
  /** Slots the member has already planned: left alone, never picked for. */
  filled: z.array(z.object({ date: z.string(), mealType: z.enum(MEAL_PLAN_TYPES) })).default([]),
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
