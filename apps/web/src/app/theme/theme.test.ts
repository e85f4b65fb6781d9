import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { readStoredTheme } from './theme';

const initScript = readFileSync(fileURLToPath(new URL('../../../public/theme-init.js', import.meta.url)), 'utf8');

/** Runs public/theme-init.js against a stand-in document and storage; returns the classes on <html>. */
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

  it('theme-init.js applies the same rule before first paint', () => {
    expect(runInit({ [THEME_STORAGE_KEY]: 'dark' })).toEqual(['dark']);
    expect(runInit({ [THEME_STORAGE_KEY]: 'light' })).toEqual([]);
    expect(runInit({})).toEqual(DEFAULT_THEME === 'light' ? [] : ['dark']);
    expect(runInit({ other: 'dark' })).toEqual([]);
    expect(runInit({}, true)).toEqual([]);
  });
});
