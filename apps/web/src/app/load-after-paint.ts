/** The build's entry script and the modulepreload links Vite writes into index.html's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the app's code loaded by public/load-app.js once the page has painted, for a page whose first
 * screen the server has drawn (docs/decisions/0044): the module script and its modulepreload links give way
 * to one async script that carries their addresses. A template without an entry script (a test's) is left as
 * it is.
 */
export function loadAppAfterPaint(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = `<script async src="/load-app.js" data-app-entry="${entry}" data-app-preload="${preloads.join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader);
}
