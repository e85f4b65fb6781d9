import { Check, ChevronsUpDown, LoaderCircle, Search } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import commonEn from '@/i18n/locales/en/common.json';
import { useT } from '@/i18n/react';
import { cn } from '@/lib/utils';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter line (cuisine, cooking time...). */
  hint?: string;
}

export interface ComboboxProps {
  /** id of the trigger, so a <Label htmlFor> names the control. */
  id?: string;
  options: readonly ComboboxOption[];
  value: string | null;
  onValueChange: (value: string, option: ComboboxOption) => void;
  /** Shown on the trigger for the chosen value when it is no longer among `options` (after a new search). */
  selectedLabel?: string;
  placeholder?: string;
  searchPlaceholder?: string;
  /** Accessible name of the search box. */
  searchLabel?: string;
  emptyText?: ReactNode;
  /**
   * Controlled search text. When `onSearchChange` is given the caller filters `options` (a server search, say);
   * otherwise the options are filtered here by label.
   */
  search?: string;
  onSearchChange?: (search: string) => void;
  loading?: boolean;
  /** Maximum height of the option list in px (spec §9: the recipe select's popover is 300 px). */
  listMaxHeight?: number;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

const matches = (option: ComboboxOption, query: string) => option.label.toLowerCase().includes(query.trim().toLowerCase());

/**
 * A searchable select: a trigger (role combobox) opening a popover with a search box and a listbox.
 * Arrow keys, Home and End move through the options, Enter picks one, Escape closes and returns focus.
 */
export function Combobox({
  id,
  options,
  value,
  onValueChange,
  selectedLabel,
  placeholder: ownPlaceholder,
  searchPlaceholder: ownSearchPlaceholder,
  searchLabel: ownSearchLabel,
  emptyText: ownEmptyText,
  search: controlledSearch,
  onSearchChange,
  loading = false,
  listMaxHeight = 300,
  disabled,
  invalid,
  describedBy,
  className,
}: ComboboxProps) {
  const t = useT(commonEn);
  const placeholder = ownPlaceholder ?? t('combobox.placeholder');
  const searchPlaceholder = ownSearchPlaceholder ?? t('combobox.searchPlaceholder');
  const searchLabel = ownSearchLabel ?? t('combobox.searchLabel');
  const emptyText = ownEmptyText ?? t('combobox.empty');
  const [open, setOpen] = useState(false);
  const [ownSearch, setOwnSearch] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const search = controlledSearch ?? ownSearch;
  const setSearch = (next: string) => {
    setActive(0);
    if (onSearchChange) onSearchChange(next);
    else setOwnSearch(next);
  };
  const shown = onSearchChange ? options : options.filter((o) => matches(o, search));
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));
  const selected = options.find((o) => o.value === value);
  const triggerLabel = selected?.label ?? (value ? selectedLabel : undefined);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      // Start on the chosen option when it is in the list.
      const index = shown.findIndex((o) => o.value === value);
      setActive(index >= 0 ? index : 0);
    }
  };

  const pick = (option: ComboboxOption) => {
    onValueChange(option.value, option);
    setOpen(false);
  };

  const moveTo = (index: number) => {
    if (!shown.length) return;
    const next = (index + shown.length) % shown.length;
    setActive(next);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(optionId(next))}`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        if (event.ctrlKey || !search) {
          event.preventDefault();
          moveTo(0);
        }
        break;
      case 'End':
        if (event.ctrlKey || !search) {
          event.preventDefault();
          moveTo(shown.length - 1);
        }
        break;
      case 'Enter': {
        event.preventDefault();
        const option = shown[activeIndex];
        if (option) pick(option);
        break;
      }
    }
  };

  return (
    // Modal, so the popover's list scrolls with the wheel even inside a dialog (which blocks scrolling outside itself).
    <PopoverPrimitive.Root open={open} onOpenChange={openChange} modal>
      <PopoverPrimitive.Trigger
        id={id}
        type="button"
        role="combobox"
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        data-slot="combobox-trigger"
        className={cn(
          'flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-input bg-card px-3 py-2 text-left text-base shadow-xs md:text-sm',
          'outline-none transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
          'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-55',
          className,
        )}
      >
        <span className={cn('min-w-0 truncate', !triggerLabel && 'text-muted-foreground')}>{triggerLabel ?? placeholder}</span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="combobox-content"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className={cn(
            'z-50 w-(--radix-popover-trigger-width) min-w-[14rem] max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-border bg-popover text-popover-foreground shadow-lg outline-none',
            'data-[state=open]:animate-[pop-in_120ms_ease-out]',
          )}
        >
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <input
              role="combobox"
              aria-label={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={shown.length ? optionId(activeIndex) : undefined}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              className="h-10 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
            />
            {loading ? <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-muted-foreground" /> : null}
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={placeholder}
            aria-busy={loading || undefined}
            className="overflow-y-auto overscroll-contain p-1"
            style={{ maxHeight: listMaxHeight }}
          >
            {shown.map((option, index) => {
              const isSelected = option.value === value;
              return (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  data-active={index === activeIndex || undefined}
                  onPointerMove={() => setActive(index)}
                  onClick={() => pick(option)}
                  className={cn(
                    'relative flex cursor-pointer flex-col rounded-lg py-2 pr-8 pl-2.5 text-sm select-none',
                    'data-[active]:bg-accent data-[active]:text-accent-foreground',
                  )}
                >
                  <span className="truncate">{option.label}</span>
                  {option.hint ? <span className="truncate text-xs text-muted-foreground">{option.hint}</span> : null}
                  {isSelected ? <Check aria-hidden="true" className="absolute top-2.5 right-2.5 size-4" /> : null}
                </li>
              );
            })}
          </ul>
          {!shown.length ? (
            <p role="status" className="px-3 pt-1 pb-4 text-center text-sm text-muted-foreground">
              {loading ? t('searching') : emptyText}
            </p>
          ) : null}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
