import type { RecipeDetail } from '@hearth/contracts';
import { useEffect } from 'react';
import { RECIPE_CACHE, RECIPE_PATH } from './offline-cache-names';

// The app's side of reading offline (docs/decisions/0037-installable-app-and-names.md): registering the
// service worker (service-worker.js, built by build/service-worker.ts), telling it who is signed in, and
// listing the recipes it saved.

/** The recipes saved on this device for reading offline, most recently opened first. */
export async function savedRecipes(): Promise<RecipeDetail[]> {
  if (typeof caches === 'undefined' || !(await caches.has(RECIPE_CACHE))) return [];
  const cache = await caches.open(RECIPE_CACHE);
  const requests = (await cache.keys()).filter((request) => RECIPE_PATH.test(new URL(request.url).pathname));
  const recipes = await Promise.all(
    requests.map(async (request) => {
      const saved = await cache.match(request);
      return saved ? ((await saved.json()) as RecipeDetail) : null;
    }),
  );
  return recipes.filter((recipe) => recipe !== null).reverse();
}

/** Registers the service worker once the page has loaded, so it never competes with the first screen. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Tells the service worker who is signed in (null: no one), so recipes saved by one member are forgotten
 * when another, or no one, uses the app on this device.
 */
export function tellServiceWorkerWhoIsSignedIn(userId: string | null): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'member', id: userId }));
}

/** Tells the service worker whenever the signed-in member is known or changes (undefined: not known yet). */
export function useOfflineCopiesOwner(userId: string | null | undefined): void {
  useEffect(() => {
    if (userId !== undefined) tellServiceWorkerWhoIsSignedIn(userId);
  }, [userId]);
}

/** A failed read that never reached the server (offline, or the server down), as opposed to an error it sent. */
export const isUnreachable = (error: unknown) => error instanceof TypeError || !navigator.onLine;
