import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/**
 * The browse tabs, as WAI-ARIA tabs (tablist / tab / tabpanel) with automatic activation: Left and Right
 * move between tabs (wrapping), Home and End go to the ends, and only the selected tab is in the Tab order.
 * Written out here rather than with Radix Tabs to keep browse's first download small (DESIGN §7); it looks
 * like components/ui/tabs.
 */
export function BrowseTabs<T extends string>({
  items,
  value,
  onValueChange,
  label,
  children,
}: {
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (v: T) => `${id}-tab-${v}`;
  const panelId = `${id}-panel`;
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.value === value);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const target = items[next]!;
    onValueChange(target.value);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(target.value))}`)?.focus();
  }

  return (
    <div className="flex flex-col gap-5">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="inline-flex h-10 w-full items-center gap-1 self-start rounded-xl bg-muted p-1 text-muted-foreground sm:w-auto"
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => onValueChange(item.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium transition-[color,background-color,box-shadow] sm:px-4',
                'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
              )}
            >
              {item.icon}
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
      >
        {children}
      </div>
    </div>
  );
}
