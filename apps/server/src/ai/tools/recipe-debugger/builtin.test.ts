import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOKING_FAILURES } from '../../knowledge/cooking-failures';
import { composeAnswer, matchFailures } from './builtin';
import { checkRecipe, ovenReadings, teaspoons, type RecipeFacts } from './recipe-checks';

const topId = (description: string, title?: string) => matchFailures(description, title)[0]?.failure.id;

describe('matching a description to how cooking fails', () => {
  it.each([
    ['My cake sank in the middle after I took it out', 'cake-sank'],
    ['the sponge came out dense and heavy, it barely rose', 'cake-dense'],
    ['cookies spread into one big flat cookie on the tray', 'cookies-spread'],
    ['My sourdough loaf is dense like a brick and did not rise', 'bread-dense'],
    ['Bread looks fine but the crumb is gummy and raw in the middle', 'bread-gummy'],
    ['the tart shell shrank down the sides of the tin', 'pastry-shrank'],
    ['quiche had a soggy bottom', 'soggy-bottom'],
    ['my hollandaise sauce split and went oily', 'emulsion-split'],
    ['Béchamel was full of lumps and tasted floury', 'roux-lumpy'],
    ['the cream sauce curdled when I added the wine', 'cream-sauce-broken'],
    ['pakoras came out greasy and soggy', 'fried-greasy'],
    ['the chicken was burnt on the outside but raw inside', 'burnt-outside-raw-inside'],
    ['basmati rice turned mushy', 'rice-mushy'],
    ['rice is still crunchy and hard in the middle', 'rice-crunchy'],
    ['my beef stew meat is tough and chewy after an hour', 'meat-tough'],
    ['steak was grey, no crust at all', 'meat-grey'],
    ['scrambled eggs were rubbery and watery', 'eggs-rubbery'],
    ['crème caramel was full of holes and weeping', 'custard-weeping'],
    ['hard boiled eggs have a green ring round the yolk', 'green-yolk'],
    ['the dal is way too salty', 'too-salty'],
    ['the curry tastes bland and flat', 'bland'],
    ['the chili is far too spicy for the kids', 'too-spicy'],
  ])('“%s” → %s', (description, expected) => {
    expect(topId(description)).toBe(expected);
  });

  it('says which words matched', () => {
    const [match] = matchFailures('My cake sank in the middle');
    expect(match?.symptoms).toEqual(['sank in the middle']);
    expect(match?.subjects).toEqual(['cake']);
  });

  it('does not answer dense bread with dense cake', () => {
    expect(matchFailures('my bread is dense').map((m) => m.failure.id)).toEqual(['bread-dense']);
  });

  it('uses the recipe title to know what a vague description is about', () => {
    expect(topId('it came out dense and hard')).toBeUndefined();
    expect(topId('it came out dense and hard', 'Margherita Pizza')).toBe('bread-dense');
  });

  it('does not identify anything from words that are not about food', () => {
    expect(matchFailures('my phone is broken')).toEqual([]);
    const answer = composeAnswer({ issueDescription: 'it just did not work out', recipe: null });
    expect(answer).toContain('I could not identify the problem');
    expect(answer).toContain('Tell me more specifically');
    expect(answer).not.toContain('Cause:');
  });

  it('names a source for every cause in the knowledge', () => {
    for (const failure of COOKING_FAILURES) {
      expect(failure.symptoms.length, failure.id).toBeGreaterThan(0);
      for (const cause of failure.causes) expect(cause.source, failure.id).toMatch(/\(\d{4}\)|King Arthur|USDA/);
    }
  });

  it('is deterministic, answers at most three failures, and never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const first = composeAnswer({ issueDescription: text, recipe: null });
        expect(composeAnswer({ issueDescription: text, recipe: null })).toBe(first);
        expect(matchFailures(text).length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 200 },
    );
  });
});

const recipe = (overrides: Partial<RecipeFacts>): RecipeFacts => ({ id: 1, title: 'Test', servings: 4, lines: [], steps: [], ...overrides });
const offTopics = (facts: RecipeFacts) =>
  checkRecipe(facts)
    .findings.filter((f) => f.verdict === 'off')
    .map((f) => f.topic);

