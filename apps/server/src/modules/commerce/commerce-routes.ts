/**
 * The shop's HTTP routes: catalogue, cart, checkout, orders, subscriptions, the built-in test
 * provider's card page API, Stripe's webhook and the feedback form. Handlers parse, call a
 * service and shape the reply; the rules live in the services.
 */
import { Hono, type Context } from 'hono';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  cartMergeRequestSchema,
  cartQuoteRequestSchema,
  cartSetQuantityRequestSchema,
  checkoutReferenceSchema,
  checkoutRequestSchema,
  feedbackRequestSchema,
  planCheckoutRequestSchema,
  planIdSchema,
  productIdSchema,
  testPaymentRequestSchema,
  type CatalogueResponse,
  type Order,
  type ShopResponse,
  type SubscriptionResponse,
  type TestPaymentSession,
} from '@skinsight/shared/commerce';
import { surveyQuerySchema } from '@skinsight/shared/api';
import { PAGES } from '@skinsight/shared/routes';
import type { AppEnv } from '../../app-env.ts';
import { feedbackResponses, orderItems, orders, products, subscriptions } from '../../db/schema.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { AppError } from '../../lib/errors.ts';
import { PaymentProviderError } from '../../lib/payments/provider.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { readBody, readParam, readQuery } from '../../lib/validation.ts';
import { currentUser, requireUser } from '../auth/session.ts';
import { getCart, mergeCart, quoteCart, removeFromCart, setQuantity } from './cart-service.ts';
import { listCatalogue, productName } from './catalogue-service.ts';
import { checkoutCart, checkoutPlan, currentSubscription, hasPro, isEnded, type CommerceDeps } from './checkout-service.ts';
import { applyCheckoutState, applySubscriptionState, type FulfilmentDeps } from './fulfilment.ts';
import { handleStripeEvent } from './stripe-events.ts';

const HOUR = 60 * 60_000;
const LIMITS = {
  checkout: { limit: 30, windowMs: HOUR },
  pay: { limit: 10, windowMs: HOUR },
  feedback: { limit: 5, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

async function limit(c: Context<AppEnv>, name: keyof typeof LIMITS, key = clientIp(c, c.var.deps.config.trustProxy)) {
  if ((await c.var.deps.rateLimiter.hit(`${name}:${key}`, LIMITS[name])) > LIMITS[name].limit) {
    throw new AppError('rate_limited', 'Too many attempts. Please wait a moment and try again.');
  }
}

const commerce = (c: Context<AppEnv>): CommerceDeps => ({
  db: c.var.deps.database.db,
  payments: c.var.deps.payments,
  config: c.var.deps.config,
  logger: c.var.deps.logger,
});
const fulfilment = (c: Context<AppEnv>): FulfilmentDeps => ({
  db: c.var.deps.database.db,
  payments: c.var.deps.payments,
  mail: c.var.deps.mail,
  logger: c.var.deps.logger,
});
const lang = (c: Context<AppEnv>) => readQuery(c, surveyQuerySchema).lang;
const productParam = (c: Context<AppEnv>) =>
  readParam(c, 'productId', productIdSchema, () => new AppError('not_found', 'There is no such product.'));
const noSuchOrder = () => new AppError('not_found', 'There is no such order.');
const noSuchSession = () => new AppError('not_found', 'There is no such checkout session.');
const sessionParam = (c: Context<AppEnv>) => readParam(c, 'sessionId', checkoutReferenceSchema, noSuchSession);

export const catalogueRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const body: CatalogueResponse = await listCatalogue(c.var.deps.database.db, lang(c));
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(body);
});

export const shopRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { shop } = c.var.deps.config;
  const body: ShopResponse = { mode: shop.mode, provider: c.var.deps.payments.name, surveyFormUrl: shop.surveyFormUrl };
  return c.json(body);
});

export const cartRoutes = new Hono<AppEnv>()
  .post('/quote', async (c) => {
    const body = await readBody(c, cartQuoteRequestSchema);
    return c.json(await quoteCart(c.var.deps.database.db, body.items, body.locale));
  })
  .get('/', async (c) => {
    const user = await requireUser(c);
    return c.json(await getCart(c.var.deps.database.db, user.id, lang(c)));
  })
  .put('/items/:productId', async (c) => {
    const user = await requireUser(c);
    const productId = productParam(c);
    const body = await readBody(c, cartSetQuantityRequestSchema);
    return c.json(await setQuantity(c.var.deps.database.db, user.id, productId, body.quantity, body.locale));
  })
  .delete('/items/:productId', async (c) => {
    const user = await requireUser(c);
    return c.json(await removeFromCart(c.var.deps.database.db, user.id, productParam(c), lang(c)));
  })
  .post('/merge', async (c) => {
    const user = await requireUser(c);
    const body = await readBody(c, cartMergeRequestSchema);
    return c.json(await mergeCart(c.var.deps.database.db, user.id, body.items, body.locale));
  });

