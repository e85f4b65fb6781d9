import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type LanguageCode } from '@hearth/contracts';

export type Language = LanguageCode;

export const DEFAULT: Language = DEFAULT_LANGUAGE;
/** Where a visitor's choice is kept on this device (a member's lives in their profile). */
export const LANGUAGE_STORAGE_KEY = 'hearth.language';

/** Each language named in itself, as a language menu shows it: a reader finds their own without knowing ours. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', es: 'Español' };

const CODES: readonly string[] = LANGUAGES.map((l) => l.code);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && CODES.includes(value);
}

/** The first of the browser's preferred languages Hearth speaks ('es-MX' counts as 'es'), else English. */
export function browserLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT;
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // Storage can be unavailable (privacy modes).
  }
}

export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this page only.
  }
}

/**
 * Tells the server which language is shown: its sign-in and sign-up pages are rendered there and cannot
 * read localStorage (decision 0035). Not httpOnly, so this page can write it; it holds nothing secret.
 */
export function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}
