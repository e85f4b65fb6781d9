import { validateWithoutEval } from '@hearth/contracts';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readFirstScreenState } from './app/first-screen-state';
import { registerServiceWorker } from './app/pwa/offline-copies';
import { preloadFirstScreen } from './app/router';
import { startLanguage } from './i18n/start';
import { queryClient } from './lib/query-client';
import { MobileGuessContext } from './lib/use-is-mobile';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing <div id="root">');
// Set when the server rendered this page's first screen (src/entry-server.tsx).
const firstScreen = readFirstScreenState(document);

validateWithoutEval();
startLanguage(firstScreen?.language);
preloadFirstScreen(window.location.pathname);
registerServiceWorker();

const app = (
  <StrictMode>
    <MobileGuessContext value={firstScreen?.mobile ?? false}>
      <App />
    </MobileGuessContext>
  </StrictMode>
);
if (firstScreen) {
  hydrate(queryClient, firstScreen.queries);
  // As a transition, hydration yields to the browser every few milliseconds instead of being one long task
  // (DESIGN §7); the server's HTML is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
