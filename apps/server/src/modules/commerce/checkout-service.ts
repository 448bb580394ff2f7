/**
 * Checkout: one provider session for the whole cart (the spec's original made one payment per
 * cart line and charged only part of it), and plan purchases. Amounts come from the catalogue
 * only; the request carries ids and quantities.
 */
import { eq } from 'drizzle-orm';
import type { CartItemInput, CheckoutResponse } from '@skinsight/shared/commerce';
import type { Locale } from '@skinsight/shared/locales';
import { localizedPath, PAGES } from '@skinsight/shared/routes';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Payments } from '../../lib/payments/index.ts';
import { quoteCart } from './cart-service.ts';
import { planById, productName } from './catalogue-service.ts';
import { currentSubscription, isEnded, providerCustomerId } from './subscription-service.ts';

export type CommerceDeps = { db: Db; payments: Payments; config: Config; logger: Logger };
type Buyer = { id: string; email: string } | null;

/**
 * Where the provider sends the person back. The built-in provider's page is on our own origin,
 * so a path keeps the person on whatever host name they used; Stripe needs absolute addresses.
 */
function returnUrl(deps: CommerceDeps, locale: Locale, page: string, query = ''): string {
  const path = `${localizedPath(locale, page)}${query}`;
  return deps.payments.name === 'stripe' ? `${deps.config.baseUrl}${path}` : path;
}

const notLaunched = (locale: Locale): CheckoutResponse => ({
  mode: 'not-launched',
  url: localizedPath(locale, PAGES.survey),
});

async function startPayment(
  deps: CommerceDeps,
  buyer: Buyer,
  locale: Locale,
  lines: { productId: string; name: string; unitCents: number; quantity: number }[],
  shippingCents: number,
  cancelPage: string,
): Promise<CheckoutResponse> {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const order = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        userId: buyer?.id ?? null,
        provider: deps.payments.name,
        subtotalCents,
        shippingCents,
        totalCents: subtotalCents + shippingCents,
      })
      .returning();
    if (!row) throw new Error('order insert returned nothing');
    await tx.insert(orderItems).values(lines.map((l) => ({ orderId: row.id, ...l })));
    return row;
  });
  try {
    const session = await deps.payments.createPaymentCheckout({
      orderId: order.id,
      lines,
      shippingCents,
      locale,
      customerEmail: buyer?.email ?? null,
      successUrl: returnUrl(deps, locale, PAGES.paymentSuccess, '?session_id={CHECKOUT_SESSION_ID}'),
      cancelUrl: returnUrl(deps, locale, cancelPage),
    });
    await deps.db.update(orders).set({ providerSessionId: session.id }).where(eq(orders.id, order.id));
    return { mode: 'live', url: session.url };
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'payment checkout could not be created');
    await deps.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
    throw new AppError('payment_unavailable', 'Payments are briefly unavailable.', undefined, { cause: error });
  }
}

export async function checkoutCart(
  deps: CommerceDeps,
  buyer: Buyer,
  items: CartItemInput[],
  locale: Locale,
): Promise<CheckoutResponse> {
  const cart = await quoteCart(deps.db, items, locale);
  if (cart.unavailable.length > 0) {
    throw new AppError(
      'validation_failed',
      'A product in the cart is not sold.',
      cart.unavailable.map((id) => ({ path: `items.${id}`, message: 'not sold' })),
    );
  }
  if (deps.config.shop.mode === 'not-launched') return notLaunched(locale);
  return startPayment(
    deps,
    buyer,
    locale,
    cart.lines.map((l) => ({ productId: l.id, name: l.name, unitCents: l.priceCents, quantity: l.quantity })),
    cart.shippingCents,
    PAGES.cart,
  );
}

export async function checkoutPlan(
  deps: CommerceDeps,
  buyer: NonNullable<Buyer>,
  planId: string,
  locale: Locale,
): Promise<CheckoutResponse> {
  const plan = await planById(deps.db, planId);
  if (!plan) throw new AppError('not_found', 'There is no such plan.');
  if (deps.config.shop.mode === 'not-launched') return notLaunched(locale);
  const name = productName(plan, locale);
  if (plan.billingInterval !== 'month') {
    // The one-off test kit is an order like the cart's, shipped without a shipping charge.
    return startPayment(
      deps,
      buyer,
      locale,
      [{ productId: plan.id, name, unitCents: plan.priceCents, quantity: 1 }],
      0,
      PAGES.proUpgrade,
    );
  }
  const current = await currentSubscription(deps.db, buyer.id);
  if (current && (current.status === 'active' || current.status === 'past_due') && !isEnded(current)) {
    throw new AppError('conflict', 'You already have an active plan. You can manage it from your account.');
  }
  const customerId = await providerCustomerId(deps.db, buyer.id, deps.payments.name);
  const [row] = await deps.db
    .insert(subscriptions)
    .values({ userId: buyer.id, planId: plan.id, status: 'incomplete', provider: deps.payments.name })
    .returning();
  if (!row) throw new Error('subscription insert returned nothing');
  try {
    const session = await deps.payments.createSubscriptionCheckout({
      subscriptionId: row.id,
      userId: buyer.id,
      plan: { id: plan.id, name, priceCents: plan.priceCents },
      locale,
      customerEmail: buyer.email,
      customerId,
      successUrl: returnUrl(deps, locale, PAGES.subscriptionSuccess, '?session_id={CHECKOUT_SESSION_ID}'),
      cancelUrl: returnUrl(deps, locale, PAGES.proUpgrade),
    });
    await deps.db.update(subscriptions).set({ checkoutSessionId: session.id }).where(eq(subscriptions.id, row.id));
    return { mode: 'live', url: session.url };
  } catch (error) {
    deps.logger.error({ err: error, subscriptionId: row.id }, 'subscription checkout could not be created');
    await deps.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.id, row.id));
    throw new AppError('payment_unavailable', 'Payments are briefly unavailable.', undefined, { cause: error });
  }
}
