/**
 * The results page arrives drawn for the signed-in person (decision 039, issue 22): their score
 * and focus areas are in the HTML, painted before the app's code has arrived, and the app takes
 * over the same page without drawing it again. Each person's page holds only their own data and is
 * never stored; a signed-out visitor gets the shell, whose requests answer 401, and is sent to
 * sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { personWithResults } from './people.ts';
import { launchBrowser, newPage, openHeld } from './browser.ts';
import { startServer } from './server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DATA = /\/api\/(questionnaires\/latest|recommendations)$/;

/** The main concern a results page's markup shows. */
const drawnConcern = (html: string) => /Your main concern:(?:<!-- -->)? <strong>([^<]+)<\/strong>/.exec(html)?.[1];
const DRYNESS = { ...VALID_ANSWERS, skinConcerns: ['dryness'] };

describe('the results page drawn for the signed-in person', () => {
  it('shows their score before the app has loaded, asks for nothing, and the app takes it over', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    const rec = await personWithResults(context, page, 'FirstScreen');
    const { requests, release } = await openHeld(page, '/en/results', DATA);
    // The app's entry script has not arrived: what shows is the HTML.
    const score = page.getByTestId('overall-score');
    await score.waitFor({ timeout: 10_000 });
    expect(await score.innerText()).toBe(String(rec.recommendationJson.score));
    expect(await page.getByRole('heading', { name: 'Your skin analysis', level: 1 }).isVisible()).toBe(true);
    expect(await page.locator('[data-testid^="area-"]').count()).toBeGreaterThan(0);
    expect(requests).toEqual([]);
    // The app starts from the answers in the page and hydrates it; what the first screen left
    // for later (the history) comes once it runs, and nothing was drawn twice.
    const before = await score.elementHandle();
    await release();
    await page.locator('section[aria-labelledby="history-heading"] svg circle').first().waitFor({ timeout: 30_000 });
    expect(await before!.evaluate((node) => node.isConnected)).toBe(true);
    expect(await score.innerText()).toBe(String(rec.recommendationJson.score));
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('in the language of the page', async () => {
    const { page, context, errors } = await newPage(browser, 'desktop');
    await personWithResults(context, page, 'ErsterBildschirm', 'de');
    const { release } = await openHeld(page, '/de/results', DATA);
    await page.getByTestId('overall-score').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('heading', { name: 'Deine Hautanalyse', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText('Gesamt-Score deiner Haut').isVisible()).toBe(true);
    await release();
    await page.locator('section[aria-labelledby="history-heading"]').first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("holds each person's own data only, is never stored, and a signed-out visitor gets none", async () => {
    const a = await newPage(browser, 'phone');
    const b = await newPage(browser, 'phone');
    // Two people whose pages differ in what is drawn, not only in the data beside it.
    const aRec = { ...(await personWithResults(a.context, a.page, 'DrawnA')), concern: 'Enlarged pores' };
    const bRec = {
      ...(await personWithResults(b.context, b.page, 'DrawnB', 'en', DRYNESS)),
      concern: 'Dryness',
    };
    for (const [person, own, other] of [
      [a, aRec, bRec],
      [b, bRec, aRec],
    ] as const) {
      const response = await person.page.request.get('/en/results');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/private/);
      expect(response.headers()['cache-control']).toMatch(/no-store/);
      expect(response.headers()['etag']).toBeUndefined();
      const html = await response.text();
      expect(html).toContain(own.id);
      expect(html).not.toContain(other.id);
      expect(html).toContain('id="first-screen-data"');
      expect(drawnConcern(html)).toBe(own.concern);
    }
    // Many at once, interleaved: every page still holds only its own person's data.
    const pages = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const [person, own, other] = i % 2 === 0 ? [a, aRec, bRec] : [b, bRec, aRec];
        return { html: await (await person.page.request.get('/en/results')).text(), own, other };
      }),
    );
    for (const { html, own, other } of pages) {
      expect(html).toContain(own.id);
      expect(html).not.toContain(other.id);
      expect(drawnConcern(html)).toBe(own.concern);
    }
    await a.context.close();
    await b.context.close();

    // Signed out: the shell, with nothing of anyone's; its requests answer 401 and the page sends
    // the visitor to sign in.
    const anonymous = await newPage(browser, 'phone');
    const html = await (await anonymous.page.request.get('/en/results')).text();
    expect(html).not.toContain('first-screen-data');
    expect(html).not.toMatch(/recommendationJson|mainConcern/);
    const { requests, release } = await openHeld(anonymous.page, '/en/results', DATA);
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(2);
    for (const request of requests) {
      const answer = (await request.response())!;
      expect(answer.status()).toBe(401);
      expect(await answer.text()).not.toMatch(/recommendationJson|mainConcern/);
    }
    await release();
    await anonymous.page.waitForURL((url) => url.pathname.endsWith('/signin'), { timeout: 30_000 });
    await anonymous.context.close();
  }, 120_000);

  it('keeps each person apart when a new server draws its first pages for two people at once', async () => {
    // The first renders after a start wait for the page's code: the moment another person's
    // render could slip in between, were renders not taken one at a time.
    const server = await startServer();
    try {
      const a = await newPage(browser, 'phone', server.baseUrl);
      const b = await newPage(browser, 'phone', server.baseUrl);
      const aRec = await personWithResults(a.context, a.page, 'FreshA', 'en', VALID_ANSWERS, server.baseUrl);
      const bRec = await personWithResults(b.context, b.page, 'FreshB', 'en', DRYNESS, server.baseUrl);
      const pages = await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          const [person, own, other, concern] =
            i % 2 === 0 ? [a, aRec, bRec, 'Enlarged pores'] : [b, bRec, aRec, 'Dryness'];
          return { html: await (await person.page.request.get('/en/results')).text(), own, other, concern };
        }),
      );
      for (const { html, own, other, concern } of pages) {
        expect(html).toContain(own.id);
        expect(html).not.toContain(other.id);
        expect(drawnConcern(html)).toBe(concern);
      }
      await a.context.close();
      await b.context.close();
    } finally {
      await server.stop();
    }
  }, 120_000);
});
