/**
 * Screenshots of the shop with something in it, in all four languages at phone and desktop size:
 * a signed-out cart, the test provider's checkout (and a declined card), a paid order; then an
 * account with Pro: subscription success, the plans page with its current plan, the account's
 * plan, the test billing portal, the results with the Pro analysis, and the feedback survey.
 * Run: node e2e/screenshots-shop.ts [locales]  (writes e2e/artifacts/screenshots/shop-*.png).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { LOCALES } from '@skinsight/shared';
import { SAMPLE_PRODUCT_IDS, TEST_CARDS } from '@skinsight/shared/commerce';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { launchBrowser, VIEWPORTS } from './browser.ts';
import { ensureWebBuilt, startServer } from './server.ts';

const out = path.join(import.meta.dirname, 'artifacts/screenshots');
fs.mkdirSync(out, { recursive: true });
ensureWebBuilt();
// Each browser context is its own visitor behind the trusted proxy header: the per-address limits
// on payments (a handful an hour) apply per visitor, as they do in production.
// WEB_DIST_DIR: a copy of the build, when others may rebuild apps/web/dist during the run.
const server = await startServer({
  env: { TRUST_PROXY: 'true', ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}) },
});
let visitors = 0;
const visitorHeaders = () => ({ origin: server.baseUrl, 'x-forwarded-for': `198.51.100.${++visitors}` });
const browser = await launchBrowser();

const card = { name: 'Ada Lovelace', cardNumber: TEST_CARDS.success, expiry: '12/39', cvc: '123' };
const sessionOf = (url: string) => new URL(url, server.baseUrl).searchParams.get('session') ?? '';

/** Pays a test checkout session through the API, as the card page would, and returns where it leads. */
async function pay(api: APIRequestContext, checkoutUrl: string): Promise<string> {
  const res = await api.post(`/api/test-payments/${sessionOf(checkoutUrl)}/pay`, { data: card });
  if (!res.ok()) throw new Error(`paying failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { redirectUrl: string }).redirectUrl;
}

async function shoot(page: Page, name: string, locale: string, size: string, fullPage = true) {
  // From the top, so the sticky header sits where it belongs in a full-page picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(out, `shop-${name}-${locale}-${size}.png`), fullPage });
}

try {
  for (const locale of process.argv.length > 2 ? LOCALES.filter((l) => process.argv.includes(l)) : LOCALES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      // Signed out: the cart, its checkout and the paid order.
      const visitor = await browser.newContext({
        viewport,
        baseURL: server.baseUrl,
        extraHTTPHeaders: visitorHeaders(),
      });
      const page = await visitor.newPage();
      await page.goto(`/${locale}`);
      await page.evaluate(
        (ids) =>
          localStorage.setItem('cart', JSON.stringify(ids.map((productId, i) => ({ productId, quantity: i + 1 })))),
        [...SAMPLE_PRODUCT_IDS],
      );
      await page.goto(`/${locale}/cart`);
      await page.getByTestId('total').waitFor();
      await page
        .locator('main img')
        .last()
        .evaluate((img: HTMLImageElement) => img.decode());
      await shoot(page, 'cart', locale, size);
      await page.locator('main li button').first().click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, 'cart-picture', locale, size, false);
      await page.keyboard.press('Escape');

      const items = SAMPLE_PRODUCT_IDS.map((productId) => ({ productId, quantity: 1 }));
      const res = await visitor.request.post('/api/checkout', { data: { items, locale } });
      if (!res.ok()) throw new Error(`checkout failed: ${res.status()} ${await res.text()}`);
      const checkout = (await res.json()) as { url: string };
      await page.goto(checkout.url);
      await page.getByTestId('amount-due').waitFor();
      await shoot(page, 'test-checkout', locale, size);
      await page.locator('input[autocomplete=cc-name]').fill(card.name);
      await page.locator('input[autocomplete=cc-number]').fill(TEST_CARDS.declined);
      await page.locator('input[autocomplete=cc-exp]').fill('1239');
      await page.locator('input[autocomplete=cc-csc]').fill('123');
      await page.locator('form button[type=submit]').click();
      await page.getByTestId('payment-error').waitFor();
      await shoot(page, 'test-checkout-declined', locale, size);
      await page.goto(await pay(visitor.request, checkout.url));
      await page.getByTestId('order-status').waitFor();
      await shoot(page, 'payment-success', locale, size);
      await visitor.close();

      // An account with Pro.
      const member = await browser.newContext({
        viewport,
        baseURL: server.baseUrl,
        extraHTTPHeaders: visitorHeaders(),
      });
      const api = member.request;
      await api.post('/api/auth/signup', {
        data: {
          firstName: 'Ada',
          lastName: 'L',
          email: `shop-${locale}-${size}-${Date.now()}@example.com`,
          password: 'a long and private passphrase',
          privacyConsent: true,
          locale,
        },
      });
      await api.post('/api/questionnaires', { data: { answers: VALID_ANSWERS, locale } });
      const plan = (await (await api.post('/api/plans/pro-kit/checkout', { data: { locale } })).json()) as {
        url: string;
      };
      const memberPage = await member.newPage();
      await memberPage.goto(await pay(api, plan.url));
      await memberPage.getByTestId('plan-status').waitFor();
      await shoot(memberPage, 'subscription-success', locale, size);
      await memberPage.goto(`/${locale}/pro-upgrade`);
      await memberPage.locator('[data-testid=plan-pro-kit] button[disabled]').waitFor();
      await shoot(memberPage, 'pro-upgrade-current', locale, size);
      await memberPage.goto(`/${locale}/account`);
      await memberPage.getByTestId('plan-status').waitFor();
      await shoot(memberPage, 'account', locale, size);
      await memberPage.goto(`/${locale}/billing/test-portal`);
      await memberPage.getByTestId('plan-status').waitFor();
      await shoot(memberPage, 'portal', locale, size);
      await memberPage.goto(`/${locale}/results`);
      const pro = memberPage.getByTestId('pro-analysis');
      await pro.locator('article').first().waitFor({ timeout: 60_000 });
      await shoot(memberPage, 'results-pro', locale, size);
      await pro.screenshot({ path: path.join(out, `shop-pro-analysis-${locale}-${size}.png`) });
      await memberPage.goto(`/${locale}/survey`);
      await memberPage.getByTestId('feedback-box').waitFor();
      await shoot(memberPage, 'survey', locale, size);
      await member.close();
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
