import { DEFAULT_VISIBILITY, PRESET_TAGS, type RecipeDetail, type RecipeFormInput } from '@hearth/contracts';

/** The recipe form's values: the contract's input shape, numbers as typed text (empty = not given). */
export type RecipeFormValues = RecipeFormInput;

export const emptyIngredient = () => ({ quantity: '', unit: '', name: '' });
export const emptyStep = () => ({ instruction: '' });

/** A new recipe: one empty ingredient row and one empty step (spec §2), public by default (spec §9). */
export function emptyRecipeForm(): RecipeFormValues {
  return {
    title: '',
    description: '',
    backstory: '',
    cookingTime: '',
    servings: '',
    visibility: DEFAULT_VISIBILITY,
    tags: [],
    dietType: null,
    cuisine: null,
    healthDiets: [],
    allergens: [],
    mealTypes: [],
    cookingStyles: [],
    ingredients: [emptyIngredient()],
    steps: [emptyStep()],
  };
}

/**
 * A saved recipe as form values, for editing. Fields the form does not show (health diets, allergens,
 * cooking styles) ride along unchanged, so saving an edit never clears them.
 */
export function recipeToFormValues(recipe: RecipeDetail): RecipeFormValues {
  const ingredients = [...recipe.recipeIngredients].map((line) => ({ quantity: line.quantity, unit: line.unit, name: line.ingredient.name }));
  const steps = [...recipe.steps].sort((a, b) => a.stepNumber - b.stepNumber).map((step) => ({ instruction: step.instruction }));
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    backstory: recipe.backstory ?? '',
    cookingTime: recipe.cookingTime == null ? '' : String(recipe.cookingTime),
    servings: recipe.servings == null ? '' : String(recipe.servings),
    visibility: recipe.visibility,
    tags: [...recipe.tags],
    dietType: (recipe.dietType as RecipeFormValues['dietType']) ?? null,
    cuisine: (recipe.cuisine as RecipeFormValues['cuisine']) ?? null,
    healthDiets: [...recipe.healthDiets],
    allergens: [...recipe.allergens],
    mealTypes: [...recipe.mealTypes],
    cookingStyles: [...recipe.cookingStyles],
    ingredients: ingredients.length ? ingredients : [emptyIngredient()],
    steps: steps.length ? steps : [emptyStep()],
  };
}

// ---- Tags (spec §2: six presets toggle; custom tags are trimmed, deduplicated and removable) ----

const tagKey = (tag: string) => tag.toLocaleLowerCase();

/** A typed tag as it is kept: trimmed, inner runs of spaces collapsed. */
export function normalizeTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** The preset a typed tag names (any letter case), so 'spicy' adds the 'Spicy' preset rather than a twin. */
function canonicalTag(tag: string): string {
  return PRESET_TAGS.find((preset) => tagKey(preset) === tagKey(tag)) ?? tag;
}

/** Adds a typed tag: blank is ignored, and a tag already there (in any letter case) is not added twice. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = canonicalTag(normalizeTag(raw));
  if (!tag || tags.some((t) => tagKey(t) === tagKey(tag))) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => tagKey(t) !== tagKey(tag));
}

/** Presses a preset: on when off, off when on. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.some((t) => tagKey(t) === tagKey(tag)) ? removeTag(tags, tag) : addTag(tags, tag);
}

export function isPresetTag(tag: string): boolean {
  return PRESET_TAGS.some((preset) => tagKey(preset) === tagKey(tag));
}

/** The tags that are not presets, in the order they were added (shown as removable chips). */
export function customTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !isPresetTag(tag));
}

// ---- Server validation issues onto form fields ----

const FORM_FIELDS = new Set<string>(Object.keys(emptyRecipeForm()));

/**
 * Server issues (`{path, message}`) as react-hook-form field names: `['ingredients', 0, 'name']` becomes
 * `ingredients.0.name`. Issues for fields the form does not have are left for the toast.
 */
export function formFieldIssues(issues: readonly { path: readonly (string | number)[]; message: string }[] | undefined) {
  const result: { field: string; message: string }[] = [];
  for (const issue of issues ?? []) {
    const [first] = issue.path;
    if (typeof first !== 'string' || !FORM_FIELDS.has(first)) continue;
    result.push({ field: issue.path.join('.'), message: issue.message });
  }
  return result;
}
