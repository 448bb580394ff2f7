import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { FIRST_SCREEN_DATA_ID, pageOf, type FirstScreenData } from '@skinsight/shared/seo';
import { startSession } from '../lib/auth.ts';
import type { keepEarlyEvents } from '../lib/early-events.ts';
import { setHydrating } from '../lib/hydration.ts';
import type { Locale } from '@skinsight/shared/locales';
import { loadState, showsFirstQuestion } from '../lib/questionnaire-state.ts';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { App } from './app.tsx';
import { preloadRoute } from './routes.tsx';

/** The answers a page the server drew for this person came with (decision 039), if it did. */
function readFirstScreen(): FirstScreenData | null {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return null;
  }
}

/**
 * The app's last start-up stage (main.tsx loads it after i18next and React DOM, each evaluated in a
 * task of its own): the page's code, the session, then the first render or the hydration.
 */
export async function startApp(
  root: HTMLElement,
  locale: Locale,
  strings: Promise<unknown>,
  early: ReturnType<typeof keepEarlyEvents>,
) {
  // The page's strings and code come first, so the first render matches the HTML in one pass.
  const firstScreen = readFirstScreen();
  const [, , startedFromFirstScreen] = await Promise.all([
    strings,
    preloadRoute(window.location.pathname),
    // The answers the server drew the page from, as it checked them (first-screen.ts).
    firstScreen ? import('./first-screen.ts').then((m) => m.startFromFirstScreen(firstScreen, true)) : false,
  ]);
  await yieldToBrowser();
  startSession();
  // The router numbers the history entry when it is created (replaceState, a few milliseconds of a
  // phone's main thread): done here, in a task of its own, it is not part of the hydration's.
  if (window.history.state?.idx == null) window.history.replaceState({ ...window.history.state, idx: 0 }, '');
  await yieldToBrowser();

  /** Once the first render has committed, what was kept is done again as its parts hydrate. */
  function ReplayEarlyEvents() {
    useEffect(() => early.start(), []);
    return null;
  }

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
  // A page the server drew for this person (decision 039) is hydrated from the answers it came
  // with; when they could not be used, it is drawn afresh.
  const matchesHtml =
    root.dataset.prerendered === locale &&
    (!firstScreen || startedFromFirstScreen) &&
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
