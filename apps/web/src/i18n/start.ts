import { browserLanguage, readStoredLanguage } from './languages';
import { setLanguage } from './runtime';

/**
 * Picks the first language of a page load before anything renders: the one chosen on this device (a
 * visitor's choice, or the member's language last time), else the browser's. A member's profile then
 * confirms or corrects it (member-language.ts).
 */
export function startLanguage(): void {
  const language = readStoredLanguage(globalThis.localStorage) ?? browserLanguage(globalThis.navigator?.languages);
  void setLanguage(language, { initial: true });
}
