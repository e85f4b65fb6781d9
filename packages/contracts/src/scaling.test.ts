import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIngredientLine } from './quantities';
import { clampServings, formatIngredientFor, isScalableLine, SCALED_SERVINGS_MAX, servingsScale } from './scaling';

const line = (quantity: string, unit: string, name: string) => ({ quantity, unit, name });

describe('the servings scaler', () => {
  it('keeps servings between 1 and 50, whole', () => {
    expect(clampServings(0)).toBe(1);
    expect(clampServings(51)).toBe(SCALED_SERVINGS_MAX);
    expect(clampServings(3.6)).toBe(4);
    expect(clampServings(Number.NaN)).toBe(1);
  });

  it('scales by wanted over written servings, and not at all without written servings', () => {
    expect(servingsScale(4, 6)).toBe(1.5);
    expect(servingsScale(8, 4)).toBe(0.5);
    expect(servingsScale(null, 6)).toBe(1);
    expect(servingsScale(4, 400)).toBe(50 / 4);
  });

  it('scales lines with readable fractions', () => {
    expect(formatIngredientFor(line('1/2', 'cup', 'yogurt'), { scale: 1.5 })).toBe('¾ cup yogurt');
    expect(formatIngredientFor(line('3', '', 'egg'), { scale: 2 / 3 })).toBe('2 eggs');
    expect(formatIngredientFor(line('1 1/2', 'cup', 'espresso'), { scale: 0.5 })).toBe('¾ cup espresso');
    expect(formatIngredientFor(line('1', 'tsp', 'salt'), { scale: 1 / 3 })).toBe('⅓ tsp salt');
  });

  it('leaves words as written: to taste, a handful', () => {
    expect(formatIngredientFor(line('to taste', '', 'salt'), { scale: 3, units: 'us' })).toBe('to taste salt');
    expect(formatIngredientFor(line('a handful', '', 'mint'), { scale: 2, units: 'metric' })).toBe('a handful mint');
    expect(isScalableLine(line('to taste', '', 'salt'))).toBe(false);
    expect(isScalableLine(line('1 1/2', 'cup', 'milk'))).toBe(true);
  });

  it('converts to metric and to US, scaled', () => {
    expect(formatIngredientFor(line('2', 'cup', 'poha'), { units: 'metric' })).toBe('480 ml poha');
    expect(formatIngredientFor(line('500', 'g', 'mascarpone'), { units: 'us' })).toBe('1.1 lb mascarpone');
    expect(formatIngredientFor(line('0.25', 'tsp', 'cayenne pepper'), { units: 'metric' })).toBe('¼ tsp cayenne pepper');
    expect(formatIngredientFor(line('0.25', 'tsp', 'cayenne pepper'), { units: 'us' })).toBe('¼ tsp cayenne pepper');
    expect(formatIngredientFor(line('400', 'ml', 'coconut milk'), { units: 'us' })).toBe('1 ⅔ cups coconut milk');
    expect(formatIngredientFor(line('300', 'ml', 'milk'), { units: 'us', scale: 0.5 })).toBe('⅔ cup milk');
    expect(formatIngredientFor(line('45', 'ml', 'milk'), { units: 'us' })).toBe('3 tbsp milk');
    expect(formatIngredientFor(line('1', 'kg', 'onion'), { units: 'us', scale: 0.5 })).toBe('1.1 lb onion');
    expect(formatIngredientFor(line('1', 'cup', 'heavy cream'), { units: 'metric', scale: 0.5 })).toBe('120 ml heavy cream');
    expect(formatIngredientFor(line('1', 'lb', 'chicken thigh'), { units: 'metric' })).toBe('455 g chicken thigh');
    expect(formatIngredientFor(line('2-3', 'cup', 'stock'), { units: 'metric' })).toBe('480–720 ml stock');
  });

  it('names the cup by the number shown, and only scales what is not a measure', () => {
    expect(formatIngredientFor(line('245', 'ml', 'water'), { units: 'us' })).toBe('1 cup water');
    expect(formatIngredientFor(line('3', 'clove', 'garlic'), { units: 'us', scale: 2 })).toBe('6 cloves garlic');
    expect(formatIngredientFor(line('2', '', 'lemon'), { units: 'metric', scale: 1.5 })).toBe('3 lemons');
  });

  it('shows lines as written when asked to, exactly as the rest of Hearth does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1', '1/2', '2-3', '1 1/3', 'to taste', '400', '0.25'),
        fc.constantFrom('', 'cup', 'g', 'tbsp', 'clove', 'ml'),
        fc.constantFrom(0.25, 0.5, 1, 1.5, 2, 12.5),
        (quantity, unit, scale) => {
          const l = line(quantity, unit, 'rice');
          expect(formatIngredientFor(l, { scale })).toBe(formatIngredientLine(l, scale));
        },
      ),
    );
  });
});
