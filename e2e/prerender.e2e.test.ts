/**
 * Public pages arrive as HTML in the language of their URL, readable before any JavaScript runs,
 * and the app takes them over (hydration) without re-rendering them or logging a mismatch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('pre-rendered pages', () => {
  it('sends the translated page, its title, description and alternates in the HTML itself', async () => {
    const res = await fetch(`${baseUrl()}/de`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Versteh deine Haut.');
    expect(html).toMatch(/<title>Skinsight · Persönliche Hautanalyse und Pflegeroutine<\/title>/);
    expect(html).toContain('<meta name="description" content="Beantworte 16 kurze Fragen');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/de"`);
    for (const [lang, path] of [
      ['en', '/en'],
      ['fr', '/fr'],
      ['es', '/es'],
      ['x-default', '/'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${baseUrl()}${path}"`);
    }
    const benefits = await (await fetch(`${baseUrl()}/fr/benefits`)).text();
    expect(benefits).toContain('<title>Pourquoi ça marche · Skinsight</title>');
    expect(benefits).toMatch(/<h1[^>]*>Pourquoi ça marche<\/h1>/);
    // An unprefixed page in the language chosen before (the cookie mirrors the stored choice).
    const spanish = await (await fetch(`${baseUrl()}/privacy-policy`, { headers: { cookie: 'language=es' } })).text();
    expect(spanish).toMatch(/<h1[^>]*>Política de privacidad<\/h1>/);
  });

  it('shows the page with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/es/terms-of-service');
    expect(await page.locator('main h1').innerText()).toBe('Términos del servicio');
    await page.goto('/de/nope');
    expect(await page.locator('main h1').innerText()).toBe('Hoppla! Seite nicht gefunden');
    await page.goto('/fr');
    expect(await page.locator('#faq').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Commencer' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('fetches no script before the first screen has been shown', async () => {
    const { page, context } = await newPage(browser, 'phone');
    for (const url of ['/de', '/fr/privacy-policy', '/es']) {
      await page.goto(url, { waitUntil: 'networkidle' });
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(paint, url).toBeGreaterThan(0);
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(Math.min(...scripts), url).toBeGreaterThan(paint!);
      // The app has started all the same: its menu opens.
      await page
        .getByRole('button', { name: /menu|menú|menü/i })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    }
    await context.close();
  });

  it.each([['/de'], ['/fr/benefits'], ['/es/privacy-policy'], ['/contact']])(
    'hydrates %s in place, without a mismatch',
    async (url) => {
      const { page, context, errors } = await newPage(browser, 'phone');
      // Remember the server's heading before the app starts: hydration keeps the same element.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
        }),
      );
      await page.goto(url, { waitUntil: 'networkidle' });
      // The app is running: the menu opens (a React handler).
      await page
        .getByRole('button', { name: /menu|menú|menü/i })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { serverHeading: Element | null }).serverHeading ===
            document.querySelector('main h1'),
        ),
      ).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
