/* global self, caches, __HEARTH_BUILD__ */
// Hearth's service worker (issue 16, item 4; docs/decisions/0037-installable-app-and-names.md), written by
// hand: the app shell from the cache when the network is gone, and the recipes this member opened, with
// their pictures, so a recipe read once can be read again in the kitchen without a connection.
//
// build/service-worker.ts emits it as /sw.js, putting the build in place of __HEARTH_BUILD__: a version
// (a new build is a new worker and a new shell cache), the files to precache, and the cache names and
// recipe path the app's offline screens share (src/app/pwa/offline-copies.ts).
//
// What is stored: the shell (index.html, the build's scripts and styles, fonts and icons) and GET
// /api/recipes/{id} answers with their /media/ pictures. Nothing else from the API is: sessions, the
// current user, admin screens and lists always go to the network.

const BUILD = __HEARTH_BUILD__;
const SHELL_CACHE = `hearth-shell-${BUILD.version}`;
const RECIPE_CACHE = BUILD.recipeCache;
const RECIPE_PATH = new RegExp(BUILD.recipePath);
/** Who the stored recipes belong to, as a digest of their user id (the cache names no one). */
const OWNER_KEY = '/__hearth/owner';
/** Recipes kept at most; the ones opened longest ago go first, with the pictures no other kept recipe shows. */
const RECIPE_LIMIT = 100;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(BUILD.precache)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // An older build's shell goes; the saved recipes stay across builds.
      for (const name of await caches.keys()) if (name.startsWith('hearth-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      await self.registration.navigationPreload?.enable();
      // The page that installed the worker is served by it from now on, so what it opens next is kept.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'member') event.waitUntil(keepFor(event.data.id ?? null));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Signing out forgets the saved recipes, so the next person on this device cannot read them.
  if (url.pathname === '/api/logout') return event.waitUntil(forgetRecipes());
  if (request.method !== 'GET') return;
  if (RECIPE_PATH.test(url.pathname) && !url.search) return event.respondWith(recipe(event));
  if (url.pathname.startsWith('/media/')) return event.respondWith(picture(request));
  if (url.pathname.startsWith('/api/')) return; // never stored, never answered from a cache
  if (request.mode === 'navigate') return event.respondWith(page(event));
  if (url.pathname.startsWith('/assets/') || BUILD.precache.includes(url.pathname)) return event.respondWith(shellFile(request));
});

/** Pages: the network first (a new build, a link preview), the cached app when it cannot be reached. */
async function page(event) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch {
    // The app's own page (build/service-worker.ts says why it is not stored as /).
    return (await caches.match('/index.html', { cacheName: SHELL_CACHE })) || Response.error();
  }
}

/** Hashed build files never change, so the cache answers first; a file the precache missed is kept when fetched. */
async function shellFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
}

/**
 * A recipe: the network first, so a member online always reads the current recipe; the saved copy when the
 * network cannot be reached. A recipe the server no longer shows this member is forgotten.
 */
async function recipe(event) {
  const cache = await caches.open(RECIPE_CACHE);
  let response;
  try {
    response = await fetch(event.request);
  } catch {
    return (await cache.match(event.request, { ignoreVary: true })) || notSaved();
  }
  if (response.ok) event.waitUntil(keep(cache, event.request, response.clone()));
  else if ([401, 403, 404].includes(response.status)) event.waitUntil(cache.delete(event.request, { ignoreVary: true }));
  return response;
}

/** Pictures of saved recipes come from the cache (media keys are unique per upload, so never stale). */
async function picture(request) {
  return (await caches.match(request, { cacheName: RECIPE_CACHE, ignoreVary: true })) || fetch(request);
}

/** The error the recipe page shows for a recipe never opened on this device, in the API's error shape. */
function notSaved() {
  const body = { message: "You're offline, and this recipe isn't saved on this device.", code: 'OFFLINE' };
  return new Response(JSON.stringify(body), { status: 503, headers: { 'content-type': 'application/json' } });
}

async function keep(cache, request, response) {
  const pictures = picturesOf(await response.clone().json());
  await cache.put(request, response);
  await Promise.all(pictures.map(async (url) => (await cache.match(url)) || cache.add(url).catch(() => undefined)));
  await trim(cache);
}

/** The site-relative /media/ pictures a recipe shows: its gallery, its card picture, its steps' and ingredients'. */
function picturesOf(recipe) {
  const urls = [recipe.imageUrl, ...(recipe.images ?? []), ...(recipe.steps ?? []).map((s) => s.imageUrl), ...(recipe.recipeIngredients ?? []).map((l) => l.ingredient?.imageUrl)];
  return [...new Set(urls.filter((url) => typeof url === 'string' && url.startsWith('/media/')))];
}

async function trim(cache) {
  const recipes = (await cache.keys()).filter((request) => RECIPE_PATH.test(new URL(request.url).pathname));
  if (recipes.length <= RECIPE_LIMIT) return;
  // Cache keys come back in the order they were last stored: the first are the least recently opened.
  await Promise.all(recipes.slice(0, recipes.length - RECIPE_LIMIT).map((request) => cache.delete(request)));
  const shown = new Set();
  for (const request of recipes.slice(-RECIPE_LIMIT)) {
    const saved = await cache.match(request);
    if (saved) for (const url of picturesOf(await saved.json())) shown.add(url);
  }
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/media/') && !shown.has(path)) await cache.delete(request);
  }
}

function forgetRecipes() {
  return caches.delete(RECIPE_CACHE);
}

/**
 * The app says who is signed in on every start. Saved recipes are one member's: when someone else (or no
 * one) is signed in, they are forgotten. A cache without an owner yet is adopted (the first start).
 */
async function keepFor(userId) {
  if (!userId) return forgetRecipes();
  const owner = await digest(userId);
  const cache = await caches.open(RECIPE_CACHE);
  const stored = await cache.match(OWNER_KEY);
  if (stored && (await stored.text()) === owner) return;
  if (stored) await forgetRecipes();
  await (await caches.open(RECIPE_CACHE)).put(OWNER_KEY, new Response(owner));
}

async function digest(text) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
