import { z } from 'zod';
import { COOKING_TIME_MIN, DEFAULT_VISIBILITY, RATING_MAX, RATING_MIN, SERVINGS_MIN, TITLE_MIN_LENGTH } from './limits';
import { dietFlagsSchema, ENRICHMENT_STATUSES, nutritionSchema } from './ai';
import { optionalText, safeText } from './input';
import { validation } from './messages';
import { DIET_TYPES, RECIPE_CUISINES, RECIPE_VISIBILITIES } from './options';

export const TITLE_MAX_LENGTH = 120;
export const TEXT_MAX_LENGTH = 4000;
export const LIST_MAX_ITEMS = 60;
export const INGREDIENT_NAME_MAX_LENGTH = 120;
/** Quantity and unit of an ingredient line. */
export const INGREDIENT_FIELD_MAX_LENGTH = 40;

/** Whole numbers of at least `min`; blank means not given (spec §5). */
const optionalWholeNumber = (min: number, label: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const parsed = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isInteger(parsed) || parsed < min || parsed > 100000) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number of at least ${min}` });
        return z.NEVER;
      }
      return parsed;
    });

const textList = (maxItemLength: number) =>
  z
    .array(safeText().trim().max(maxItemLength))
    .max(LIST_MAX_ITEMS)
    .default([])
    .transform((list) => [...new Set(list.filter(Boolean))]);

export const recipeIngredientInputSchema = z.object({
  name: safeText().trim().min(1, validation.required).max(INGREDIENT_NAME_MAX_LENGTH),
  quantity: safeText().trim().max(INGREDIENT_FIELD_MAX_LENGTH).default(''),
  unit: safeText().trim().max(INGREDIENT_FIELD_MAX_LENGTH).default(''),
});

export const recipeStepInputSchema = z.object({
  instruction: safeText().trim().min(1, validation.required).max(TEXT_MAX_LENGTH),
});

/** The recipe form payload (spec §3), validated as spec §5 says. */
export const recipeFormSchema = z.object({
  title: safeText({ error: validation.required }).trim().min(TITLE_MIN_LENGTH, validation.titleMin).max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`),
  description: optionalText(TEXT_MAX_LENGTH),
  backstory: optionalText(TEXT_MAX_LENGTH),
  cookingTime: optionalWholeNumber(COOKING_TIME_MIN, 'Cooking time'),
  servings: optionalWholeNumber(SERVINGS_MIN, 'Servings'),
  visibility: z.enum(RECIPE_VISIBILITIES).default(DEFAULT_VISIBILITY),
  tags: textList(40),
  dietType: z
    .enum(DIET_TYPES)
    .optional()
    .nullable()
    .transform((v) => v ?? null),
  cuisine: z
    .enum(RECIPE_CUISINES)
    .optional()
    .nullable()
    .transform((v) => v ?? null),
  healthDiets: textList(40),
  allergens: textList(40),
  mealTypes: textList(40),
  cookingStyles: textList(40),
  ingredients: z.array(recipeIngredientInputSchema, { error: validation.ingredientsMin }).min(1, validation.ingredientsMin).max(LIST_MAX_ITEMS),
  steps: z.array(recipeStepInputSchema, { error: validation.stepsMin }).min(1, validation.stepsMin).max(LIST_MAX_ITEMS),
});
export type RecipeFormInput = z.input<typeof recipeFormSchema>;
export type RecipeForm = z.output<typeof recipeFormSchema>;

export const communityRatingSchema = z.object({ average: z.number(), count: z.number().int() });
export type CommunityRating = z.infer<typeof communityRatingSchema>;

/** A recipe as list screens show it (browse grid, related, collections). */
export const recipeCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  cookingTime: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  cuisine: z.string().nullable(),
  dietType: z.string().nullable(),
  mealTypes: z.array(z.string()),
  visibility: z.enum(RECIPE_VISIBILITIES),
  isApproved: z.boolean(),
  communityRating: communityRatingSchema,
  aiRating: z.number().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  /**
   * Allergens derived from the ingredients through the food knowledge, for the card's warning to a member
   * allergic to one. Named as on the detail, where `allergens` is the list the creator declared.
   */
  derivedAllergens: z.array(z.string()),
});
export type RecipeCard = z.infer<typeof recipeCardSchema>;

// In its own module so that screens needing only the rating rule do not pull this file's schemas (and zod).
export { displayRating, isListedRecipe } from './rating';

