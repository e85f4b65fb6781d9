import path from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** apps/web/src/i18n/locales/<language>/<namespace>.json */
const CATALOGUE = /[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;

type Catalogue = { [key: string]: string | Catalogue };
type CompiledCatalogue = { [key: string]: string | MessageFormatElement[] | CompiledCatalogue };

/**
 * A message as the browser gets it: text without arguments stays a string (its ICU quoting undone); one
 * with arguments becomes its parsed form, so the ICU parser (~7 KB gzip) never ships (decision 0036).
 */
export function compileMessage(message: string): string | MessageFormatElement[] {
  const elements = parse(message, { ignoreTag: true });
  if (elements.length === 0) return '';
  const [first] = elements;
  if (elements.length === 1 && first && first.type === 0 /* literal */) return first.value;
  return elements;
}

export function compileCatalogue(catalogue: Catalogue): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, typeof value === 'string' ? compileMessage(value) : compileCatalogue(value)]),
  );
}

/**
 * Compiles every catalogue when it is imported (build, dev server and unit tests alike), and names the
 * namespace inside each English one (`$ns`), which screens import directly: the other languages are
 * looked up by that name.
 */
export function icuCatalogues(): Plugin {
  return {
    name: 'hearth:icu-catalogues',
    enforce: 'pre',
    transform: {
      filter: { id: CATALOGUE },
      handler(code, id) {
        const match = CATALOGUE.exec(id.split('?')[0] ?? id);
        if (!match) return null;
        const [, language, namespace] = match;
        const compiled = compileCatalogue(JSON.parse(code) as Catalogue);
        const named = language === 'en' ? { $ns: namespace ?? path.basename(id, '.json'), ...compiled } : compiled;
        return { code: JSON.stringify(named), map: null };
      },
    },
  };
}
