import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFood } from '../../knowledge/lookup';
import { problemsWith } from '../member-rules';
import { drawChallenge, evaluateRecipe } from './builtin';
import { formatQuantity, recipeFormFromText } from './publish';
import { minutesIn, parseRecipeText } from './recipe-text';

const noRules = { allergies: [], requiredDiets: [] };
const strict = { allergies: ['Nuts', 'Dairy', 'Gluten'] as const, requiredDiets: ['vegan'] as const };

const challenge = ['tomato', 'chickpea', 'spinach'];
const method = [
  'Method:',
  '1. Heat the oil and fry the onion for 8 minutes until soft and golden.',
  '2. Add the garlic and cumin and stir for 1 minute.',
  '3. Simmer everything for 10 minutes, season and serve hot.',
];
const recipeWith = (lines: string[]) => ['Weeknight Stew', 'Ingredients:', ...lines, '1 onion', '2 cloves garlic', '2 tbsp olive oil', '1 tsp ground cumin', ...method].join('\n');

describe('drawChallenge', () => {
  it('draws 3–5 known foods that pass the member’s rules, differently for different seeds', () => {
    const draws = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const names = drawChallenge(seed, strict as never);
      expect(names.length).toBeGreaterThanOrEqual(3);
      expect(names.length).toBeLessThanOrEqual(5);
      for (const name of names) expect(findFood(name)?.name).toBe(name);
      expect(problemsWith(names, strict as never)).toEqual([]);
      draws.add(names.join(','));
    }
    expect(draws.size).toBeGreaterThan(20);
  });

  it('is repeatable from its seed and never puts two forms of one food or two animal proteins together', () => {
    expect(drawChallenge(7, noRules)).toEqual(drawChallenge(7, noRules));
    for (let seed = 1; seed <= 60; seed++) {
      const foods = drawChallenge(seed, noRules).map((n) => findFood(n)!);
      const proteins = foods.filter((f) => ['Meat & Poultry', 'Fish & Seafood', 'Eggs'].includes(f.category));
      expect(proteins.length).toBeLessThanOrEqual(1);
      expect(new Set(foods.map((f) => f.id)).size).toBe(foods.length);
    }
  });
});

describe('parseRecipeText', () => {
  it('finds the title, ingredient lines and numbered steps', () => {
    const parsed = parseRecipeText(recipeWith(['1 can chickpeas, drained', '3 tomatoes']));
    expect(parsed.title).toBe('Weeknight Stew');
    expect(parsed.ingredients.map((i) => i.foods[0]?.name)).toEqual(['chickpea', 'tomato', 'onion', 'garlic', 'olive oil', 'ground cumin']);
    expect(parsed.steps).toHaveLength(3);
    expect(parsed.steps[0]).toMatch(/^Heat the oil/);
  });

  it('works without headers: short food lines are ingredients, sentences are steps', () => {
    const parsed = parseRecipeText('200 g spinach\n2 tomatoes\nWilt the spinach in a hot pan for 2 minutes.\nAdd the tomatoes and cook until soft.');
    expect(parsed.title).toBeNull();
    expect(parsed.ingredients).toHaveLength(2);
    expect(parsed.steps).toHaveLength(2);
  });

  it('reads the stated minutes, taking the longer end of a range', () => {
    expect(minutesIn('Simmer for 10–12 minutes, then rest 1 hour')).toBe(72);
  });
});

