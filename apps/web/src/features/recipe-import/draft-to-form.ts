import type { RecipeFormInput, RecipeImportDraft } from '@hearth/contracts';

/** A form row of an imported ingredient: the parsed fields, and the page's line for the member to check against. */
export type ImportedIngredientRow = NonNullable<RecipeFormInput['ingredients']>[number] & { original: string };

/**
 * The recipe form's values from an import draft, on top of `blank` (the form's empty values, which keep
 * the fields an import never sets, such as visibility). Each ingredient row carries its original line;
 * the form's schema drops it on submit, so it is never sent.
 */
export function draftToFormValues(draft: RecipeImportDraft, blank: RecipeFormInput): RecipeFormInput {
  const ingredients: ImportedIngredientRow[] = draft.ingredients.map(({ name, quantity, unit, original }) => ({ name, quantity, unit, original }));
  return {
    ...blank,
    title: draft.title,
    description: draft.description,
    backstory: draft.backstory,
    cookingTime: draft.cookingTime === null ? '' : String(draft.cookingTime),
    servings: draft.servings === null ? '' : String(draft.servings),
    cuisine: draft.cuisine,
    dietType: draft.dietType,
    mealTypes: [...draft.mealTypes],
    tags: [...draft.tags],
    ingredients: ingredients.length ? ingredients : blank.ingredients,
    steps: draft.steps.length ? draft.steps.map(({ instruction }) => ({ instruction })) : blank.steps,
  };
}
