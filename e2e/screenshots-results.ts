/**
 * Screenshots of a real results page (an account, the face fixture and a questionnaire made
 * through the API) in all four languages at phone and desktop size.
 * Run: node e2e/screenshots-results.ts  (writes e2e/artifacts/screenshots/results-*.png).
 * results-little-*.png shows the same page for a stored result whose questionnaire said nothing of
 * skin type and concerns or age (the engine's own output, served in place of the real one): areas
 * and an overall score with 'not enough information' (docs/decisions/027). results-history-*.png
 * shows the progress section after a second assessment with the same face under a 10 % cooler
 * light (decision 037: read as a difference the light's reading cannot tell from none, the
 * changes the light may explain marked; since engine 1.5.0 the light alone moves no colour area
 * beyond its floor, decision 068), and
 * results-trend-*.png the chart of five weekly assessments with the trend over the raw scores.
 */
import fs from 'node:fs';
import path from 'node:path';
import { recommend } from '@skinsight/engine';
import type { Route } from 'playwright-core';
import { LOCALES } from '@skinsight/shared';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { lightGains } from '../packages/vision/test/photo-variants.ts';
import { launchBrowser, VIEWPORTS } from './browser.ts';
import { ensureWebBuilt, startServer } from './server.ts';

/**
 * A route handler that serves the real response with its JSON changed by `change`. The page polls
 * the recommendations; a poll still in flight when the page reloads has its response disposed,
 * and is dropped rather than failing the run (which left its server running).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON, changed in place
function rewritten(change: (body: any) => void) {
  return async (route: Route) => {
    try {
      const response = await route.fetch();
      const body = await response.json();
      change(body);
      await route.fulfill({ response, json: body });
    } catch (error) {
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  };
}

const out = path.join(import.meta.dirname, 'artifacts/screenshots');
fs.mkdirSync(out, { recursive: true });
ensureWebBuilt();
const server = await startServer();
const browser = await launchBrowser();
const face = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/astronaut.png'));
const cooler = await lightGains(face, [0.9, 1, 1.1]);
try {
  for (const locale of process.argv.length > 2 ? LOCALES.filter((l) => process.argv.includes(l)) : LOCALES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({
        viewport,
        baseURL: server.baseUrl,
        extraHTTPHeaders: { origin: server.baseUrl },
      });
      const api = context.request;
      await api.post('/api/auth/signup', {
        data: {
          firstName: 'Ada',
          lastName: 'L',
          email: `shot-${locale}-${size}-${Date.now()}@example.com`,
          password: 'a long and private passphrase',
          privacyConsent: true,
          locale,
        },
      });
      const photo = await (
        await api.post('/api/photos', { data: face, headers: { 'content-type': 'image/png' } })
      ).json();
      await api.post('/api/questionnaires', { data: { answers: VALID_ANSWERS, locale, photoId: photo.photoId } });
      const page = await context.newPage();
      await page.goto(`/${locale}/results`);
      await page.getByTestId('overall-score').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `results-${locale}-${size}.png`), fullPage: true });
      const figure = page.locator('main figure').first();
      if (await figure.count())
        await figure.screenshot({ path: path.join(out, `results-photo-${locale}-${size}.png`) });
      // A second assessment, the same face in a cooler light and a changed answer: the history,
      // its changes and whether the two photos were taken alike.
      const again = await (
        await api.post('/api/photos', { data: cooler, headers: { 'content-type': 'image/png' } })
      ).json();
      await api.post('/api/questionnaires', {
        data: { answers: { ...VALID_ANSWERS, sunscreenUse: 'every_day' }, locale, photoId: again.photoId },
      });
      await page.reload();
      const history = page.locator('section[aria-labelledby="history-heading"]');
      await history.waitFor({ timeout: 60_000 });
      // The sticky header would lie over the chart in a picture of the section alone.
      const historyShot = async (name: string) => {
        await page.waitForTimeout(300);
        const header = page.locator('header.sticky').first();
        await header.evaluate((el) => (el.style.visibility = 'hidden'));
        // The first and latest photos load lazily: near the screen, then wait for them.
        await history.scrollIntoViewIfNeeded();
        await history.locator('img').evaluateAll((imgs) =>
          Promise.all(
            (imgs as HTMLImageElement[]).map((img) => {
              img.loading = 'eager';
              return img.decode().catch(() => undefined);
            }),
          ),
        );
        await history.screenshot({ path: path.join(out, `${name}-${locale}-${size}.png`) });
        await header.evaluate((el) => (el.style.visibility = ''));
      };
      await historyShot('results-history');
      // Five weekly assessments (the stored two, repeated and re-dated, their scores varied): the
      // trend over the raw scores (results-trend-*.png).
      const weekly = rewritten((body) => {
        const [latest, first] = body.recommendations;
        const start = new Date(first.createdAt).getTime() - 28 * 86_400_000;
        body.recommendations = [62, 70, 58, 72, 75]
          .map((score, week) => {
            const source = week % 2 ? first : latest;
            return {
              ...source,
              id: `${source.id.slice(0, -1)}${week}`,
              createdAt: new Date(start + week * 7 * 86_400_000).toISOString(),
              recommendationJson: { ...source.recommendationJson, score },
            };
          })
          .reverse();
      });
      await page.route('**/api/recommendations', weekly);
      await page.reload();
      await history.waitFor({ timeout: 60_000 });
      await historyShot('results-trend');
      await page.unroute('**/api/recommendations', weekly);
      const answers: Record<string, string | string[]> = { ...VALID_ANSWERS };
      for (const id of ['skinType', 'skinConcerns', 'age']) delete answers[id];
      const little = recommend({ answers, locale, photo: null });
      await page.route(
        '**/api/recommendations',
        rewritten((body) => {
          body.recommendations[0].recommendationJson = { ...little, photo_overlay: null };
        }),
      );
      await page.reload();
      await page.getByTestId('overall-score').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `results-little-${locale}-${size}.png`), fullPage: true });
      await context.close();
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
