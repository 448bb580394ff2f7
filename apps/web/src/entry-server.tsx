/**
 * The pre-renderer's entry (built with `vite build --ssr`): renders one page in one language to
 * HTML with the same components the browser hydrates. scripts/prerender.ts calls it per page.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import i18n from 'i18next';
import type { Locale } from '@skinsight/shared/locales';
import { App } from './app/app.tsx';
import type { SurveyItem } from '@skinsight/shared/api';
import { primeSurvey } from './features/questionnaire/survey-api.ts';
import { switchLanguage } from './lib/i18n.ts';
import { pageHead, pageHeadTags, type PageHead } from './lib/page-head.ts';
import type { FirstScreenData } from '@skinsight/shared/seo';
import { checkFirstScreen, forgetFirstScreen, startFromFirstScreen } from './app/first-screen.ts';

export type RenderedPage = { html: string; head: PageHead; headTags: string };

/**
 * The page at `url` in `locale`, with every lazy part loaded (the render waits for all Suspense
 * boundaries). `withBody: false` gives only the head, for pages that render in the browser.
 */
export async function render(
  url: string,
  locale: Locale,
  origin: string,
  withBody = true,
  /** The questionnaire's texts in `locale`, as the server's /api/survey gives them (the question page). */
  survey?: SurveyItem[],
): Promise<RenderedPage> {
  await switchLanguage(locale);
  if (survey) primeSurvey(locale, survey);
  const head = pageHead(new URL(url, 'http://localhost').pathname, i18n.t);
  let html = '';
  if (withBody) html = await renderBody(url);
  return { html, head, headTags: pageHeadTags(head, origin, locale) };
}

async function renderBody(url: string, signal?: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      // React would leave a failing part to the browser; a build must not ship that silently.
      onError: (error) => void errors.push(error),
      // Everything inline: React would otherwise move large parts of the page to the end of
      // the HTML and reveal them with inline scripts, which the CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal,
    },
  );
  if (errors.length > 0) throw new Error(`rendering ${url} (${i18n.language}) failed`, { cause: errors[0] });
  return new Response(prelude).text();
}

/**
 * Renders are taken one at a time: the language, the session and the query cache are module
 * state, and a render awaits (the page's code, its strings). Another person's render must never
 * start in between, or one person's data could be drawn into another's page.
 */
let turn: Promise<unknown> = Promise.resolve();
const RENDER_TIMEOUT_MS = 5000;

/**
 * The page at `url` in `locale` drawn for the signed-in person whose session and reads `data`
 * holds (decision 039): the HTML of the root element, and the answers as the app's schemas gave
 * them, which the page carries for the app to start from without checking them again; or null
 * when `data` is not a signed-in person's or not what the page reads. Nothing of it is kept once
 * the HTML is made.
 */
export function renderForPerson(
  url: string,
  locale: Locale,
  data: FirstScreenData,
): Promise<{ html: string; data: FirstScreenData } | null> {
  const run = turn.then(async () => {
    try {
      await switchLanguage(locale);
      const checked = checkFirstScreen(data);
      if (!checked || !startFromFirstScreen(checked, true)) return null;
      // A render that hangs must not hold every later one up.
      return { html: await renderBody(url, AbortSignal.timeout(RENDER_TIMEOUT_MS)), data: checked };
    } finally {
      forgetFirstScreen();
    }
  });
  turn = run.catch(() => undefined);
  return run;
}