describe('evaluateRecipe', () => {
  const evaluate = (recipe: string) => evaluateRecipe({ challenge, recipe, knownRecipes: [{ title: 'Chana Masala', shared: ['chickpea', 'tomato'] }], rules: noRules });

  it('a complete recipe using every challenge ingredient scores high and says what works', () => {
    const result = evaluate(recipeWith(['1 can chickpeas', '3 tomatoes', '200 g spinach', '1/2 lemon', 'salt to taste']));
    expect(result.score).toBeGreaterThanOrEqual(85);
    expect(result.feedback).toContain('Uses every challenge ingredient');
    expect(result.similarRecipes).toEqual(['Chana Masala']);
    expect(result.tasteProfile).toMatch(/Sour:\*\* (clear|pronounced) — lemon/);
  });

  it('names the missing challenge ingredient, the missing method and quantities', () => {
    const result = evaluate('Tomato thing\n- tomatoes\n- chickpeas');
    expect(result.feedback).toContain('**spinach**');
    expect(result.feedback).toContain('No method');
    expect(result.feedback).toMatch(/No quantity for: tomato and chickpea/);
    expect(result.score).toBeLessThan(50);
  });

  it('suggests a fix for a missing taste from foods the member can eat', () => {
    const result = evaluateRecipe({ challenge, recipe: '3 tomatoes\n200 g spinach\n1 can chickpeas\nSimmer everything for 10 minutes.', knownRecipes: [], rules: strict as never });
    const fatLine = result.feedback.split('\n').find((l) => l.includes('source of fat'));
    expect(fatLine).toMatch(/— .+ would suit these ingredients/);
    const suggested = fatLine!
      .split('— ')[1]!
      .replace(' would suit these ingredients.', '')
      .split(/, | and /);
    expect(suggested.length).toBeGreaterThan(0);
    expect(problemsWith(suggested, strict as never)).toEqual([]);
  });

  it('warns when the recipe uses something the member’s profile rules out', () => {
    const result = evaluateRecipe({ challenge, recipe: recipeWith(['3 tomatoes', '50 g cashews']), knownRecipes: [], rules: strict as never });
    expect(result.feedback).toMatch(/Against your profile: .*cashew.*Nuts/);
    expect(evaluate(recipeWith(['3 tomatoes'])).feedback).not.toContain('Against your profile');
  });

  it('the score is bounded 0–100 and deterministic for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const a = evaluate(text);
        expect(a.score).toBeGreaterThanOrEqual(0);
        expect(a.score).toBeLessThanOrEqual(100);
        expect(evaluate(text)).toEqual(a);
      }),
      { numRuns: 200 },
    );
  });

  it('using more challenge ingredients never lowers the score', () => {
    const linesFor: Record<string, string[]> = { tomato: ['3 tomatoes', 'tomatoes'], chickpea: ['1 can chickpeas', 'chickpeas'], spinach: ['200 g spinach', 'spinach'] };
    fc.assert(
      fc.property(
        fc.subarray(challenge),
        fc.constantFrom(...challenge),
        fc.boolean(),
        fc.subarray(['1/2 lemon', 'salt to taste', '1 tsp sugar', 'chilli flakes']),
        (usedFirst, extra, withQuantity, others) => {
          if (usedFirst.includes(extra)) return;
          const line = (name: string) => linesFor[name]![withQuantity ? 0 : 1]!;
          const fewer = evaluate(recipeWith([...others, ...usedFirst.map(line)])).score;
          const more = evaluate(recipeWith([...others, ...usedFirst.map(line), line(extra)])).score;
          expect(more).toBeGreaterThan(fewer);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('publishing', () => {
  const evaluation = { score: 90, feedback: 'Good.', similarRecipes: [], tasteProfile: 'Sour.' };

  it('turns the text into a recipe form: title, parsed lines, steps and the stated time', () => {
    const form = recipeFormFromText(challenge, recipeWith(['1 1/2 cups chickpeas', '3 tomatoes', '200 g spinach']), evaluation);
    expect(form.title).toBe('Weeknight Stew');
    expect(form.ingredients[0]).toEqual({ name: 'chickpea', quantity: '1 1/2', unit: 'cup' });
    expect(form.steps).toHaveLength(3);
    expect(form.cookingTime).toBe(19);
    expect(form.tags).toEqual(['Alchemist']);
  });

  it('names an untitled recipe after its challenge', () => {
    const form = recipeFormFromText(challenge, '3 tomatoes\nchickpeas\nspinach\nSimmer everything for 20 minutes.', evaluation);
    expect(form.title).toBe('Alchemist: tomato, chickpea, spinach');
  });

  it('formats amounts as cooks write them', () => {
    expect([formatQuantity(0.5), formatQuantity(1.5), formatQuantity(200), formatQuantity(2, 3), formatQuantity(null)]).toEqual(['1/2', '1 1/2', '200', '2-3', '']);
  });
});
