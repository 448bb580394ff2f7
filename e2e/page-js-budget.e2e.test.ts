/**
 * The JavaScript each page a person sees downloads (issue 22), measured in the browser: every
 * page of the route table (bench/pages.ts) opened fresh at a phone's size, in English, signed in
 * where the page needs it (a session made through the API, e2e/session-seed.ts: five assessments,
 * the latest with a photo and its overlay, a cart, a paid order), every script response counted
 * until the network is idle. Bytes on the wire, brotli as the server sends them. Each page keeps
 * to its budget (what bench/route-js.ts measured on 2026-11-25 plus about 10 %), and code that
 * belongs to one place stays there: the camera and the face model load only when someone opens
 * the camera on the photo step (never with a page), the results page's code (its charts) only on
 * /results, and each shop page's code only on its own route. The landing page (/ and /de) keeps to
 * its budget until the visitor scrolls and loads none of its later sections' code before; the
 * first load of / from the manifest has its own budget in js-budget.e2e.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BENCH_PAGES, pagePath } from '../bench/pages.ts';
import { baseUrl, launchBrowser, newPage } from './browser.ts';
import { REPO_ROOT } from './server.ts';
import { seedSession, type SeededSession } from './session-seed.ts';

/** KB (1,024 bytes) of script on the wire per page, until the network is idle. */
const BUDGET_KB: Record<string, number> = {
  benefits: 145,
  privacyPolicy: 150,
  termsOfService: 150,
  contact: 180,
  question: 170,
  photo: 170,
  signup: 192,
  signin: 180,
  results: 188,
  cart: 172,
  survey: 173,
  proUpgrade: 176,
  paymentSuccess: 172,
  subscriptionSuccess: 172,
  account: 194,
  unsubscribe: 165,
  forgotPassword: 180,
  resetPassword: 181,
};

/**
 * The landing page before anyone scrolls (/ and /de; measured 2026-11-26, 104.7 and 105.1 KB, plus about
 * 10 %): the entry, the first screen's strings and code. Every section loading at start added
 * about 37 KB (Lighthouse: 157 KB against 120 KB with headers).
 */
const LANDING_BUDGET_KB = 116;
/** Code the landing page loads only when its sections below the first screen come near the screen. */
const LATER_SECTIONS =
  /features\/landing\/(customer-results|how-it-works|holistic|quote|testimonials|closing-cta|waitlist|faq)-section|virtual:locale-\w+-rest/;

type Manifest = Record<string, { file: string; src?: string }>;
const manifest = JSON.parse(
  fs.readFileSync(path.join(REPO_ROOT, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Manifest;
const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]));

/** Code that belongs to one page only: which page may load it. */
const ONLY_ON: { pattern: RegExp; page: string | null; what: string }[] = [
  {
    pattern: /features\/photo\/(camera-capture|face-model)|@vladmandic\/human/,
    page: null,
    what: 'camera and face model',
  },
  { pattern: /features\/results\//, page: 'results', what: 'results page and its charts' },
  { pattern: /features\/shop\/cart\/cart-page/, page: 'cart', what: 'cart page' },
  { pattern: /features\/shop\/plans\/pro-upgrade-page/, page: 'proUpgrade', what: 'plans page' },
  { pattern: /features\/shop\/checkout\/payment-success-page/, page: 'paymentSuccess', what: 'payment result' },
];

let browser: Browser;
let session: SeededSession;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await seedSession(baseUrl());
}, 180_000);
afterAll(() => browser?.close());

/** Every script the page fetches from now on: its source module and its bytes on the wire. */
function collectScripts(page: Page): Promise<{ source: string; bytes: number }>[] {
  const scripts: Promise<{ source: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.slice(1);
    scripts.push(
      response
        .request()
        .sizes()
        .then((s) => ({ source: sourceOf.get(file) ?? file, bytes: s.responseBodySize })),
    );
  });
  return scripts;
}

describe('the JavaScript of each page a person sees', () => {
  it('knows the chunks it guards', () => {
    // A renamed file would make the checks below pass vacuously.
    for (const { pattern, what } of ONLY_ON.slice(0, 3)) {
      expect(
        [...sourceOf.values()].some((src) => pattern.test(src)),
        what,
      ).toBe(true);
    }
    expect(BENCH_PAGES.map((p) => p.name).filter((n) => n !== 'home')).toEqual(Object.keys(BUDGET_KB));
  });

  it.each(['/', '/de'])(
    "the landing page %s loads only its first screen's code until the visitor scrolls",
    async (path) => {
      const { page, errors } = await newPage(browser, 'phone');
      const scripts = collectScripts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const loaded = await Promise.all(scripts);
      const kb = loaded.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      console.warn(`landing ${path}: ${kb.toFixed(1)} KB in ${loaded.length} scripts`);
      expect(kb, path).toBeLessThanOrEqual(LANDING_BUDGET_KB);
      // The sections below the first screen, and the strings only they use, load as they come near
      // it (hydrate-when-visible.tsx): all of them loaded at start once, unnoticed (issue 22).
      expect(
        loaded.map((s) => s.source).filter((source) => LATER_SECTIONS.test(source)),
        'below-the-fold code loaded before scrolling',
      ).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    60_000,
  );

  it.each(BENCH_PAGES.filter((p) => p.name !== 'home'))(
    '$name stays within its budget and loads only its own code',
    async (benchPage) => {
      const { context, page, errors } = await newPage(browser, 'phone');
      if (benchPage.signedIn) {
        await context.addCookies(
          session.cookie.split('; ').map((pair) => {
            const [name, value] = pair.split(/=(.*)/s, 2) as [string, string];
            return { name, value, url: baseUrl() };
          }),
        );
      }
      const scripts = collectScripts(page);
      await page.goto(pagePath(benchPage, 'en', session.paymentSuccessQuery), { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      // The page shows what it is for (a signed-in page did not fall back to sign-in, say).
      if (benchPage.name === 'results') {
        await page.getByTestId('overall-score').waitFor({ timeout: 15_000 });
        expect(await page.locator('figure img[src^="/api/photos/"]').count()).toBe(1);
      }
      const loaded = await Promise.all(scripts);
      const kb = loaded.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      console.warn(`${benchPage.name}: ${kb.toFixed(1)} KB in ${loaded.length} scripts`);
      expect(kb, benchPage.name).toBeLessThanOrEqual(BUDGET_KB[benchPage.name]!);
      for (const { pattern, page: owner, what } of ONLY_ON) {
        if (owner === benchPage.name) continue;
        expect(
          loaded.filter((s) => pattern.test(s.source)).map((s) => s.source),
          `${what} on ${benchPage.name}`,
        ).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
