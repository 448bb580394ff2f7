/**
 * The installable app (issue 21 item 5, decision 035): the manifest and its icons, Chromium's own
 * installability check (the DevTools protocol's Page.getInstallabilityErrors, what Lighthouse's
 * former installable-manifest audit read), and the service worker's offline shell: public pages
 * kept in every language, an offline page for the rest, and nothing personal in its cache.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { baseUrl, CHROMIUM_PATH, launchBrowser, newPage, signUpThroughApi, VIEWPORTS } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Width and height from a PNG's header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Waits until the page's service worker is active and controls it. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

describe('the installable app', () => {
  it('has a manifest with real icons, and Chromium finds nothing that stops installing it', async () => {
    // A browser profile of its own: Chromium never offers to install from an incognito window,
    // which every ordinary test context is.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
      viewport: VIEWPORTS.phone,
      baseURL: baseUrl(),
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const res = await page.request.get('/manifest.webmanifest');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/manifest+json');
      const manifest = (await res.json()) as {
        name: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'Skinsight',
        start_url: '/',
        display: 'standalone',
        theme_color: '#2f6f62',
      });
      for (const icon of manifest.icons) {
        const file = await page.request.get(icon.src);
        expect(file.headers()['content-type']).toBe('image/png');
        const [w, h] = icon.sizes.split('x').map(Number);
        expect(pngSize(await file.body())).toEqual({ width: w, height: h });
      }
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );

      await page.goto('/en');
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
      expect(manifestErrors).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }, 60_000);

  it('shows the public pages offline in every language, an offline page for the rest, and keeps nothing personal', async () => {
    const { page, context } = await newPage(browser, 'phone');
    expect(await signUpThroughApi(context, 'Offline', 'de')).toBe(201);
    await page.goto('/de/account');
    await controlled(page);
    // The service worker refreshes itself from a new deploy: it is never taken from a cache.
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await context.setOffline(true);
    for (const [url, heading] of [
      ['/de', 'Versteh deine Haut.'],
      ['/fr/benefits', null],
      ['/es/contact', null],
    ] as const) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe(url.slice(1, 3));
      if (heading) expect(await page.locator('h1').innerText()).toContain(heading);
    }
    // A page that needs the person's data says it needs a connection, in the page's language.
    const res = await page.goto('/de/results');
    expect(res?.status()).toBe(503);
    expect(await page.locator('h1').innerText()).toBe('Du bist offline');
    await context.setOffline(false);

    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toContain('/de/benefits');
    expect(kept.filter((u) => u.startsWith('/api/') || u.includes('photo') || u.includes('account'))).toEqual([]);
    await context.close();
  }, 90_000);
});
