import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@/i18n/languages';

/**
 * What a server-rendered first screen (src/entry-server.tsx) hands the browser beside its HTML: the query
 * cache its render read, and the language and layout it was drawn in. Carried in a JSON <script> block, which the CSP
 * (`script-src 'self'`) allows because the browser never executes it.
 */
export interface FirstScreenState {
  language: Language;
  /** Whether it was drawn for a phone's width (MobileGuessContext). */
  mobile: boolean;
  queries: DehydratedState;
}

const ELEMENT_ID = 'hearth-first-screen';

/** The state as a non-executed script block; `<` is escaped so no text in it can close the element. */
export function firstScreenStateScript(state: FirstScreenState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The state the server embedded, or null when the page came without a server render (index.html). */
export function readFirstScreenState(document: Document): FirstScreenState | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstScreenState) : null;
}