export const checkoutRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const body = await readBody(c, checkoutRequestSchema);
  await limit(c, 'checkout');
  const current = await currentUser(c);
  const buyer = current ? { id: current.user.id, email: current.user.email } : null;
  return c.json(await checkoutCart(commerce(c), buyer, body.items, body.locale));
});

export const planRoutes = new Hono<AppEnv>().post('/:planId/checkout', async (c) => {
  const user = await requireUser(c);
  const planId = readParam(c, 'planId', planIdSchema, () => new AppError('not_found', 'There is no such plan.'));
  const body = await readBody(c, planCheckoutRequestSchema);
  await limit(c, 'checkout', user.id);
  return c.json(await checkoutPlan(commerce(c), { id: user.id, email: user.email }, planId, body.locale));
});

// --- Orders ---

async function toOrders(c: Context<AppEnv>, rows: (typeof orders.$inferSelect)[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await c.var.deps.database.db.select().from(orderItems).where(inArray(orderItems.orderId, ids))
    : [];
  return rows.map((r) => ({
    id: r.id,
    reference: r.providerSessionId ?? r.id,
    status: r.status,
    items: items
      .filter((i) => i.orderId === r.id)
      .map((i) => ({ productId: i.productId, name: i.name, unitCents: i.unitCents, quantity: i.quantity })),
    subtotalCents: r.subtotalCents,
    shippingCents: r.shippingCents,
    totalCents: r.totalCents,
    currency: 'eur',
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  }));
}

export const orderRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireUser(c);
    const rows = await c.var.deps.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), inArray(orders.status, ['pending', 'paid'])))
      .orderBy(desc(orders.createdAt));
    return c.json({ orders: await toOrders(c, rows.filter((r) => r.providerSessionId !== null)) });
  })
  .get('/by-reference/:reference', async (c) => {
    const reference = readParam(c, 'reference', checkoutReferenceSchema, noSuchOrder);
    const { db } = c.var.deps.database;
    const find = async () => (await db.select().from(orders).where(eq(orders.providerSessionId, reference)))[0];
    let order = await find();
    const current = await currentUser(c);
    // An account's order is that account's alone; a signed-out purchase belongs to whoever holds
    // its reference (an unguessable provider session id), as on the provider's own receipt page.
    // An anonymised order (its account was deleted) is readable by nobody.
    if (!order || order.anonymisedAt !== null || (order.userId !== null && order.userId !== current?.user.id)) throw noSuchOrder();
    if (order.status === 'pending') {
      // The provider's notification may still be on its way: ask the provider now.
      try {
        await applyCheckoutState(fulfilment(c), await c.var.deps.payments.retrieveCheckout(reference));
        order = (await find()) ?? order;
      } catch (error) {
        c.var.deps.logger.warn({ err: error }, 'could not re-read a pending checkout');
      }
    }
    const [body] = await toOrders(c, [order]);
    return c.json({ order: body });
  });

// --- Subscriptions ---

async function subscriptionResponse(c: Context<AppEnv>, userId: string): Promise<SubscriptionResponse> {
  const { db } = c.var.deps.database;
  const row = await currentSubscription(db, userId);
  const pro = await hasPro(db, userId);
  if (!row) return { subscription: null, pro };
  const [plan] = await db.select().from(products).where(eq(products.id, row.planId));
  const locale = lang(c);
  return {
    subscription: {
      planId: row.planId as 'pro',
      planTitle: plan ? productName(plan, locale) : row.planId,
      status: isEnded(row) ? 'canceled' : row.status,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    },
    pro,
  };
}

