import { describe, expect, it } from 'vitest';
import { buildShoppingList, type PlannedLine } from './shopping-list';

const line = (name: string, quantity: string, unit: string, scale = 1, recipeTitle = 'A'): PlannedLine => ({ recipeTitle, name, category: null, quantity, unit, scale });
const amounts = (lines: PlannedLine[]) =>
  Object.fromEntries(buildShoppingList('2026-11-23', '2026-11-29', lines, new Set()).groups.flatMap((g) => g.items.map((i) => [i.key, `${i.amount} ${i.name}`])));

describe('the shopping list reads as a shop sells', () => {
  it('buys pieces whole and names them in the plural', () => {
    const list = amounts([line('lemon', '1', '', 1.75), line('green chili', '2', '', 2.75), line('garlic', '3', 'clove', 1.5)]);
    expect(list.lemon).toBe('2 lemons');
    expect(list['green chili']).toBe('6 green chilies');
    expect(list.garlic).toBe('5 cloves garlic');
  });

  it('merges pieces into the weight when a piece’s weight is known', () => {
    const list = amounts([line('tomato', '600', 'g'), line('tomato', '3', '', 3.5, 'B')]);
    expect(list.tomato).toMatch(/^1\.\d kg tomato$/);
  });

  it('leaves tap water out, and prints cups and spoons as kitchen fractions', () => {
    const list = amounts([line('water', '3', 'cup', 4.6), line('olive oil', '3', 'tbsp'), line('olive oil', '1/4', 'cup', 2, 'B'), line('salt', '0.5', 'tsp')]);
    expect(list.water).toBeUndefined();
    expect(list['olive oil']).toBe('⅔ cup olive oil'); // 45 ml + 120 ml = 0.69 cup
    expect(list.salt).toBe('½ tsp salt');
  });
});
