/**
 * The shop's HTTP routes: catalogue, cart, checkout, orders, subscriptions, the built-in test
 * provider's card page API, Stripe's webhook and the feedback form. Handlers parse, call a
 * service and shape the reply; the rules live in the services.
 */
import { Hono, type Context } from 'hono';
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
  type ShopResponse,
} from '@skinsight/shared/commerce';
import { languageQuerySchema } from '@skinsight/shared/api';
import { PAGES } from '@skinsight/shared/routes';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { readBody, readParam, readQuery } from '../../lib/validation.ts';
import { currentUser, requireUser } from '../auth/session.ts';
import { getCart, mergeCart, quoteCart, removeFromCart, setQuantity } from './cart-service.ts';
import { listCatalogue } from './catalogue-service.ts';
import { checkoutCart, checkoutPlan, type CommerceDeps } from './checkout-service.ts';
import { recordFeedback } from './feedback-service.ts';
import type { FulfilmentDeps } from './fulfilment.ts';
import { listOrders, orderByReference } from './order-service.ts';
import { receiveStripeWebhook } from './stripe-events.ts';
import { billingPortalUrl, cancelSubscription, subscriptionStatus } from './subscription-service.ts';
import { describeTestPayment, payTestSession, requireTestProvider } from './test-payment-service.ts';

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
const lang = (c: Context<AppEnv>) => readQuery(c, languageQuerySchema).lang;
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
  // The same for everyone and changed only by a restart with other settings (issue 22).
  c.header('Cache-Control', 'public, max-age=300');
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

export const orderRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireUser(c);
    return c.json({ orders: await listOrders(c.var.deps.database.db, user.id) });
  })
  .get('/by-reference/:reference', async (c) => {
    const reference = readParam(c, 'reference', checkoutReferenceSchema, noSuchOrder);
    const current = await currentUser(c);
    return c.json({ order: await orderByReference(fulfilment(c), reference, current?.user.id ?? null) });
  });

// --- Subscriptions ---

export const subscriptionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireUser(c);
    return c.json(await subscriptionStatus(c.var.deps.database.db, user.id, lang(c)));
  })
  .post('/cancel', async (c) => {
    const user = await requireUser(c);
    return c.json(await cancelSubscription(fulfilment(c), user.id, lang(c)));
  })
  .post('/portal', async (c) => {
    const user = await requireUser(c);
    return c.json({
      url: await billingPortalUrl(fulfilment(c), user.id, `${c.var.deps.config.baseUrl}${PAGES.account}`),
    });
  });

// --- The built-in test provider's card page ---

export const testPaymentRoutes = new Hono<AppEnv>()
  .get('/:sessionId', async (c) => {
    requireTestProvider(c.var.deps);
    return c.json(await describeTestPayment(fulfilment(c), sessionParam(c), lang(c)));
  })
  .post('/:sessionId/pay', async (c) => {
    requireTestProvider(c.var.deps);
    const sessionId = sessionParam(c);
    const card = await readBody(c, testPaymentRequestSchema);
    // Card-testing protection: a handful of attempts per session and per address.
    await limit(c, 'pay', `session:${sessionId.slice(0, 64)}`);
    await limit(c, 'pay');
    return c.json({ redirectUrl: await payTestSession(fulfilment(c), sessionId, card) });
  });

// --- Stripe's notifications ---

export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const { event, outcome } = await receiveStripeWebhook(
    fulfilment(c),
    await c.req.text(),
    c.req.header('stripe-signature'),
  );
  c.var.deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
  return c.json({ received: true });
});

// --- Feedback (the /survey page's own form) ---

export const feedbackRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const body = await readBody(c, feedbackRequestSchema);
  await limit(c, 'feedback');
  const current = await currentUser(c);
  await recordFeedback(c.var.deps.database.db, current?.user.id ?? null, body);
  return c.json({ ok: true as const }, 201);
});