describe('checking a recipe’s figures', () => {
  it('flags a bread with 4% salt and says how much to use', () => {
    const loaf = recipe({
      title: 'Country Loaf',
      lines: [
        { quantity: '500', unit: 'g', name: 'bread flour' },
        { quantity: '7', unit: 'g', name: 'instant yeast' },
        { quantity: '20', unit: 'g', name: 'salt' },
        { quantity: '350', unit: 'ml', name: 'water' },
      ],
      steps: ['Bake at 230°C (450°F) for 35 minutes.'],
    });
    const salt = checkRecipe(loaf).findings.find((f) => f.topic === 'Salt in the dough');
    expect(salt?.verdict).toBe('off');
    expect(salt?.where).toBe('“20 g salt”');
    expect(salt?.message).toContain('is 4% of the flour');
    expect(salt?.message).toContain('Use about 10 g');
    expect(offTopics(loaf)).toEqual(['Salt in the dough']);
  });

  it('accepts a bread at 2% salt and 67% hydration', () => {
    const pizza = recipe({
      title: 'Margherita Pizza',
      lines: [
        { quantity: '300', unit: 'g', name: 'bread flour' },
        { quantity: '1', unit: 'tsp', name: 'instant yeast' },
        { quantity: '1', unit: 'tsp', name: 'salt' },
        { quantity: '200', unit: 'ml', name: 'water' },
      ],
      steps: ['Heat the oven as hot as it goes, ideally 250–275°C (480–525°F).'],
    });
    expect(offTopics(pizza)).toEqual([]);
    expect(checkRecipe(pizza).findings.map((f) => f.topic)).toEqual(['Salt in the dough', 'Dough hydration', 'Oven temperature']);
  });

  it('flags a salty stew per serving, naming its line', () => {
    const stew = recipe({
      title: 'Beef Stew',
      servings: 4,
      lines: [
        { quantity: '1', unit: 'kg', name: 'beef' },
        { quantity: '3', unit: 'tbsp', name: 'salt' },
      ],
    });
    const [finding] = checkRecipe(stew).findings;
    expect(finding).toMatchObject({ verdict: 'off', topic: 'Salt per serving', where: '“3 tbsp salt”' });
    expect(finding?.message).toContain('13.5 g a serving');
  });

  it('flags too much baking powder, soda without an acid, and a hot cake oven', () => {
    const cake = recipe({
      title: 'Vanilla Cake',
      servings: 8,
      lines: [
        { quantity: '2', unit: 'cups', name: 'all-purpose flour' },
        { quantity: '4', unit: 'tsp', name: 'baking powder' },
        { quantity: '1', unit: 'tsp', name: 'baking soda' },
        { quantity: '1', unit: 'cup', name: 'sugar' },
      ],
      steps: ['Bake at 220°C (425°F) for 30 minutes.'],
    });
    expect(offTopics(cake)).toEqual(['Baking powder', 'Baking soda', 'Oven temperature']);
  });

  it('accepts baking soda that has buttermilk to react with', () => {
    const scones = recipe({
      lines: [
        { quantity: '2', unit: 'cups', name: 'all-purpose flour' },
        { quantity: '1/2', unit: 'tsp', name: 'baking soda' },
        { quantity: '1', unit: 'cup', name: 'buttermilk' },
      ],
    });
    expect(checkRecipe(scones).findings).toEqual([expect.objectContaining({ topic: 'Baking soda', verdict: 'ok' })]);
  });

  it('checks water to rice against the stated convention', () => {
    const soggy = recipe({
      title: 'Plain Rice',
      lines: [
        { quantity: '1', unit: 'cup', name: 'long-grain white rice' },
        { quantity: '3', unit: 'cups', name: 'water' },
      ],
    });
    const [finding] = checkRecipe(soggy).findings;
    expect(finding).toMatchObject({ verdict: 'off', topic: 'Water for the rice' });
    expect(finding?.message).toContain('3 : 1 liquid to rice by volume');
    expect(finding?.message).toContain('about 1.5 : 1');
    const right = recipe({
      title: 'Plain Rice',
      lines: [
        { quantity: '1', unit: 'cup', name: 'basmati rice' },
        { quantity: '1 1/4', unit: 'cups', name: 'water' },
      ],
    });
    expect(checkRecipe(right).findings).toEqual([expect.objectContaining({ verdict: 'ok', topic: 'Water for the rice' })]);
    const pudding = recipe({
      title: 'Rice Pudding',
      lines: [
        { quantity: '1', unit: 'cup', name: 'rice' },
        { quantity: '4', unit: 'cups', name: 'water' },
      ],
    });
    expect(checkRecipe(pudding).findings).toEqual([]);
    expect(checkRecipe(pudding).notChecked.join()).toContain('not cooked by absorption');
  });

  it('reads oven temperatures in °C and °F and catches a pair that disagree', () => {
    const { readings, mismatches } = ovenReadings(['Preheat the oven to 180°C (350°F).', 'Bake at 200°C (450°F) for 20–25 minutes.', 'Stir for 5 minutes.']);
    expect(readings.map((r) => r.celsius)).toEqual([
      [180, 180],
      [200, 200],
    ]);
    expect(mismatches).toEqual([{ step: 2, text: '200°C … 450°F' }]);
  });

  it('writes teaspoons a cook can measure', () => {
    expect(teaspoons(1.67)).toBe('1¾ tsp');
    expect(teaspoons(0.5)).toBe('½ tsp');
    expect(teaspoons(2)).toBe('2 tsp');
  });
});
