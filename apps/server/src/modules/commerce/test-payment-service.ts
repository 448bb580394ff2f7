/**
 * The built-in test provider's card page (/checkout/test): what a session charges, and paying it.
 * Paying is the provider's business; recording what the payment grants goes through fulfilment,
 * exactly as Stripe's notification does.
 */
import { eq } from 'drizzle-orm';
import type { TestPaymentSession } from '@skinsight/shared/commerce';
import type { Locale } from '@skinsight/shared/locales';
import { orderItems, orders, products, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { TestCard, TestPaymentProvider } from '../../lib/payments/test-provider.ts';
import { productName } from './catalogue-service.ts';
import { applyCheckoutState, type FulfilmentDeps } from './fulfilment.ts';

const noSuchSession = () => new AppError('not_found', 'There is no such checkout session.');

/** The test provider, or a 404 when another provider is configured (its card page does not exist). */
export function requireTestProvider(deps: Pick<FulfilmentDeps, 'payments'>): TestPaymentProvider {
  if (deps.payments.name !== 'test') throw noSuchSession();
  return deps.payments;
}

/** What the card page shows: the lines, shipping and total of the session's order or plan. */
export async function describeTestPayment(
  deps: FulfilmentDeps,
  sessionId: string,
  locale: Locale,
): Promise<TestPaymentSession> {
  const { db } = deps;
  const session = await requireTestProvider(deps).describe(sessionId);
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
    if (row) lines = [{ name: productName(row.plan, locale), unitCents: row.plan.priceCents, quantity: 1 }];
  }
  return {
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
}

/**
 * Pays the session with a test card, then records the result as the provider's notification:
 * now, whether or not the browser follows the redirect. Answers where the browser goes next.
 */
export async function payTestSession(deps: FulfilmentDeps, sessionId: string, card: TestCard): Promise<string> {
  const { state, successUrl } = await requireTestProvider(deps).pay(sessionId, card);
  await applyCheckoutState(deps, state);
  return successUrl;
}
