import { useMemo } from 'react';
import type { Language } from './languages';
import commonEn from './locales/en/common.json';
import { useLanguage, useT } from './react';
import { localeTag, type Translate } from './runtime';

// Intl formatters are costly to build and cheap to reuse.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat>();

function cached<F>(kind: string, language: Language, options: object, build: (locale: string) => F): F {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = build(localeTag(language));
    cache.set(key, formatter as never);
  }
  return formatter;
}

/** Dates, numbers, lists and relative times as readers of `language` write them. */
export function formatsFor(language: Language) {
  return {
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      cached('date', language, options, (l) => new Intl.DateTimeFormat(l, options)).format(new Date(value)),
    number: (value: number, options: Intl.NumberFormatOptions = {}) => cached('number', language, options, (l) => new Intl.NumberFormat(l, options)).format(value),
    list: (items: readonly string[], options: Intl.ListFormatOptions = { type: 'conjunction' }) =>
      cached('list', language, options, (l) => new Intl.ListFormat(l, options)).format(items),
    relative: (value: number, unit: Intl.RelativeTimeFormatUnit, options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }) =>
      cached('relative', language, options, (l) => new Intl.RelativeTimeFormat(l, options)).format(value, unit),
  };
}

export type Formats = ReturnType<typeof formatsFor>;

export function useFormat(): Formats {
  const language = useLanguage();
  return useMemo(() => formatsFor(language), [language]);
}

/**
 * A recipe's time as a cook reads it, in the reader's language: '1 h 30 min', or spelled out ('long') for
 * the recipe page: '6 hours 40 minutes' (the English matches formatMinutes in packages/contracts).
 */
export function durationFormatter(t: Translate<typeof commonEn>) {
  return (total: number, style: 'short' | 'long' = 'short'): string => {
    const minutes = Math.max(0, Math.round(total));
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts = [
      hours ? t(style === 'short' ? 'duration.hoursShort' : 'duration.hoursLong', { count: hours }) : null,
      rest || !hours ? t(style === 'short' ? 'duration.minutesShort' : 'duration.minutesLong', { count: rest }) : null,
    ];
    return parts.filter(Boolean).join(' ');
  };
}

export function useDuration() {
  const t = useT(commonEn);
  return useMemo(() => durationFormatter(t), [t]);
}
