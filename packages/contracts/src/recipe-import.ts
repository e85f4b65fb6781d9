import { z } from 'zod';
import { safeText } from './input';
import { DIET_TYPES, MEAL_TYPES, RECIPE_CUISINES } from './options';

/**
 * Import on Create Recipe (issue 15): a link or a pasted page becomes a draft that fills the recipe form.
 * Nothing is saved until the member submits the form. See docs/decisions/0032-recipe-import.md.
 */

/** The most a fetched page, a pasted page or an imported picture may weigh. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Longest link accepted; browsers and servers rarely go past 2,000 characters. */
export const IMPORT_URL_MAX_LENGTH = 2048;
/** Keywords beyond these are rarely tags a cook would pick; SEO lists run to dozens. */
export const IMPORT_TAGS_MAX = 10;

/**
 * Import sentences built around numbers. The web translates the server's English by looking the sentence up
 * (decision 0036), which a number defeats, so each travels as a stable code and its params beside the
 * English: the web words the code from its recipeImport catalogue, and shows the English for a code it
 * does not know. The English is written here only.
 */
export const recipeImportCodedMessages = {
  IMPORT_HTTP_STATUS: ({ status }: { status: number }) => `That page answered with an error (${status}). Check the link and try again.`,
  IMPORT_TITLE_SHORTENED: ({ max }: { max: number }) => `The title was shortened to ${max} characters.`,
  IMPORT_STEPS_CUT: ({ count, max }: { count: number; max: number }) => `The page has ${count} steps; the first ${max} were kept.`,
  IMPORT_INGREDIENTS_CUT: ({ count, max }: { count: number; max: number }) => `The page has ${count} ingredients; the first ${max} were kept.`,
} as const;
export type RecipeImportCode = keyof typeof recipeImportCodedMessages;
export type RecipeImportParams<C extends RecipeImportCode> = Parameters<(typeof recipeImportCodedMessages)[C]>[0];

export const codedMessageSchema = z.object({ code: z.string(), params: z.record(z.string(), z.number()), message: z.string() });
/** A sentence as a code, the numbers it names, and its English. */
export type CodedMessage = z.infer<typeof codedMessageSchema>;

export function codedImportMessage<C extends RecipeImportCode>(code: C, params: RecipeImportParams<C>): CodedMessage {
  const english = recipeImportCodedMessages[code] as (values: RecipeImportParams<C>) => string;
  return { code, params, message: english(params) };
}

export const isRecipeImportCode = (code: string): code is RecipeImportCode => Object.hasOwn(recipeImportCodedMessages, code);

export const recipeImportMessages = {
  title: 'Import from a link or page',
  needUrlOrPage: 'Paste a link to a recipe, or the page itself.',
  invalidUrl: 'Enter a link that starts with http:// or https://.',
  blockedAddress: "We can't import from that address: it is not a public website.",
  unreachable: "We couldn't reach that page. Check the link and try again.",
  timeout: 'That page took too long to answer. Try again, or paste the page instead.',
  tooManyRedirects: 'That link redirects too many times. Open it in your browser and use the final address.',
  tooLarge: 'That page is too large to import (over 5 MB).',
  httpStatus: (status: number) => recipeImportCodedMessages.IMPORT_HTTP_STATUS({ status }),
  notAPage: 'That link is not a web page. Use the link of the recipe page itself.',
  noRecipe: "We couldn't find a recipe on that page.",
  pictureUnavailable: "We couldn't bring in the page's picture. You can add your own photos below.",
  notAPicture: 'That picture is not a JPEG, PNG, WebP or GIF.',
} as const;

// An http(s) address with a host and no spaces; the server parses it properly before fetching anything.
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

const httpUrl = safeText().trim().max(IMPORT_URL_MAX_LENGTH, recipeImportMessages.invalidUrl).regex(HTTP_URL, recipeImportMessages.invalidUrl);

/** POST /api/recipes/import: a link to fetch, or a page (HTML or schema.org JSON-LD) with the link it came from. */
export const recipeImportRequestSchema = z
  .object({
    url: z.union([httpUrl, z.literal('')]).optional(),
    html: z.string().max(IMPORT_MAX_BYTES, recipeImportMessages.tooLarge).optional(),
  })
  .refine((body) => Boolean(body.url) || Boolean(body.html?.trim()), { message: recipeImportMessages.needUrlOrPage, path: ['url'] });
export type RecipeImportRequest = z.input<typeof recipeImportRequestSchema>;

/** One ingredient as the form takes it, with the page's line so the member can check the reading. */
export const importedIngredientSchema = z.object({
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  original: z.string(),
});
export type ImportedIngredient = z.infer<typeof importedIngredientSchema>;

/** The draft: the recipe form's fields within the form's limits, plus where it came from. */
export const recipeImportDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** The credit line (author and link), put where the form keeps a recipe's story. */
  backstory: z.string(),
  /** Minutes: the page's total time, else preparation plus cooking. */
  cookingTime: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  cuisine: z.enum(RECIPE_CUISINES).nullable(),
  dietType: z.enum(DIET_TYPES).nullable(),
  mealTypes: z.array(z.enum(MEAL_TYPES)),
  tags: z.array(z.string()),
  ingredients: z.array(importedIngredientSchema),
  steps: z.array(z.object({ instruction: z.string() })),
  source: z.object({ url: z.string().nullable(), author: z.string().nullable() }),
  /** The page's main picture (absolute http(s)); POST /api/recipes/import/image brings it in. */
  imageUrl: z.string().nullable(),
  /** What did not fit the form and was left out or shortened, in plain words. */
  notes: z.array(z.string()),
  /** The same notes in the same order, each as a code and its numbers beside the English (see recipeImportCodedMessages). */
  noteDetails: z.array(codedMessageSchema),
});
export type RecipeImportDraft = z.infer<typeof recipeImportDraftSchema>;

/** POST /api/recipes/import/image: the picture a draft named, fetched safely; answered as the image itself. */
export const recipeImportImageRequestSchema = z.object({ url: httpUrl });
