import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { DEFAULT_THEME, THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from '@hearth/contracts';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineThemeScript } from '../../../build/inline-theme-script';
import { readStoredTheme } from './theme';

const indexHtml = readFileSync(fileURLToPath(new URL('../../../index.html', import.meta.url)), 'utf8');
const builtHead = () => {
  const hook = inlineThemeScript().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, indexHtml, {} as never) as string;
};
const initScript = /<script>(.*?)<\/script>/s.exec(builtHead())?.[1] ?? '';

/** Runs the theme script as index.html carries it against a stand-in document and storage; returns the classes on <html>. */
function runInit(stored: Record<string, string>, throwOnRead = false): string[] {
  const classes = new Set<string>();
  const document = {
    documentElement: {
      classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (throwOnRead) throw new Error('denied');
      return stored[key] ?? null;
    },
  };
  runInNewContext(initScript, { window: { localStorage }, document });
  return [...classes];
}

describe('theme (spec §9: localStorage key theme, default light)', () => {
  it('the app reads the saved theme, else light', () => {
    expect(DEFAULT_THEME).toBe('light');
    expect(readStoredTheme({ getItem: (k) => (k === THEME_STORAGE_KEY ? 'dark' : null) })).toBe('dark');
    expect(readStoredTheme({ getItem: () => null })).toBe('light');
    expect(readStoredTheme({ getItem: () => 'purple' })).toBe('light');
    expect(readStoredTheme(undefined)).toBe('light');
  });

  it('index.html carries the theme script inline, before the app, and exactly as the CSP hashes it', () => {
    expect(initScript).toBe(THEME_INIT_SCRIPT);
    expect(builtHead().indexOf(THEME_INIT_SCRIPT)).toBeLessThan(builtHead().indexOf('/src/main.tsx'));
  });

  it('the theme script applies the same rule before first paint', () => {
    expect(runInit({ [THEME_STORAGE_KEY]: 'dark' })).toEqual(['dark']);
    expect(runInit({ [THEME_STORAGE_KEY]: 'light' })).toEqual([]);
    expect(runInit({})).toEqual(DEFAULT_THEME === 'light' ? [] : ['dark']);
    expect(runInit({ other: 'dark' })).toEqual([]);
    expect(runInit({}, true)).toEqual([]);
  });
});
