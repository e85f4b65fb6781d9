import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@hearth/contracts';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The saved theme (localStorage key `theme`), else the default, light (spec §4, §9). */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    if (isTheme(stored)) return stored;
  } catch {
    // Storage can be unavailable (privacy modes).
  }
  return DEFAULT_THEME;
}

export function storeTheme(storage: Pick<Storage, 'setItem'> | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice then lasts for this page only.
  }
}

/** Dark mode is `class="dark"` on <html>; THEME_INIT_SCRIPT (inline in index.html) does the same before the first paint. */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  if (root.classList.contains('dark') === (theme === 'dark')) return;
  // Switch every colour at once: without this, elements with colour transitions lag behind for a moment.
  root.classList.add('theme-switching');
  root.classList.toggle('dark', theme === 'dark');
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove('theme-switching')));
}
