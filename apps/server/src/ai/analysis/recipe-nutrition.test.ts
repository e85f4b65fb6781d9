import type { Nutrition } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../db/seed/demo-recipes';
import { recipeFacts, weighLine } from './recipe-facts';

const line = (name: string, quantity = '1', unit = '') => ({ name, quantity, unit });
const grams = (name: string, quantity: string, unit: string, servings = 4) => weighLine(line(name, quantity, unit), servings)?.grams ?? null;

describe('weighing a line as it is eaten', () => {
  it('counts tins by what they hold: drained pulses, whole tomatoes and coconut milk', () => {
    expect(grams('chickpea', '2', 'can')).toBe(480);
    expect(grams('black beans', '1', 'tin')).toBe(240);
    expect(grams('tin chickpeas', '400', 'g')).toBe(240);
    expect(grams('canned tomatoes', '1', 'can')).toBe(400);
    expect(grams('coconut milk', '1', 'can')).toBe(400);
    // A tin the data does not know stays unknown rather than guessed.
    expect(grams('sweetcorn', '1', 'can')).toBeNull();
    // Canned chickpeas given by weight are the drained weight the cook measured.
    expect(grams('canned chickpeas', '240', 'g')).toBe(240);
  });

  it('knows cooked pulses from dry ones by the words of the line', () => {
    const cooked = weighLine(line('cooked chickpeas', '1', 'cup'), 4);
    expect(cooked?.form).toBe('cooked');
    expect(cooked?.grams).toBeCloseTo(166, 0);
    const dry = weighLine(line('dried chickpeas', '1', 'cup'), 4);
    expect(dry?.form).toBe('as-sold');
    expect(dry?.grams).toBe(180);
  });

  it('counts only the oil a serving keeps from deep-frying', () => {
    expect(grams('vegetable oil', '4', 'cup', 4)).toBe(56);
    expect(grams('vegetable oil', '4', 'cup', 2)).toBe(28);
    expect(grams('oil for frying', '3', 'tbsp', 4)).toBeCloseTo(41.4, 1);
    expect(grams('oil for frying', '3', 'tbsp', 2)).toBe(28);
    // Oil the dish is eaten with counts whole.
    expect(grams('olive oil', '1/2', 'cup', 4)).toBeCloseTo(109.2, 1);
  });

  it('weighs slices of a baguette and leaves of basil, not whole loaves and bunches', () => {
    expect(grams('baguette', '8', 'slice')).toBe(120);
    expect(grams('bread', '2', 'slice')).toBe(60);
    expect(grams('basil', '10', 'leaf')).toBe(5);
  });
});

describe('nutrition per serving', () => {
  it('reports coverage as the share of weighed ingredient weight with composition data', () => {
    const n = recipeFacts([line('rice', '300', 'g'), line('zorblax powder', '100', 'g'), line('cilantro', '1', 'bunch')], 2).nutritionPerServing;
    expect(n?.coverage).toBe(0.75);
    expect(n?.energyKcal).toBe(Math.round((356 * 3) / 2));
  });

  it('names the tables that contributed', () => {
    const ifctOnly = recipeFacts([line('rice', '1', 'cup'), line('toor dal', '1', 'cup')], 4).nutritionPerServing;
    expect(ifctOnly).toMatchObject({ source: 'IFCT 2017', sources: ['IFCT 2017'] });
    const both = recipeFacts([line('rice', '1', 'cup'), line('olive oil', '2', 'tbsp')], 4).nutritionPerServing;
    expect(both).toMatchObject({ source: 'IFCT 2017 + USDA SR24', sources: ['IFCT 2017', 'USDA SR24'] });
    expect(recipeFacts([line('zorblax powder', '100', 'g')], 1).nutritionPerServing).toBeNull();
  });
});

// Demo recipes whose coverage stays under 0.8 because no table Hearth uses has the food: SR24 has no
// mascarpone and no vegetable stock, and no figure is borrowed from another food. Each entry names the
// one missing line, so adding the data makes this test say the exception can go.
const KNOWN_GAPS: Record<string, string> = { Tiramisu: 'mascarpone', 'Miso Mushroom Risotto': 'vegetable stock' };

// The form keeps servings as typed; a demo recipe always gives a number.
const servingsOf = (recipe: (typeof demoRecipes)[number]) => (recipe.servings == null || recipe.servings === '' ? null : Number(recipe.servings));

const isMainDish = (mealTypes: readonly string[]) => mealTypes.some((t) => t === 'Lunch' || t === 'Dinner') && !mealTypes.some((t) => t === 'Breakfast' || t === 'Snack');

