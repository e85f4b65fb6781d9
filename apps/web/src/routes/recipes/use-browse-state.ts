import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { browseStateToParams, parseBrowseParams, type BrowseState } from '@/features/recipes/browse-state';

/**
 * The browse tab, filters and search, read from and written to the address bar's query string. Tabs and
 * filters add a history entry (Back undoes them); the search replaces the current one, so typing does not
 * fill the history.
 */
export function useBrowseState(canSeeMine: boolean) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseBrowseParams(params, { canSeeMine }), [params, canSeeMine]);
  const update = useCallback(
    (change: (state: BrowseState) => BrowseState, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const before = parseBrowseParams(current, { canSeeMine });
          return browseStateToParams(change(before), current);
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams, canSeeMine],
  );
  return [state, update] as const;
}

const SCROLL_KEY = 'hearth:browse-scroll:';

/**
 * Back from a recipe returns to the same place in a long, scrolled list. The position is kept per history
 * entry in session storage and put back once the list (still in the query cache) has rendered.
 */
export function useBrowseScrollRestoration(ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = SCROLL_KEY + location.key;
  const restored = useRef(false);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(key, String(Math.round(window.scrollY)));
        } catch {
          // Storage full or blocked: Back simply starts at the top.
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      cancelAnimationFrame(frame);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    if (navigationType !== 'POP') return;
    const y = readSavedScroll(key);
    if (y > 0) window.scrollTo({ top: y, left: 0 });
  }, [ready, key, navigationType]);
}

function readSavedScroll(key: string): number {
  try {
    return Number(sessionStorage.getItem(key) ?? 0) || 0;
  } catch {
    return 0;
  }
}
