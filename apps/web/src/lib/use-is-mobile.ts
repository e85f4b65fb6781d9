import { MOBILE_BREAKPOINT_PX } from '@hearth/contracts';
import { createContext, useContext, useSyncExternalStore } from 'react';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/**
 * What a server render (src/entry-server.tsx) takes the screen to be, from the request's client hints: it
 * draws that layout, and the browser hydrates in it before it measures the real width. A phone then gets no
 * hidden desktop sidebar in its HTML, and is not re-rendered as a phone right after hydrating.
 */
export const MobileGuessContext = createContext(false);

/** True below the 768 px breakpoint (spec §9), where the sidebar becomes a slide-out sheet. */
export function useIsMobile(): boolean {
  const guess = useContext(MobileGuessContext);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => guess,
  );
}
