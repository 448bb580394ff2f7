import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PAGES } from '@skinsight/shared';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage-keys.ts';
import { baseUrl, holdScript, launchBrowser, newPage, waitUntilInteractive } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The spec's order of the landing page (section 2); the footer follows from the layout. */
const SECTIONS = [
  'hero',
  'features',
  'customer-results',
  'how-it-works',
  'holistic-approach',
  'quote',
  'testimonials',
  'get-started',
  'waitlist',
  'faq',
];

async function open(page: Page, path = '/') {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
}

const value = (slider: Locator) => slider.getAttribute('aria-valuenow');
/** A pointer lands on whole pixels: within 2 % of where it was aimed. */
const near = (actual: string | null, expected: number) => Math.abs(Number(actual) - expected) <= 2;
const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('landing page', () => {
  it('shows every section in the order of the spec, with its figures and sized, described images', async () => {
    const { page, context, errors } = await newPage(browser);
    await open(page);
    expect(await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id))).toEqual(SECTIONS);
    expect(await page.locator('footer').innerText()).toContain('© 2025 Skinsight');

    const text = await page.locator('main').innerText();
    for (const claim of [
      '1,200+',
      '87%',
      '92%',
      '94%',
      '76%',
      '98%',
      '4.9 out of 5',
      '20+ skin parameters',
      '4-6 weeks',
      'within 3 months',
      '8-week target',
      'new selfie every week',
    ]) {
      expect(text, claim).toContain(claim);
    }
    // A key with no translation would show as itself.
    expect(text).not.toMatch(/landing\.\w/);

    const images = await page.locator('main img').evaluateAll((els) =>
      els.map((el) => ({
        src: el.getAttribute('src'),
        width: el.getAttribute('width'),
        height: el.getAttribute('height'),
        alt: el.getAttribute('alt'),
        loading: el.getAttribute('loading'),
        priority: el.getAttribute('fetchpriority'),
      })),
    );
    expect(images.length).toBe(7); // avatars and three before/after pairs; the hero picture is inline

    for (const image of images) {
      expect(image.width && image.height, image.src ?? '').toBeTruthy();
      expect(image.alt, image.src ?? '').not.toBeNull();
      // Our own artwork, served as hashed files (not inlined into the script).
      expect(image.src).toMatch(/^\/assets\/[\w-]+\.svg$/);
    }
    // The hero picture is part of the page (painted with the text), described for screen readers.
    const hero = page.locator('#hero [role="img"]');
    expect(await hero.getAttribute('aria-label')).toBeTruthy();
    expect(await hero.locator('svg').count()).toBe(1);
    expect((await hero.boundingBox())!.height).toBeGreaterThan(200);
    expect(images.filter((i) => i.loading === 'lazy')).toHaveLength(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('compares before and after with a slider: starts at 50, 2 % per arrow key, follows a mouse drag', async () => {
    const { page, context } = await newPage(browser);
    await open(page);
    const slider = page.getByRole('slider', { name: 'Before and after: Lena K.' });
    await slider.scrollIntoViewIfNeeded();
    expect(await value(slider)).toBe('50');
    expect(await slider.getAttribute('aria-valuemin')).toBe('0');
    expect(await slider.getAttribute('aria-valuemax')).toBe('100');
    expect(await slider.getAttribute('aria-valuetext')).toBe('50% before, 50% after');

    await slider.focus();
    await waitUntilInteractive(slider);
    await page.keyboard.press('ArrowRight');
    expect(await value(slider)).toBe('52');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await value(slider)).toBe('48');
    expect(await slider.getAttribute('aria-valuetext')).toBe('48% before, 52% after');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    expect(await value(slider)).toBe('100');
    await page.keyboard.press('Home');
    expect(await value(slider)).toBe('0');

    // Drag the divider from where it is to a quarter of the picture, then past the right edge.
    const frame = slider.locator('..');
    const box = (await frame.boundingBox())!;
    const handle = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(handle.x + handle.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.25, y, { steps: 5 });
    expect(near(await value(slider), 25)).toBe(true);
    // What the person sees moves with it: the 'before' picture is cut at the divider.
    const shown = await frame.locator('div[style*="clip-path"]').evaluate((el) => el.style.clipPath);
    expect(shown).toBe(`inset(0px ${100 - Number(await value(slider))}% 0px 0px)`);
    await page.mouse.move(box.x + box.width + 80, y, { steps: 5 });
    await page.mouse.up();
    expect(await value(slider)).toBe('100');
    // Moving the mouse after release drags nothing.
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 3 });
    expect(await value(slider)).toBe('100');
    await context.close();
  });

  it('follows a finger too (touch pointer events with capture)', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    await open(page);
    const slider = page.getByRole('slider').nth(1);
    await slider.scrollIntoViewIfNeeded();
    // A drag or a key made before the section's code has arrived is not kept (a click is).
    await waitUntilInteractive(slider);
    const box = (await slider.locator('..').boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', box.x + box.width * 0.5);
    for (const fraction of [0.45, 0.4, 0.35, 0.3]) await touch('touchMove', box.x + box.width * fraction);
    await touch('touchEnd', 0);
    expect(near(await value(slider), 30)).toBe(true);
    await context.close();
  });

  it('opens one FAQ entry at a time, and closes it again', async () => {
    const { page, context } = await newPage(browser);
    await open(page);
    const entries = page.locator('#faq details');
    expect(await entries.count()).toBe(12);
    const openEntries = () => page.locator('#faq details[open]').count();
    expect(await openEntries()).toBe(0);

    await page.getByRole('heading', { name: 'Is the analysis really free?' }).click();
    expect(await entries.nth(0).getAttribute('open')).not.toBeNull();
    expect(await page.getByText('One full assessment a month is free.', { exact: false }).first().isVisible()).toBe(
      true,
    );

    await page.getByRole('heading', { name: 'What happens to my photo?' }).click();
    expect(await openEntries()).toBe(1);
    expect(await entries.nth(3).getAttribute('open')).not.toBeNull();
    expect(await page.getByText('location data is removed', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText('One full assessment a month is free.', { exact: false }).first().isVisible()).toBe(
      false,
    );

    // By keyboard: Enter on a question opens it and closes the other; Enter again closes it.
    await page.locator('#faq summary').nth(4).focus();
    await page.keyboard.press('Enter');
    expect(await openEntries()).toBe(1);
    expect(await entries.nth(4).getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Enter');
    expect(await openEntries()).toBe(0);
    await context.close();
  });

  it('starts a fresh questionnaire from every start button', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    for (const section of ['hero', 'get-started']) {
      await open(page);
      await page.evaluate(
        (key) =>
          localStorage.setItem(
            key,
            JSON.stringify({ answers: { skinType: 'oily' }, currentQuestionIndex: 7, isComplete: true }),
          ),
        STORAGE_KEYS.questionnaire,
      );
      await page.locator(`#${section}`).getByRole('button', { name: 'Start your free analysis' }).click();
      await page.waitForURL((url) => url.pathname === PAGES.question);
      const saved = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
        STORAGE_KEYS.questionnaire,
      );
      expect(saved.answers ?? {}, section).toEqual({});
      expect(saved.isComplete ?? false, section).toBe(false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a card or a start button pressed before its section's code has arrived, and acts on it once it has", async () => {
    const { page, context, errors } = await newPage(browser);
    const releaseCards = await holdScript(page, 'holistic-section');
    const releaseClosing = await holdScript(page, 'closing-cta-section');
    await open(page);
    await waitUntilInteractive(page.locator('#hero').getByRole('button', { name: 'Start your free analysis' }));
    const genetics = page.getByRole('button', { name: /^Genetics/ });
    await genetics.click();
    await page.waitForTimeout(300);
    expect(await genetics.getAttribute('aria-pressed')).toBe('false');
    await releaseCards();
    await expect.poll(() => genetics.getAttribute('aria-pressed')).toBe('true');
    // Pressed once, turned once.
    await page.waitForTimeout(300);
    expect(await genetics.getAttribute('aria-pressed')).toBe('true');

    await page.locator('#get-started').getByRole('button', { name: 'Start your free analysis' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    await releaseClosing();
    await page.waitForURL((url) => url.pathname === PAGES.question);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives each user figure one meaning: the same words on the landing page and the benefits page, in every language', async () => {
    const { page, context, errors } = await newPage(browser);
    /** The figures of a page's user-report list as 'value label' pairs, sorted. */
    const figures = async (heading: string) => {
      const list = page.getByRole('heading', { name: heading }).locator('xpath=following-sibling::dl[1]');
      await list.scrollIntoViewIfNeeded();
      await expect.poll(() => list.locator('dd').count()).toBe(4);
      return (
        await list
          .locator('div')
          .evaluateAll((items) =>
            items.map((i) => `${i.querySelector('dd')!.textContent} ${i.querySelector('dt')!.textContent}`),
          )
      ).sort();
    };
    for (const [prefix, heading] of [
      ['/en', 'What our users report'],
      ['/de', 'Was unsere Nutzerinnen und Nutzer berichten'],
      ['/fr', 'Ce que disent nos utilisateurs'],
      ['/es', 'Lo que cuentan nuestros usuarios'],
    ] as const) {
      await open(page, prefix);
      const landing = await figures(heading);
      await open(page, `${prefix}/benefits`);
      expect(await figures(heading), prefix).toEqual(landing);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks German at /de, with German number formats', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    await open(page, '/de');
    expect(await page.locator('h1').innerText()).toContain('Versteh deine Haut.');
    const text = await page.locator('main').innerText();
    expect(text).toContain('1.200+ Menschen haben diesen Monat ihre Analyse gestartet');
    expect(text).toContain('Häufige Fragen');
    expect(text).toMatch(/87\s%/);
    expect(text).toContain('4,9 von 5');
    const slider = page.getByRole('slider', { name: 'Vorher und nachher: Lena K.' });
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^50\s% vorher, 50\s% nachher$/);
    expect(
      await page.locator('#hero').getByRole('button', { name: 'Starte deine kostenlose Analyse' }).isVisible(),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns flip cards by click, keyboard focus, Enter and Space, and shows their back with reduced motion', async () => {
    const { page, context } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    const genetics = page.getByRole('button', { name: /^Genetics/ });
    const hormones = page.getByRole('button', { name: /^Hormones/ });
    // The back is part of each card's name, so a screen reader reaches it however the card lies.
    expect(await page.getByRole('button', { name: /Genes shape your skin type/ }).count()).toBe(1);

    const back = genetics.locator('[data-face=back]');
    const front = genetics.locator('[data-face=front]');
    await genetics.scrollIntoViewIfNeeded();
    expect(await genetics.getAttribute('aria-pressed')).toBe('false');
    expect(await style(back, 'opacity')).toBe('0');
    // Pressed before the section's code has arrived, the card is kept pressed and turns once it has.
    await genetics.click();
    await expect.poll(() => genetics.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => style(back, 'opacity')).toBe('1');
    expect(await style(front, 'opacity')).toBe('0');
    // No rotation with reduced motion: the faces swap in place.
    expect(await style(genetics.locator(':scope > span'), 'transform')).toBe('none');

    // Tab to the next card: keyboard focus turns it; Enter and Space turn it back and forth.
    await page.keyboard.press('Tab');
    await expect.poll(() => hormones.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await hormones.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => style(hormones.locator('[data-face=back]'), 'opacity')).toBe('1');
    expect(await genetics.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await hormones.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Space');
    expect(await hormones.getAttribute('aria-pressed')).toBe('true');

    // With motion allowed the card rotates instead.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await genetics.click();
    expect(await genetics.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => style(genetics.locator(':scope > span'), 'transform')).not.toBe('none');
    await context.close();
  });
});
