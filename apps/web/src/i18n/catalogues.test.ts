import { readdirSync, readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SPEC_SOURCES, specStrings } from './spec-sources';

// The catalogues as written (not as the build compiles them), read from disk: every file in every language.
const LOCALES = new URL('./locales/', import.meta.url);
const TRANSLATED = ['hi', 'es'] as const;
type Tree = { [key: string]: string | Tree };

const namespacesOf = (language: string) =>
  readdirSync(new URL(`${language}/`, LOCALES))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
const read = (language: string, namespace: string) => JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/**
 * The names of the arguments a message takes. Only names are compared: a language may need a plural where
 * English does not ('{count} selected' is '{count, plural, one {# seleccionado} other {…}}' in Spanish).
 */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) found.add(element.value);
      else if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(element.value);
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message, { ignoreTag: true }));
  return [...found].sort();
}

const english = namespacesOf('en');

describe('the English catalogues', () => {
  it('are written in ICU MessageFormat that parses, with plurals that have an "other" case', () => {
    for (const namespace of english) {
      for (const [key, message] of flatten(read('en', namespace))) {
        expect(() => argumentsOf(message), `en/${namespace}: ${key}`).not.toThrow();
        if (/\{\s*\w+\s*,\s*plural\s*,/.test(message)) expect(message, `en/${namespace}: ${key}`).toMatch(/other\s*\{/);
      }
    }
  });

  it('leave the spec strings to packages/contracts (the spec catalogue has no English file)', () => {
    expect(english).not.toContain('spec');
  });
});

describe.each(TRANSLATED)('the %s catalogues', (language) => {
  it('have the same namespaces as English, plus the spec dictionary', () => {
    expect(namespacesOf(language)).toEqual([...english, 'spec'].sort());
  });

  it.each(english)('%s: every English key, no other, each taking the same arguments', (namespace) => {
    const source = flatten(read('en', namespace));
    const translated = flatten(read(language, namespace));
    expect([...translated.keys()].sort(), 'keys').toEqual([...source.keys()].sort());
    for (const [key, message] of source) {
      const translation = translated.get(key) ?? '';
      expect(translation.trim(), `${namespace}.${key} is empty`).not.toBe('');
      expect(argumentsOf(translation), `${namespace}.${key}: ${translation}`).toEqual(argumentsOf(message));
    }
  });

  it('translate every user-visible string of packages/contracts, and nothing else', () => {
    const spec = read(language, 'spec') as Record<string, string>;
    const expected = [...specStrings(SPEC_SOURCES)].sort();
    expect(Object.keys(spec).sort()).toEqual(expected);
    for (const text of expected) expect(spec[text]?.trim(), text).toBeTruthy();
  });
});
