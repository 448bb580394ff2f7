import { keepEarlyEvents } from './lib/early-events.ts';
import { holdEarlySubmits } from './lib/hold-early-submits.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// Before anything is awaited: a form on the pre-rendered page may be sent while its code loads,
// and the boot script hands over what it kept (buttons pressed, a language chosen).
holdEarlySubmits();
const early = keepEarlyEvents();

/**
 * Starts the app in stages, each evaluated in a task of its own (issue 22): i18next with the
 * page's strings, React DOM, then the router, the layout and the page (app/start.tsx). As one
 * module graph they were compiled and evaluated in one task of 17-31 ms of CPU on the 2-core
 * development host (Lighthouse's traces of the landing page), which Lighthouse's simulation
 * multiplies by four: most of the page's Total Blocking Time from script. The three are asked for
 * at once, so they arrive together (no round trip more than before), and each is evaluated when
 * its code is there, in 3-6 ms.
 *
 * Not top-level await: a module that awaits at its top level turns off the bundler's merging of
 * shared chunks, and the first load would be two dozen small scripts (decision 011).
 */
async function start(root: HTMLElement): Promise<void> {
  const i18nStage = import('./lib/i18n.ts');
  const domStage = import('react-dom/client');
  const appStage = import('./app/start.tsx');
  const { browserLocale, initI18n } = await i18nStage;
  await yieldToBrowser();
  const locale = browserLocale();
  // The page's strings first, so the first render matches the HTML in one pass.
  const strings = initI18n(locale);
  await domStage;
  await yieldToBrowser();
  const { startApp } = await appStage;
  await yieldToBrowser();
  await startApp(root, locale, strings, early);
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
