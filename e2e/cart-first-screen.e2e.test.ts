/**
 * The cart arrives drawn for the signed-in person (decision 039, issue 22): their products and
 * totals are in the HTML, painted before the app's code has arrived, and the app takes over the
 * same page without drawing it again. Each person's page holds only their own cart and is never
 * stored; a signed-out visitor's cart lives in their browser and is drawn there, as before, and a
 * cart kept in the browser before signing in still joins the account's once the app runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, keepCartInBrowser, launchBrowser, newPage, openHeld, signUpThroughApi } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CART = /^\/api\/cart(\/|$)/;

/** Signs the context up and puts `items` (product id → quantity) in the account's cart. */
async function personWithCart(context: BrowserContext, name: string, items: Record<string, number>, locale = 'en') {
  expect(await signUpThroughApi(context, name, locale)).toBe(201);
  for (const [productId, quantity] of Object.entries(items)) {
    const put = await context.request.put(`/api/cart/items/${productId}`, {
      headers: { origin: baseUrl() },
      data: { quantity, locale },
    });
    expect(put.status()).toBe(200);
  }
  return (await (await context.request.get(`/api/cart?lang=${locale}`)).json()) as {
    lines: { id: string; name: string; quantity: number }[];
    totalCents: number;
  };
}

const euros = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d,.]/g, '').replace(',', '.')) * 100);

