import { createElement, Fragment, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from './languages';
import {
  getLanguage,
  isLanguageReady,
  localize,
  partsTranslator,
  specText,
  subscribeLanguage,
  translator,
  type EnglishCatalogue,
  type Localized,
  type MessageKey,
} from './runtime';

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

/** False only while the first language of a page load (not English) is still downloading. */
export function useLanguageReady(): boolean {
  return useSyncExternalStore(subscribeLanguage, isLanguageReady, isLanguageReady);
}

/** `t('key', {count})` for one namespace, passed as its English catalogue: `useT(browseEn)`. */
export function useT<C extends EnglishCatalogue>(english: C) {
  const language = useLanguage();
  return useMemo(() => translator(english, language), [english, language]);
}

/** A contracts object (nav, toasts, screens, ...) in the language shown, same shape. */
export function useSpec<T extends object>(value: T): Localized<T> {
  return localize(value, useLanguage());
}

/** Translates spec strings one by one (option labels): `const label = useSpecText(); label('Vegan')`. */
export function useSpecText(): (text: string) => string {
  const language = useLanguage();
  return useMemo(() => (text: string) => specText(text, language), [language]);
}

/** `rich('by', { name: <strong>{name}</strong> })`: a message with elements placed where its words put them. */
export function useRichT<C extends EnglishCatalogue>(english: C) {
  const language = useLanguage();
  return useMemo(() => {
    const parts = partsTranslator(english, language);
    return (key: MessageKey<C>, values: Record<string, ReactNode>): ReactNode => {
      const result = parts<ReactNode>(key, values);
      return typeof result === 'string' ? result : result.map((part, index) => createElement(Fragment, { key: index }, part));
    };
  }, [english, language]);
}
