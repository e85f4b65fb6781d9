import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by public/load-app.js on a page the server drew: carries out the clicks it held until the app took over. */
    hearthReplayHeldClicks?: () => void;
  }
}

/**
 * For a screen the server draws (docs/decisions/0044): once it has hydrated, the clicks on its buttons made before
 * that are carried out, in order, instead of being lost. An effect runs after the screen's own hydration has
 * committed, so every button on it (and in the shell around it) answers by then. Elsewhere it does nothing.
 */
export function useHeldClicks(): void {
  useEffect(() => {
    window.hearthReplayHeldClicks?.();
  }, []);
}
