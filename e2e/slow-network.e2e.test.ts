/**
 * On a fast connection the work behind the questionnaire, the photo step and the results is done
 * before a spinner could be seen; on a slow one the person must see that something is happening.
 * Each wait is made slow here by holding the server's answer back, and its spinner or progress
 * screen must show, then give way to the page.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signUpThroughApi, waitUntilInteractive } from './browser.ts';

const FACE = path.join(import.meta.dirname, 'fixtures/astronaut.png');
const HOLD_MS = 1500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Holds back the answers to requests matching `pattern` (and method) by HOLD_MS. */
async function slowDown(page: Page, pattern: RegExp, method = 'GET') {
  await page.route(pattern, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.fallback();
  });
}

/**
 * Holds back the answers to requests matching `pattern` until the returned function is called, so
 * that what shows while waiting can be read without racing a timer on a busy machine.
 */
async function holdBack(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

describe('on a slow connection', () => {
  it('shows a spinner while the questionnaire loads', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    await slowDown(page, /\/api\/survey/);
    await page.goto('/questionnaire/question');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading…' }).count()).toBeGreaterThan(0);
    await page.getByRole('progressbar').first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('status').filter({ hasText: 'Loading…' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a spinner while the photo is processed', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    await slowDown(page, /\/api\/photos/, 'POST');
    await page.goto('/de/questionnaire/photo');
    await page.locator('input[type=file]').setInputFiles(FACE);
    await page.getByRole('button', { name: 'Mit Foto fortfahren' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Dein Foto wird verarbeitet' }).count())
      .toBeGreaterThan(0);
    await page.waitForURL((url) => url.pathname === '/de/signup', { timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the progress screen with its stages while the results load', async () => {
    const { page, context, errors } = await newPage(browser, 'desktop');
    expect(await signUpThroughApi(context, 'Slow', 'fr')).toBe(201);
    const release = await holdBack(page, /\/api\/recommendations/);
    // Opened from the app (the header's link), as after a questionnaire: loaded afresh, the page
    // comes drawn by the server with its answers and has nothing to wait for (decision 039).
    await page.goto('/fr/account');
    const link = page.getByRole('banner').getByRole('link', { name: 'Mes résultats' });
    await waitUntilInteractive(link);
    await link.click();
    await expect.poll(() => page.getByRole('heading', { name: 'Analyse de ta peau' }).isVisible()).toBe(true);
    expect(await page.getByText(/^\d{1,3}%$/).count()).toBe(1);
    expect(await page.getByText("Cela peut prendre jusqu'à 2 minutes.").count()).toBe(1);
    release();
    // Then the page: nothing analysed yet for this new account.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Analyse de ta peau' }).count(), { timeout: 15_000 })
      .toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
