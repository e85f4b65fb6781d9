/* global window, document, requestAnimationFrame */
// Loads the app's code on a page the server has drawn (src/entry-server.tsx, docs/decisions/0044), once that page
// has painted. Such a page needs no script to show itself, and on a phone's connection the app's ~120 KB would
// otherwise share the line with the page, its fonts and its first picture while the screen is still blank.
// Links work meanwhile (they are plain links); the app then hydrates the page. The server writes this tag in
// place of the build's module script and its modulepreload links, with their addresses in data attributes.
// External (not inline) because the CSP is `script-src 'self'`.
(function () {
  var tag = document.currentScript || document.querySelector('script[data-app-entry]');
  if (!tag) return;

  // A button on the drawn page does nothing until the app has hydrated it. Its click is held here, kept from the
  // page (a submit button would send its form), and carried out once the screen has hydrated: the drawn
  // screens call window.hearthReplayHeldClicks (src/app/held-clicks.ts). Should that never come, the clicks
  // are let go after HOLD_AT_MOST_MS, and buttons behave as they would without this script.
  var HOLD_AT_MOST_MS = 15000;
  var held = [];
  var holding = true;
  function hold(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  }
  function replay() {
    if (!holding) return;
    holding = false;
    document.removeEventListener('click', hold, true);
    var buttons = held;
    held = [];
    buttons.forEach(function (button) {
      if (button.isConnected) button.click();
    });
  }
  document.addEventListener('click', hold, true);
  window.hearthReplayHeldClicks = replay;
  setTimeout(replay, HOLD_AT_MOST_MS);

  var entry = tag.getAttribute('data-app-entry');
  var preloads = (tag.getAttribute('data-app-preload') || '').split(' ').filter(Boolean);
  function load() {
    // The entry's own imports start alongside it, as the build's modulepreload links would have started them.
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A frame callback runs just before the browser paints; a task queued from it runs once that frame is out.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
