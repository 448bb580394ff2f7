import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueResponseSchema,
  cartResponseSchema,
  checkoutResponseSchema,
  orderResponseSchema,
  SAMPLE_PRODUCT_IDS,
  subscriptionResponseSchema,
  TEST_CARDS,
  testPaymentSessionSchema,
} from '@skinsight/shared/commerce';
import { eq } from 'drizzle-orm';
import { feedbackResponses, mailOutbox, orders, subscriptions } from '../../db/schema.ts';
import { applyCheckoutState } from './fulfilment.ts';
import { createTestApp, readError, TestClient, type TestContext } from '../../testing/index.ts';

const samples = SAMPLE_PRODUCT_IDS.map((productId) => ({ productId, quantity: 1 }));
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const client = new TestClient(t.app);
  const { res, body } = await client.signUp();
  expect(res.status).toBe(201);
  return { client, email: body.email };
}

/** Starts a checkout and returns the test provider's session id from the card page address. */
async function startCheckout(client: TestClient, items = samples) {
  const res = await client.request('/api/checkout', { json: { items, locale: 'en' } });
  expect(res.status).toBe(200);
  const { url, mode } = checkoutResponseSchema.parse(await res.json());
  expect(mode).toBe('live');
  expect(url).toMatch(/^\/en\/checkout\/test\?session=tps_/);
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

describe('the catalogue', () => {
  it('has the three plans with five features each, Pro + Kit most popular, in every language', async () => {
    for (const lang of ['en', 'de', 'fr', 'es']) {
      const body = catalogueResponseSchema.parse(await (await t.app.request(`/api/catalogue?lang=${lang}`)).json());
      expect(body.plans.map((p) => [p.id, p.priceCents, p.billing, p.mostPopular])).toEqual([
        ['pro', 2490, 'month', false],
        ['pro-kit', 4490, 'month', true],
        ['ultra-kit', 18900, 'once', false],
      ]);
      for (const plan of body.plans) expect(plan.features).toHaveLength(5);
      const prices = Object.fromEntries(body.products.map((p) => [p.id, p.priceCents]));
      expect(prices).toMatchObject({
        'gentle-cleansing-foam': 2499,
        'hydrating-serum': 3499,
        'nourishing-night-cream': 4299,
      });
    }
    const de = catalogueResponseSchema.parse(await (await t.app.request('/api/catalogue?lang=de')).json());
    expect(de.products.find((p) => p.id === 'hydrating-serum')?.name).toBe('Feuchtigkeitsserum');
  });

  it('sells a product for every routine product type', async () => {
    const body = catalogueResponseSchema.parse(await (await t.app.request('/api/catalogue')).json());
    const types = new Set(body.products.map((p) => p.productType));
    for (const type of [
      'cleanser',
      'toner',
      'serum',
      'moisturizer',
      'eye_cream',
      'sunscreen',
      'clay_mask',
      'exfoliant',
      'treatment',
    ]) {
      expect(types).toContain(type);
    }
  });
});

describe('pricing a cart', () => {
  it('prices the sample products on the server: subtotal, 5.99 shipping, total', async () => {
    const client = new TestClient(t.app);
    const res = await client.request('/api/cart/quote', {
      json: { items: [...samples.slice(0, 2), { productId: 'nourishing-night-cream', quantity: 2 }] },
    });
    const cart = cartResponseSchema.parse(await res.json());
    expect(cart.subtotalCents).toBe(2499 + 3499 + 2 * 4299);
    expect(cart.shippingCents).toBe(599);
    expect(cart.totalCents).toBe(2499 + 3499 + 2 * 4299 + 599);
  });

  it('names products it does not sell instead of pricing them', async () => {
    const client = new TestClient(t.app);
    const res = await client.request('/api/cart/quote', {
      json: { items: [{ productId: 'gone-product', quantity: 1 }, samples[0]] },
    });
    const cart = cartResponseSchema.parse(await res.json());
    expect(cart.unavailable).toEqual(['gone-product']);
    expect(cart.lines.map((l) => l.id)).toEqual(['gentle-cleansing-foam']);
  });

  it('refuses a price, quantities out of range and a product twice', async () => {
    const client = new TestClient(t.app);
    for (const items of [
      [{ productId: 'hydrating-serum', quantity: 1, price: 1 }],
      [{ productId: 'hydrating-serum', quantity: 0 }],
      [{ productId: 'hydrating-serum', quantity: 11 }],
      [{ productId: 'hydrating-serum', quantity: 1.5 }],
      [samples[0], samples[0]],
    ]) {
      const res = await client.request('/api/cart/quote', { json: { items } });
      expect(res.status).toBe(400);
    }
  });
});

describe("an account's cart", () => {
  it('is kept on the server, merged with a signed-out cart, and quantity 0 removes a line', async () => {
    const { client } = await signedIn();
    let res = await client.request('/api/cart/items/hydrating-serum', { method: 'PUT', json: { quantity: 2 } });
    expect(cartResponseSchema.parse(await res.json()).lines).toHaveLength(1);
    res = await client.request('/api/cart/merge', {
      json: { items: [{ productId: 'hydrating-serum', quantity: 9 }, samples[0]] },
    });
    const merged = cartResponseSchema.parse(await res.json());
    expect(merged.lines.map((l) => [l.id, l.quantity])).toEqual([
      ['hydrating-serum', 10],
      ['gentle-cleansing-foam', 1],
    ]);
    res = await client.request('/api/cart/items/hydrating-serum', { method: 'PUT', json: { quantity: 0 } });
    expect(cartResponseSchema.parse(await res.json()).lines.map((l) => l.id)).toEqual(['gentle-cleansing-foam']);
    res = await client.request('/api/cart/items/gentle-cleansing-foam', { method: 'DELETE' });
    expect(cartResponseSchema.parse(await res.json()).lines).toEqual([]);
  });

  it('answers 404 for a product it does not sell and 401 without an account', async () => {
    const { client } = await signedIn();
    const res = await client.request('/api/cart/items/no-such-thing', { method: 'PUT', json: { quantity: 1 } });
    expect(res.status).toBe(404);
    expect((await new TestClient(t.app).request('/api/cart')).status).toBe(401);
  });

  it("is one account's alone", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.client.request('/api/cart/items/hydrating-serum', { method: 'PUT', json: { quantity: 3 } });
    expect(cartResponseSchema.parse(await (await b.client.request('/api/cart')).json()).lines).toEqual([]);
    await b.client.request('/api/cart/items/hydrating-serum', { method: 'DELETE' });
    await b.client.request('/api/cart/items/hydrating-serum', { method: 'PUT', json: { quantity: 1 } });
    const aCart = cartResponseSchema.parse(await (await a.client.request('/api/cart')).json());
    expect(aCart.lines.map((l) => [l.id, l.quantity])).toEqual([['hydrating-serum', 3]]);
  });
});

