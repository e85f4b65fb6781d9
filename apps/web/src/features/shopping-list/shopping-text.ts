import type { Language } from '@/i18n/languages';
import shoppingListEn from '@/i18n/locales/en/shoppingList.json';
import { specText, translator } from '@/i18n/runtime';
import type { ShoppingList } from '@hearth/contracts';

/** Pure helpers for the shopping list (unit-tested). */

/** Catalogue names are lower case ('olive oil'); a list reads better as 'Olive oil'. */
export function capitalized(name: string): string {
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

export function withItemChecked(list: ShoppingList, itemKey: string, checked: boolean): ShoppingList {
  return {
    ...list,
    groups: list.groups.map((group) =>
      group.items.some((item) => item.key === itemKey) ? { ...group, items: group.items.map((item) => (item.key === itemKey ? { ...item, checked } : item)) } : group,
    ),
  };
}

export function countItems(list: ShoppingList): { total: number; checked: number } {
  const items = list.groups.flatMap((g) => g.items);
  return { total: items.length, checked: items.filter((i) => i.checked).length };
}

/**
 * The list as plain text for the clipboard: a heading, then each category with its items as
 * '[ ] name: amount (for recipe, recipe)'; ticked items show '[x]'. Empty amounts are left out.
 */
export function formatShoppingListText(list: ShoppingList, heading: string, language: Language = 'en'): string {
  const t = translator(shoppingListEn, language);
  const lines: string[] = [heading];
  for (const group of list.groups) {
    if (!group.items.length) continue;
    lines.push('', specText(group.category, language));
    for (const item of group.items) {
      const amount = item.amount.trim() ? `: ${item.amount.trim()}` : '';
      const recipes = item.recipes.length ? ` ${t('forRecipesInline', { recipes: item.recipes.join(', ') })}` : '';
      lines.push(`${item.checked ? '[x]' : '[ ]'} ${capitalized(item.name)}${amount}${recipes}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
