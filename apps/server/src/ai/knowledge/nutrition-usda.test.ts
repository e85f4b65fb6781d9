import { describe, expect, it } from 'vitest';
import { FOODS } from './catalog.js';
import { COOKED_PULSES, NAMED_KINDS, TINS } from './food-forms.js';
import { findFood } from './lookup.js';
import { compositionPer100g, nutritionPer100g } from './nutrition.js';
import { nutritionForUsda, USDA_ROWS, usdaRow } from './nutrition-usda.js';

const food = (name: string) => {
  const entry = findFood(name);
  if (!entry) throw new Error(`no food "${name}"`);
  return entry;
};

describe('USDA SR24 rows', () => {
  it('are listed once each, with an NDB number, a description and plausible figures per 100 g', () => {
    expect(new Set(USDA_ROWS.map((row) => row.ndb)).size).toBe(USDA_ROWS.length);
    for (const row of USDA_ROWS) {
      expect(row.ndb, row.description).toMatch(/^\d{5}$/);
      expect(row.description.length, row.ndb).toBeGreaterThan(3);
      expect(row.energyKcal, row.description).toBeGreaterThanOrEqual(0);
      expect(row.energyKcal, row.description).toBeLessThanOrEqual(902); // lard, pure fat
      const mass = row.proteinG + row.fatG + row.carbsByDifferenceG + (row.alcoholG ?? 0);
      expect(mass, row.description).toBeLessThanOrEqual(101);
      expect(row.fiberG ?? 0, row.description).toBeLessThanOrEqual(row.carbsByDifferenceG + 0.01);
    }
  });

  it('gives SR figures as SR lists them, with available carbohydrate net of fibre', () => {
    expect(nutritionForUsda('04053')).toMatchObject({ energyKcal: 884, fatG: 100, source: { dataset: 'USDA SR24', code: '04053', name: 'Oil, olive, salad or cooking' } });
    expect(nutritionForUsda('01001')).toMatchObject({ energyKcal: 717, fatG: 81.11, sodiumMg: 714, cholesterolMg: 215 });
    const chickpeas = nutritionForUsda('16057');
    expect(chickpeas).toMatchObject({ energyKcal: 164, proteinG: 8.86, fiberG: 7.6 });
    expect(chickpeas?.carbsG).toBeCloseTo(27.42 - 7.6, 2);
    expect(nutritionForUsda('99999')).toBeNull();
  });

  it('has a row for every food that links one, and no food links both tables', () => {
    const linked = FOODS.filter((entry) => entry.usdaNdb);
    expect(linked.length).toBeGreaterThanOrEqual(150);
    for (const entry of linked) {
      expect(usdaRow(entry.usdaNdb ?? ''), `${entry.name} → ${entry.usdaNdb}`).toBeDefined();
      expect(entry.ifctCode, `${entry.name} links IFCT and USDA`).toBeUndefined();
    }
    for (const { usda } of [...Object.values(COOKED_PULSES), ...NAMED_KINDS]) expect(usdaRow(usda), usda).toBeDefined();
    const ids = new Set(FOODS.map((entry) => entry.id));
    for (const id of [...Object.keys(COOKED_PULSES), ...Object.keys(TINS), ...NAMED_KINDS.map((kind) => kind.food)]) expect(ids.has(id), id).toBe(true);
  });
});

describe('composition of a food as a line uses it', () => {
  it('takes IFCT 2017 first and USDA SR24 for foods IFCT lacks', () => {
    expect(compositionPer100g(food('milk'))?.source.dataset).toBe('IFCT 2017');
    expect(compositionPer100g(food('olive oil'))).toMatchObject({ energyKcal: 884, source: { dataset: 'USDA SR24', code: '04053' } });
    expect(compositionPer100g(food('spaghetti'))?.energyKcal).toBe(371);
    expect(compositionPer100g(food('mascarpone'))).toBeNull();
  });

  it('keeps nutritionPer100g to IFCT 2017, which the tools that cite IFCT rely on', () => {
    expect(nutritionPer100g(food('olive oil'))).toBeNull();
    expect(nutritionPer100g(food('milk'))?.source.dataset).toBe('IFCT 2017');
  });

  it('uses the cooked row for cooked or tinned pulses, even where IFCT has the dry pulse', () => {
    expect(compositionPer100g(food('chickpea'))?.source.code).toBe('16056');
    expect(compositionPer100g(food('chickpea'), 'cooked')?.source.code).toBe('16057');
    expect(compositionPer100g(food('black bean'))?.source).toMatchObject({ dataset: 'IFCT 2017', code: 'B018' });
    expect(compositionPer100g(food('black bean'), 'canned')?.source).toMatchObject({ dataset: 'USDA SR24', code: '16015' });
    // Not a pulse: the tin is the food as sold.
    expect(compositionPer100g(food('coconut milk'), 'canned')?.source.code).toBe('12118');
  });

  it('uses the kind a line names when SR analyses it separately', () => {
    expect(compositionPer100g(food('tofu'), 'as-sold', 'silken tofu')?.source.code).toBe('16127');
    expect(compositionPer100g(food('tofu'), 'as-sold', 'extra-firm tofu')?.source.code).toBe('16126');
    expect(compositionPer100g(food('tofu'), 'as-sold', 'tofu')?.source.code).toBe('16427');
    expect(compositionPer100g(food('butter'), 'as-sold', 'unsalted butter')?.sodiumMg).toBe(11);
    expect(compositionPer100g(food('butter'), 'as-sold', 'butter')?.sodiumMg).toBe(714);
  });
});