describe('checkout with the built-in test provider', () => {
  it('charges the whole cart in one session at catalogue prices', async () => {
    const client = new TestClient(t.app);
    const sessionId = await startCheckout(client, [
      ...samples.slice(0, 2),
      { productId: 'nourishing-night-cream', quantity: 2 },
    ]);
    const session = testPaymentSessionSchema.parse(
      await (await client.request(`/api/test-payments/${sessionId}`)).json(),
    );
    expect(session.lines.map((l) => [l.name, l.unitCents, l.quantity])).toEqual([
      ['Gentle Cleansing Foam', 2499, 1],
      ['Hydrating Serum', 3499, 1],
      ['Nourishing Night Cream', 4299, 2],
    ]);
    expect(session.totalCents).toBe(2499 + 3499 + 2 * 4299 + 599);
    expect(session.status).toBe('open');
  });

  it('refuses an amount sent by the browser, and an unknown product id, creating no order', async () => {
    const client = new TestClient(t.app);
    const before = (await t.database.db.select().from(orders)).length;
    let res = await client.request('/api/checkout', { json: { items: samples, amount: 1, locale: 'en' } });
    expect(res.status).toBe(400);
    res = await client.request('/api/checkout', {
      json: { items: [{ productId: 'hydrating-serum', quantity: 1, priceCents: 1 }] },
    });
    expect(res.status).toBe(400);
    res = await client.request('/api/checkout', { json: { items: [{ productId: 'free-gold', quantity: 1 }] } });
    expect(res.status).toBe(400);
    expect((await readError(res)).issues?.[0]?.path).toBe('items.free-gold');
    res = await client.request('/api/checkout', { json: { items: [] } });
    expect(res.status).toBe(400);
    expect((await t.database.db.select().from(orders)).length).toBe(before);
  });

  it('declines other cards, keeps the order open, then pays with the success card', async () => {
    const client = new TestClient(t.app);
    const sessionId = await startCheckout(client);
    let res = await client.request(`/api/test-payments/${sessionId}/pay`, {
      json: { ...card, cardNumber: TEST_CARDS.declined },
    });
    expect(res.status).toBe(402);
    expect((await readError(res)).code).toBe('card_declined');
    res = await client.request(`/api/test-payments/${sessionId}/pay`, {
      json: { ...card, cardNumber: '4242 4242 4242 4241' },
    });
    expect((await readError(res)).code).toBe('card_invalid');
    res = await client.request(`/api/test-payments/${sessionId}/pay`, { json: { ...card, expiry: '01/20' } });
    expect((await readError(res)).code).toBe('card_declined');
    const pending = orderResponseSchema.parse(
      await (await client.request(`/api/orders/by-reference/${sessionId}`)).json(),
    );
    expect(pending.order.status).toBe('pending');

    res = await client.request(`/api/test-payments/${sessionId}/pay`, { json: card });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirectUrl: `/en/payment-success?session_id=${sessionId}` });
    const paid = orderResponseSchema.parse(
      await (await client.request(`/api/orders/by-reference/${sessionId}`)).json(),
    );
    expect(paid.order).toMatchObject({ status: 'paid', reference: sessionId, totalCents: 10896 });
    // Paying twice is refused: one payment per session.
    res = await client.request(`/api/test-payments/${sessionId}/pay`, { json: card });
    expect(res.status).toBe(409);
  });

  it("records an account's payment, empties the bought products from its cart, and shows the order to nobody else", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.client.request('/api/cart/merge', {
      json: { items: [...samples, { productId: 'balancing-toner', quantity: 1 }] },
    });
    const sessionId = await startCheckout(a.client);
    await a.client.request(`/api/test-payments/${sessionId}/pay`, { json: card });
    const cart = cartResponseSchema.parse(await (await a.client.request('/api/cart')).json());
    expect(cart.lines.map((l) => l.id)).toEqual(['balancing-toner']);
    // One confirmation e-mail, with the reference and the total as English writes it.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, a.email));
    const confirmations = mails.filter((m) => m.subject === 'Your Skinsight order is confirmed');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain(sessionId);
    expect(confirmations[0]?.text).toContain('Total: €108.96');
    const list = (await (await a.client.request('/api/orders')).json()) as {
      orders: { reference: string; status: string }[];
    };
    expect(list.orders).toEqual([expect.objectContaining({ reference: sessionId, status: 'paid' })]);

    expect((await b.client.request(`/api/orders/by-reference/${sessionId}`)).status).toBe(404);
    expect((await new TestClient(t.app).request(`/api/orders/by-reference/${sessionId}`)).status).toBe(404);
    expect(((await (await b.client.request('/api/orders')).json()) as { orders: unknown[] }).orders).toEqual([]);
  });
});

