/* global window, document */
// Applies the saved colour theme before the first paint, so a dark-theme reader never sees a light flash.
// Loaded synchronously from index.html (external because the CSP is `script-src 'self'`).
// Keep in step with THEME_STORAGE_KEY and DEFAULT_THEME in @hearth/contracts (src/app/theme.test.ts checks).
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') theme = stored;
  } catch {
    // Storage can be unavailable (privacy modes); fall back to the default theme.
  }
  var root = document.documentElement;
  if (theme === 'dark') root.classList.add('dark');
  else root.classList.remove('dark');
})();
