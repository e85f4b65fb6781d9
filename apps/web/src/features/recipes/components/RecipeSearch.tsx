import { SEARCH_DEBOUNCE_MS, SUGGESTIONS_BLUR_HIDE_MS } from '@hearth/contracts';
import { Search, UtensilsCrossed, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/utils';
import { normalizeSearch, SEARCH_MAX_LENGTH } from '../browse-state';
import { useRecipeSuggestions } from '../list-recipes';
import { matchRange, pickSuggestions, type Suggestion } from '../suggestions';
import browseEn from '@/i18n/locales/en/browse.json';
import { useT } from '@/i18n/react';

/**
 * The browse search box (spec §2, §9), an ARIA 1.2 combobox with a list of title suggestions.
 *
 * - The list below changes 500 ms after the member stops typing (`onCommit`); Enter applies it at once.
 * - Up to 5 title suggestions show while the text is non-empty. Arrow keys move through them, Enter opens
 *   the recipe (/recipe/{id}), Escape closes the list (a second Escape clears the box), and the list hides
 *   200 ms after the box loses focus, so a click on a suggestion still lands.
 * - `value` is the search in force (from the address bar); when it changes from outside (back button,
 *   'Clear filters'), the box follows.
 */
export function RecipeSearch({ value, onCommit, className }: { value: string; onCommit: (search: string) => void; className?: string }) {
  const navigate = useNavigate();
  const t = useT(browseEn);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (recipeId: number) => `${id}-option-${recipeId}`;

  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (normalizeSearch(text) !== value) setText(value);
  }
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);

  const inputRef = useRef<HTMLInputElement>(null);
  const latestText = useRef(text);
  const commitTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The debounce timer calls the newest onCommit: one from an older render could write an older address
  // (say, without a filter ticked while the timer ran).
  const latestCommit = useRef(onCommit);
  useEffect(() => {
    latestText.current = text;
    latestCommit.current = onCommit;
  });
  useEffect(
    () => () => {
      clearTimeout(commitTimer.current);
      clearTimeout(blurTimer.current);
    },
    [],
  );

  // Suggestions are asked for with the search in force (debounced), then filtered to titles matching what
  // is typed now, so an answer for earlier text never shows titles that no longer fit.
  const { data } = useRecipeSuggestions(value);
  const suggestions = pickSuggestions(data ?? [], text);
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded ? suggestions.findIndex((s) => s.id === activeId) : -1;

  function commitNow() {
    clearTimeout(commitTimer.current);
    commitTimer.current = undefined;
    latestCommit.current(normalizeSearch(latestText.current));
  }

  function change(next: string) {
    setText(next);
    latestText.current = next;
    setOpen(normalizeSearch(next) !== '');
    setActiveId(null);
    clearTimeout(commitTimer.current);
    commitTimer.current = setTimeout(commitNow, SEARCH_DEBOUNCE_MS);
  }

  function choose(suggestion: Suggestion) {
    setOpen(false);
    // Keep the search in the address bar, so Back returns to the same list.
    commitNow();
    void navigate(`/recipe/${suggestion.id}`);
  }

  function move(step: 1 | -1) {
    if (!suggestions.length) return;
    setOpen(true);
    const from = expanded ? activeIndex : -1;
    const next = from === -1 ? (step === 1 ? 0 : suggestions.length - 1) : (from + step + suggestions.length) % suggestions.length;
    setActiveId(suggestions[next]!.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const active = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        event.preventDefault();
        if (active) choose(active);
        else {
          setOpen(false);
          commitNow();
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveId(null);
        } else if (text) {
          event.preventDefault();
          clear();
        }
        break;
    }
  }

  function clear() {
    setText('');
    latestText.current = '';
    setOpen(false);
    setActiveId(null);
    commitNow();
    inputRef.current?.focus();
  }

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(suggestions[activeIndex]!.id) : undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          if (normalizeSearch(text)) setOpen(true);
        }}
        onBlur={() => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(() => {
            setOpen(false);
            setActiveId(null);
          }, SUGGESTIONS_BLUR_HIDE_MS);
        }}
        className={cn(
          'flex h-11 w-full min-w-0 rounded-xl border border-input bg-card pr-10 pl-10 text-base text-foreground shadow-xs md:text-sm',
          'placeholder:text-muted-foreground transition-[border-color,box-shadow]',
          'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
        )}
      />
      {text ? (
        <button
          type="button"
          onClick={clear}
          aria-label={t('search.clear')}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestionsLabel')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1.5 overflow-hidden rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={optionId(suggestion.id)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep focus in the box, so the blur timer does not hide the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
                onMouseMove={() => {
                  if (activeId !== suggestion.id) setActiveId(suggestion.id);
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm',
                  index === activeIndex ? 'bg-accent text-accent-foreground' : 'text-foreground',
                )}
              >
                <UtensilsCrossed aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate">
                  <Highlighted title={suggestion.title} typed={text} />
                </span>
                {suggestion.cuisine ? <span className="shrink-0 text-xs text-muted-foreground">{suggestion.cuisine}</span> : null}
              </li>
            ))
          : null}
      </ul>
      <span className="sr-only" role="status" aria-live="polite">
        {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </span>
    </div>
  );
}

/** The title with the typed part in bold. */
function Highlighted({ title, typed }: { title: string; typed: string }) {
  const range = matchRange(title, typed);
  if (!range) return <>{title}</>;
  const [start, end] = range;
  return (
    <>
      {title.slice(0, start)}
      <strong className="font-semibold">{title.slice(start, end)}</strong>
      {title.slice(end)}
    </>
  );
}
