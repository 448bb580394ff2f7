/**
 * The Stripe provider with the real SDK: its HTTP calls go to a fake Stripe through the injected
 * fetch, and notifications are signed the way Stripe signs them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  checkoutResponseSchema,
  orderResponseSchema,
  SAMPLE_PRODUCT_IDS,
  subscriptionResponseSchema,
} from '@skinsight/shared/commerce';
import { orders, paymentEvents, subscriptions } from '../../db/schema.ts';
import { createFakeStripe, STRIPE_TEST_SECRET } from '../../testing/fake-stripe.ts';
import { createTestApp, readError, TEST_BASE_URL, TestClient, type TestContext } from '../../testing/index.ts';

const samples = SAMPLE_PRODUCT_IDS.map((productId) => ({ productId, quantity: 1 }));
let t: TestContext;
let stripe: ReturnType<typeof createFakeStripe>;

beforeAll(async () => {
  stripe = createFakeStripe();
  t = await createTestApp(
    { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SECRET },
    { stripeFetch: stripe.fetch },
  );
});
afterAll(() => t.close());

/** Stripe's delivery: no browser Origin, the raw JSON and its signature header. */
const deliver = (delivery: { payload: string; signature?: string }) =>
  t.app.request(`${TEST_BASE_URL}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
    },
    body: delivery.payload,
  });

async function checkout(client: TestClient) {
  const res = await client.request('/api/checkout', {
    json: { items: [...samples, { productId: 'hydrating-serum', quantity: 1 }].slice(0, 3), locale: 'de' },
  });
  expect(res.status).toBe(200);
  const { url } = checkoutResponseSchema.parse(await res.json());
  const sessionId = url.split('/').pop() ?? '';
  return { url, sessionId };
}

describe('Stripe Checkout', () => {
  it('creates one session for the whole cart with the catalogue prices and the shipping rate', async () => {
    const { url, sessionId } = await checkout(new TestClient(t.app));
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    const form = request?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('locale')).toBe('de');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('2499');
    expect(form?.get('line_items[1][price_data][unit_amount]')).toBe('3499');
    expect(form?.get('line_items[2][price_data][unit_amount]')).toBe('4299');
    expect(form?.get('line_items[0][price_data][product_data][name]')).toBe('Sanfter Reinigungsschaum');
    expect(form?.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]')).toBe('599');
    expect(form?.get('success_url')).toBe(`${TEST_BASE_URL}/de/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(request?.idempotencyKey).toMatch(/^order-/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order).toMatchObject({ status: 'pending', provider: 'stripe', totalCents: 10896 });
  });

  it('says payments are unavailable when Stripe refuses, and marks the order failed', async () => {
    stripe.failNextRequest();
    const res = await new TestClient(t.app).request('/api/checkout', { json: { items: samples } });
    expect(res.status).toBe(503);
    expect((await readError(res)).code).toBe('payment_unavailable');
    const [latest] = await t.database.db.select().from(orders).orderBy(orders.createdAt);
    expect(latest).toBeDefined();
    expect((await t.database.db.select().from(orders).where(eq(orders.status, 'failed'))).length).toBe(1);
  });
});

