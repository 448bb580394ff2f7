import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SAMPLE_PRODUCT_IDS, TEST_CARDS } from '@skinsight/shared/commerce';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { baseUrl, keepCartInBrowser, launchBrowser, newPage } from './browser.ts';

/**
 * The shop as a person uses it, on the built-in test payment provider: the signed-out cart and
 * its checkout with a declined and an accepted card, a Pro subscription and what it unlocks,
 * one-click cancellation, and a signed-out cart joining the account's cart on sign-in.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'shop password 1';
const headers = () => ({ origin: baseUrl() });
const email = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** An account made through the API, signed in or not in `context`. */
async function createAccount(context: BrowserContext | null, address: string) {
  const data = { firstName: 'Shop', lastName: 'Tester', email: address, password: PASSWORD, privacyConsent: true };
  if (context) {
    expect((await context.request.post('/api/auth/signup', { headers: headers(), data })).status()).toBe(201);
    return;
  }
  const res = await fetch(`${baseUrl()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers() },
    body: JSON.stringify(data),
  });
  expect(res.status).toBe(201);
}

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function cartTotals(page: Page) {
  return {
    subtotal: euros(await page.getByTestId('subtotal').textContent()),
    shipping: euros(await page.getByTestId('shipping').textContent()),
    total: euros(await page.getByTestId('total').textContent()),
  };
}

/** Fills the test provider's card form the way a person types. */
async function fillCard(page: Page, card: string) {
  await page.getByLabel('Name on the card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill('');
  await page.getByLabel('Card number').pressSequentially(card);
  await page.getByLabel('Expiry (MM/YY)').fill('');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially(`12${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('CVC').fill('123');
}

describe('the shop', () => {
  it('keeps a signed-out cart, prices it on the server and pays it on the test checkout page', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/cart');
    await page.getByText('Your cart is empty').waitFor();
    expect(await page.getByRole('link', { name: 'View Recommendations' }).getAttribute('href')).toBe('/results');

    // Nothing on the site adds the spec's sample products to a signed-out cart: seed the browser's copy.
    await page.evaluate(
      (ids) => localStorage.setItem('cart', JSON.stringify(ids.map((productId) => ({ productId, quantity: 1 })))),
      [...SAMPLE_PRODUCT_IDS],
    );
    await page.reload();
    await page.getByTestId('total').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['Gentle Cleansing Foam', 'Hydrating Serum', 'Nourishing Night Cream']),
    );
    expect(await cartTotals(page)).toEqual({ subtotal: 102.97, shipping: 5.99, total: 108.96 });
    expect(await page.getByTestId('cart-count').textContent()).toBe('3');

    // The picture opens larger.
    await page.getByRole('button', { name: 'Show a larger picture of Hydrating Serum' }).click();
    await page.getByRole('dialog', { name: 'Hydrating Serum' }).waitFor();
    await page.keyboard.press('Escape');

    // Plus twice on the serum; minus at 1 removes the foam.
    const serum = page.getByTestId('cart-line-hydrating-serum');
    await serum.getByRole('button', { name: 'One more Hydrating Serum' }).click();
    await serum.getByRole('button', { name: 'One more Hydrating Serum' }).click();
    await page.getByRole('button', { name: 'One less Gentle Cleansing Foam' }).click();
    await expect.poll(() => page.getByTestId('cart-line-gentle-cleansing-foam').count()).toBe(0);
    await expect.poll(() => cartTotals(page)).toEqual({ subtotal: 147.96, shipping: 5.99, total: 153.95 });
    expect(await serum.getByTestId('quantity').textContent()).toBe('3');

    // A reload keeps the cart.
    await page.reload();
    await page.getByTestId('total').waitFor();
    expect(await cartTotals(page)).toEqual({ subtotal: 147.96, shipping: 5.99, total: 153.95 });
    expect(await page.getByTestId('cart-count').textContent()).toBe('4');

    await page.getByRole('button', { name: 'Checkout' }).click();
    // The spec's toast is on screen before the page leaves for the payment.
    await expect.poll(() => page.getByText('Redirecting to payment...').count()).toBeGreaterThan(0);
    await page.waitForURL((url) => url.pathname === '/en/checkout/test' && url.searchParams.has('session'));
    await page.getByText('TEST MODE').waitFor();
    expect(await page.getByTestId('card-success').textContent()).toBe('4242 4242 4242 4242');
    expect(euros(await page.getByTestId('amount-due').textContent())).toBe(153.95);

    // A declined card: the message beside the form, and what was typed stays.
    await fillCard(page, TEST_CARDS.declined);
    await page.getByRole('button', { name: 'Pay €153.95' }).click();
    await page.getByTestId('payment-error').waitFor();
    expect(await page.getByTestId('payment-error').textContent()).toBe(
      'Your card was declined. Please use another card.',
    );
    expect(await page.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');
    expect(await page.getByLabel('Name on the card').inputValue()).toBe('Ada Lovelace');

    await fillCard(page, TEST_CARDS.success);
    await page.getByRole('button', { name: 'Pay €153.95' }).click();
    await page.waitForURL((url) => url.pathname === '/en/payment-success');
    const reference = new URL(page.url()).searchParams.get('session_id');
    expect(reference).toBeTruthy();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.getByTestId('order-reference').textContent()).toBe(reference);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Paid');
    expect(euros(await page.getByTestId('order-total').textContent())).toBe(153.95);
    // What was bought has left the cart.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('subscribes to Pro after signing in, unlocks the Pro analysis, and cancels in one click', async () => {
    const address = email('pro');
    await createAccount(null, address);
    const { page, context, errors } = await newPage(browser);

    // Signed out, choosing a plan leads to sign-in and back.
    await page.goto('/pro-upgrade');
    await page.getByTestId('plan-pro-kit').getByText('Most popular').waitFor();
    expect(await page.locator('article[data-testid^="plan-"]').count()).toBe(3);
    await page.getByRole('button', { name: 'Subscribe: Pro', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/signin' && url.searchParams.get('redirect') === '/pro-upgrade');
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/pro-upgrade');

    await page.getByRole('button', { name: 'Subscribe: Pro', exact: true }).click();
    await expect.poll(() => page.getByText('Redirecting to payment...').count()).toBeGreaterThan(0);
    await page.waitForURL((url) => url.pathname === '/en/checkout/test');
    await page.getByTestId('amount-due').waitFor();
    expect(await page.getByTestId('amount-due').textContent()).toContain('€24.90');
    await fillCard(page, TEST_CARDS.success);
    await page.getByRole('button', { name: 'Subscribe for €24.90 a month' }).click();
    await page.waitForURL((url) => url.pathname === '/en/subscription-success');
    await page.getByRole('heading', { name: 'Welcome to Premium!' }).waitFor();
    await expect.poll(() => page.getByTestId('plan-status').textContent()).toMatch(/^Pro is active and renews on /);
    expect(await page.getByRole('link', { name: 'Start a new assessment' }).getAttribute('href')).toBe(
      '/en/questionnaire/start',
    );

    // The account shows the plan.
    await page.goto('/account');
    const plan = page.getByTestId('plan-status');
    await plan.waitFor();
    expect(await plan.locator('[data-field=plan]').textContent()).toBe('Pro');
    expect(await plan.locator('[data-field=status]').textContent()).toBe('Active');
    expect(await plan.getByText('Renews on').count()).toBe(1);

    // The plans page marks it.
    await page.goto('/pro-upgrade');
    await page.getByTestId('plan-pro').getByText('Current plan').first().waitFor();

    // The results show the Pro analysis instead of the promotion.
    await page.request.post('/api/questionnaires', { headers: headers(), data: { answers: VALID_ANSWERS } });
    await page.goto('/results');
    const pro = page.getByTestId('pro-analysis');
    await pro.waitFor({ timeout: 30_000 });
    await pro.getByTestId('pro-collagen_density').waitFor();
    for (const name of ['Skin barrier function', 'Collagen density', 'Fine line analysis', 'Pigmentation uniformity']) {
      expect(await pro.getByRole('heading', { name }).count()).toBe(1);
    }
    expect(await pro.getByText('Estimated from your answers', { exact: true }).count()).toBe(4);
    expect(await page.getByText('Available with Pro Upgrade').count()).toBe(0);

    // Cancelling is one click, and says until when Pro stays.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByText(/^You keep Pro until .+\. Nothing more will be charged\.$/)
      .first()
      .waitFor();
    await expect.poll(() => plan.getByText('Ends on').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);

    // 'Manage billing' opens the provider's portal in a new tab.
    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Manage billing' }).click(),
    ]);
    await portal.waitForURL((url) => url.pathname === '/billing/test-portal');
    await portal.getByTestId('plan-status').getByText('Ends on').waitFor();
    expect(await portal.getByTestId('portal-order').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("adds a signed-out cart to the account's cart on sign-in, and adds products from the results", async () => {
    const address = email('merge');
    // The account already holds two foams (added on another device).
    const other = await newPage(browser);
    await createAccount(other.context, address);
    const put = await other.context.request.put('/api/cart/items/gentle-cleansing-foam', {
      headers: headers(),
      data: { quantity: 2 },
    });
    expect(put.status()).toBe(200);
    await other.context.request.post('/api/questionnaires', { headers: headers(), data: { answers: VALID_ANSWERS } });
    await other.context.close();

    const { page, context, errors } = await newPage(browser);
    await keepCartInBrowser(page, [
      { productId: 'gentle-cleansing-foam', quantity: 1 },
      { productId: 'hydrating-serum', quantity: 1 },
    ]);
    await page.goto('/signin?redirect=/cart');
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await expect
      .poll(() => page.getByTestId('cart-line-gentle-cleansing-foam').getByTestId('quantity').textContent())
      .toBe('3');
    expect(await page.getByTestId('cart-line-hydrating-serum').getByTestId('quantity').textContent()).toBe('1');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    // The merged cart is the account's: a reload (and the server) still has it, once.
    await page.reload();
    await page.getByTestId('total').waitFor();
    expect(await page.getByTestId('cart-line-gentle-cleansing-foam').getByTestId('quantity').textContent()).toBe('3');
    const cart = await (await page.request.get('/api/cart')).json();
    expect(cart.lines.map((l: { id: string; quantity: number }) => [l.id, l.quantity])).toEqual([
      ['gentle-cleansing-foam', 3],
      ['hydrating-serum', 1],
    ]);

    // The results offer the shop's product for each routine step.
    await page.goto('/results');
    const suggestion = page.getByTestId('suggestion-daily-mineral-sunscreen');
    await suggestion.waitFor({ timeout: 30_000 });
    await suggestion.getByRole('button', { name: 'Add Daily Mineral Sunscreen SPF 50 to your cart' }).click();
    await page.getByText('Added to your cart').first().waitFor();
    await suggestion.getByRole('link', { name: 'In your cart: 1 · View cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByTestId('cart-line-daily-mineral-sunscreen').waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('5');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
  it('takes feedback on /survey with our own form, naming what is missing and keeping what was typed', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/survey');
    await page.getByText('Our shop has not launched yet.').waitFor();
    expect(await page.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
    const box = page.getByTestId('feedback-box');
    expect((await box.boundingBox())?.height).toBe(800);

    await page.getByLabel('Serum').check();
    await page.getByLabel('Anything else you would like to tell us?').fill('A fragrance-free range, please.');
    await page.getByLabel('E-mail (optional)').fill('not-an-address');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Please choose how likely you are to buy, from 1 to 5.').waitFor();
    await page.getByText('Please enter a valid e-mail address, or leave it empty.').waitFor();

    await page.locator('label', { has: page.getByLabel('4 of 5') }).click();
    expect(await page.getByLabel('4 of 5').isChecked()).toBe(true);
    await page.getByLabel('E-mail (optional)').fill('feedback@example.com');
    expect(await page.getByLabel('Anything else you would like to tell us?').inputValue()).toBe(
      'A fragrance-free range, please.',
    );
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
