import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PAGES } from '@skinsight/shared';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage-keys.ts';
import { holdAppScript, launchBrowser, newPage, waitUntilInteractive } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('web shell', () => {
  it('serves the landing page with header, sections and footer', async () => {
    const { page, context, errors } = await newPage(browser);
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.locator('h1').innerText()).toContain('Understand your skin.');
    for (const id of ['features', 'how-it-works', 'holistic-approach']) {
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    }
    expect(await page.getByRole('button', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await page.locator('footer').innerText()).toContain('© 2025 Skinsight');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders every page of the route table with its heading', async () => {
    const { page, context, errors } = await newPage(browser);
    for (const path of Object.values(PAGES)) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await page.locator('main h1').first().waitFor();
      const heading = await page.locator('main h1').first().innerText();
      expect(heading.length, path).toBeGreaterThan(0);
      expect(heading, path).not.toBe('Oops! Page not found');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a page in the language of its URL prefix', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/de/questionnaire/question');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Persönliche Einschätzung');
    // The page is pre-rendered: the app, which remembers the language, starts after the first paint.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    // Links keep the prefix.
    expect(await page.locator('header a[href="/de"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('answers unknown paths with the 404 page, in the language of the prefix', async () => {
    const { page, context } = await newPage(browser);
    const en = await page.goto('/nope');
    expect(en?.status()).toBe(404);
    expect(await page.locator('main h1').innerText()).toBe('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const fr = await page.goto('/fr/nope');
    expect(fr?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.locator('main h1').innerText()).toBe('Oups ! Page introuvable');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL((url) => url.pathname === '/fr');
    await context.close();
  });

  it('remembers the language chosen in the switcher', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/');
    await waitUntilInteractive(page.getByLabel('Language'));
    await page.getByLabel('Language').selectOption('es');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    await expect.poll(() => page.getByRole('button', { name: 'Empezar' }).isVisible()).toBe(true);
    // The sections below the first screen, pre-rendered in English, are in Spanish too when reached.
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#how-it-works h2').innerText()).toBe('Cómo funciona');
    expect(errors).toEqual([]);
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    // A prefix in the URL wins over the stored choice.
    await page.goto('/en/benefits');
    expect(await page.locator('main h1').innerText()).toBe('Why it works');
    await context.close();
  });

  it('keeps a language chosen while the page is hydrating', async () => {
    // The choice is made as a browser makes it (`input`, then `change`, in one task) the moment
    // React has begun to hydrate the page and before it has finished: React then hydrated at once
    // on the `input` and put the select back to English before the `change` came.
    const { page, context, errors } = await newPage(browser);
    await context.addInitScript({
      content: `(function choose() {
        const root = document.getElementById('root');
        const select = document.querySelector('select');
        if (!root || !select || !Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return setTimeout(choose);
        select.value = 'es';
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      })();`,
    });
    await page.goto('/');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    await expect.poll(() => page.getByRole('button', { name: 'Empezar' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Idioma').inputValue()).toBe('es');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language)).toBe('es');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a language chosen before the app has started, and switches to it once it has', async () => {
    // On a desktop-sized window: on a phone the switcher is in the menu, which needs the app.
    const { page, context, errors } = await newPage(browser, 'desktop');
    const release = await holdAppScript(page);
    await page.goto('/fr/benefits');
    await page.getByLabel('Langue').selectOption('de');
    await release();
    await page.waitForURL((url) => url.pathname === '/de/benefits');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.getByLabel('Sprache').inputValue()).toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a start button pressed before the app has started, and starts once it has', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    await page.goto('/');
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ answers: { skinType: 'oily' }, currentQuestionIndex: 7 })),
      STORAGE_KEYS.questionnaire,
    );
    const release = await holdAppScript(page);
    await page.reload();
    await page.locator('#hero').getByRole('button', { name: 'Start your free analysis' }).click();
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/');
    await release();
    await page.waitForURL((url) => url.pathname === PAGES.question);
    const saved = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
      STORAGE_KEYS.questionnaire,
    );
    expect(saved.answers ?? {}).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves between prefixed URLs when switching language on a prefixed page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/de/cart');
    await page.getByLabel('Sprache').selectOption('fr');
    await page.waitForURL((url) => url.pathname === '/fr/cart');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Ton panier');
    await context.close();
  });

  it('redirects /terms and /privacy to the full pages', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/terms');
    await page.waitForURL((url) => url.pathname === '/terms-of-service');
    await page.goto('/de/privacy');
    await page.waitForURL((url) => url.pathname === '/de/privacy-policy');
    await context.close();
  });

  it('starts a new questionnaire from /questionnaire/start, clearing saved answers', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('skinQuestionnaire', '{"answers":{"gender":"female"}}'));
    await page.goto('/questionnaire/start');
    await page.waitForURL((url) => url.pathname === '/questionnaire/question');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('skinQuestionnaire') ?? '{}'));
    expect(saved.answers ?? {}).toEqual({});
    await context.close();
  });

  it('scrolls to a landing section from another page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/cart');
    await page.locator('header').getByRole('link', { name: 'How it works' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#how-it-works');
    await expect.poll(() => page.locator('#how-it-works').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(document.getElementById('how-it-works')!.getBoundingClientRect().top) < 200),
      )
      .toBe(true);
    await context.close();
  });

  it('keeps the place a visitor scrolled to before the app started, and opens a new page at its top', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    const release = await holdAppScript(page);
    await page.goto('/');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await release();
    await waitUntilInteractive(page.locator('#hero').getByRole('button', { name: 'Start your free analysis' }));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL((url) => url.pathname === PAGES.privacyPolicy);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('breaks no rule of its Content-Security-Policy, on the pages that check forms and answers', async () => {
    const { page, context } = await newPage(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      );
    });
    for (const path of [PAGES.contact, PAGES.signup, PAGES.question]) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      // A form sent empty parses what the server answers with the shared schemas.
      const send = page.locator('main form button[type=submit]').first();
      if (await send.count()) await send.click();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
        [],
      );
    }
    await context.close();
  });

  it('shows a signed-out phone visitor the sign-in icon and Get Started, in every language', async () => {
    const { page, context } = await newPage(browser, 'phone');
    for (const [prefix, signIn, getStarted] of [
      ['', 'Sign in', 'Get Started'],
      ['/de', 'Anmelden', 'Jetzt starten'],
      ['/fr', 'Se connecter', 'Commencer'],
      ['/es', 'Iniciar sesión', 'Empezar'],
    ] as const) {
      await page.goto(prefix || '/');
      const header = page.locator('header');
      await expect.poll(() => header.getByRole('link', { name: signIn, exact: true }).isVisible()).toBe(true);
      expect(await header.getByRole('button', { name: getStarted, exact: true }).isVisible()).toBe(true);
      // Everything fits on one row of a 390 px screen.
      const row = await header.evaluate((h) => ({ scroll: h.scrollWidth, client: h.clientWidth }));
      expect(row.scroll).toBeLessThanOrEqual(row.client);
    }
    await context.close();
  });

  it('opens the mobile slide-out menu on a phone', async () => {
    const { page, context } = await newPage(browser, 'phone');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (const name of ["Why we're different", 'How it works', 'Benefits']) {
      expect(await menu.getByRole('link', { name }).isVisible()).toBe(true);
    }
    await menu.getByRole('link', { name: 'Benefits' }).click();
    await page.waitForURL((url) => url.pathname === '/benefits');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
