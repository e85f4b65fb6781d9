// Shared by the app (offline-copies.ts) and the service worker, into which build/service-worker.ts writes them.

/** The Cache Storage cache of recipes opened on this device (the number is the format, not the build). */
export const RECIPE_CACHE = 'hearth-recipes-v1';
/** The recipe reads the service worker keeps: GET /api/recipes/{id}. */
export const RECIPE_PATH = /^\/api\/recipes\/\d+$/;
