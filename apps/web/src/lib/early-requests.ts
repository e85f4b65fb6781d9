/**
 * Responses to requests that public/early-requests.js started before the app's code had loaded, by URL.
 * Each is taken at most once, by the first query for that URL, and only while the page is starting: later
 * reads (after a change, a sign-in) must fetch afresh.
 */
declare global {
  interface Window {
    hearthEarlyRequests?: Record<string, Promise<Response> | undefined>;
  }
}

/** How long after the page started an early response may still be taken. */
export const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

// Claims the slot now, so that the script, should it run after the app (its code came from the cache
// first), does not start the same requests again.
const early: Record<string, Promise<Response> | undefined> = typeof window === 'undefined' ? {} : (window.hearthEarlyRequests ??= {});

/** The early response for `url` if there is one still unclaimed; it is claimed (later calls get undefined). */
export function takeEarlyResponse(url: string, now = performance.now()): Promise<Response> | undefined {
  const response = early[url];
  if (!response) return undefined;
  delete early[url];
  return now <= EARLY_RESPONSE_MAX_AGE_MS ? response : undefined;
}
