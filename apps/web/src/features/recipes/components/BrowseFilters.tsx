import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { FILTER_KEYS, FILTER_OPTIONS, type BrowseState, type FilterKey } from '../browse-state';
import { FilterButton, type FilterMenuProps } from './FilterButton';
import browseEn from '@/i18n/locales/en/browse.json';
import { useSpecText, useT } from '@/i18n/react';
import type { MessageKey } from '@/i18n/runtime';

const FILTER_LABEL = {
  cuisines: 'filters.cuisine',
  dietTypes: 'filters.dietType',
  mealTypes: 'filters.mealType',
} as const satisfies Record<FilterKey, MessageKey<typeof browseEn>>;

/**
 * The three browse filters (spec §2, §3): cuisine, diet type and meal type, each a button opening a list of
 * checkboxes (any number may be ticked). A recipe shows when it matches any ticked value of each filter.
 */
export function BrowseFilterMenus({
  state,
  onToggle,
  onClearGroup,
  className,
}: {
  state: BrowseState;
  onToggle: (key: FilterKey, value: string, on: boolean) => void;
  onClearGroup: (key: FilterKey) => void;
  className?: string;
}) {
  const t = useT(browseEn);
  return (
    <div role="group" aria-label={t('filters.label')} className={cn('grid grid-cols-3 gap-2 md:flex', className)}>
      {FILTER_KEYS.map((key) => (
        <FilterMenu
          key={key}
          label={t(FILTER_LABEL[key])}
          options={FILTER_OPTIONS[key]}
          values={state[key]}
          onToggle={(value, on) => onToggle(key, value, on)}
          onClear={() => onClearGroup(key)}
        />
      ))}
    </div>
  );
}

// The popovers (Radix Popover and Checkbox) are only needed once a filter is opened: they load when the
// browser is idle after the first paint, or at once if a button is pressed sooner.
const loadFilterPopover = () => import('./FilterPopover');
const FilterPopover = lazy(loadFilterPopover);

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

function FilterMenu(props: FilterMenuProps) {
  const [load, setLoad] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  useEffect(() => whenIdle(() => setLoad(true)), []);
  const placeholder = (
    <FilterButton
      label={props.label}
      count={props.values.length}
      aria-expanded={false}
      aria-haspopup="dialog"
      onClick={() => {
        setOpenOnLoad(true);
        setLoad(true);
      }}
    />
  );
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FilterPopover {...props} defaultOpen={openOnLoad} />
    </Suspense>
  );
}

export interface ActiveChip {
  key: FilterKey | 'search';
  value: string;
}

/** Every active filter value (and the search) as chips, in the order the filters appear. */
export function activeChips(state: BrowseState): ActiveChip[] {
  const chips: ActiveChip[] = FILTER_KEYS.flatMap((key) => state[key].map((value) => ({ key, value })));
  if (state.search) chips.push({ key: 'search', value: state.search });
  return chips;
}

/**
 * The active filters as removable chips, and 'Clear filters'. After a chip is removed, focus moves to the
 * chip that took its place (or 'Clear filters'), so a keyboard user does not lose their place.
 */
export function ActiveFilterChips({
  state,
  onRemove,
  onClearAll,
  className,
}: {
  state: BrowseState;
  onRemove: (chip: ActiveChip) => void;
  onClearAll: () => void;
  className?: string;
}) {
  const t = useT(browseEn);
  const option = useSpecText();
  const chips = activeChips(state);
  const listRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusIndex.current === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (buttons?.length) buttons[Math.min(focusIndex.current, buttons.length - 1)]?.focus();
    focusIndex.current = null;
  });
  if (!chips.length) return null;
  return (
    <div ref={listRef} role="group" aria-label={t('filters.active')} className={cn('flex flex-wrap items-center gap-2', className)}>
      {chips.map((chip, index) => {
        const search = chip.key === 'search';
        return (
          <button
            key={`${chip.key}:${chip.value}`}
            type="button"
            onClick={() => {
              focusIndex.current = index;
              onRemove(chip);
            }}
            aria-label={search ? t('filters.removeSearch', { value: chip.value }) : t('filters.remove', { value: option(chip.value) })}
            className={cn(
              'inline-flex max-w-full items-center gap-1.5 rounded-full border border-primary/30 bg-accent py-1 pr-1.5 pl-3 text-sm font-medium text-accent-foreground',
              'outline-none transition-colors hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            )}
          >
            <span className="truncate">{search ? t('filters.searchChip', { value: chip.value }) : option(chip.value)}</span>
            <span className="flex size-5 items-center justify-center rounded-full bg-background/60" aria-hidden="true">
              <X className="size-3" />
            </span>
          </button>
        );
      })}
      <Button variant="ghost" size="sm" onClick={onClearAll} className="text-primary">
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