describe('plans and subscriptions with the test provider', () => {
  it('needs an account to subscribe', async () => {
    const res = await new TestClient(t.app).request('/api/plans/pro/checkout', { json: { locale: 'en' } });
    expect(res.status).toBe(401);
  });

  it('subscribes to Pro, unlocks Pro, refuses a second plan, and cancels in one call at the period end', async () => {
    const { client } = await signedIn();
    expect(subscriptionResponseSchema.parse(await (await client.request('/api/subscription')).json())).toEqual({
      subscription: null,
      pro: false,
    });
    const res = await client.request('/api/plans/pro/checkout', { json: { locale: 'de' } });
    const { url } = checkoutResponseSchema.parse(await res.json());
    expect(url).toMatch(/^\/de\/checkout\/test\?session=/);
    const sessionId = new URL(url, 'http://x').searchParams.get('session') ?? '';
    const session = testPaymentSessionSchema.parse(
      await (await client.request(`/api/test-payments/${sessionId}?lang=de`)).json(),
    );
    expect(session).toMatchObject({ kind: 'subscription', totalCents: 2490, interval: 'month' });

    // Not active before paying.
    expect(subscriptionResponseSchema.parse(await (await client.request('/api/subscription')).json()).pro).toBe(false);
    const paid = await client.request(`/api/test-payments/${sessionId}/pay`, { json: card });
    expect(await paid.json()).toEqual({ redirectUrl: `/de/subscription-success?session_id=${sessionId}` });

    const status = subscriptionResponseSchema.parse(await (await client.request('/api/subscription')).json());
    expect(status.pro).toBe(true);
    expect(status.subscription).toMatchObject({
      planId: 'pro',
      planTitle: 'Pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(Date.parse(status.subscription?.currentPeriodEnd ?? '')).toBeGreaterThan(Date.now() + 27 * 86400_000);

    expect((await client.request('/api/plans/pro-kit/checkout', { json: { locale: 'en' } })).status).toBe(409);
    expect(await (await client.request('/api/subscription/portal', { method: 'POST' })).json()).toEqual({
      url: '/billing/test-portal',
    });

    const cancelled = subscriptionResponseSchema.parse(
      await (await client.request('/api/subscription/cancel', { method: 'POST' })).json(),
    );
    expect(cancelled.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    // What was paid for stays until the end of the period.
    expect(cancelled.pro).toBe(true);
  });

  it("keeps one account's subscription from another", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const { url } = checkoutResponseSchema.parse(
      await (await a.client.request('/api/plans/pro-kit/checkout', { json: {} })).json(),
    );
    await a.client.request(`/api/test-payments/${new URL(url, 'http://x').searchParams.get('session')}/pay`, {
      json: card,
    });
    expect(subscriptionResponseSchema.parse(await (await b.client.request('/api/subscription')).json())).toEqual({
      subscription: null,
      pro: false,
    });
    expect((await b.client.request('/api/subscription/cancel', { method: 'POST' })).status).toBe(404);
    expect((await b.client.request('/api/subscription/portal', { method: 'POST' })).status).toBe(404);
    const aStatus = subscriptionResponseSchema.parse(await (await a.client.request('/api/subscription')).json());
    expect(aStatus.subscription).toMatchObject({ planId: 'pro-kit', cancelAtPeriodEnd: false });
  });

  it('sells the Ultra kit as a one-off order that unlocks Pro', async () => {
    const { client } = await signedIn();
    const { url } = checkoutResponseSchema.parse(
      await (await client.request('/api/plans/ultra-kit/checkout', { json: {} })).json(),
    );
    const sessionId = new URL(url, 'http://x').searchParams.get('session') ?? '';
    const session = testPaymentSessionSchema.parse(
      await (await client.request(`/api/test-payments/${sessionId}`)).json(),
    );
    expect(session).toMatchObject({ kind: 'payment', totalCents: 18900, shippingCents: 0 });
    await client.request(`/api/test-payments/${sessionId}/pay`, { json: card });
    expect(subscriptionResponseSchema.parse(await (await client.request('/api/subscription')).json()).pro).toBe(true);
    expect((await client.request('/api/plans/nothing/checkout', { json: {} })).status).toBe(404);
  });
});

describe('fulfilment, the one writer of what a payment grants', () => {
  it('records a paid subscription only through fulfilment: the test provider reports, as Stripe does', async () => {
    // An app of its own: the sign-ups of this file are near the per-address limit.
    const own = await createTestApp();
    try {
      const client = new TestClient(own.app);
      expect((await client.signUp()).res.status).toBe(201);
      const { url } = checkoutResponseSchema.parse(
        await (await client.request('/api/plans/pro/checkout', { json: {} })).json(),
      );
      const sessionId = new URL(url, 'http://x').searchParams.get('session') ?? '';
      if (own.deps.payments.name !== 'test') throw new Error('the test provider is the default');
      // Paying at the provider alone (its notification not yet handled) leaves our record untouched.
      const { state } = await own.deps.payments.pay(sessionId, card);
      expect(state).toMatchObject({
        mode: 'subscription',
        status: 'complete',
        paid: true,
        subscriptionId: expect.stringMatching(/^tsub_/),
      });
      const [before] = await own.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.checkoutSessionId, sessionId));
      expect(before).toMatchObject({ status: 'incomplete', providerSubscriptionId: null, currentPeriodEnd: null });
      expect(subscriptionResponseSchema.parse(await (await client.request('/api/subscription')).json()).pro).toBe(
        false,
      );
      // Fulfilment, given the provider's state, records what the payment grants.
      await applyCheckoutState(
        { db: own.database.db, payments: own.deps.payments, mail: own.deps.mail, logger: own.deps.logger },
        state,
      );
      const [after] = await own.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.checkoutSessionId, sessionId));
      expect(after).toMatchObject({
        status: 'active',
        providerSubscriptionId: state.subscriptionId,
        providerCustomerId: expect.stringMatching(/^tcus_/),
      });
      expect(subscriptionResponseSchema.parse(await (await client.request('/api/subscription')).json()).pro).toBe(true);
    } finally {
      await own.close();
    }
  });
});

