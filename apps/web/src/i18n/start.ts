import { browserLanguage, readStoredLanguage, type Language } from './languages';
import { setLanguage } from './runtime';

/**
 * Picks the first language of a page load before anything renders: the one chosen on this device (a
 * visitor's choice, or the member's language last time), else the browser's. A member's profile then
 * confirms or corrects it (member-language.ts). A page the server rendered says which language it is in
 * (`drawnIn`): the browser must hydrate it in that one.
 */
export function startLanguage(drawnIn?: Language): void {
  const language = drawnIn ?? readStoredLanguage(globalThis.localStorage) ?? browserLanguage(globalThis.navigator?.languages);
  void setLanguage(language, { initial: true });
}
