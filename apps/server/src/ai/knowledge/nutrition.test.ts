import { describe, expect, it } from 'vitest';
import { FOODS } from './catalog.js';
import { findFood } from './lookup.js';
import { loadIfct, nutritionForCode, nutritionPer100g, parseCsv } from './nutrition.js';

const food = (name: string) => {
  const entry = findFood(name);
  if (!entry) throw new Error(`no food "${name}"`);
  return entry;
};

describe('parseCsv', () => {
  it('handles quoted commas, doubled quotes, newlines in quotes and CRLF', () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,"two\nlines",3\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', 'two\nlines', '3'],
    ]);
    expect(parseCsv('x,,y')).toEqual([['x', '', 'y']]);
  });
});

describe('IFCT 2017 data', () => {
  it('loads all 542 foods once and caches them', () => {
    const rows = loadIfct();
    expect(rows.size).toBe(542);
    expect(loadIfct()).toBe(rows);
    expect(rows.get('L003')?.name).toBe('Paneer');
  });

  it('has a row for every ifctCode in the catalogue, and nutrition with its source', () => {
    const rows = loadIfct();
    const coded = FOODS.filter((entry) => entry.ifctCode);
    expect(coded.length).toBeGreaterThanOrEqual(150);
    for (const entry of coded) {
      const row = rows.get(entry.ifctCode ?? '');
      expect(row, `${entry.name} → ${entry.ifctCode}`).toBeDefined();
      const nutrition = nutritionPer100g(entry);
      expect(nutrition?.source).toEqual({ dataset: 'IFCT 2017', code: entry.ifctCode, name: row?.name });
      expect(nutrition?.energyKcal, entry.name).toBeGreaterThan(0);
      expect(nutrition?.energyKcal, entry.name).toBeLessThanOrEqual(900);
      const macros = (nutrition?.proteinG ?? 0) + (nutrition?.fatG ?? 0) + (nutrition?.carbsG ?? 0) + (nutrition?.fiberG ?? 0);
      expect(macros, entry.name).toBeLessThanOrEqual(101);
    }
  });

  it('returns null for foods without a genuine IFCT match', () => {
    expect(nutritionPer100g(food('tofu'))).toBeNull();
    expect(nutritionForCode('Z999')).toBeNull();
  });

  it('converts units: kJ to kcal, grams of minerals to mg', () => {
    const milk = nutritionPer100g(food('milk'));
    expect(milk).toMatchObject({ energyKcal: 73, proteinG: 3.26, fatG: 4.48, carbsG: 4.94, calciumMg: 118, energyEstimated: false });
    expect(milk?.sodiumMg).toBeCloseTo(25.5, 0);
    expect(milk?.cholesterolMg).toBeNull(); // IFCT did not analyse it for dairy
    const paneer = nutritionPer100g(food('paneer'));
    expect(paneer?.proteinG).toBeCloseTo(18.86, 2);
    expect(paneer?.calciumMg).toBeCloseTo(476, 0);
    const guava = nutritionPer100g(food('guava'));
    expect(guava?.vitaminCMg).toBeCloseTo(214, 0);
    const egg = nutritionPer100g(food('egg'));
    expect(egg?.cholesterolMg).toBeCloseTo(366, 0);
    const rice = nutritionPer100g(food('rice'));
    expect(rice?.energyKcal).toBe(356);
    expect(rice?.ironMg).toBeCloseTo(0.65, 2);
  });

  it('derives energy for oils and ghee, which IFCT lists as 0 kJ', () => {
    for (const name of ['ghee', 'mustard oil', 'coconut oil']) {
      const nutrition = nutritionPer100g(food(name));
      expect(nutrition?.fatG, name).toBeGreaterThanOrEqual(99.9);
      expect(nutrition?.energyKcal, name).toBe(884);
      expect(nutrition?.energyEstimated, name).toBe(true);
    }
  });

  it('replaces an implausible listed energy with the derived one and says so', () => {
    const leg = nutritionPer100g(food('chicken leg'));
    expect(leg?.energyEstimated).toBe(true);
    expect(leg?.energyKcal).toBeGreaterThan(150);
    expect(leg?.energyKcal).toBeLessThan(230);
  });
});
