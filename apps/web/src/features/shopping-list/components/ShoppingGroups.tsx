import type { ShoppingList } from '@hearth/contracts';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';
import { shoppingCopy } from '../copy';
import { capitalized } from '../shopping-text';

/**
 * The week's items grouped by category: a checkbox per item (its label is the name), the amount, and which
 * recipes need it. Ticked items are struck through but stay in place, so nothing jumps while shopping.
 */
export function ShoppingGroups({ list, onCheck }: { list: ShoppingList; onCheck: (itemKey: string, checked: boolean) => void }) {
  return (
    <div className="columns-1 gap-4 lg:columns-2 print:columns-2 print:gap-6">
      {list.groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <Group key={group.category} category={group.category} items={group.items} onCheck={onCheck} />
        ))}
    </div>
  );
}

function Group({ category, items, onCheck }: { category: string; items: ShoppingList['groups'][number]['items']; onCheck: (itemKey: string, checked: boolean) => void }) {
  const headingId = useId();
  const done = items.filter((i) => i.checked).length;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 break-inside-avoid rounded-2xl border border-border bg-card p-4 shadow-xs print:mb-4 print:rounded-none print:border-0 print:border-b print:p-0 print:pb-3 print:shadow-none"
    >
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-display text-lg font-semibold">
          {category}
        </h2>
        <span className="text-xs font-medium text-muted-foreground print:hidden">
          {done}/{items.length}
        </span>
      </div>
      <ul className="flex flex-col">
        {items.map((item) => (
          <Item key={item.key} item={item} onCheck={onCheck} />
        ))}
      </ul>
    </section>
  );
}

function Item({ item, onCheck }: { item: ShoppingList['groups'][number]['items'][number]; onCheck: (itemKey: string, checked: boolean) => void }) {
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
            {shoppingCopy.forRecipes(item.recipes)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
