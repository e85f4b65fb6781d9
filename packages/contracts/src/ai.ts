import { z } from 'zod';
import { safeText } from './input';
import { ALLERGIES } from './options';

/** The ingredient categories of the catalogue (admin Ingredients tab, shopping list groups). */
export const INGREDIENT_CATEGORIES = [
  'Vegetables',
  'Fruits',
  'Grains & Cereals',
  'Legumes & Pulses',
  'Dairy',
  'Meat & Poultry',
  'Fish & Seafood',
  'Eggs',
  'Nuts & Seeds',
  'Herbs',
  'Spices',
  'Oils & Fats',
  'Sweeteners',
  'Condiments & Sauces',
  'Baking',
  'Beverages',
  'Other',
] as const;

/** Which engine answered an AI call (issue 5: "the response says which source answered"). */
export const aiSourceSchema = z.enum(['builtin', 'model']);

export const categorizeIngredientInputSchema = z.object({ name: safeText().trim().min(1).max(120) });
export const categorizeIngredientOutputSchema = z.object({
  category: z.enum(INGREDIENT_CATEGORIES),
  allergens: z.array(z.enum(ALLERGIES)),
  alternativeNames: z.object({ hi: z.array(z.string().max(80)).max(6), es: z.array(z.string().max(80)).max(6) }),
});
export type IngredientCategorization = z.infer<typeof categorizeIngredientOutputSchema>;

export const categorizeResponseSchema = z.object({ categorized: z.number().int() });
export const generateImagesResponseSchema = z.object({ recipesGenerated: z.number().int(), ingredientsGenerated: z.number().int() });

/** Where a recipe is in its background enrichment (issue 5). */
export const ENRICHMENT_STATUSES = ['pending', 'processing', 'ready', 'failed', 'flagged'] as const;
export type EnrichmentStatus = (typeof ENRICHMENT_STATUSES)[number];

/** The food composition tables nutrition is computed from, in the order they are consulted. */
export const NUTRITION_SOURCES = ['IFCT 2017', 'USDA SR24'] as const;
export type NutritionSource = (typeof NUTRITION_SOURCES)[number];

/**
 * Nutrition per serving from the food composition tables (IFCT 2017 first, USDA SR24 for foods IFCT
 * lacks), for the share of the recipe's weight the data covers.
 */
export const nutritionSchema = z.object({
  energyKcal: z.number(),
  proteinG: z.number(),
  fatG: z.number(),
  carbsG: z.number(),
  fiberG: z.number(),
  sodiumMg: z.number().nullable(),
  /** Share (0–1) of the recipe's ingredient weight that had nutrition data. */
  coverage: z.number().min(0).max(1),
  /** The tables that contributed, joined for display ('IFCT 2017 + USDA SR24'); older figures say 'IFCT 2017'. */
  source: z.string(),
  /** The same tables as a list; absent on figures computed before there was a second table. */
  sources: z.array(z.enum(NUTRITION_SOURCES)).optional(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const DIET_FLAG_KEYS = ['vegetarian', 'vegan', 'pescatarian', 'eggetarian', 'jain'] as const;
export const dietFlagsSchema = z.object({ vegetarian: z.boolean(), vegan: z.boolean(), pescatarian: z.boolean(), eggetarian: z.boolean(), jain: z.boolean() });
export type DietFlags = z.infer<typeof dietFlagsSchema>;

/** What the food knowledge says about a recipe: always computed from data, never by a language model. */
export const recipeFactsSchema = z.object({
  allergens: z.array(z.enum(ALLERGIES)),
  mayContain: z.array(z.enum(ALLERGIES)),
  diets: dietFlagsSchema,
  nutritionPerServing: nutritionSchema.nullable(),
  /** Ingredient names the knowledge base did not recognise. */
  unknownIngredients: z.array(z.string()),
});
export type RecipeFacts = z.infer<typeof recipeFactsSchema>;

const note = z.string().trim().min(1).max(300);

/** The 'review-recipe' task: content check, AI rating with its reasons, and the notes on the detail page. */
export const recipeReviewSchema = z.object({
  contentOk: z.boolean(),
  /** Why the content was flagged (shown to admins and the creator); empty when fine. */
  contentReasons: z.array(note).max(5),
  aiRating: z
    .number()
    .min(1)
    .max(5)
    .transform((n) => Math.round(n * 10) / 10),
  ratingNotes: z.array(note).min(1).max(16),
  healthBenefits: z.array(note).max(6),
  likelyConcerns: z.array(note).max(6),
  avoidWith: z.array(note).max(6),
});
export type RecipeReview = z.infer<typeof recipeReviewSchema>;

export const recipeReviewInputSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  backstory: z.string().nullable(),
  cookingTime: z.number().nullable(),
  servings: z.number().nullable(),
  tags: z.array(z.string()),
  ingredients: z.array(z.object({ name: z.string(), quantity: z.string(), unit: z.string() })),
  steps: z.array(z.string()),
  facts: recipeFactsSchema,
});
export type RecipeReviewInput = z.infer<typeof recipeReviewInputSchema>;
