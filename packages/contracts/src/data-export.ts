import { z } from 'zod';
import { MEAL_PLAN_TYPES, RECIPE_VISIBILITIES } from './options';
import { profileSchema } from './profile';

/**
 * Taking things out of Hearth (issue 15, items 4 and 5): a recipe as schema.org Recipe JSON-LD, which
 * Mealie, Tandoor, Paprika and Hearth's own importer read, and a member's whole account as one JSON file.
 * See docs/decisions/0034-export-backup-openapi.md.
 */

/** The formats a recipe exports to; JSON-LD is the one every recipe manager reads. */
export const RECIPE_EXPORT_FORMATS = ['jsonld'] as const;

/** GET /api/recipes/{id}/export?format=jsonld */
export const recipeExportQuerySchema = z.object({
  format: z.enum(RECIPE_EXPORT_FORMATS, { error: `format must be one of: ${RECIPE_EXPORT_FORMATS.join(', ')}` }).default('jsonld'),
});

const howToStepSchema = z.object({
  '@type': z.literal('HowToStep'),
  position: z.number().int(),
  text: z.string(),
  image: z.string().optional(),
});

const nutritionInformationSchema = z.object({
  '@type': z.literal('NutritionInformation'),
  servingSize: z.string(),
  calories: z.string(),
  proteinContent: z.string(),
  fatContent: z.string(),
  carbohydrateContent: z.string(),
  fiberContent: z.string(),
  sodiumContent: z.string().optional(),
});

/** A recipe as https://schema.org/Recipe, the shape recipe sites publish and recipe managers import. */
export const recipeJsonLdSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Recipe'),
  name: z.string(),
  description: z.string().optional(),
  /** Absolute URLs, full size, in the creator's order. */
  image: z.array(z.string()),
  author: z.object({ '@type': z.literal('Person'), name: z.string() }).optional(),
  datePublished: z.string(),
  dateModified: z.string(),
  /** ISO 8601 durations ('PT1H30M'): Hearth records the total a cook plans for (decision 0024). */
  totalTime: z.string().optional(),
  recipeYield: z.string().optional(),
  recipeCuisine: z.string().optional(),
  recipeCategory: z.array(z.string()).optional(),
  keywords: z.string().optional(),
  suitableForDiet: z.array(z.string()).optional(),
  /** One line per ingredient, written as a cook reads it ('½ cup toor dal'). */
  recipeIngredient: z.array(z.string()),
  recipeInstructions: z.array(howToStepSchema),
  nutrition: nutritionInformationSchema.optional(),
  aggregateRating: z
    .object({ '@type': z.literal('AggregateRating'), ratingValue: z.number(), ratingCount: z.number().int(), bestRating: z.number().int(), worstRating: z.number().int() })
    .optional(),
  url: z.string(),
});
export type RecipeJsonLd = z.infer<typeof recipeJsonLdSchema>;

const timestamp = z.string();

/** One of the member's recipes, everything they wrote, with its schema.org form for other apps. */
const exportedRecipeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  backstory: z.string().nullable(),
  cookingTime: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  visibility: z.enum(RECIPE_VISIBILITIES),
  isApproved: z.boolean(),
  tags: z.array(z.string()),
  dietType: z.string().nullable(),
  cuisine: z.string().nullable(),
  healthDiets: z.array(z.string()),
  allergens: z.array(z.string()),
  mealTypes: z.array(z.string()),
  cookingStyles: z.array(z.string()),
  ingredients: z.array(z.object({ quantity: z.string(), unit: z.string(), name: z.string(), line: z.string() })),
  steps: z.array(z.object({ stepNumber: z.number().int(), instruction: z.string(), imageUrl: z.string().nullable() })),
  images: z.array(z.object({ url: z.string(), source: z.string(), position: z.number().int(), createdAt: timestamp })),
  versions: z.array(z.object({ versionNumber: z.number().int(), changeDescription: z.string(), createdAt: timestamp, recipeData: z.record(z.string(), z.unknown()) })),
  createdAt: timestamp,
  updatedAt: timestamp,
  schemaOrg: recipeJsonLdSchema,
});

/** A recipe someone else wrote, named only while the member may still see it (it may have gone private since). */
const recipeReferenceSchema = z.object({ recipeId: z.number().int(), title: z.string().nullable() });

/** GET /api/profile/export: everything Hearth keeps about the signed-in member (data portability). */
export const accountExportSchema = z.object({
  format: z.literal('hearth-account-export'),
  version: z.literal(1),
  exportedAt: timestamp,
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    imageUrl: z.string().nullable(),
    isApproved: z.boolean(),
    isAdmin: z.boolean(),
    isSuperAdmin: z.boolean(),
    /** How the member signs in ('credential' for a password, or a provider's id); never the secrets. */
    signInMethods: z.array(z.string()),
    createdAt: timestamp,
  }),
  profile: profileSchema.nullable(),
  recipes: z.array(exportedRecipeSchema),
  ratings: z.array(recipeReferenceSchema.extend({ rating: z.number().int(), createdAt: timestamp, updatedAt: timestamp })),
  collections: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      isPublic: z.boolean(),
      createdAt: timestamp,
      recipes: z.array(recipeReferenceSchema.extend({ addedAt: timestamp })),
    }),
  ),
  mealPlans: z.array(
    recipeReferenceSchema.extend({
      id: z.number().int(),
      plannedDate: z.string(),
      mealType: z.enum(MEAL_PLAN_TYPES),
      notes: z.string().nullable(),
      servings: z.number().int().nullable(),
      createdAt: timestamp,
    }),
  ),
  shoppingList: z.object({
    items: z.array(z.object({ id: z.number().int(), weekStart: z.string(), name: z.string(), amount: z.string(), createdAt: timestamp })),
    checks: z.array(z.object({ weekStart: z.string(), itemKey: z.string(), checkedAt: timestamp })),
  }),
  aiToolHistory: z.array(z.object({ id: z.number().int(), tool: z.string(), request: z.unknown(), response: z.unknown(), source: z.string(), createdAt: timestamp })),
  notifications: z.array(
    z.object({ id: z.number().int(), type: z.string(), title: z.string(), body: z.string(), link: z.string().nullable(), readAt: timestamp.nullable(), createdAt: timestamp }),
  ),
  /** The Trending signals the member's visits made (kept 14 days). */
  activity: z.array(z.object({ recipeId: z.number().int(), kind: z.string(), day: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
