import { config } from 'zod/v4/core';

/**
 * For the browser, under Hearth's CSP (script-src 'self', no 'unsafe-eval'): zod probes once whether it may
 * compile faster parsers with `new Function`, and although it catches the refusal, the browser reports the
 * probe as a CSP violation (Lighthouse's best-practices flags it: issue 16, item 4). The web app calls this
 * before anything is validated; the server keeps the compiled parsers. Its own module, so importing it
 * does not pull zod's schemas into the first download.
 */
export function validateWithoutEval(): void {
  config({ jitless: true });
}
