import { recipeFormSchema, validation, type RecipeDetail } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { addTag, customTags, emptyRecipeForm, formFieldIssues, normalizeTag, recipeToFormValues, removeTag, toggleTag } from './recipe-form';

describe('custom tags (spec §2: trimmed, deduplicated, removable)', () => {
  it('trims and collapses spaces; blank is ignored', () => {
    expect(normalizeTag('  Monsoon   Special ')).toBe('Monsoon Special');
    expect(addTag([], '   ')).toEqual([]);
    expect(addTag(['Spicy'], '')).toEqual(['Spicy']);
    expect(addTag([], ' Street  food ')).toEqual(['Street food']);
  });

  it('ignores a tag already there, in any letter case', () => {
    expect(addTag(['Street food'], 'street FOOD')).toEqual(['Street food']);
    expect(addTag(['Street food'], 'Street food ')).toEqual(['Street food']);
  });

  it('a typed preset becomes the preset, spelled as the preset', () => {
    expect(addTag([], 'spicy')).toEqual(['Spicy']);
    expect(addTag(['Spicy'], 'SPICY')).toEqual(['Spicy']);
    expect(customTags(addTag(['Monsoon'], 'high-protein'))).toEqual(['Monsoon']);
  });

  it('presets toggle on and off; custom tags are removed by name', () => {
    const on = toggleTag([], 'Kid-Friendly');
    expect(on).toEqual(['Kid-Friendly']);
    expect(toggleTag(on, 'Kid-Friendly')).toEqual([]);
    expect(removeTag(['Spicy', 'Monsoon', 'Rainy Day'], 'monsoon')).toEqual(['Spicy', 'Rainy Day']);
    expect(customTags(['Spicy', 'Monsoon', 'No-Cook', 'Rainy Day'])).toEqual(['Monsoon', 'Rainy Day']);
  });

  it('does not change the list it was given', () => {
    const tags = ['Spicy'];
    addTag(tags, 'Monsoon');
    toggleTag(tags, 'Spicy');
    expect(tags).toEqual(['Spicy']);
  });
});

describe('recipe form values', () => {
  it('a new recipe starts with one ingredient, one step, public, and fails only on the title and blank rows', () => {
    const empty = emptyRecipeForm();
    expect(empty.ingredients).toHaveLength(1);
    expect(empty.steps).toHaveLength(1);
    expect(empty.visibility).toBe('public');
    const parsed = recipeFormSchema.safeParse(empty);
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ title: validation.titleMin, 'ingredients.0.name': validation.required, 'steps.0.instruction': validation.required });
  });

  it('typed numbers parse; blank means not given; below 1 is refused', () => {
    const base = { ...emptyRecipeForm(), title: 'Chai', ingredients: [{ quantity: '2', unit: 'cups', name: 'milk' }], steps: [{ instruction: 'Boil.' }] };
    expect(recipeFormSchema.parse({ ...base, cookingTime: '30', servings: '4' })).toMatchObject({ cookingTime: 30, servings: 4 });
    expect(recipeFormSchema.parse(base)).toMatchObject({ cookingTime: null, servings: null, description: null });
    expect(recipeFormSchema.safeParse({ ...base, servings: '0' }).success).toBe(false);
  });

  it('a saved recipe round-trips through the form, keeping fields the form does not show', () => {
    const saved = {
      id: 7,
      title: 'Masala Chai',
      description: null,
      backstory: 'Every monsoon.',
      cookingTime: 15,
      servings: null,
      visibility: 'private',
      tags: ['Comfort Food', 'Rainy Day'],
      dietType: 'Vegetarian',
      cuisine: 'Indian',
      healthDiets: ['Low Carb'],
      allergens: ['Dairy'],
      mealTypes: ['Breakfast'],
      cookingStyles: ['Traditional'],
      recipeIngredients: [
        { id: 1, quantity: '2', unit: 'cups', ingredient: { id: 1, name: 'milk', imageUrl: null, isAllergen: true, alternativeNames: {} } },
        { id: 2, quantity: '', unit: '', ingredient: { id: 2, name: 'ginger', imageUrl: null, isAllergen: false, alternativeNames: {} } },
      ],
      steps: [
        { id: 2, stepNumber: 2, instruction: 'Add tea.', imageUrl: null },
        { id: 1, stepNumber: 1, instruction: 'Boil milk.', imageUrl: null },
      ],
    } as unknown as RecipeDetail;
    const values = recipeToFormValues(saved);
    expect(values).toMatchObject({ description: '', cookingTime: '15', servings: '', backstory: 'Every monsoon.' });
    expect(values.steps).toEqual([{ instruction: 'Boil milk.' }, { instruction: 'Add tea.' }]);
    expect(recipeFormSchema.parse(values)).toMatchObject({
      title: 'Masala Chai',
      visibility: 'private',
      healthDiets: ['Low Carb'],
      allergens: ['Dairy'],
      cookingStyles: ['Traditional'],
      ingredients: [
        { quantity: '2', unit: 'cups', name: 'milk' },
        { quantity: '', unit: '', name: 'ginger' },
      ],
    });
  });

  it('server issues become field names; unknown fields are left out', () => {
    expect(
      formFieldIssues([
        { path: ['title'], message: validation.titleMin },
        { path: ['ingredients', 2, 'name'], message: validation.required },
        { path: ['createdBy'], message: 'x' },
        { path: [], message: 'y' },
      ]),
    ).toEqual([
      { field: 'title', message: validation.titleMin },
      { field: 'ingredients.2.name', message: validation.required },
    ]);
    expect(formFieldIssues(undefined)).toEqual([]);
  });
});
