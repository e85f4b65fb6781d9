import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './quantities';
import { canonicalUnit, convertAmount, formatMeasuredNumber } from './units';

describe('kitchen units', () => {
  it('reads the ways people write units, and nothing that is not a measure', () => {
    expect(canonicalUnit('Tablespoons')).toBe('tbsp');
    expect(canonicalUnit('cups')).toBe('cup');
    expect(canonicalUnit('fl oz')).toBe('fl oz');
    expect(canonicalUnit('Fluid ounces')).toBe('fl oz');
    expect(canonicalUnit('lbs')).toBe('lb');
    expect(canonicalUnit('L')).toBe('l');
    expect(canonicalUnit('grams')).toBe('g');
    expect(canonicalUnit('tsp.')).toBe('tsp');
    expect(canonicalUnit('clove')).toBeNull();
    expect(canonicalUnit('pinch')).toBeNull();
    expect(canonicalUnit('can')).toBeNull();
    expect(canonicalUnit('')).toBeNull();
  });

  it('converts volumes to volumes and weights to weights in the unit that reads best', () => {
    expect(convertAmount({ min: 2 }, 'cup', 'metric')).toEqual({ min: 480, unit: 'ml' });
    expect(convertAmount({ min: 500 }, 'g', 'us')).toMatchObject({ unit: 'lb' });
    expect(convertAmount({ min: 500 }, 'g', 'us')!.min).toBeCloseTo(1.102, 3);
    expect(convertAmount({ min: 200 }, 'g', 'us')).toMatchObject({ unit: 'oz' });
    expect(convertAmount({ min: 1 }, 'lb', 'metric')).toMatchObject({ unit: 'g' });
    expect(convertAmount({ min: 3 }, 'lb', 'metric')).toMatchObject({ unit: 'kg' });
    expect(convertAmount({ min: 5 }, 'cup', 'metric')).toEqual({ min: 1.2, unit: 'l' });
    expect(convertAmount({ min: 400 }, 'ml', 'us')!.unit).toBe('cup');
    expect(convertAmount({ min: 30 }, 'ml', 'us')).toEqual({ min: 2, unit: 'tbsp' });
    expect(convertAmount({ min: 2.5 }, 'ml', 'us')).toEqual({ min: 0.5, unit: 'tsp' });
    expect(convertAmount({ min: 2, max: 3 }, 'cup', 'metric')).toEqual({ min: 480, max: 720, unit: 'ml' });
    expect(convertAmount({ min: 2 }, 'clove', 'metric')).toBeNull();
  });

  it('keeps spoons as spoons where cooks measure with them', () => {
    expect(convertAmount({ min: 0.25 }, 'tsp', 'us')).toEqual({ min: 0.25, unit: 'tsp' });
    expect(convertAmount({ min: 0.25 }, 'tsp', 'metric')).toEqual({ min: 0.25, unit: 'tsp' });
    expect(convertAmount({ min: 2 }, 'tbsp', 'metric')).toEqual({ min: 2, unit: 'tbsp' });
    // Scaled up, spoons become the bigger measure: 6 tsp is 2 tbsp, 8 tbsp is half a cup.
    expect(convertAmount({ min: 6 }, 'tsp', 'us')).toEqual({ min: 2, unit: 'tbsp' });
    expect(convertAmount({ min: 8 }, 'tbsp', 'us')).toEqual({ min: 0.5, unit: 'cup' });
    expect(convertAmount({ min: 8 }, 'tbsp', 'metric')).toEqual({ min: 120, unit: 'ml' });
  });

  it('prints each unit the way it is usually printed', () => {
    expect(formatMeasuredNumber(453.6, 'g', formatAmount)).toBe('455');
    expect(formatMeasuredNumber(28.35, 'g', formatAmount)).toBe('28');
    expect(formatMeasuredNumber(7.54, 'g', formatAmount)).toBe('7.5');
    expect(formatMeasuredNumber(1.36, 'kg', formatAmount)).toBe('1.36');
    expect(formatMeasuredNumber(1.102, 'lb', formatAmount)).toBe('1.1');
    expect(formatMeasuredNumber(2, 'lb', formatAmount)).toBe('2');
    expect(formatMeasuredNumber(1.5, 'cup', formatAmount)).toBe('1 ½');
    expect(formatMeasuredNumber(0.25, 'tsp', formatAmount)).toBe('¼');
  });

  it('converts metric to US and back to the same amount', () => {
    // From 100 ml up, so the way back is in millilitres (smaller amounts come back as spoons, as above).
    const amounts = fc.oneof(
      fc.tuple(fc.double({ min: 1, max: 5000, noNaN: true }), fc.constant('g')),
      fc.tuple(fc.double({ min: 100, max: 5000, noNaN: true }), fc.constant('ml')),
    );
    fc.assert(
      fc.property(amounts, ([value, unit]) => {
        const us = convertAmount({ min: value }, unit, 'us')!;
        const back = convertAmount({ min: us.min }, us.unit, 'metric')!;
        const inBase = back.unit === 'kg' || back.unit === 'l' ? back.min * 1000 : back.min;
        expect(Math.abs(inBase - value) / value).toBeLessThan(1e-9);
      }),
    );
  });
});
