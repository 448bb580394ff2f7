/**
 * The results page tells a failed request from an empty answer (issue 19): when the server cannot
 * answer, the person reads that loading failed and can try again, never 'no results'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signUpThroughApi } from './browser.ts';

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
});
