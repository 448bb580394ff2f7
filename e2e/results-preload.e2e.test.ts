/**
 * The results page asks for the person's data from its HTML head (issue 22): the latest
 * questionnaire and the recommendations leave while the app's code is still on its way, the app
 * takes those answers instead of asking again, and each answer is the signed-in person's own,
 * private and never stored (a signed-out visitor gets none).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { baseUrl, holdAppScript, launchBrowser, newPage, signUpThroughApi } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DATA = /\/api\/(questionnaires\/latest|recommendations)$/;

/** A new account with one analysed assessment; its recommendation's id. */
async function personWithResults(context: BrowserContext, page: Page, name: string): Promise<string> {
  expect(await signUpThroughApi(context, name, 'en')).toBe(201);
  const posted = await page.request.post('/api/questionnaires', {
    headers: { origin: baseUrl() },
    data: { answers: VALID_ANSWERS, locale: 'en' },
  });
  expect(posted.ok()).toBe(true);
  let ids: string[] = [];
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get('/api/recommendations')).json()) as {
          recommendations: { id: string }[];
        };
        ids = body.recommendations.map((r) => r.id);
        return ids.length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return ids[0]!;
}

/** Opens the results page with the app's script held back; the data requests the page made, by path. */
async function openHeld(page: Page): Promise<{ requests: Request[]; release: () => Promise<void> }> {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (DATA.test(new URL(request.url()).pathname)) requests.push(request);
  });
  const release = await holdAppScript(page);
  const latest = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/questionnaires/latest', {
    timeout: 10_000,
  });
  const recommendations = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/recommendations', {
    timeout: 10_000,
  });
  await page.goto('/en/results', { waitUntil: 'commit' });
  // The app's entry script has not arrived: these requests can only come from the HTML.
  await Promise.all([latest, recommendations]);
  return { requests, release };
}

describe('the results page asks for its data from the HTML head', () => {
  it('while the app is still loading, and the app takes those answers (each crosses the network once)', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    const id = await personWithResults(context, page, 'Preloaded');
    const { requests, release } = await openHeld(page);
    await release();
    await expect.poll(() => page.getByTestId('overall-score').innerText(), { timeout: 30_000 }).toMatch(/^\d+$/);
    // The history and the product suggestions come after the first paint; wait for them too.
    await page.locator('section[aria-labelledby="history-heading"] svg circle').first().waitFor();
    const paths = requests.map((r) => new URL(r.url()).pathname).sort();
    expect(paths).toEqual(['/api/questionnaires/latest', '/api/recommendations']);
    const recs = (await (await requests.find((r) => r.url().endsWith('/api/recommendations'))!.response())!.json()) as {
      recommendations: { id: string }[];
    };
    expect(recs.recommendations.map((r) => r.id)).toEqual([id]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('gives each person only their own data, never stored, and a signed-out visitor none', async () => {
    const a = await newPage(browser, 'phone');
    const b = await newPage(browser, 'phone');
    const aId = await personWithResults(a.context, a.page, 'PreloadA');
    const bId = await personWithResults(b.context, b.page, 'PreloadB');
    expect(aId).not.toBe(bId);
    for (const [person, own] of [
      [a, aId],
      [b, bId],
    ] as const) {
      const { requests, release } = await openHeld(person.page);
      for (const request of requests) {
        const response = (await request.response())!;
        expect(response.status()).toBe(200);
        // Never kept by a browser or a shared cache.
        expect(response.headers()['cache-control']).toMatch(/private/);
        expect(response.headers()['cache-control']).toMatch(/no-store/);
      }
      const recs = (await (await requests
        .find((r) => r.url().endsWith('/api/recommendations'))!
        .response())!.json()) as {
        recommendations: { id: string }[];
      };
      expect(recs.recommendations.map((r) => r.id)).toEqual([own]);
      await release();
      await expect.poll(() => person.page.getByTestId('overall-score').isVisible(), { timeout: 30_000 }).toBe(true);
      expect(person.errors).toEqual([]);
    }
    await a.context.close();
    await b.context.close();

    // Signed out: the same HTML asks, the server answers 401 with nothing of anyone's, and the
    // page sends the visitor to sign in.
    const anonymous = await newPage(browser, 'phone');
    const { requests, release } = await openHeld(anonymous.page);
    for (const request of requests) {
      const response = (await request.response())!;
      expect(response.status()).toBe(401);
      expect(await response.text()).not.toMatch(/recommendationJson|mainConcern/);
    }
    await release();
    await anonymous.page.waitForURL((url) => url.pathname.endsWith('/signin'), { timeout: 30_000 });
    await anonymous.context.close();
  }, 120_000);
});