describe('the cart drawn for the signed-in person', () => {
  it('shows their products and total before the app has loaded, and the app takes the same page over', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    const cart = await personWithCart(context, 'CartFirst', { 'hydrating-serum': 2, 'gentle-cleansing-foam': 1 });
    const { requests, release } = await openHeld(page, '/en/cart', CART);
    const total = page.getByTestId('total');
    await total.waitFor({ timeout: 10_000 });
    expect(euros(await total.textContent())).toBe(cart.totalCents);
    expect(await page.getByRole('heading', { name: 'Your cart', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByTestId('cart-line-hydrating-serum').getByTestId('quantity').textContent()).toBe('2');
    expect(await page.getByTestId('cart-line-gentle-cleansing-foam').isVisible()).toBe(true);
    expect(requests).toEqual([]);

    // The app starts from the cart in the page and hydrates it: the same elements stay, the cart
    // is read again once, and the page is live (one more serum is priced by the server).
    const before = await total.elementHandle();
    await release();
    await expect.poll(() => requests.length, { timeout: 30_000 }).toBe(1);
    const line = page.getByTestId('cart-line-hydrating-serum');
    await line.getByRole('button', { name: /^One more / }).click();
    await expect.poll(() => line.getByTestId('quantity').textContent()).toBe('3');
    await expect.poll(async () => euros(await total.textContent())).toBeGreaterThan(cart.totalCents);
    expect(await before!.evaluate((node) => node.isConnected)).toBe(true);
    const stored = (await (await page.request.get('/api/cart')).json()) as typeof cart;
    expect(stored.lines.find((l) => l.id === 'hydrating-serum')?.quantity).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('in the language of the page, with the products named in it and their prices inside the card', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    const cart = await personWithCart(context, 'Warenkorb', { 'hydrating-serum': 1 }, 'de');
    const { release } = await openHeld(page, '/de/cart', CART);
    await page.getByTestId('total').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('heading', { name: 'Dein Warenkorb', level: 1 }).isVisible()).toBe(true);
    const line = page.getByTestId('cart-line-hydrating-serum');
    expect(await line.textContent()).toContain(cart.lines[0]!.name);
    // 'Feuchtigkeitsserum' is one long word: on a phone it must not push the price out of the card.
    const card = (await page.locator('section[aria-labelledby="cart-lines"]').boundingBox())!;
    const price = (await line.getByTestId('line-total').boundingBox())!;
    expect(price.x + price.width).toBeLessThanOrEqual(card.x + card.width);
    await release();
    await page.getByRole('button', { name: `Ein ${cart.lines[0]!.name} mehr` }).click();
    await expect.poll(() => page.getByTestId('quantity').textContent()).toBe('2');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("holds each person's own cart only, is never stored, and a signed-out visitor's is their browser's", async () => {
    const a = await newPage(browser, 'phone');
    const b = await newPage(browser, 'phone');
    await personWithCart(a.context, 'CartA', { 'hydrating-serum': 1 });
    await personWithCart(b.context, 'CartB', { 'gentle-cleansing-foam': 2 });
    for (const [person, own, other] of [
      [a, 'hydrating-serum', 'gentle-cleansing-foam'],
      [b, 'gentle-cleansing-foam', 'hydrating-serum'],
    ] as const) {
      const response = await person.page.request.get('/en/cart');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/private/);
      expect(response.headers()['cache-control']).toMatch(/no-store/);
      expect(response.headers()['etag']).toBeUndefined();
      const html = await response.text();
      expect(html).toContain(`data-testid="cart-line-${own}"`);
      expect(html).not.toContain(`cart-line-${other}`);
      expect(html).not.toContain(`"id":"${other}"`);
    }
    await a.context.close();
    await b.context.close();

    // Signed out: the shell with nothing of anyone's and no request for an account's cart; the
    // browser's own cart is priced and drawn once the app runs.
    const anonymous = await newPage(browser, 'phone');
    const html = await (await anonymous.page.request.get('/en/cart')).text();
    expect(html).not.toContain('first-screen-data');
    expect(html).not.toContain('/api/cart');
    await keepCartInBrowser(anonymous.page, [{ productId: 'hydrating-serum', quantity: 2 }]);
    const { requests, release } = await openHeld(anonymous.page, '/en/cart', CART);
    await release();
    await anonymous.page.getByTestId('cart-line-hydrating-serum').waitFor({ timeout: 30_000 });
    expect(await anonymous.page.getByTestId('quantity').textContent()).toBe('2');
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(['/api/cart/quote']);
    expect(anonymous.errors).toEqual([]);
    await anonymous.context.close();
  }, 120_000);

  it("joins a cart kept in the browser to the account's drawn one once the app runs", async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    await personWithCart(context, 'CartMerge', { 'gentle-cleansing-foam': 2 });
    await keepCartInBrowser(page, [
      { productId: 'gentle-cleansing-foam', quantity: 1 },
      { productId: 'hydrating-serum', quantity: 1 },
    ]);
    const { release } = await openHeld(page, '/en/cart', CART);
    const foam = page.getByTestId('cart-line-gentle-cleansing-foam');
    await foam.waitFor({ timeout: 10_000 });
    expect(await foam.getByTestId('quantity').textContent()).toBe('2');
    await release();
    await expect.poll(() => foam.getByTestId('quantity').textContent(), { timeout: 30_000 }).toBe('3');
    expect(await page.getByTestId('cart-line-hydrating-serum').getByTestId('quantity').textContent()).toBe('1');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

/** Pays the account's cart on the built-in test provider, as a person does; the payment result's address. */
async function payCart(context: BrowserContext): Promise<string> {
  const origin = baseUrl();
  const cart = (await (await context.request.get('/api/cart')).json()) as { lines: { id: string; quantity: number }[] };
  const checkout = await context.request.post('/api/checkout', {
    headers: { origin },
    data: { items: cart.lines.map((l) => ({ productId: l.id, quantity: l.quantity })), locale: 'en' },
  });
  const session = new URL(((await checkout.json()) as { url: string }).url, origin).searchParams.get('session');
  const paid = await context.request.post(`/api/test-payments/${session}/pay`, {
    headers: { origin },
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' },
  });
  const success = new URL(((await paid.json()) as { redirectUrl: string }).redirectUrl, origin);
  return `${success.pathname}${success.search}`;
}

describe('the payment result drawn for the signed-in person', () => {
  it('shows their order before the app has loaded, to them only, and the app takes the same page over', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    const cart = await personWithCart(context, 'PaidFirst', { 'hydrating-serum': 2 });
    const url = await payCart(context);
    const { requests, release } = await openHeld(page, url, /^\/api\/orders\//);
    const total = page.getByTestId('order-total');
    await total.waitFor({ timeout: 10_000 });
    expect(euros(await total.textContent())).toBe(cart.totalCents);
    expect(await page.getByTestId('order-status').textContent()).toBe('Paid');
    expect(requests).toEqual([]);
    const before = await total.elementHandle();
    await release();
    await page.waitForLoadState('networkidle');
    expect(await before!.evaluate((node) => node.isConnected)).toBe(true);
    expect(euros(await total.textContent())).toBe(cart.totalCents);
    expect(errors).toEqual([]);

    // Someone else signed in, at the same address: the page as built, with nothing of the order.
    const other = await newPage(browser, 'phone');
    await personWithCart(other.context, 'NotTheirs', {});
    const html = await (await other.page.request.get(url)).text();
    expect(html).not.toContain('first-screen-data');
    expect(html).not.toContain('data-testid="order-total"');
    await other.context.close();
    await context.close();
  }, 90_000);
});
