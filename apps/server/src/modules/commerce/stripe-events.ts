/**
 * Stripe's notifications, each processed once. The event only says what to look at: the
 * checkout session or subscription is re-read from Stripe, so a forged-but-signed body, an old
 * event delivered late or events in any order all end in Stripe's current truth.
 */
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Payments } from '../../lib/payments/index.ts';
import type { StripeProvider } from '../../lib/payments/stripe-provider.ts';
import { applyCheckoutState, applySubscriptionState, type FulfilmentDeps } from './fulfilment.ts';

const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

/**
 * A notification as it arrives: trusted only once its signature and age are verified on the raw
 * body, then handled. A 404 when Stripe is not the configured provider.
 */
export async function receiveStripeWebhook(
  deps: FulfilmentDeps & { payments: Payments },
  rawBody: string,
  signature: string | undefined,
): Promise<{ event: Stripe.Event; outcome: Awaited<ReturnType<typeof handleStripeEvent>> }> {
  const { payments } = deps;
  if (payments.name !== 'stripe') throw new AppError('not_found', 'Stripe is not configured.');
  if (!signature) throw new AppError('bad_request', 'The Stripe-Signature header is missing.');
  let event;
  try {
    event = await payments.verifyWebhook(rawBody, signature);
  } catch {
    throw new AppError('bad_request', 'The webhook signature could not be verified.');
  }
  return { event, outcome: await handleStripeEvent({ ...deps, payments }, event) };
}

export async function handleStripeEvent(
  deps: FulfilmentDeps & { payments: StripeProvider },
  event: Stripe.Event,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  const { db, payments: stripe } = deps;
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id));
  if (seen) return 'duplicate';
  const object = event.data.object as { id?: string; object?: string };
  if (CHECKOUT_EVENTS.has(event.type) && object.id) {
    const state = await stripe.retrieveCheckout(object.id);
    await applyCheckoutState(deps, state, { paymentFailed: event.type === 'checkout.session.async_payment_failed' });
  } else if (SUBSCRIPTION_EVENTS.has(event.type) && object.id) {
    await applySubscriptionState(db, await stripe.retrieveSubscription(object.id));
  } else {
    await markSeen(db, event);
    return 'ignored';
  }
  // Recorded after the work: a failure above answers 500 and Stripe delivers the event again.
  // Two deliveries racing each other both apply the same re-read truth, which is harmless.
  await markSeen(db, event);
  return 'processed';
}

async function markSeen(db: Db, event: Stripe.Event) {
  await db.insert(paymentEvents).values({ id: event.id, provider: 'stripe', type: event.type }).onConflictDoNothing();
}
