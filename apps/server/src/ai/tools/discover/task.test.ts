import type { AiRecipe } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIET_KEYS } from '../../knowledge/types';
import { problemsWith } from '../member-rules';
import { isAllowedIn, resolveTerms } from './builtin';
import { discoverAnswerProblems, discoverBuiltin, discoverTask, type DiscoverTaskInput } from './task';

const input = (overrides: Partial<DiscoverTaskInput> = {}): DiscoverTaskInput => ({
  ingredients: ['chickpeas', 'tomato', 'onion'],
  limitToIngredients: false,
  rules: { allergies: [], requiredDiets: [] },
  candidates: [
    { id: 11, title: 'Chana Masala', cuisine: 'Indian', coverage: 19, missing: ['garlic'] },
    { id: 12, title: 'Classic Hummus', cuisine: 'Mediterranean', coverage: 17, missing: ['tahini'] },
  ],
  nearby: [],
  ...overrides,
});

const recipe = (names: string[], title = 'Chickpea Stew'): AiRecipe => ({
  title,
  description: 'A stew.',
  cookingTime: 30,
  servings: 2,
  cuisine: null,
  ingredients: names.map((name) => ({ quantity: '1', unit: '', name })),
  steps: [{ stepNumber: 1, instruction: 'Simmer everything.' }],
});

describe('the answer check', () => {
  it('accepts offered candidates and a safe composition', () => {
    expect(discoverAnswerProblems(input(), { databaseRecipeIds: [12, 11], aiGeneratedRecipes: [recipe(['chickpeas', 'tomato'])] })).toEqual([]);
  });

  it('rejects invented or repeated database ids', () => {
    expect(discoverAnswerProblems(input(), { databaseRecipeIds: [11, 99, 11], aiGeneratedRecipes: [] })).toEqual(['recipe 99 was not offered', 'recipe 11 is listed twice']);
  });

  it('rejects a composition with the member’s allergen or outside their diet', () => {
    const dairy = discoverAnswerProblems(input({ rules: { allergies: ['Dairy'], requiredDiets: [] } }), {
      databaseRecipeIds: [],
      aiGeneratedRecipes: [recipe(['chickpeas', 'paneer'])],
    });
    expect(dairy.join(' ')).toMatch(/paneer.*Dairy/);
    const vegan = discoverAnswerProblems(input({ rules: { allergies: [], requiredDiets: ['vegan'] } }), {
      databaseRecipeIds: [],
      aiGeneratedRecipes: [recipe(['chickpeas', 'egg'])],
    });
    expect(vegan.join(' ')).toMatch(/egg is not vegan/);
  });

  it('in limit mode rejects a composition needing more than the listed ingredients and staples', () => {
    const limited = input({ limitToIngredients: true });
    expect(discoverAnswerProblems(limited, { databaseRecipeIds: [], aiGeneratedRecipes: [recipe(['chickpeas', 'tomato', 'olive oil', 'salt'])] })).toEqual([]);
    expect(discoverAnswerProblems(limited, { databaseRecipeIds: [], aiGeneratedRecipes: [recipe(['chickpeas', 'cumin'])] })).toEqual([
      "Chickpea Stew: cumin is not among the member's ingredients",
    ]);
  });
});

describe('the built-in answer', () => {
  it('keeps the candidates in coverage order and composes two or three different recipes with the ingredients', () => {
    const answer = discoverBuiltin(input());
    expect(answer.databaseRecipeIds).toEqual([11, 12]);
    expect(answer.aiGeneratedRecipes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(answer.aiGeneratedRecipes.map((r) => r.title.toLowerCase())).size).toBe(answer.aiGeneratedRecipes.length);
    expect(discoverTask.output.safeParse(answer).success).toBe(true);
  });

  it('is deterministic', () => {
    expect(discoverBuiltin(input())).toEqual(discoverBuiltin(input()));
  });

  it('never breaks the member’s rules or the limit, whatever they have and avoid', () => {
    const pantry = ['chickpeas', 'tomato', 'onion', 'egg', 'spinach', 'rice', 'paneer', 'chicken', 'potato', 'lentils', 'mushroom', 'tofu', 'pasta', 'shrimp', 'peanut'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...pantry), { minLength: 1, maxLength: 5 }),
        fc.subarray([...ALLERGENS]),
        fc.subarray([...DIET_KEYS], { maxLength: 1 }),
        fc.boolean(),
        (ingredients, allergies, requiredDiets, limitToIngredients) => {
          const task = input({ ingredients, rules: { allergies, requiredDiets }, limitToIngredients, candidates: [] });
          const answer = discoverBuiltin(task);
          expect(discoverAnswerProblems(task, answer)).toEqual([]);
          const terms = resolveTerms(ingredients);
          for (const composed of answer.aiGeneratedRecipes) {
            const names = composed.ingredients.map((i) => i.name);
            expect(problemsWith(names, { allergies, requiredDiets })).toEqual([]);
            if (limitToIngredients) expect(names.every((name) => isAllowedIn(name, terms))).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 20_000);
});
