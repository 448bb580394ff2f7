/**
 * Accessibility of the pages of issue 6 in every language: axe-core (injected into the page)
 * finds no serious or critical violation; the keyboard reaches the skip link and the header
 * first; motion follows prefers-reduced-motion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LOCALES, localizedPath } from '@skinsight/shared';
import { seriousViolations } from './axe.ts';
import { launchBrowser, newPage } from './browser.ts';

const PAGES = ['/', '/benefits', '/privacy-policy', '/terms-of-service', '/contact', '/this-page-does-not-exist'];
const URLS = PAGES.flatMap((path) => [path, ...LOCALES.map((locale) => localizedPath(locale, path))]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accessibility', () => {
  it('has no serious or critical axe violation on any page, in any language', async () => {
    const { page, context, errors } = await newPage(browser);
    const found: string[] = [];
    for (const url of URLS) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      for (const violation of await seriousViolations(page)) found.push(`${url}: ${violation}`);
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('reaches the skip link first, then the header, by keyboard', async () => {
    const { page, context } = await newPage(browser);
    for (const [url, skip, nav] of [
      ['/', 'Skip to content', 'How it works'],
      ['/de/benefits', 'Zum Inhalt springen', "So funktioniert's"],
    ] as const) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(skip);
      expect(await page.locator(':focus').isVisible()).toBe(true);
      const reached: string[] = [];
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        reached.push(
          await page.evaluate(() =>
            (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim(),
          ),
        );
      }
      expect(reached[0]).toBe('Skinsight');
      expect(reached).toContain(nav);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
    }
    await context.close();
  });

  it('stops smooth scrolling and animations for people who ask for reduced motion', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    const longest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('*')].map((el) => {
          const style = getComputedStyle(el);
          return Math.max(
            ...`${style.transitionDuration},${style.animationDuration}`
              .split(',')
              .map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)),
          );
        }),
      ),
    );
    expect(longest).toBeLessThanOrEqual(1);
    await context.close();
  });
});
