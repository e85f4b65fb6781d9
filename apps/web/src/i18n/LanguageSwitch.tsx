import { LANGUAGES } from '@hearth/contracts';
import { Languages } from 'lucide-react';
import { cn } from '@/lib/utils';
import { LANGUAGE_NAMES, type Language, isLanguage } from './languages';
import common from './locales/en/common.json';
import { useLanguage, useT } from './react';

/**
 * The language menu: each language in its own name and script. A native select, so it costs the first
 * screens nothing and works the same with a keyboard, a screen reader and a phone's picker.
 */
export function LanguageSwitch({ onChange, className, disabled }: { onChange: (language: Language) => void; className?: string; disabled?: boolean }) {
  const t = useT(common);
  const language = useLanguage();
  return (
    <label className={cn('relative inline-flex h-9 items-center rounded-lg text-sm hover:bg-accent focus-within:ring-2 focus-within:ring-ring', className)}>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" />
      <span className="sr-only">{t('language')}</span>
      <select
        value={language}
        disabled={disabled}
        onChange={(event) => isLanguage(event.target.value) && onChange(event.target.value)}
        className="h-9 cursor-pointer appearance-none rounded-lg bg-transparent py-1 pr-3 pl-8 font-medium text-foreground outline-none disabled:cursor-wait"
      >
        {LANGUAGES.map(({ code }) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
