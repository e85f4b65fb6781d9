import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT, type Language, writeLanguageCookie } from './languages';

/** A message as the build delivers it (build/icu-catalogues.ts): plain text, or ICU already parsed. */
export type Message = string | MessageFormatElement[];
export interface Catalogue {
  readonly [key: string]: Message | Catalogue;
}
/** An English catalogue as imported by a screen: the build names its namespace in `$ns`. */
export type EnglishCatalogue = object;
export type MessageValues = Record<string, string | number | Date>;

/** Every namespace of one language, and its spec dictionary (English contracts text → this language). */
export interface LanguagePack {
  namespaces: Record<string, Catalogue>;
  spec: Record<string, string>;
}

type GlobbedCatalogues = Record<string, Catalogue>;

// One chunk per language with all its namespaces: only the language being read is downloaded (decision 0036).
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<GlobbedCatalogues>> = {
  hi: () => import('./locales/hi/index').then((m) => m.default),
  es: () => import('./locales/es/index').then((m) => m.default),
};

/** `./browse.json` → `browse`. The spec dictionary is the namespace called `spec`. */
export function packLanguage(files: GlobbedCatalogues): LanguagePack {
  const namespaces: Record<string, Catalogue> = {};
  for (const [file, catalogue] of Object.entries(files)) namespaces[file.replace(/^.*\/|\.json$/g, '')] = catalogue;
  const { spec = {}, ...rest } = namespaces;
  return { namespaces: rest, spec: spec as Record<string, string> };
}

const packs: Partial<Record<Language, LanguagePack>> = {};
let current: Language = DEFAULT;
let ready = true;
let requested: Language = DEFAULT;
const listeners = new Set<() => void>();

export const getLanguage = (): Language => current;
export const isLanguageReady = (): boolean => ready;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(language: Language) {
  current = language;
  ready = true;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = 'ltr'; // All three languages are written left to right.
    writeLanguageCookie(language);
  }
  for (const listener of listeners) listener();
}

/**
 * Shows the app in `language` once its catalogues are here; until then the previous language stays (or, on
 * the first call of a page load, the app waits: see isLanguageReady). The last call wins a race.
 */
export async function setLanguage(language: Language, options: { initial?: boolean } = {}): Promise<void> {
  requested = language;
  if (language !== 'en' && !packs[language]) {
    if (options.initial) ready = false;
    try {
      packs[language] = packLanguage(await LOADERS[language]());
    } catch {
      // Offline or a stale deploy: carry on in the language already shown.
      if (requested === language) publish(current);
      return;
    }
  }
  if (requested === language) publish(language);
}

/** For tests: the pack of a language, given directly. */
export function installLanguagePack(language: Language, pack: LanguagePack): void {
  packs[language] = pack;
}

function lookup(catalogue: Catalogue | object | undefined, key: string): Message | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || Array.isArray(node) ? (node as Message) : undefined;
}

const formatters = new WeakMap<MessageFormatElement[], IntlMessageFormat>();

function formatParts<T>(message: Message, language: Language, values?: Record<string, T | string | number | Date>): string | (string | T)[] {
  if (typeof message === 'string') return message;
  let formatter = formatters.get(message);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, localeTag(language));
    formatters.set(message, formatter);
  }
  const result = formatter.format<T>(values);
  // A message that is one element and nothing else comes back as that element, not a list of one.
  return typeof result === 'string' || Array.isArray(result) ? result : [result];
}

const format = (message: Message, language: Language, values?: MessageValues): string => String(formatParts(message, language, values));

/** The BCP 47 tag for Intl: US English as before; Hindi as written in India; Spanish with no region. */
export function localeTag(language: Language): string {
  return language === 'en' ? 'en-US' : language === 'hi' ? 'hi-IN' : 'es';
}

/** Dotted paths to the messages of a catalogue: `'filters.cuisine'`. */
export type MessageKey<C> = {
  [K in keyof C & string]: C[K] extends string ? K : C[K] extends object ? `${K}.${MessageKey<C[K]>}` : never;
}[keyof C & string];

export type Translate<C> = (key: MessageKey<C>, values?: MessageValues) => string;
/** Like Translate, with values that are not text (elements): the message comes back as parts around them. */
export type TranslateParts<C> = <T>(key: MessageKey<C>, values: Record<string, T | string | number>) => string | (string | T)[];

/**
 * Messages of one namespace: the language's own, else English (a test keeps every key in every language).
 * Without `language`, each call reads the language shown at that moment (for toasts raised in callbacks).
 */
export function translator<C extends EnglishCatalogue>(english: C, language?: Language): Translate<C> {
  const namespace = (english as { $ns?: string }).$ns ?? '';
  return (key, values) => {
    const shown = language ?? current;
    const own = shown === DEFAULT ? undefined : lookup(packs[shown]?.namespaces[namespace], key);
    if (own !== undefined) {
      try {
        return format(own, shown, values);
      } catch {
        // A translation missing an argument: English says it right.
      }
    }
    const fallback = lookup(english, key);
    return fallback === undefined ? key : format(fallback, DEFAULT, values);
  };
}

/** A message with elements in it ('by <b>Asha</b>'): the parts, in the language shown. */
export function partsTranslator<C extends EnglishCatalogue>(english: C, language?: Language): TranslateParts<C> {
  const namespace = (english as { $ns?: string }).$ns ?? '';
  return (key, values) => {
    const shown = language ?? current;
    const own = shown === DEFAULT ? undefined : lookup(packs[shown]?.namespaces[namespace], key);
    const message = own ?? lookup(english, key);
    return message === undefined ? key : formatParts(message, own === undefined ? DEFAULT : shown, values);
  };
}

/**
 * A spec string (packages/contracts is the English catalogue) in the language shown: option labels, toasts,
 * the server's messages. Text the catalogue does not know (a recipe's own words) comes back unchanged.
 */
export function specText(text: string, language: Language = current): string {
  return language === DEFAULT ? text : (packs[language]?.spec[text] ?? text);
}

/** Strings of a contracts object (or array) with every string in it translated, same shape. */
export type Localized<T> = T extends string ? string : { readonly [K in keyof T]: Localized<T[K]> };

const localizedCache = new WeakMap<object, Map<Language, unknown>>();

export function localize<T>(value: T, language: Language = current): Localized<T> {
  if (typeof value === 'string') return specText(value, language) as Localized<T>;
  if (!value || typeof value !== 'object' || language === DEFAULT) return value as Localized<T>;
  let byLanguage = localizedCache.get(value);
  if (!byLanguage) localizedCache.set(value, (byLanguage = new Map()));
  if (!byLanguage.has(language)) {
    const mapped = Array.isArray(value)
      ? value.map((item: unknown) => localize(item, language))
      : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, language)]));
    byLanguage.set(language, mapped);
  }
  return byLanguage.get(language) as Localized<T>;
}
