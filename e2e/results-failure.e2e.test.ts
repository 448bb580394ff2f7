/**
 * The results page tells a failed request from an empty answer (issue 19): when the server cannot
 * answer, the person reads that loading failed and can try again, never 'no results'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signUpThroughApi } from './browser.ts';
import { personWithResults } from './people.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the results page when loading fails', () => {
  it('says so with a retry button, and shows the real answer once the server answers', async () => {
    const { page, context } = await newPage(browser, 'phone');
    expect(await signUpThroughApi(context, 'Failing', 'en')).toBe(201);
    let failing = true;
    await page.route(/\/api\/recommendations$/, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal', message: 'down' } }),
          })
        : route.fallback(),
    );
    await page.goto('/en/results');
    await page.getByRole('heading', { name: 'We could not load your results' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'No Assessment Data Found' }).count()).toBe(0);

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    // A new account has nothing analysed: now, and only now, the page says so.
    await page.getByRole('heading', { name: 'No Assessment Data Found' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'We could not load your results' }).count()).toBe(0);
    await context.close();
  });

  it('keeps results on screen when reading them again fails, and says nothing is wrong with them', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    const rec = await personWithResults(context, page, 'Flaky');
    // The page comes drawn by the server with the results; the browser's own read of them
    // afterwards fails, as on a connection that drops just then.
    let failed = 0;
    await page.route(/\/api\/recommendations$/, (route) => {
      failed++;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'down' } }),
      });
    });
    await page.goto('/en/results');
    await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThan(0);
    // The history comes after the first paint, once the app has run: it is still the results page.
    await page.locator('section[aria-labelledby="history-heading"]').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('overall-score').innerText()).toBe(String(rec.recommendationJson.score));
    expect(await page.getByRole('heading', { name: 'We could not load your results' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
