import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOODS, foodById } from './catalog.js';
import { classicPairing, compoundFrequency, pairFoods, pairingAffinity, sameFood } from './pairing.js';
import { CLASSIC_PAIRINGS, FOOD_FORMS, PAIRING_SOURCES } from './pairings.js';
import type { FoodEntry } from './types.js';

function food(id: string): FoodEntry {
  const entry = foodById(id);
  if (!entry) throw new Error(`no catalogue food ${id}`);
  return entry;
}

const anyFood = fc.constantFrom(...FOODS);

describe('classic pairings data', () => {
  it('names only catalogue foods, never a food with itself, and a dish whenever a dish is the evidence', () => {
    for (const pairing of CLASSIC_PAIRINGS) {
      expect(foodById(pairing.a), pairing.a).toBeDefined();
      expect(foodById(pairing.b), pairing.b).toBeDefined();
      expect(pairing.a).not.toBe(pairing.b);
      expect(pairing.cuisines.length, `${pairing.a}+${pairing.b}`).toBeGreaterThan(0);
      expect(Object.keys(PAIRING_SOURCES)).toContain(pairing.source);
      if (pairing.source === 'dish') expect(pairing.dishes.length, `${pairing.a}+${pairing.b}`).toBeGreaterThan(0);
    }
  });

  it('holds a few hundred pairings', () => {
    expect(CLASSIC_PAIRINGS.length).toBeGreaterThanOrEqual(300);
  });

  it('maps forms to catalogue foods of the same kind', () => {
    for (const [form, base] of Object.entries(FOOD_FORMS)) {
      expect(foodById(form), form).toBeDefined();
      expect(foodById(base), base).toBeDefined();
    }
  });
});

describe('pairFoods', () => {
  it('is symmetric, bounded and deterministic for any two foods', () => {
    fc.assert(
      fc.property(anyFood, anyFood, (a, b) => {
        const ab = pairFoods(a, b);
        const ba = pairFoods(b, a);
        expect(ba).toEqual(ab);
        expect(pairFoods(a, b)).toEqual(ab);
        expect(Number.isInteger(ab.score)).toBe(true);
        expect(ab.score).toBeGreaterThanOrEqual(0);
        expect(ab.score).toBeLessThanOrEqual(100);
        expect(ab.unexpectedness).toBeGreaterThanOrEqual(0);
        expect(ab.unexpectedness).toBeLessThanOrEqual(10);
        for (const value of [ab.chemistry, ab.cooksCombine, ab.tasteBalance]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
        const affinity = pairingAffinity(a, b);
        expect(affinity).toBe(pairingAffinity(b, a));
        expect(affinity).toBeGreaterThanOrEqual(0);
        expect(affinity).toBeLessThanOrEqual(1);
      }),
      { numRuns: 400 },
    );
  });

  it('only lists compounds both foods really carry, rarest first', () => {
    fc.assert(
      fc.property(anyFood, anyFood, (a, b) => {
        const { sharedCompounds } = pairFoods(a, b);
        for (const compound of sharedCompounds) {
          expect(a.aromaCompounds).toContain(compound);
          expect(b.aromaCompounds).toContain(compound);
        }
        const frequencies = sharedCompounds.map(compoundFrequency);
        expect(frequencies).toEqual([...frequencies].sort((x, y) => x - y));
      }),
      { numRuns: 300 },
    );
  });

  it('scores every recorded classic pairing green (at least 80)', () => {
    for (const pairing of CLASSIC_PAIRINGS) {
      expect(pairFoods(food(pairing.a), food(pairing.b)).score, `${pairing.a}+${pairing.b}`).toBeGreaterThanOrEqual(80);
    }
  });

  it('keeps pairs with no recorded tradition below green', () => {
    fc.assert(
      fc.property(anyFood, anyFood, (a, b) => {
        fc.pre(!classicPairing(a, b));
        expect(pairFoods(a, b).score).toBeLessThan(80);
      }),
      { numRuns: 400 },
    );
  });

  it('puts classic pairs well above unrelated ones', () => {
    const classics = [
      ['tomato', 'basil'],
      ['pork', 'apple'],
      ['lamb', 'rosemary'],
      ['dark-chocolate', 'orange'],
      ['ginger', 'spring-onion'],
      ['spinach', 'paneer'],
    ] as const;
    const strangers = [
      ['strawberry', 'cumin-seed'],
      ['tuna', 'maple-syrup'],
      ['espresso', 'garlic'],
      ['blueberry', 'fish-sauce'],
      ['oyster', 'cocoa-powder'],
    ] as const;
    const worstClassic = Math.min(...classics.map(([a, b]) => pairFoods(food(a), food(b)).score));
    const bestStranger = Math.max(...strangers.map(([a, b]) => pairFoods(food(a), food(b)).score));
    expect(worstClassic).toBeGreaterThanOrEqual(80);
    expect(bestStranger).toBeLessThan(60);
    expect(worstClassic - bestStranger).toBeGreaterThan(25);
  });

  it('finds a pairing through the base food of a form (lemon juice pairs as lemon does)', () => {
    expect(classicPairing(food('sole'), food('lemon-juice'))?.dishes).toContain('sole meunière');
    expect(pairFoods(food('cherry-tomato'), food('basil')).cooksCombine).toBe(1);
  });

  it('rates chemistry without tradition as unexpected, and tradition as expected', () => {
    // Goat cheese and lamb share the branched fatty acids behind the "goaty" note.
    const goatLamb = pairFoods(food('goat-cheese'), food('lamb'));
    expect(goatLamb.sharedCompounds).toContain('4-methyloctanoic acid');
    expect(goatLamb.unexpectedness).toBeGreaterThanOrEqual(6);
    expect(pairFoods(food('tomato'), food('basil')).unexpectedness).toBe(0);
  });

  it('never calls one food with itself, or two forms of one food, unexpected', () => {
    expect(sameFood(food('lemon'), food('lemon-zest'))).toBe(true);
    expect(pairFoods(food('lemon'), food('lemon-zest')).unexpectedness).toBe(0);
    expect(pairFoods(food('garlic'), food('garlic')).unexpectedness).toBe(0);
    expect(pairingAffinity(food('garlic'), food('garlic'))).toBe(0);
  });

  it('rewards complementary tastes: fat with acid beats two fats', () => {
    expect(pairFoods(food('butter'), food('lemon')).tasteBalance).toBeGreaterThan(pairFoods(food('butter'), food('lard')).tasteBalance);
  });
});
