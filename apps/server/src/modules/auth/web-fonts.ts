import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's own @font-face rules (Inter and Fraunces, self-hosted by the build under /assets/ with
 * hashed names), taken from its built stylesheets so the server-rendered account pages use the same files
 * and the browser's cache. Without a built app (API tests) the pages fall back to system fonts.
 */
export function readWebFontFaces(webDist: string | null | undefined): string {
  if (!webDist) return '';
  const assets = path.join(webDist, 'assets');
  let files: string[];
  try {
    files = readdirSync(assets).filter((file) => file.endsWith('.css'));
  } catch {
    return '';
  }
  return fontFacesIn(files.map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n'));
}

/** Every distinct @font-face rule in these stylesheets whose files are served from our own origin. */
export function fontFacesIn(css: string): string {
  const rules = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  return [...new Set(rules.filter((rule) => /url\(\s*["']?\/assets\//.test(rule)))].join('\n');
}
