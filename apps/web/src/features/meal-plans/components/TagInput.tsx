import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSpecText } from '@/i18n/react';

/**
 * Editable chips: each value can be removed by its button; new ones are typed (with suggestions) and added
 * by Enter or the Add button, trimmed and deduplicated case-insensitively.
 */
export function TagInput({
  label,
  values,
  onChange,
  suggestions = [],
  placeholder,
  addLabel,
  removeLabel,
  emptyLabel,
  disabled,
}: {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  suggestions?: readonly string[];
  placeholder?: string;
  addLabel: string;
  removeLabel: (value: string) => string;
  emptyLabel: string;
  disabled?: boolean;
}) {
  const text = useSpecText();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const listId = useId();
  const labelId = useId();

  const add = () => {
    const value = draft.trim();
    if (!value) return;
    // Prefer a suggestion's spelling ('vegan' or 'वीगन' becomes 'Vegan'), so the server recognises it.
    const same = (a: string) => a.toLocaleLowerCase() === value.toLocaleLowerCase();
    const canonical = suggestions.find((s) => same(s) || same(text(s))) ?? value;
    if (!values.some((v) => v.toLowerCase() === canonical.toLowerCase())) onChange([...values, canonical]);
    setDraft('');
  };

  const open = suggestions.filter((s) => !values.some((v) => v.toLowerCase() === s.toLowerCase()));

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <Label id={labelId} htmlFor={inputId}>
        {label}
      </Label>
      {values.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-0.5 pl-3 text-sm font-medium text-secondary-foreground"
            >
              {text(value)}
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                disabled={disabled}
                aria-label={removeLabel(text(value))}
                className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-55"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{emptyLabel}</p>
      )}
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          list={listId}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          placeholder={placeholder}
          autoComplete="off"
          disabled={disabled}
        />
        <Button type="button" variant="outline" onClick={add} disabled={disabled || !draft.trim()}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
        <datalist id={listId}>
          {open.map((s) => (
            <option key={s} value={text(s)} />
          ))}
        </datalist>
      </div>
    </div>
  );
}
