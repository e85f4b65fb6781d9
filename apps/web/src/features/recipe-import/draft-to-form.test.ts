import { recipeFormSchema, type RecipeFormInput, type RecipeImportDraft } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { draftToFormValues } from './draft-to-form';

const blank: RecipeFormInput = {
  title: '',
  visibility: 'public',
  tags: [],
  cuisine: null,
  dietType: null,
  mealTypes: [],
  ingredients: [{ name: '', quantity: '', unit: '' }],
  steps: [{ instruction: '' }],
};

const draft: RecipeImportDraft = {
  title: 'Mango Lassi',
  description: 'Cold and sweet.',
  backstory: 'Recipe by Priya Nair.',
  cookingTime: 5,
  servings: 2,
  cuisine: 'Indian',
  dietType: 'Vegetarian',
  mealTypes: ['Snack'],
  tags: ['Quick'],
  ingredients: [{ name: 'mango pulp', quantity: '1', unit: 'cup', original: '1 cup mango pulp' }],
  steps: [{ instruction: 'Blend.' }],
  source: { url: 'https://lassi.example.in/mango', author: 'Priya Nair' },
  imageUrl: null,
  notes: [],
  noteDetails: [],
};

describe('draftToFormValues', () => {
  it('fills every form field the draft has, numbers as the form types them, keeping the original lines', () => {
    const values = draftToFormValues(draft, blank);
    expect(values).toMatchObject({ title: 'Mango Lassi', cookingTime: '5', servings: '2', cuisine: 'Indian', visibility: 'public', mealTypes: ['Snack'] });
    expect(values.ingredients).toEqual([{ name: 'mango pulp', quantity: '1', unit: 'cup', original: '1 cup mango pulp' }]);
  });

  it('submits without the original lines, which are only for the member to check', () => {
    const parsed = recipeFormSchema.parse(draftToFormValues(draft, blank));
    expect(parsed.ingredients).toEqual([{ name: 'mango pulp', quantity: '1', unit: 'cup' }]);
    expect(parsed.cookingTime).toBe(5);
  });

  it('keeps the blank rows when the page had no ingredients or steps, and empty times as empty fields', () => {
    const values = draftToFormValues({ ...draft, ingredients: [], steps: [], cookingTime: null, servings: null }, blank);
    expect(values.ingredients).toEqual(blank.ingredients);
    expect(values.steps).toEqual(blank.steps);
    expect(values.cookingTime).toBe('');
  });
});
