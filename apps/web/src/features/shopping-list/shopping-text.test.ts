import type { ShoppingList } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { capitalized, countItems, formatShoppingListText, withItemChecked } from './shopping-text';

const list: ShoppingList = {
  weekStart: '2026-11-22',
  weekEnd: '2026-11-28',
  groups: [
    {
      category: 'Produce',
      items: [
        { key: 'onion', name: 'onion', category: 'Produce', amount: '3', recipes: ['Dal Tadka', 'Palak Paneer'], checked: false },
        { key: 'spinach', name: 'Spinach', category: 'Produce', amount: '500 g', recipes: ['Palak Paneer'], checked: true },
      ],
    },
    { category: 'Empty', items: [] },
    { category: 'Other', items: [{ key: 'salt', name: 'Salt', category: 'Other', amount: '', recipes: [], checked: false }] },
  ],
};

describe('the shopping list as plain text', () => {
  it('has the heading, each category, and each item with its amount, recipes and tick', () => {
    expect(formatShoppingListText(list, 'Shopping list: Nov 22 – 28, 2026')).toBe(
      ['Shopping list: Nov 22 – 28, 2026', '', 'Produce', '[ ] Onion: 3 (for Dal Tadka, Palak Paneer)', '[x] Spinach: 500 g (for Palak Paneer)', '', 'Other', '[ ] Salt', ''].join(
        '\n',
      ),
    );
  });

  it('starts each name with a capital', () => {
    expect(capitalized('olive oil')).toBe('Olive oil');
    expect(capitalized('éclair')).toBe('Éclair');
    expect(capitalized('')).toBe('');
  });

  it('is just the heading for an empty week', () => {
    expect(formatShoppingListText({ ...list, groups: [] }, 'Shopping list')).toBe('Shopping list\n');
  });
});

describe('ticking an item', () => {
  it('changes only that item, without touching the original', () => {
    const next = withItemChecked(list, 'onion', true);
    expect(next.groups[0]!.items.map((i) => i.checked)).toEqual([true, true]);
    expect(list.groups[0]!.items[0]!.checked).toBe(false);
    expect(next.groups[2]).toBe(list.groups[2]);
    expect(countItems(next)).toEqual({ total: 3, checked: 2 });
    expect(countItems(withItemChecked(next, 'spinach', false))).toEqual({ total: 3, checked: 1 });
  });
});
