import { mergeIngredients, type AiRecipe } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFood } from '../../knowledge/lookup';
import { catalogueSearchPhrases, composePrompt, compositionProblems, isAllowedIn, matchCatalogue, meansTerm, resolveTerms, toDiscoveredRecipe } from './builtin';

const recipe = (names: string[]): AiRecipe => ({
  title: 'Test dish',
  description: 'A dish.',
  cookingTime: 20,
  servings: 2,
  cuisine: null,
  ingredients: names.map((name) => ({ quantity: '1', unit: '', name })),
  steps: [{ stepNumber: 1, instruction: 'Cook.' }],
});

describe('matching typed names to catalogue ingredients', () => {
  const terms = resolveTerms(['chickpeas', 'Tomatoes', 'onion']);

  it('matches by food identity: plurals, colours and aliases count, other foods do not', () => {
    const rows = [
      { id: 1, name: 'chickpea' },
      { id: 2, name: 'garbanzo beans' },
      { id: 3, name: 'tomato' },
      { id: 4, name: 'tomato paste' },
      { id: 5, name: 'red onion' },
      { id: 6, name: 'chickpea flour' },
      { id: 7, name: 'green onion' },
      { id: 8, name: 'garlic' },
    ];
    expect(matchCatalogue(rows, terms).have).toEqual([
      { ingredientId: 1, term: 0 },
      { ingredientId: 2, term: 0 },
      { ingredientId: 3, term: 1 },
      { ingredientId: 5, term: 2 },
    ]);
  });

  it('marks pantry staples under any of their names, and nothing else', () => {
    const rows = [
      { id: 1, name: 'salt' },
      { id: 2, name: 'sea salt' },
      { id: 3, name: 'extra virgin olive oil' },
      { id: 4, name: 'canola oil' },
      { id: 5, name: 'water' },
      { id: 6, name: 'ghee' },
      { id: 7, name: 'sesame oil' },
      { id: 8, name: 'peanut oil' },
      { id: 9, name: 'cumin seeds' },
      { id: 10, name: 'sugar' },
    ];
    expect(matchCatalogue(rows, terms).staples).toEqual([1, 2, 3, 4, 5, 10]);
  });

  it('matches a name the knowledge does not know only as spelled (or its singular)', () => {
    const [unknown] = resolveTerms(['zorblax roots']);
    expect(unknown!.food).toBeUndefined();
    expect(meansTerm('Zorblax roots', unknown!)).toBe(true);
    expect(meansTerm('zorblax root', unknown!)).toBe(true);
    expect(meansTerm('zorblax', unknown!)).toBe(false);
  });

  it('searches the catalogue for the typed names, the food’s aliases and the staples', () => {
    const phrases = catalogueSearchPhrases(resolveTerms(['chickpeas']));
    expect(phrases).toEqual(expect.arrayContaining(['chickpeas', 'chickpea', 'garbanzo beans', 'salt', 'olive oil']));
    expect(phrases.every((p) => p.length >= 3 && p === p.toLowerCase())).toBe(true);
  });
});

describe('limit mode and composed recipes', () => {
  const terms = resolveTerms(['chickpeas', 'tomato', 'onion']);

  it('allows the member’s ingredients and pantry staples only', () => {
    expect(['canned chickpeas', 'tomatoes', 'red onion', 'salt', 'olive oil', 'water'].every((n) => isAllowedIn(n, terms))).toBe(true);
    expect(isAllowedIn('garlic', terms)).toBe(false);
    expect(isAllowedIn('ghee', terms)).toBe(false);
  });

  it('rejects a composition that uses none of the ingredients, or goes beyond them in limit mode', () => {
    expect(compositionProblems(recipe(['chickpeas', 'tomato', 'salt']), terms, true)).toEqual([]);
    expect(compositionProblems(recipe(['chickpeas', 'garlic']), terms, false)).toEqual([]);
    expect(compositionProblems(recipe(['chickpeas', 'garlic']), terms, true)).toEqual(["Test dish: garlic is not among the member's ingredients"]);
    expect(compositionProblems(recipe(['rice', 'salt']), terms, false)).toEqual(["Test dish uses none of the member's ingredients"]);
  });

  it('briefs the composer in plain words', () => {
    expect(composePrompt(['chickpeas', 'tomato', 'onion'], false)).toBe('A dish to cook with chickpeas, tomato and onion');
    expect(composePrompt(['eggs'], true)).toBe('A dish using only eggs, plus basic pantry staples');
  });
});

describe('database results', () => {
  it('reports coverage as the share of non-staple ingredients the member has', () => {
    const found = toDiscoveredRecipe({
      id: 7,
      title: 'Chana Masala',
      description: null,
      imageUrl: null,
      cuisine: 'Indian',
      cookingTime: 40,
      needed: 8,
      covered: 3,
      matched: ['chickpeas', 'tomato', 'onion'],
      missing: ['garlic', 'ginger', 'garlic'],
    });
    expect(found.coverage).toBe(38);
    expect(found.missingIngredients).toEqual(['garlic', 'ginger']);
  });

  it('never divides by zero for a recipe of staples only', () => {
    expect(
      toDiscoveredRecipe({ id: 1, title: 'Salt water', description: null, imageUrl: null, cuisine: null, cookingTime: null, needed: 0, covered: 0, matched: [], missing: [] })
        .coverage,
    ).toBe(0);
  });
});

describe('mergeIngredients (spec §5 manual ingredient rules)', () => {
  it('trims, drops blanks and case-insensitive duplicates, keeping the first spelling and order', () => {
    expect(mergeIngredients([' Onion ', 'tomato', ''], ['onion', 'TOMATO', 'chickpeas', '  '])).toEqual(['Onion', 'tomato', 'chickpeas']);
  });

  it('is idempotent and never yields duplicates or blanks', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), { maxLength: 4 }), (lists) => {
        const merged = mergeIngredients(...lists);
        expect(mergeIngredients(merged)).toEqual(merged);
        expect(new Set(merged.map((n) => n.toLowerCase())).size).toBe(merged.length);
        expect(merged.every((n) => n.length > 0 && n === n.trim())).toBe(true);
      }),
    );
  });

  it('a typed name always means itself', () => {
    fc.assert(
      fc.property(fc.constantFrom('chickpeas', 'tomato', 'red onion', 'paneer', 'basmati rice', 'zorblax'), (name) => {
        const [term] = resolveTerms([name]);
        expect(meansTerm(name, term!, findFood(name))).toBe(true);
      }),
    );
  });
});
