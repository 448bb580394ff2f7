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
  if (withBody) {
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
      },
    );
    if (errors.length > 0) throw new Error(`pre-rendering ${url} (${locale}) failed`, { cause: errors[0] });
    html = await new Response(prelude).text();
  }
  return { html, head, headTags: pageHeadTags(head, origin, locale) };
}