export const subscriptionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireUser(c);
    return c.json(await subscriptionResponse(c, user.id));
  })
  .post('/cancel', async (c) => {
    const user = await requireUser(c);
    const { db } = c.var.deps.database;
    const row = await currentSubscription(db, user.id);
    if (!row?.providerSubscriptionId || row.status === 'canceled' || isEnded(row)) {
      throw new AppError('not_found', 'There is no active subscription to cancel.');
    }
    const { payments } = c.var.deps;
    if (row.provider !== payments.name) throw new AppError('payment_unavailable', 'This subscription is managed elsewhere.');
    if (!row.cancelAtPeriodEnd) {
      try {
        await applySubscriptionState(db, await payments.cancelSubscription(row.providerSubscriptionId), row.id);
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          throw new AppError('payment_unavailable', 'Payments are briefly unavailable.', undefined, { cause: error });
        }
        throw error;
      }
    }
    return c.json(await subscriptionResponse(c, user.id));
  })
  .post('/portal', async (c) => {
    const user = await requireUser(c);
    const { db } = c.var.deps.database;
    const { payments, config } = c.var.deps;
    const [row] = await db
      .select({ customerId: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.provider, payments.name)))
      .orderBy(desc(subscriptions.updatedAt));
    if (!row?.customerId) throw new AppError('not_found', 'There is no billing account yet.');
    try {
      return c.json({ url: await payments.createPortalSession(row.customerId, `${config.baseUrl}${PAGES.account}`) });
    } catch (error) {
      throw new AppError('payment_unavailable', 'Payments are briefly unavailable.', undefined, { cause: error });
    }
  });

// --- The built-in test provider's card page ---

export const testPaymentRoutes = new Hono<AppEnv>()
  .get('/:sessionId', async (c) => {
    const { payments } = c.var.deps;
    if (payments.name !== 'test') throw noSuchSession();
    const { db } = c.var.deps.database;
    const session = await payments.describe(sessionParam(c));
    if (!session) throw noSuchSession();
    let lines: TestPaymentSession['lines'] = [];
    let shippingCents = 0;
    if (session.orderId) {
      const [order] = await db.select().from(orders).where(eq(orders.id, session.orderId));
      lines = (await db.select().from(orderItems).where(eq(orderItems.orderId, session.orderId))).map((i) => ({
        name: i.name,
        unitCents: i.unitCents,
        quantity: i.quantity,
      }));
      shippingCents = order?.shippingCents ?? 0;
    } else if (session.subscriptionId) {
      const [row] = await db
        .select({ plan: products })
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.planId))
        .where(eq(subscriptions.id, session.subscriptionId));
      if (row) lines = [{ name: productName(row.plan, lang(c)), unitCents: row.plan.priceCents, quantity: 1 }];
    }
    const body: TestPaymentSession = {
      id: session.id,
      kind: session.kind,
      status: session.status,
      lines,
      shippingCents,
      totalCents: lines.reduce((s, l) => s + l.unitCents * l.quantity, 0) + shippingCents,
      currency: 'eur',
      interval: session.kind === 'subscription' ? 'month' : null,
      cancelUrl: session.cancelUrl,
    };
    return c.json(body);
  })
  .post('/:sessionId/pay', async (c) => {
    const { payments } = c.var.deps;
    if (payments.name !== 'test') throw noSuchSession();
    const sessionId = sessionParam(c);
    const card = await readBody(c, testPaymentRequestSchema);
    // Card-testing protection: a handful of attempts per session and per address.
    await limit(c, 'pay', `session:${sessionId.slice(0, 64)}`);
    await limit(c, 'pay');
    const { state, successUrl } = await payments.pay(sessionId, card);
    // The provider's notification: recorded now, whether or not the browser follows the redirect.
    await applyCheckoutState(fulfilment(c), state);
    return c.json({ redirectUrl: successUrl });
  });

// --- Stripe's notifications ---

export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const { payments, logger } = c.var.deps;
  if (payments.name !== 'stripe') throw new AppError('not_found', 'Stripe is not configured.');
  const signature = c.req.header('stripe-signature');
  if (!signature) throw new AppError('bad_request', 'The Stripe-Signature header is missing.');
  const raw = await c.req.text();
  let event;
  try {
    event = await payments.verifyWebhook(raw, signature);
  } catch {
    throw new AppError('bad_request', 'The webhook signature could not be verified.');
  }
  const outcome = await handleStripeEvent({ ...fulfilment(c), payments }, event);
  logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
  return c.json({ received: true });
});

// --- Feedback (the /survey page's own form) ---

export const feedbackRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const body = await readBody(c, feedbackRequestSchema);
  await limit(c, 'feedback');
  const current = await currentUser(c);
  await c.var.deps.database.db.insert(feedbackResponses).values({
    userId: current?.user.id ?? null,
    interest: body.interest,
    productTypes: body.productTypes,
    priceRange: body.priceRange,
    comments: body.comments,
    email: body.email,
    locale: body.locale,
  });
  return c.json({ ok: true as const }, 201);
});