/** Spec §3 RecipeIngredient. */
export const recipeIngredientSchema = z.object({
  id: z.number().int(),
  quantity: z.string(),
  unit: z.string(),
  ingredient: z.object({
    id: z.number().int(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    isAllergen: z.boolean(),
    alternativeNames: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  }),
});

/** Spec §3 Step. */
export const recipeStepSchema = z.object({
  id: z.number().int(),
  stepNumber: z.number().int(),
  instruction: z.string(),
  imageUrl: z.string().nullable(),
});

/** GET /api/recipes/{id}: everything the detail page shows. */
export const recipeDetailSchema = recipeCardSchema.extend({
  backstory: z.string().nullable(),
  healthDiets: z.array(z.string()),
  allergens: z.array(z.string()),
  cookingStyles: z.array(z.string()),
  recipeIngredients: z.array(recipeIngredientSchema),
  steps: z.array(recipeStepSchema),
  healthBenefits: z.array(z.string()),
  likelyConcerns: z.array(z.string()),
  avoidWith: z.array(z.string()),
  creator: z.object({ firstName: z.string().nullable(), username: z.string().nullable() }),
  /** The viewer's own rating, when they rated it. */
  myRating: z.number().int().nullable(),
  /** The background enrichment's real state (badge on the page; issue 5). */
  enrichment: z.object({ status: z.enum(ENRICHMENT_STATUSES), flaggedReasons: z.array(z.string()) }),
  /** Allergens the food knowledge says may be present (the derived ones come with the card, above). */
  mayContainAllergens: z.array(z.string()),
  diets: dietFlagsSchema.nullable(),
  nutrition: nutritionSchema.nullable(),
  aiRatingNotes: z.array(z.string()),
  updatedAt: z.string(),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;

/** Spec §3 "Recipe version". */
export const recipeVersionSchema = z.object({
  id: z.number().int(),
  versionNumber: z.number().int(),
  createdAt: z.string(),
  changeDescription: z.string(),
  changedByUser: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), profile: z.object({ username: z.string() }).nullable() }).nullable(),
  recipeData: z.object({
    title: z.string(),
    description: z.string().nullable(),
    backstory: z.string().nullable(),
    cookingTime: z.number().int().nullable(),
    servings: z.number().int().nullable(),
    visibility: z.enum(RECIPE_VISIBILITIES),
    tags: z.array(z.string()),
    dietType: z.string().nullable(),
    cuisine: z.string().nullable(),
    healthDiets: z.array(z.string()),
    allergens: z.array(z.string()),
    mealTypes: z.array(z.string()),
    cookingStyles: z.array(z.string()),
    ingredients: z.array(z.object({ ingredientName: z.string(), quantity: z.string(), unit: z.string() })),
    steps: z.array(z.object({ stepNumber: z.number().int(), instruction: z.string() })),
  }),
});
export type RecipeVersion = z.infer<typeof recipeVersionSchema>;

export const rateRecipeBodySchema = z.object({
  rating: z
    .number({ error: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .int(`Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .max(RATING_MAX, `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`),
});

/** Spec §3 "Recipe in admin views". */
export const adminRecipeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  tags: z.array(z.string()),
  // lastName beyond spec §3, so the admin tables can show full names (issue 13, item 11).
  creator: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() }),
  aiRating: z.number().nullable(),
  createdAt: z.string(),
  isApproved: z.boolean(),
  visibility: z.enum(RECIPE_VISIBILITIES),
  imageUrl: z.string().nullable(),
});
export type AdminRecipe = z.infer<typeof adminRecipeSchema>;

/** Spec §3 Ingredient (the catalogue). */
export const ingredientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const imageUploadResponseSchema = z.object({ message: z.string(), imageUrl: z.string() });

export const recipeMessages = {
  notFound: 'Recipe not found',
  cannotRateOwn: 'You cannot rate your own recipe.',
  onlyListedRated: 'Only public, approved recipes can be rated.',
  onlyCreatorEdits: 'Only the creator can edit this recipe.',
  /** Followed by the moderation check's reasons; the published recipe stays as it was. */
  editWouldFailModeration: 'This edit was not saved, because your published recipe would no longer pass moderation:',
  onlyCreatorVersions: 'Only the creator can see and restore versions.',
  versionNotFound: 'Version not found',
  ingredientNotFound: 'Ingredient not found',
  imageUploaded: 'Image uploaded successfully',
  ingredientImageUpdated: 'Ingredient image updated successfully',
  imageRequired: 'Please choose an image file (form field "image").',
  imageUnreadable: 'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF.',
  imageTooManyPixels: 'The image is too large in pixels. Please upload one under 40 megapixels.',
} as const;
