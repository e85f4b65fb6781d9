/* global window, document */
// Starts the requests the first screen waits for while the app's code is still downloading (DESIGN §7): the
// signed-in user on every page (/api/session: null, not a 401, for a visitor; src/lib/user/current-user.ts)
// and, on the default browse page, its first page of recipes. Without this they start only once the entry
// chunk has loaded and rendered. The app takes each response once (src/lib/early-requests.ts). Loaded async
// from index.html, so it never delays the first paint; external (not inline) because the CSP is
// `script-src 'self'`.
// Keep the browse URL in step with browseListUrl() in src/features/recipes/list-recipes.ts (a test checks).
(function () {
  // Already claimed by the app: its code ran first (from the cache), and has made these requests itself.
  if (window.hearthEarlyRequests || typeof fetch !== 'function') return;
  var responses = {};
  function start(url) {
    var response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    // The app sees a failure when it takes the response; unclaimed, it must not be reported as unhandled.
    response.catch(function () {});
    responses[url] = response;
    return response;
  }
  start('/api/session');
  if (window.location.pathname === '/recipes' && !window.location.search) {
    // The first card's picture is the largest thing on a phone's screen: fetch it as soon as its address is
    // known rather than once the grid renders (the same choice as RecipeCard: imageUrl, else the first image).
    start('/api/recipes?type=trending&limit=24&offset=0')
      .then(function (response) {
        return response.ok ? response.clone().json() : [];
      })
      .then(function (recipes) {
        var first = recipes[0];
        var picture = first && (first.imageUrl || (first.images && first.images[0]));
        if (!picture) return;
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = picture;
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
      })
      .catch(function () {});
  }
  window.hearthEarlyRequests = responses;
})();