describe('the shop before launch', () => {
  it('leads checkout to the feedback survey and stores the feedback', async () => {
    const t2 = await createTestApp({ SHOP_MODE: 'not-launched' });
    try {
      const client = new TestClient(t2.app);
      const res = await client.request('/api/checkout', { json: { items: samples, locale: 'fr' } });
      expect(checkoutResponseSchema.parse(await res.json())).toEqual({ mode: 'not-launched', url: '/fr/survey' });
      expect(await t2.database.db.select().from(orders)).toEqual([]);
      const shop = await client.request('/api/shop');
      expect(await shop.json()).toEqual({
        mode: 'not-launched',
        provider: 'test',
        surveyFormUrl: null,
      });
      // The same answer for everyone: browsers and shared caches may keep it a few minutes.
      expect(shop.headers.get('cache-control')).toBe('public, max-age=300');

      const feedback = await client.request('/api/feedback', {
        json: { interest: 4, productTypes: ['serum'], priceRange: '20-40', comments: 'Bitte bald!', locale: 'de' },
      });
      expect(feedback.status).toBe(201);
      const [row] = await t2.database.db.select().from(feedbackResponses);
      expect(row).toMatchObject({
        interest: 4,
        productTypes: ['serum'],
        priceRange: '20-40',
        comments: 'Bitte bald!',
        locale: 'de',
      });
      expect((await client.request('/api/feedback', { json: { interest: 9 } })).status).toBe(400);
    } finally {
      await t2.close();
    }
  });
});