describe("Stripe's notifications", () => {
  it('refuses a missing, wrong or stale signature and a tampered body', async () => {
    const { sessionId } = await checkout(new TestClient(t.app));
    stripe.pay(sessionId);
    const good = stripe.event('checkout.session.completed', { id: sessionId, object: 'checkout.session' });
    expect((await deliver({ payload: good.payload })).status).toBe(400);
    const wrongSecret = stripe.event('checkout.session.completed', { id: sessionId }, { secret: 'whsec_someone_else' });
    expect((await deliver(wrongSecret)).status).toBe(400);
    const stale = stripe.event(
      'checkout.session.completed',
      { id: sessionId },
      { timestamp: Math.floor(Date.now() / 1000) - 600 },
    );
    expect((await deliver(stale)).status).toBe(400);
    const tampered = { payload: good.payload.replace(sessionId, 'cs_test_other'), signature: good.signature };
    expect((await deliver(tampered)).status).toBe(400);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.status).toBe('pending');
  });

  it("re-reads the session from Stripe instead of trusting the event's body", async () => {
    const { sessionId } = await checkout(new TestClient(t.app));
    // A correctly signed event whose body claims payment, while Stripe says it is unpaid.
    const claim = stripe.event('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
    });
    expect((await deliver(claim)).status).toBe(200);
    let [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.status).toBe('pending');

    stripe.pay(sessionId);
    const real = stripe.event('checkout.session.completed', { id: sessionId, object: 'checkout.session' });
    expect((await deliver(real)).status).toBe(200);
    [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.status).toBe('paid');
  });

  it('processes each event once: a replay changes nothing and asks Stripe nothing', async () => {
    const { sessionId } = await checkout(new TestClient(t.app));
    stripe.pay(sessionId);
    const event = stripe.event('checkout.session.completed', { id: sessionId, object: 'checkout.session' });
    expect((await deliver(event)).status).toBe(200);
    const reads = () =>
      stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`).length;
    const before = reads();
    expect((await deliver(event)).status).toBe(200);
    expect(reads()).toBe(before);
    const eventId = (JSON.parse(event.payload) as { id: string }).id;
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).toHaveLength(1);
  });

  it('records a payment whose browser never came back, and the payment-success page reads it', async () => {
    const client = new TestClient(t.app);
    const { sessionId } = await checkout(client);
    stripe.pay(sessionId);
    // No notification yet: the success page asks Stripe itself.
    const res = await client.request(`/api/orders/by-reference/${sessionId}`);
    expect(orderResponseSchema.parse(await res.json()).order.status).toBe('paid');
  });

  it('marks an expired session expired', async () => {
    const { sessionId } = await checkout(new TestClient(t.app));
    const session = stripe.sessions.get(sessionId);
    if (session) session.status = 'expired';
    await deliver(stripe.event('checkout.session.expired', { id: sessionId, object: 'checkout.session' }));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.status).toBe('expired');
  });
});

describe('Stripe subscriptions', () => {
  it('subscribes, whatever order the notifications come in; cancels at period end; opens the portal', async () => {
    const client = new TestClient(t.app);
    const { res: signup } = await client.signUp();
    expect(signup.status).toBe(201);
    const res = await client.request('/api/plans/pro-kit/checkout', { json: { locale: 'en' } });
    const { url } = checkoutResponseSchema.parse(await res.json());
    const sessionId = url.split('/').pop() ?? '';
    const create = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')?.form;
    expect(create?.get('mode')).toBe('subscription');
    expect(create?.get('line_items[0][price_data][unit_amount]')).toBe('4490');
    expect(create?.get('line_items[0][price_data][recurring][interval]')).toBe('month');

    const session = stripe.pay(sessionId);
    const subscriptionId = session.subscription ?? '';
    // The subscription's own event arrives before the checkout's.
    await deliver(
      stripe.event('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'canceled' }),
    );
    let status = subscriptionResponseSchema.parse(await (await client.request('/api/subscription')).json());
    expect(status).toMatchObject({ pro: true, subscription: { planId: 'pro-kit', status: 'active' } });
    await deliver(stripe.event('checkout.session.completed', { id: sessionId, object: 'checkout.session' }));
    status = subscriptionResponseSchema.parse(await (await client.request('/api/subscription')).json());
    expect(status).toMatchObject({ pro: true, subscription: { status: 'active', cancelAtPeriodEnd: false } });

    const cancelled = subscriptionResponseSchema.parse(
      await (await client.request('/api/subscription/cancel', { method: 'POST' })).json(),
    );
    expect(cancelled.subscription?.cancelAtPeriodEnd).toBe(true);
    const cancelCall = stripe.requests.findLast(
      (r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST',
    );
    expect(cancelCall?.form.get('cancel_at_period_end')).toBe('true');

    const portal = (await (await client.request('/api/subscription/portal', { method: 'POST' })).json()) as {
      url: string;
    };
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\//);

    // Stripe ends it at the period end: the deletion notification is re-read and recorded.
    const sub = stripe.subscriptions.get(subscriptionId);
    if (sub) sub.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', { id: subscriptionId, object: 'subscription' }));
    status = subscriptionResponseSchema.parse(await (await client.request('/api/subscription')).json());
    expect(status).toMatchObject({ pro: false, subscription: { status: 'canceled' } });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    expect(row?.status).toBe('canceled');
  });
});
