import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { FilterButton, type FilterMenuProps } from './FilterButton';
import browseEn from '@/i18n/locales/en/browse.json';
import { useSpecText, useT } from '@/i18n/react';

/**
 * One filter's list of checkboxes in a popover (Radix: Escape or a click outside closes it, focus returns to
 * the button). Loaded after the screen first paints (BrowseFilters.tsx), so browse's first download stays
 * small; `defaultOpen` opens it at once when the member pressed the button before it had loaded.
 */
export default function FilterPopover({ label, options, values, onToggle, onClear, defaultOpen }: FilterMenuProps & { defaultOpen?: boolean }) {
  const id = useId();
  const count = values.length;
  const t = useT(browseEn);
  const optionLabel = useSpecText();
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <FilterButton label={label} count={count} />
      </PopoverTrigger>
      <PopoverContent align="start" aria-labelledby={`${id}-label`} className="w-60 p-1.5">
        <div role="group" aria-labelledby={`${id}-label`}>
          <div className="flex min-h-8 items-center justify-between px-2.5 pt-1 pb-0.5">
            <p id={`${id}-label`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {label}
            </p>
            {count > 0 ? (
              <button
                type="button"
                onClick={onClear}
                className="rounded-md px-1.5 py-0.5 text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t('filters.clearGroup')}
                <span className="sr-only"> {label}</span>
              </button>
            ) : null}
          </div>
          {/* rounded-[5px]: the primitive's rounded-md is half its size with Hearth's radius, so it would look like a radio. */}
          <ul className="flex flex-col">
            {options.map((option) => {
              const optionId = `${id}-${option}`;
              return (
                <li key={option}>
                  <label
                    htmlFor={optionId}
                    className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm hover:bg-accent hover:text-accent-foreground has-focus-visible:bg-accent"
                  >
                    <Checkbox id={optionId} className="rounded-[5px]" checked={values.includes(option)} onCheckedChange={(next) => onToggle(option, next === true)} />
                    {optionLabel(option)}
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      </PopoverContent>
    </Popover>
  );
}