describe('nutrition of every demo recipe', () => {
  const rows = demoRecipes.map((recipe) => {
    const lines = recipe.ingredients.map((i) => line(i.name, i.quantity ?? '', i.unit ?? ''));
    return { recipe, lines, n: recipeFacts(lines, servingsOf(recipe)).nutritionPerServing };
  });

  it('prints the table for a person to check', () => {
    const table = rows.map(({ recipe, n }) => ({
      recipe: recipe.title,
      serves: recipe.servings,
      kcal: n?.energyKcal,
      proteinG: n?.proteinG,
      fatG: n?.fatG,
      carbsG: n?.carbsG,
      fiberG: n?.fiberG,
      sodiumMg: n?.sodiumMg,
      coverage: n?.coverage,
    }));
    console.table(table);
    expect(table).toHaveLength(demoRecipes.length);
  });

  // A bowl of miso soup is honestly about 60–80 kcal, so the floor for a serving is 50 kcal; main dishes need 150.
  it('gives each a plausible serving: 50–1,200 kcal, main dishes at least 150, energy matching its macronutrients', () => {
    for (const { recipe, n } of rows) {
      expect(n, recipe.title).not.toBeNull();
      const { energyKcal, proteinG, fatG, carbsG, fiberG } = n as Nutrition;
      expect(energyKcal, recipe.title).toBeGreaterThanOrEqual(50);
      expect(energyKcal, recipe.title).toBeLessThanOrEqual(1200);
      if (isMainDish(recipe.mealTypes)) expect(energyKcal, recipe.title).toBeGreaterThanOrEqual(150);
      for (const value of [proteinG, fatG, carbsG, fiberG]) expect(value, recipe.title).toBeGreaterThanOrEqual(0);
      // Both tables count fibre at about 2 kcal/g (IFCT: 8 kJ/g); wine and sake add a little alcohol.
      const fromMacros = 4 * proteinG + 9 * fatG + 4 * carbsG + 2 * fiberG;
      expect(Math.abs(energyKcal - fromMacros), `${recipe.title}: ${energyKcal} kcal vs ${fromMacros.toFixed(0)} from macros`).toBeLessThanOrEqual(Math.max(20, 0.1 * energyKcal));
    }
  });

  it('covers at least 80% of each recipe’s weight, except where a named food has no data', () => {
    for (const { recipe, lines, n } of rows) {
      const gap = KNOWN_GAPS[recipe.title];
      if (!gap) {
        expect(n?.coverage, recipe.title).toBeGreaterThanOrEqual(0.8);
        continue;
      }
      expect(n?.coverage, `${recipe.title} now has data for ${gap}; drop it from KNOWN_GAPS`).toBeLessThan(0.8);
      const withoutGap = recipeFacts(
        lines.filter((l) => l.name !== gap),
        servingsOf(recipe),
      ).nutritionPerServing;
      expect(withoutGap?.coverage, `${recipe.title} without ${gap}`).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('matches what a nutritionist expects of chana masala, hummus, carbonara and tiramisu', () => {
    const of = (title: string) => rows.find((row) => row.recipe.title === title)?.n as Nutrition;
    // Chana masala: a bowl of chickpeas in an oiled onion-tomato gravy, 300–450 kcal and 10–16 g protein.
    expect(of('Chana Masala').energyKcal).toBeGreaterThanOrEqual(300);
    expect(of('Chana Masala').energyKcal).toBeLessThanOrEqual(450);
    expect(of('Chana Masala').proteinG).toBeGreaterThanOrEqual(10);
    expect(of('Chana Masala').proteinG).toBeLessThanOrEqual(16);
    // Hummus: a sixth of a tin of chickpeas with tahini and oil, about 150–250 kcal and 5–8 g protein.
    expect(of('Classic Hummus').energyKcal).toBeGreaterThanOrEqual(150);
    expect(of('Classic Hummus').energyKcal).toBeLessThanOrEqual(250);
    expect(of('Classic Hummus').proteinG).toBeGreaterThanOrEqual(5);
    expect(of('Classic Hummus').proteinG).toBeLessThanOrEqual(8);
    // Carbonara: 100 g of dry pasta with cured pork, egg and pecorino, 600–800 kcal and 25–35 g protein.
    expect(of('Spaghetti Carbonara').energyKcal).toBeGreaterThanOrEqual(600);
    expect(of('Spaghetti Carbonara').energyKcal).toBeLessThanOrEqual(800);
    expect(of('Spaghetti Carbonara').proteinG).toBeGreaterThanOrEqual(25);
    expect(of('Spaghetti Carbonara').proteinG).toBeLessThanOrEqual(35);
    // Tiramisu without its mascarpone (no data) is only the cream, sugar, yolks and biscuits: a floor,
    // well under the 450–550 kcal of a real slice, and its coverage says so.
    expect(of('Tiramisu').energyKcal).toBeGreaterThanOrEqual(250);
    expect(of('Tiramisu').energyKcal).toBeLessThan(450);
    expect(of('Tiramisu').coverage).toBeLessThan(0.8);
  });
});
