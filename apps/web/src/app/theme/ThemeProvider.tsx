import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@hearth/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { applyTheme, readStoredTheme, storeTheme, type Theme } from './theme';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The theme is kept outside React, in localStorage (or, where storage is blocked, for this page only), and
 * read through useSyncExternalStore: a page the server rendered hydrates in the default theme, as the server
 * drew it, and switches to the saved one right after, instead of failing to hydrate (the inline theme script has
 * already coloured the page).
 */
let pageTheme: Theme | null = null;
const listeners = new Set<() => void>();
const readTheme = (): Theme => pageTheme ?? readStoredTheme(safeLocalStorage());
const serverTheme = (): Theme => DEFAULT_THEME;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the theme: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) {
      pageTheme = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function saveTheme(next: Theme): void {
  pageTheme = next;
  storeTheme(safeLocalStorage(), next);
  for (const listener of listeners) listener();
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme);

  useEffect(() => {
    applyTheme(document.documentElement, theme);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => saveTheme(next), []);
  const toggleTheme = useCallback(() => saveTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
