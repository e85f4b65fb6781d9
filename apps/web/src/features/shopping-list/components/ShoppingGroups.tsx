import type { ShoppingList } from '@hearth/contracts';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';
import { capitalized } from '../shopping-text';
import shoppingListEn from '@/i18n/locales/en/shoppingList.json';
import { useSpecText, useT } from '@/i18n/react';
import { useFormat } from '@/i18n/format';

/**
 * The week's items grouped by category: a checkbox per item (its label is the name), the amount, and which
 * recipes need it. Ticked items are struck through but stay in place, so nothing jumps while shopping.
 */
type Handlers = { onCheck: (itemKey: string, checked: boolean) => void; onRemove: (extraId: number) => void };

export function ShoppingGroups({ list, onCheck, onRemove }: { list: ShoppingList } & Handlers) {
  return (
    <div className="columns-1 gap-4 lg:columns-2 print:columns-2 print:gap-6">
      {list.groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <Group key={group.category} category={group.category} items={group.items} onCheck={onCheck} onRemove={onRemove} />
        ))}
    </div>
  );
}

function Group({ category, items, onCheck, onRemove }: { category: string; items: ShoppingList['groups'][number]['items'] } & Handlers) {
  const headingId = useId();
  const text = useSpecText();
  const done = items.filter((i) => i.checked).length;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 break-inside-avoid rounded-2xl border border-border bg-card p-4 shadow-xs print:mb-4 print:rounded-none print:border-0 print:border-b print:p-0 print:pb-3 print:shadow-none"
    >
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-display text-lg font-semibold">
          {text(category)}
        </h2>
        <span className="text-xs font-medium text-muted-foreground print:hidden">
          {done}/{items.length}
        </span>
      </div>
      <ul className="flex flex-col">
        {items.map((item) => (
          <Item key={item.key} item={item} onCheck={onCheck} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

function Item({ item, onCheck, onRemove }: { item: ShoppingList['groups'][number]['items'][number] } & Handlers) {
  const formats = useFormat();
  const t = useT(shoppingListEn);
  const id = useId();
  const detailId = useId();
  return (
    <li className="flex items-start gap-3 border-t border-border/70 py-2.5 first:border-t-0 print:py-1">
      <Checkbox
        id={id}
        checked={item.checked}
        onCheckedChange={(value) => onCheck(item.key, value === true)}
        aria-describedby={item.recipes.length ? detailId : undefined}
        className="mt-0.5 print:border-black"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={cn('flex cursor-pointer flex-wrap items-baseline gap-x-2 text-sm', item.checked && 'text-muted-foreground line-through')}>
          <span className="font-medium">{capitalized(item.name)}</span>
          {item.amount ? ' ' : null}
          {item.amount ? <span className={cn('tabular-nums', item.checked ? '' : 'text-foreground/80')}>{item.amount}</span> : null}
        </label>
        {item.recipes.length ? (
          <p id={detailId} className="mt-0.5 text-xs text-muted-foreground">
            {t('forRecipes', { recipes: formats.list(item.recipes) })}
          </p>
        ) : null}
      </div>
      {item.extraId !== undefined ? (
        <button
          type="button"
          onClick={() => onRemove(item.extraId!)}
          aria-label={t('removeItem', { name: item.name })}
          className="flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring print:hidden"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}
