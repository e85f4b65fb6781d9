import { readFileSync } from 'node:fs';
import { serverMessages } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, headersLanguage } from './page-language';
import { fill, PAGE_TEXT, pageError } from './page-text';

type Tree = { readonly [key: string]: string | Tree };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Each message as its key and placeholders: two catalogues with the same keys and placeholders give the same list. */
const shape = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key} {${placeholders(value).join('}{')}}`] : shape(value, `${prefix}${key}.`)))
    .sort();

describe('the account pages’ catalogue', () => {
  it.each(['hi', 'es'] as const)('%s has every English key, no other, with the same {placeholders}', (language) => {
    expect(shape(PAGE_TEXT[language])).toEqual(shape(PAGE_TEXT.en));
  });

  it.each(['hi', 'es'] as const)("%s says the spec's messages in the words of the web's spec catalogue", (language) => {
    const spec = JSON.parse(readFileSync(new URL(`../../../../web/src/i18n/locales/${language}/spec.json`, import.meta.url), 'utf8')) as Record<string, string>;
    const shared = Object.entries(PAGE_TEXT.en.errors).filter(([, message]) => message in spec);
    expect(shared.length).toBeGreaterThan(0);
    for (const [key, message] of shared) expect(PAGE_TEXT[language].errors[key as keyof typeof PAGE_TEXT.en.errors], key).toBe(spec[message]);
  });

  it('translates a page error by its English, and shows an unknown one as written', () => {
    expect(pageError(serverMessages.invalidCredentials, 'es')).toBe('Correo electrónico o contraseña incorrectos');
    expect(pageError(serverMessages.invalidCredentials, 'en')).toBe(serverMessages.invalidCredentials);
    expect(pageError('Something Better Auth said', 'hi')).toBe('Something Better Auth said');
  });

  it('fills placeholders once, leaving ones without a value', () => {
    expect(fill('{a} and {b}', { a: '{b}' })).toBe('{b} and {b}');
  });
});

describe('the language of the account pages from Accept-Language', () => {
  it('takes the highest-weighted language Hearth speaks, its region ignored', () => {
    expect(acceptedLanguage('es-MX,es;q=0.9')).toBe('es');
    expect(acceptedLanguage('fr-FR, hi;q=0.5, es;q=0.4')).toBe('hi');
    expect(acceptedLanguage('en;q=0.3, hi-IN;q=0.8')).toBe('hi');
    expect(acceptedLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('fr, de')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });

  it("a Web request's headers choose as a page's request does: the app's cookie first", () => {
    expect(headersLanguage(new Headers({ cookie: 'hearth.session_token=x; hearth-language=hi', 'accept-language': 'es' }))).toBe('hi');
    expect(headersLanguage(new Headers({ cookie: 'hearth-language=fr', 'accept-language': 'es-MX' }))).toBe('es');
    expect(headersLanguage(new Headers())).toBe('en');
  });
});
