import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOCALES, localizedPath, PAGES } from '@skinsight/shared';
import { PUBLIC_PAGES } from '@skinsight/shared/seo';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { baseUrl, launchBrowser, newPage, signUpThroughApi, VIEWPORTS, waitUntilInteractive } from './browser.ts';

/**
 * The Content-Security-Policy allows no inline script or style but the boot script and a page's
 * own inlined stylesheet, by their hashes (decision 017). Every test's page reports what the
 * policy blocks as an error (e2e/browser.ts); here every page is visited on purpose, in every
 * language and both sizes, with the interactions that add styles at run time: the phone menu
 * and dialogs (scroll lock), the before/after slider, a signed-in person's pages.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The policy a response carries, by directive. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function visit(page: Page, path: string): Promise<Map<string, string[]>> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const policy = directives((await response!.headerValue('content-security-policy')) ?? undefined);
  for (const name of ['script-src', 'style-src']) {
    expect(policy.get(name), `${path} ${name}`).toBeDefined();
    expect(policy.get(name), `${path} ${name}`).not.toContain("'unsafe-inline'");
    expect(policy.get(name), `${path} ${name}`).not.toContain("'unsafe-eval'");
  }
  // The app has started (the boot script loads it after the first paint) and rendered the page.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    waitUntilInteractive(page.locator('main h1').first()),
    new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`${path}: the app did not start in 10 s`)), 10_000)),
    ),
  ]).finally(() => clearTimeout(timer));
  return policy;
}

describe('the Content-Security-Policy without unsafe-inline', () => {
  it('blocks an inline style, a style attribute and an inline script, and the tests hear of each', async () => {
    const { page, context, errors } = await newPage(browser);
    await visit(page, '/');
    const applied = await page.evaluate(async () => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid red }';
      document.head.append(style);
      const div = document.createElement('div');
      div.setAttribute('style', 'outline: 7px solid red');
      document.body.append(div);
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        style: getComputedStyle(document.body).outlineStyle,
        attribute: getComputedStyle(div).outlineStyle,
        script: (window as unknown as { injected?: boolean }).injected ?? false,
      };
    });
    expect(applied).toEqual({ style: 'none', attribute: 'none', script: false });
    expect(errors.filter((e) => e.startsWith('CSP violation: style-src-elem'))).toHaveLength(1);
    expect(errors.filter((e) => e.startsWith('CSP violation: style-src-attr'))).toHaveLength(1);
    expect(errors.filter((e) => e.startsWith('CSP violation: script-src-elem'))).toHaveLength(1);
    await context.close();
  });

  it('is kept by every pre-rendered page in every language, on a phone and a desktop', async () => {
    for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      const { page, context, errors } = await newPage(browser, size);
      for (const locale of LOCALES) {
        for (const name of [...PUBLIC_PAGES, null]) {
          const path = localizedPath(locale, name ? PAGES[name] : '/no-such-page');
          const policy = await visit(page, path);
          // The page inlines its stylesheet and is allowed exactly that one by its hash.
          expect(
            policy.get('style-src')!.filter((s) => s.startsWith("'sha256-")),
            path,
          ).toHaveLength(1);
          // Scrolled to the end (at once: the page scrolls smoothly), every section has rendered
          // (some load and hydrate when seen).
          await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
          await page.waitForTimeout(100);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('keeps it while a phone visitor opens the menu, drags a slider, and opens the waitlist', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    await visit(page, '/de');
    // The menu locks the page's scrolling with a stylesheet of its own: adopted, not inline.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    const slider = page.getByRole('slider').first();
    await slider.scrollIntoViewIfNeeded();
    await waitUntilInteractive(slider);
    expect(await slider.getAttribute('aria-valuenow')).toBe('50');
    const box = (await slider.evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
    // Drawn in the middle by classes before anyone moves it, then where the finger goes.
    expect(Math.abs((await slider.boundingBox())!.x + 22 - (box.x + box.width / 2))).toBeLessThan(2);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeLessThan(30);
    expect(Math.abs((await slider.boundingBox())!.x + 22 - (box.x + box.width * 0.2))).toBeLessThan(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is kept on the pages of the questionnaire, the account and the shop, signed in and out', async () => {
    const out = await newPage(browser, 'phone');
    out.page.setDefaultTimeout(10_000);
    for (const path of [
      PAGES.questionnaireStart,
      PAGES.question,
      PAGES.signup,
      PAGES.signin,
      PAGES.forgotPassword,
      PAGES.cart,
      PAGES.proUpgrade,
    ]) {
      await visit(out.page, path);
    }
    expect(out.errors).toEqual([]);
    await out.context.close();

    const signedIn = await newPage(browser, 'desktop');
    signedIn.page.setDefaultTimeout(10_000);
    expect(await signUpThroughApi(signedIn.context, 'Csp', 'fr')).toBe(201);
    const posted = await signedIn.context.request.post('/api/questionnaires', {
      headers: { origin: baseUrl() },
      data: { answers: VALID_ANSWERS },
    });
    expect(posted.ok()).toBe(true);
    for (const path of [PAGES.results, PAGES.account, PAGES.cart, PAGES.survey, PAGES.photo]) {
      await visit(signedIn.page, localizedPath('fr', path));
    }
    // A dialog locks scrolling too: a product's picture enlarged in the cart.
    const put = await signedIn.context.request.put('/api/cart/items/gentle-cleansing-foam', {
      headers: { origin: baseUrl() },
      data: { quantity: 1 },
    });
    expect(put.ok()).toBe(true);
    await visit(signedIn.page, localizedPath('fr', PAGES.cart));
    await signedIn.page.locator('[data-testid^=cart-line-] button').first().click();
    await signedIn.page.getByRole('dialog').waitFor();
    expect(await signedIn.page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(signedIn.errors).toEqual([]);
    await signedIn.context.close();
  }, 60_000);
});
