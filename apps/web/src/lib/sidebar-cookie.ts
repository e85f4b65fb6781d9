import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from '@hearth/contracts';
import { createContext } from 'react';

/**
 * The sidebar's expanded/collapsed state lives in the `sidebar_state` cookie for 7 days (spec §9).
 * Returns the saved state, or null when there is none (or it is unreadable).
 */
export function parseSidebarState(cookieHeader: string): boolean | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== SIDEBAR_COOKIE_NAME) continue;
    const value = part.slice(eq + 1).trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
    return null;
  }
  return null;
}

/** The `document.cookie` assignment that saves the state. */
export function serializeSidebarState(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * The request's Cookie header while the server renders the first screen (src/entry-server.tsx), where there
 * is no document.cookie: the sidebar must start as the browser will hydrate it. Null in the browser.
 */
export const RequestCookiesContext = createContext<string | null>(null);
