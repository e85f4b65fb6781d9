import type { RecipeDetail } from '@hearth/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/runtime';
import { compareBasicInfo, compareIngredients, compareSteps, differenceCounts, EMPTY_VALUE, valueWords, type VersionData } from './version-diff';

function current(overrides: Partial<RecipeDetail> = {}): RecipeDetail {
  return {
    id: 1,
    title: 'Dal Tadka',
    description: 'Comforting lentils.',
    backstory: null,
    cookingTime: 30,
    servings: 4,
    visibility: 'public',
    tags: ['Comfort Food', 'High-Protein'],
    dietType: 'Vegetarian',
    cuisine: 'Indian',
    mealTypes: ['Dinner'],
    healthDiets: [],
    allergens: [],
    cookingStyles: [],
    recipeIngredients: [
      { id: 1, quantity: '1', unit: 'cup', ingredient: { id: 1, name: 'toor dal', imageUrl: null, isAllergen: false, alternativeNames: {} } },
      { id: 2, quantity: '2', unit: 'tbsp', ingredient: { id: 2, name: 'ghee', imageUrl: null, isAllergen: true, alternativeNames: {} } },
    ],
    steps: [
      { id: 1, stepNumber: 1, instruction: 'Cook the dal.', imageUrl: null },
      { id: 2, stepNumber: 2, instruction: 'Temper with ghee.', imageUrl: null },
    ],
    ...overrides,
  } as RecipeDetail;
}

function version(overrides: Partial<VersionData> = {}): VersionData {
  return {
    title: 'Dal Tadka',
    description: 'Comforting lentils.',
    backstory: null,
    cookingTime: 30,
    servings: 4,
    visibility: 'public',
    tags: ['High-Protein', 'Comfort Food'],
    dietType: 'Vegetarian',
    cuisine: 'Indian',
    healthDiets: [],
    allergens: [],
    mealTypes: ['Dinner'],
    cookingStyles: [],
    ingredients: [
      { ingredientName: 'toor dal', quantity: '1', unit: 'cup' },
      { ingredientName: 'ghee', quantity: '2', unit: 'tbsp' },
    ],
    steps: [
      { stepNumber: 1, instruction: 'Cook the dal.' },
      { stepNumber: 2, instruction: 'Temper with ghee.' },
    ],
    ...overrides,
  };
}

afterEach(() => setLanguage('en'));

describe('version compare (spec §2: Basic Info, Ingredients, Steps)', () => {
  it('an identical version has no differences (tag order and spacing do not count)', () => {
    expect(differenceCounts(current(), version({ description: '  Comforting   lentils. ' }))).toEqual({ basic: 0, ingredients: 0, steps: 0 });
  });

  it('flags changed basic fields with readable values', () => {
    const rows = compareBasicInfo(current({ title: 'Dal Tadka Deluxe', servings: null }), version({ cookingTime: 45, tags: ['Spicy'] }));
    const changed = Object.fromEntries(rows.filter((r) => r.changed).map((r) => [r.key, [r.current, r.version]]));
    expect(changed).toEqual({
      title: ['Dal Tadka Deluxe', 'Dal Tadka'],
      cookingTime: ['30 min', '45 min'],
      servings: [EMPTY_VALUE, '4'],
      tags: ['Comfort Food, High-Protein', 'Spicy'],
    });
  });

  it("shows the values in the reader's language: minutes, visibility and the spec's option labels, a member's own tag as written", async () => {
    await setLanguage('es');
    const rows = compareBasicInfo(current(), version({ visibility: 'private', tags: ['Spicy', 'Abuela'] }), valueWords('es'));
    const shown = Object.fromEntries(rows.map((r) => [r.key, [r.current, r.version]]));
    expect(shown).toMatchObject({
      cookingTime: ['30 min', '30 min'],
      visibility: ['Pública', 'Privada'],
      cuisine: ['India', 'India'],
      dietType: ['Vegetariana', 'Vegetariana'],
      mealTypes: ['Cena', 'Cena'],
      tags: ['Comida reconfortante, Alta en proteínas', 'Picante, Abuela'],
    });
    expect(rows.filter((r) => r.changed).map((r) => r.key)).toEqual(['visibility', 'tags']);
  });

  it('flags ingredient lines the other side lacks, counting repeats', () => {
    const result = compareIngredients(
      current(),
      version({
        ingredients: [
          { ingredientName: 'Toor dal', quantity: '1', unit: 'cup' },
          { ingredientName: 'ghee', quantity: '1', unit: 'tbsp' },
          { ingredientName: 'cumin', quantity: '', unit: '' },
        ],
      }),
    );
    expect(result.current).toEqual([
      { text: '1 cup toor dal', changed: false },
      { text: '2 tbsp ghee', changed: true },
    ]);
    expect(result.version).toEqual([
      { text: '1 cup Toor dal', changed: false },
      { text: '1 tbsp ghee', changed: true },
      { text: 'cumin', changed: true },
    ]);
    expect(result.changed).toBe(true);
    expect(compareIngredients(current(), version({ ingredients: [...version().ingredients, { ingredientName: 'ghee', quantity: '2', unit: 'tbsp' }] })).version.at(-1)).toEqual({
      text: '2 tbsp ghee',
      changed: true,
    });
  });

  it('compares steps by position and flags missing ones', () => {
    const steps = compareSteps(current(), version({ steps: [{ stepNumber: 1, instruction: 'Cook the dal until soft.' }] }));
    expect(steps).toEqual([
      { stepNumber: 1, current: 'Cook the dal.', version: 'Cook the dal until soft.', changed: true },
      { stepNumber: 2, current: 'Temper with ghee.', version: null, changed: true },
    ]);
    expect(differenceCounts(current(), version({ steps: [{ stepNumber: 1, instruction: 'Cook the dal until soft.' }] })).steps).toBe(2);
  });
});
