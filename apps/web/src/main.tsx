import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/routes.tsx';
import { startSession } from './lib/auth.ts';
import { keepEarlyEvents } from './lib/early-events.ts';
import { holdEarlySubmits } from './lib/hold-early-submits.ts';
import { setHydrating } from './lib/hydration.ts';
import { browserLocale, initI18n } from './lib/i18n.ts';
import { loadState, showsFirstQuestion } from './lib/questionnaire-state.ts';
import { pageOf } from '@skinsight/shared/seo';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// Before anything is awaited: a form on the pre-rendered page may be sent while its code loads,
// and the boot script hands over what it kept (buttons pressed, a language chosen).
holdEarlySubmits();
const early = keepEarlyEvents();

/**
 * Lets the browser paint and handle input between the steps of starting up: each step is its own
 * short task, rather than one long one a phone's main thread is blocked for (decision 011).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app. Not top-level await: a module that awaits at its top level turns off the
 * bundler's merging of shared chunks, and the first load would be two dozen small scripts, each a
 * round trip on a phone (decision 011).
 */
async function start(root: HTMLElement): Promise<void> {
  const locale = browserLocale();
  await yieldToBrowser();
  // The page's strings and code come first, so the first render matches the HTML in one pass.
  const strings = initI18n(locale);
  await yieldToBrowser();
  await Promise.all([strings, preloadRoute(window.location.pathname)]);
  await yieldToBrowser();
  startSession();
  // The router numbers the history entry when it is created (replaceState, a few milliseconds of a
  // phone's main thread): done here, in a task of its own, it is not part of the hydration's.
  if (window.history.state?.idx == null) window.history.replaceState({ ...window.history.state, idx: 0 }, '');
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
        <ReplayEarlyEvents />
      </BrowserRouter>
    </StrictMode>
  );

  // The server sends public pages pre-rendered (decision 011). They are hydrated when the HTML is
  // in the language this visitor reads the page in; otherwise (a stored choice the server did not
  // know) the app renders afresh. Other pages arrive as an empty shell.
  //
  // Hydrating is a transition (issue 22): React then hydrates in slices of a few milliseconds and
  // lets the browser handle input between them, instead of one task of 130-160 ms on a phone's
  // main thread (the landing page's Total Blocking Time). Until a part is hydrated, what a visitor
  // does there is kept (early-events.ts) or makes React hydrate it at once.
  // The questionnaire's page is pre-rendered at its first question: someone part way through it
  // (their answers are kept in this browser) gets it rendered afresh at their question.
  const matchesHtml =
    root.dataset.prerendered === locale &&
    (pageOf(window.location.pathname).page !== 'question' || showsFirstQuestion(loadState()));
  if (matchesHtml) {
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error, info) =>
          console.error('hydration: the page did not match its HTML', error, info.componentStack),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

/** Once the first render has committed, what was kept is done again as its parts hydrate. */
function ReplayEarlyEvents() {
  useEffect(() => early.start(), []);
  return null;
}

/**
 * The service worker that makes the app installable and keeps the public pages for offline use
 * (decision 035). Registered five seconds after the page has loaded, when the browser is idle:
 * its downloads (about 90 files, once per build) must never compete with the first page's own
 * scripts, nor with the landing sections that load as they come into view. Only in a build,
 * never with Vite's development server.
 */
const SERVICE_WORKER_DELAY_MS = 5000;
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run) : run());
  const register = () =>
    setTimeout(
      () =>
        whenIdle(() => {
          navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker:', error));
        }),
      SERVICE_WORKER_DELAY_MS,
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void start(root);
registerServiceWorker();
