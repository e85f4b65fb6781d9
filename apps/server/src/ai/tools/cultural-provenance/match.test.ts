import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DishHistory } from '../../knowledge/dish-histories';
import { buildDishIndex, dishKey, editDistance, matchDish, similarDishes, typoAllowance } from './match';

const dish = (key: string, name: string, aliases: string[] = [], originRegion = 'Somewhere'): DishHistory => ({
  key,
  name,
  aliases,
  cuisine: 'Indian',
  originRegion,
  originEra: '20th century',
  culturalSignificance: 'A dish.',
  influencedBy: ['x'],
  influences: [],
  keyIngredients: ['x'],
  sources: ['A Book (2000)'],
});

/** A small index of its own, so these rules hold whatever the cuisine files contain. */
const index = buildDishIndex([
  dish('chicken-tikka', 'Chicken tikka', ['murgh tikka'], 'Punjab'),
  dish('chicken-tikka-masala', 'Chicken tikka masala', ['tikka masala'], 'Britain'),
  dish('samosa', 'Samosa', ['singara']),
  dish('biryani', 'Biryani', ['biriyani']),
  dish('ramen', 'Ramen', [], 'Japan (Yokohama and Tokyo)'),
  dish('pad-thai', 'Pad Thai', ['phat thai']),
  dish('hot-dog', 'Hot dog', []),
  dish('pho', 'Phở', ['pho bo']),
  dish('korma', 'Korma', []),
  dish('kulfi', 'Kulfi', []),
]);
const keyOf = (text: string) => matchDish(text, index)?.entry.key ?? null;

describe('matching a name to a documented dish', () => {
  it.each([
    ['Chicken Tikka', 'chicken-tikka'],
    ['murgh tikka', 'chicken-tikka'],
    ['Chicken tikka masala', 'chicken-tikka-masala'],
    ['TIKKA MASALA', 'chicken-tikka-masala'],
    ['biriyani', 'biryani'],
    ['phở', 'pho'],
    ['Phở Bò', 'pho'],
    ['hotdog', 'hot-dog'],
    ['hot dogs', 'hot-dog'],
    ['samosas', 'samosa'],
    ['Pad Thai with Shrimp', 'pad-thai'],
    ['Homemade pad thai recipe', 'pad-thai'],
    ['my grandma’s authentic Pad Thai', 'pad-thai'],
    ['Pad Thai (Bangkok style)', 'pad-thai'],
    ['Japanese ramen', 'ramen'],
  ])('“%s” → %s', (text, expected) => {
    expect(keyOf(text)).toBe(expected);
    expect(matchDish(text, index)?.how).toBe('exact');
  });

  it('reads a protein or diet named before a dish as a version of it, and says so', () => {
    expect(matchDish('chicken biryani', index)).toMatchObject({ entry: { key: 'biryani' }, how: 'variant' });
    expect(matchDish('vegan pad thai', index)).toMatchObject({ entry: { key: 'pad-thai' }, how: 'variant' });
    expect(matchDish('king prawn pad thai', index)).toMatchObject({ entry: { key: 'pad-thai' }, how: 'variant' });
  });

  it('never confuses chicken tikka with chicken tikka masala, either way', () => {
    const small = buildDishIndex([dish('chicken-tikka', 'Chicken tikka')]);
    expect(matchDish('chicken tikka masala', small)).toBeNull();
    const other = buildDishIndex([dish('chicken-tikka-masala', 'Chicken tikka masala')]);
    expect(matchDish('chicken tikka', other)).toBeNull();
    expect(keyOf('chicken tikka masala')).toBe('chicken-tikka-masala');
    expect(keyOf('chicken tikka')).toBe('chicken-tikka');
  });

  it('corrects a small typo, and says it did', () => {
    expect(matchDish('chiken tikka', index)).toMatchObject({ entry: { key: 'chicken-tikka' }, how: 'spelling' });
    expect(matchDish('chicken tika masala', index)).toMatchObject({ entry: { key: 'chicken-tikka-masala' }, how: 'spelling' });
    expect(matchDish('raman', index)).toMatchObject({ entry: { key: 'ramen' }, how: 'spelling' });
    expect(matchDish('biryanni', index)).toMatchObject({ entry: { key: 'biryani' }, how: 'spelling' });
  });

  it('does not correct a close but different dish into a documented one', () => {
    // Samsa is the Central Asian pastry, halva the Middle Eastern sweet, mocha a coffee.
    expect(keyOf('samsa')).toBeNull();
    const sweets = buildDishIndex([dish('halwa', 'Halwa'), dish('mochi', 'Mochi')]);
    expect(matchDish('halva', sweets)).toBeNull();
    expect(matchDish('mocha', sweets)).toBeNull();
    // A different dish that shares words is not a spelling of it.
    expect(keyOf('paneer tikka')).toBeNull();
    expect(keyOf('chicken korma masala')).toBeNull();
    // Short names are never corrected: one letter changes too much.
    expect(keyOf('pha')).toBeNull();
    expect(keyOf('kofta')).toBeNull();
  });

  it('does not drop a place adjective that contradicts the dish’s documented origin', () => {
    expect(keyOf('Chinese ramen')).toBeNull();
    expect(keyOf('Japanese ramen')).toBe('ramen');
  });

  it('refuses to choose when a typo is equally close to two dishes', () => {
    const twins = buildDishIndex([dish('kalan', 'Kalan'), dish('kalon', 'Kalon'), dish('banana-split', 'Banana split')]);
    expect(matchDish('kalin', twins)).toBeNull();
    expect(matchDish('banana splt', twins)?.entry.key).toBe('banana-split');
  });

  it('offers documented dishes with similar names when nothing matches', () => {
    expect(similarDishes('paneer tikka', index).map((d) => d.key)).toContain('chicken-tikka');
    expect(similarDishes('samsa', index).map((d) => d.key)).toContain('samosa');
    expect(similarDishes('xyzzy plover', index)).toEqual([]);
  });

  it('folds accents, case and punctuation the same way everywhere', () => {
    expect(dishKey('Phở Bò!')).toBe('pho bo');
    expect(dishKey('Döner-Kebab')).toBe('doner kebab');
    expect(dishKey('Bánh mì')).toBe('banh mi');
    expect(dishKey('Crème brûlée')).toBe('creme brulee');
    expect(dishKey('Mac & Cheese')).toBe('mac and cheese');
    expect(dishKey('ラーメン')).toBe('ラーメン');
  });

  it('keeps spelling correction within its allowance, and matching deterministic', () => {
    expect(typoAllowance(4)).toBe(0);
    expect(typoAllowance(5)).toBe(1);
    expect(typoAllowance(9)).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('tikka', 'tikak')).toBe(1);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const first = matchDish(text, index);
        expect(matchDish(text, index)).toEqual(first);
        expect(similarDishes(text, index).length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 300 },
    );
  });
});
