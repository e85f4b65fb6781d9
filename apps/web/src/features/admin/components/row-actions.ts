import { useCallback, useId, useState } from 'react';

/**
 * Tracks which rows have a call in flight, so each row's buttons show progress on their own even when the
 * admin works through several rows at once. `run` resolves when the call settles.
 */
export function useRowActions<Id extends string | number>() {
  const [busy, setBusy] = useState<ReadonlySet<Id>>(new Set());
  const run = useCallback(async (id: Id, action: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await action();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { isBusy: (id: Id) => busy.has(id), run };
}

/**
 * A panel to keep keyboard focus in: when the focused button's row disappears (approved, banned, deleted),
 * focus moves to the panel (give it `id` and tabIndex -1) instead of falling back to the top of the page.
 */
export function useFocusKeeper() {
  const id = useId();
  const fallback = useCallback(() => document.getElementById(id), [id]);
  const keep = useCallback(() => {
    // After the list has re-rendered.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) fallback()?.focus();
    });
  }, [fallback]);
  return { id, keep, fallback };
}
