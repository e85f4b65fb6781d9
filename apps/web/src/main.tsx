import { validateWithoutEval } from '@hearth/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa/offline-copies';
import { preloadFirstScreen } from './app/router';
import { startLanguage } from './i18n/start';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing <div id="root">');

validateWithoutEval();
startLanguage();
preloadFirstScreen(window.location.pathname);
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
