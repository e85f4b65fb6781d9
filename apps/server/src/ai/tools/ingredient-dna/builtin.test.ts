import { ingredientDnaResponseSchema } from '@hearth/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOODS } from '../../knowledge/catalog';
import { findFood } from '../../knowledge/lookup';
import { nutritionPer100g } from '../../knowledge/nutrition';
import { cropRegions, madeFromCrops, regionsOf } from '../../knowledge/regions';
import { ALLERGENS, DIET_KEYS, type FoodEntry } from '../../knowledge/types';
import { problemsWith } from '../member-rules';
import { ingredientDna, monthRanges } from './builtin';
import { builtinDna, dnaAnswerProblems, type DnaTaskInput } from './task';

const noRules = { allergies: [], requiredDiets: [] };

function food(name: string): FoodEntry {
  const entry = findFood(name);
  if (!entry) throw new Error(`no food ${name}`);
  return entry;
}

const rulesArb = fc.record({ allergies: fc.subarray([...ALLERGENS]), requiredDiets: fc.subarray([...DIET_KEYS], { maxLength: 2 }) });

describe('ingredientDna', () => {
  it('answers every catalogue food within the contract, for any member rules, and passes its own check', () => {
    const outputSchema = ingredientDnaResponseSchema.omit({ source: true });
    fc.assert(
      fc.property(fc.constantFrom(...FOODS), rulesArb, (entry, rules) => {
        const answer = ingredientDna(entry, rules, null);
        expect(outputSchema.safeParse(answer).success).toBe(true);
        expect(ingredientDna(entry, rules, null)).toEqual(answer);
        // No substitute the member cannot eat, whatever their rules.
        for (const sub of answer.substitutionMap.substitutes) expect(problemsWith([sub.name], rules)).toEqual([]);
        expect(dnaAnswerProblems({ foodId: entry.id, ingredientId: null, rules }, answer)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('gives IFCT 2017 figures per 100 g with the row named, and says plainly when IFCT has no row', () => {
    const turmeric = ingredientDna(food('turmeric'), noRules, null).nutritionalProfile;
    const ifct = nutritionPer100g(food('turmeric'))!;
    expect(turmeric.source).toContain('IFCT 2017');
    expect(turmeric.summary).toContain(ifct.source.code);
    expect(turmeric.per100g).toContainEqual({ nutrient: 'Protein', amount: ifct.proteinG, unit: 'g' });
    const tofu = ingredientDna(food('tofu'), noRules, null).nutritionalProfile;
    expect(nutritionPer100g(food('tofu'))).toBeNull();
    expect(tofu.per100g).toEqual([]);
    expect(tofu.summary).toContain('IFCT 2017 has no row for tofu');
  });

  it('leaves out substitutes the member cannot eat and says which diets each kept one keeps', () => {
    const vegan = ingredientDna(food('butter'), { allergies: [], requiredDiets: ['vegan'] }, null).substitutionMap;
    expect(vegan.summary).toContain('Your profile rules out butter itself');
    for (const sub of vegan.substitutes) expect(sub.keepsDiets).toContain('Vegan');
    const unrestricted = ingredientDna(food('butter'), noRules, null).substitutionMap;
    expect(unrestricted.substitutes.length).toBeGreaterThan(vegan.substitutes.length);
    expect(vegan.summary).toContain('Left out for your diet and allergies');
  });

  it('names origin and growing regions with their sources, follows products to their crop, and admits blends', () => {
    const tomato = ingredientDna(food('tomato'), noRules, null).regionalAvailability;
    expect(tomato.summary).toContain('domesticated in Mexico');
    expect(tomato.regions[0]).toBe('China');
    expect(tomato.source).toContain('FAOSTAT');
    expect(tomato.source).toContain('Oxford Companion to Food');
    expect(ingredientDna(food('spaghetti'), noRules, null).regionalAvailability.summary).toContain('durum wheat');
    expect(ingredientDna(food('garam masala'), noRules, null).regionalAvailability.summary).toContain('a blend');
    expect(ingredientDna(food('butter'), noRules, null).regionalAvailability.summary).toContain('no growing-region entry');
  });

  it('covers every vegetable, fruit, grain, legume, spice, herb and nut with a region entry', () => {
    const categories = new Set(['Vegetables', 'Fruits', 'Grains & Cereals', 'Legumes & Pulses', 'Spices', 'Herbs', 'Nuts & Seeds']);
    const missing = FOODS.filter((entry) => categories.has(entry.category) && !regionsOf(entry.id)).map((entry) => entry.id);
    expect(missing).toEqual([]);
    for (const crop of madeFromCrops()) expect(cropRegions(crop), crop).toBeDefined();
  });

  it('describes seasons as month ranges, across the new year too', () => {
    expect(monthRanges([12, 1, 2])).toEqual(['December to February']);
    expect(monthRanges([6, 7, 8, 9])).toEqual(['June to September']);
    expect(monthRanges([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual(['all year']);
    expect(monthRanges([3, 10])).toEqual(['March', 'October']);
  });
});

describe('dnaAnswerProblems (the check every answer passes)', () => {
  const input: DnaTaskInput = { foodId: food('turmeric').id, ingredientId: null, rules: { allergies: ['Nuts'], requiredDiets: ['vegan'] } };
  const base = builtinDna(input);

  it('rejects invented nutrient figures, compounds and months, and substitutes that break the rules', () => {
    const wrongFigure = { ...base, nutritionalProfile: { ...base.nutritionalProfile, per100g: [{ nutrient: 'Protein', amount: 30, unit: 'g' }] } };
    expect(dnaAnswerProblems(input, wrongFigure)).toEqual([expect.stringContaining('differs from IFCT 2017')]);
    const invented = { ...base, chemicalCompounds: { ...base.chemicalCompounds, compounds: [{ name: 'curcumin', odour: 'earthy' }] } };
    expect(dnaAnswerProblems(input, invented)).toEqual([expect.stringContaining('curcumin is not a recorded aroma compound')]);
    expect(dnaAnswerProblems(input, { ...base, seasonality: { ...base.seasonality, months: [6] } })).toHaveLength(1);
    const ghee = { ...base, substitutionMap: { ...base.substitutionMap, substitutes: [{ name: 'ghee', ratio: '1:1', note: '', keepsDiets: [] }] } };
    expect(dnaAnswerProblems(input, ghee)).toEqual([expect.stringContaining('ghee is not vegan')]);
  });

  it('rejects figures for a food IFCT has no row for', () => {
    const tofuInput: DnaTaskInput = { foodId: food('tofu').id, ingredientId: null, rules: noRules };
    const tofu = builtinDna(tofuInput);
    const made = { ...tofu, nutritionalProfile: { ...tofu.nutritionalProfile, per100g: [{ nutrient: 'Protein', amount: 8, unit: 'g' }] } };
    expect(dnaAnswerProblems(tofuInput, made)).toContain('IFCT 2017 has no row for tofu, yet figures were given');
  });
});
