import { Check } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { cn } from '@/lib/utils';
import { useSpecText } from '@/i18n/react';

export interface ChoiceOption {
  value: string;
  label: string;
}

const chipClass = cn(
  'group/chip inline-flex min-h-9 items-center gap-1.5 rounded-full border border-input/60 bg-card px-3.5 py-1.5 text-sm font-medium text-foreground',
  'transition-[background-color,border-color,color] duration-150 hover:border-primary/70 hover:bg-accent',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground',
  'data-[state=on]:hover:border-primary-hover data-[state=on]:hover:bg-primary-hover',
  'disabled:pointer-events-none disabled:opacity-55',
);

/** A bare value is one of the spec's options; a caller's own label is shown as given. */
type ShownOption = ChoiceOption & { specValue?: boolean };

function toOptions(options: readonly (string | ChoiceOption)[]): ShownOption[] {
  return options.map((o) => (typeof o === 'string' ? { value: o, label: o, specValue: true } : o));
}

/** A chip given as a bare value is one of the spec's options: its label is shown in the reader's language. */
function Chip({ option }: { option: ShownOption }) {
  const text = useSpecText();
  return (
    <ToggleGroup.Item value={option.value} className={chipClass}>
      <Check aria-hidden="true" className="-ml-0.5 hidden size-3.5 group-data-[state=on]/chip:block" />
      <span>{option.specValue ? text(option.label) : option.label}</span>
    </ToggleGroup.Item>
  );
}

interface BaseProps {
  options: readonly (string | ChoiceOption)[];
  /** id of the element that labels the group (its visible heading or label). */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  disabled?: boolean;
}

/**
 * Toggle chips for a multi-select list: each chip is a button with aria-pressed; arrow keys move between chips.
 */
export function MultiChoiceChips({
  options,
  value,
  onChange,
  labelledBy,
  describedBy,
  className,
  disabled,
}: BaseProps & { value: readonly string[]; onChange: (value: string[]) => void }) {
  const list = toOptions(options);
  return (
    <ToggleGroup.Root
      type="multiple"
      role="group"
      value={[...value]}
      // Keep the option list's order, whatever order the chips were pressed in.
      onValueChange={(next) => onChange(list.map((o) => o.value).filter((v) => next.includes(v)))}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      loop={false}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {list.map((option) => (
        <Chip key={option.value} option={option} />
      ))}
    </ToggleGroup.Root>
  );
}

/**
 * Toggle chips for a single choice: pressing the chosen chip again clears the choice.
 */
export function SingleChoiceChips({
  options,
  value,
  onChange,
  labelledBy,
  describedBy,
  className,
  disabled,
  allowEmpty = true,
}: BaseProps & { value: string | null | undefined; onChange: (value: string | null) => void; allowEmpty?: boolean }) {
  const list = toOptions(options);
  return (
    <ToggleGroup.Root
      type="single"
      value={value ?? ''}
      onValueChange={(next) => {
        if (next) onChange(next);
        else if (allowEmpty) onChange(null);
      }}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      loop={false}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {list.map((option) => (
        <Chip key={option.value} option={option} />
      ))}
    </ToggleGroup.Root>
  );
}
