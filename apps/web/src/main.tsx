import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/routes.tsx';
import { startSession } from './lib/auth.ts';
import { holdEarlySubmits } from './lib/hold-early-submits.ts';
import { setHydrating } from './lib/hydration.ts';
import { browserLocale, initI18n } from './lib/i18n.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// Before anything is awaited: a form on the pre-rendered page may be sent while its code loads.
holdEarlySubmits();

const locale = browserLocale();
// The page's strings and code come first, so the first render matches the HTML in one pass.
await Promise.all([initI18n(locale), preloadRoute(window.location.pathname)]);
startSession();

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The server sends public pages pre-rendered (decision 011). They are hydrated when the HTML is
// in the language this visitor reads the page in; otherwise (a stored choice the server did not
// know) the app renders afresh. Other pages arrive as an empty shell.
if (root.dataset.prerendered === locale) {
  setHydrating(true);
  hydrateRoot(root, app, {
    onRecoverableError: (error, info) => console.error('hydration: the page did not match its HTML', error, info.componentStack),
  });
} else {
  createRoot(root).render(app);
}
