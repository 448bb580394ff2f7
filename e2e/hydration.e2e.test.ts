/**
 * Every pre-rendered page, in every language (prefixed, and unprefixed in a stored language), at
 * phone and desktop size, signed out and signed in with a cart: the app takes the HTML over
 * without a single hydration mismatch (React's error #418 and its kin), including the sections
 * that hydrate only when they come near the screen. The page list is the pre-renderer's own, so a
 * new public page (or app page pre-rendered for its first screen: the photo step, the sign-in and
 * sign-up forms, the account page's heading) is covered without anyone remembering to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOCALES } from '@skinsight/shared/locales';
import { localizedPath, PAGES } from '@skinsight/shared/routes';
import { PRERENDERED_PAGES } from '@skinsight/shared/seo';
import { SECTION, SECTION_HYDRATED } from '../apps/web/src/lib/hydration-markers.ts';
import { baseUrl, launchBrowser, newPage, signUpThroughApi, VIEWPORTS } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Loads a page, scrolls through it so every lazily hydrated section is taken over, and returns what went wrong. */
async function visit(page: Page, errors: string[], url: string): Promise<string[]> {
  errors.length = 0;
  await page.goto(url, { waitUntil: 'networkidle' });
  // Scrolls through the page (sections hydrate when they come near the screen) and counts the
  // sections not taken over yet. On a loaded machine the app itself may hydrate after the first
  // pass has gone by, with its sections' observers set up only then, so the poll scrolls through
  // again, as a visitor would; what is asserted is that every section is taken over without a
  // mismatch, not how fast (benchmarks measure that).
  const scrollAndCount = () =>
    page.evaluate(
      async ([lazy, done]) => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, document.body.scrollHeight);
        await new Promise((resolve) => setTimeout(resolve, 40));
        return document.querySelectorAll(`[${lazy}]:not([${done}])`).length;
      },
      [SECTION, SECTION_HYDRATED],
    );
  await expect.poll(scrollAndCount, { timeout: 20_000, message: `sections of ${url} left without hydration` }).toBe(0);
  return errors
    .filter((e) => /hydrat|did not match|Minified React error #4(18|19|20|21|23|25)/i.test(e))
    .map((e) => `${url}: ${e.slice(0, 200)}`);
}

function urls(): string[] {
  const out: string[] = [];
  for (const name of PRERENDERED_PAGES) {
    for (const locale of LOCALES) out.push(localizedPath(locale, PAGES[name]));
    out.push(PAGES[name]);
  }
  return out;
}

async function storeLanguageAndCart(context: BrowserContext, language: string, cart: boolean) {
  await context.addInitScript(
    ([lang, withCart]) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
      if (withCart && !localStorage.getItem('cart'))
        localStorage.setItem('cart', JSON.stringify([{ productId: 'hydrating-serum', quantity: 2 }]));
    },
    [language, cart] as const,
  );
  await context.addCookies([{ name: 'language', value: language, url: baseUrl() }]);
}

describe('hydration of the pre-rendered pages', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`has no mismatch on any page or language, signed out, on a ${viewport}`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      // Unprefixed pages are read in the stored language: German here.
      await storeLanguageAndCart(context, 'de', false);
      const mismatches: string[] = [];
      for (const url of urls()) mismatches.push(...(await visit(page, errors, url)));
      expect(mismatches).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('has no mismatch when the visitor is signed in and has a cart', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    await storeLanguageAndCart(context, 'fr', true);
    expect(await signUpThroughApi(context, 'Hydra', 'fr')).toBe(201);
    const mismatches: string[] = [];
    for (const url of urls()) mismatches.push(...(await visit(page, errors, url)));
    expect(mismatches).toEqual([]);
    await context.close();
  }, 240_000);

  it('loads a section reached before React listens to it, without scrolling to it', async () => {
    // A focus moving into the FAQ (far below the first screen) while the page's code is still
    // loading: the keeper of early events (early-events.ts) asks the section to load before the
    // section's own listener is attached. That request was lost: the FAQ then hydrated only when
    // scrolled to, after a change of language in the new language over the old one's HTML.
    const { page, context, errors } = await newPage(browser, 'desktop');
    await context.addInitScript(`(function reach() {
      if (window.__skinsightEarly) window.__sawBootKeeper = true;
      const root = document.getElementById('root');
      if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return;
      const question = document.querySelector('#faq summary');
      if (!question || !window.__sawBootKeeper || window.__skinsightEarly) return setTimeout(reach);
      question.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      window.__reachedBeforeReact = true;
    })();`);
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => '__reachedBeforeReact' in window), { timeout: 10_000 }).toBe(true);
    const faqTakenOver = () =>
      page.evaluate(([lazy, done]) => document.querySelector(`[${lazy}]:has(#faq)`)?.hasAttribute(done) ?? false, [
        SECTION,
        SECTION_HYDRATED,
      ] as const);
    await expect.poll(faqTakenOver, { timeout: 10_000 }).toBe(true);
    // Nothing scrolled: the section loaded because it was asked to.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
