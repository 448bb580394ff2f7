/**
 * Stripe: Checkout Sessions (one session for the whole cart; subscriptions in subscription
 * mode), the customer portal, and webhooks verified on the raw body. Prices are sent as
 * `price_data` from our catalogue, so no price needs creating in the Stripe dashboard first.
 *
 * `fetch` can be injected: the tests run the real SDK against a fake Stripe at the network edge
 * (stripe-node's default HTTP client is not interceptable; createFetchHttpClient is).
 */
import Stripe from 'stripe';
import type { SubscriptionStatus } from '@skinsight/shared/commerce';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCheckoutState,
  type ProviderSubscriptionState,
} from './provider.ts';

/** Stripe's notifications older than this are refused (replayed or delayed beyond reason). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function mapStatus(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled';
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export type StripeProvider = PaymentProvider & {
  readonly name: 'stripe';
  /** Verifies a webhook's signature and age on the raw body; throws on anything else. */
  verifyWebhook(rawBody: string, signature: string): Promise<Stripe.Event>;
};

export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  fetch?: typeof fetch;
}): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(options.fetch ?? fetch),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw new PaymentProviderError(`Stripe ${what} failed`, { cause: error });
    }
  };

  const toSubscriptionState = (sub: Stripe.Subscription): ProviderSubscriptionState => {
    const periodEnd = sub.items.data[0]?.current_period_end;
    return {
      id: sub.id,
      status: mapStatus(sub.status),
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      customerId: idOf(sub.customer),
      reference: sub.metadata?.subscriptionId ?? null,
    };
  };

  return {
    name: 'stripe',

    async createPaymentCheckout(input) {
      const session = await call('checkout', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: input.lines.map((line) => ({
              quantity: line.quantity,
              price_data: { currency: 'eur', unit_amount: line.unitCents, product_data: { name: line.name } },
            })),
            ...(input.shippingCents > 0
              ? {
                  shipping_options: [
                    {
                      shipping_rate_data: {
                        type: 'fixed_amount',
                        display_name: 'Standard',
                        fixed_amount: { amount: input.shippingCents, currency: 'eur' },
                      },
                    },
                  ],
                  shipping_address_collection: {
                    allowed_countries: ['AT', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'LU', 'IE', 'PT', 'CH'],
                  },
                }
              : {}),
            client_reference_id: input.orderId,
            metadata: { orderId: input.orderId },
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            locale: input.locale,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          // One Checkout Session per order even if our request is retried.
          { idempotencyKey: `order-${input.orderId}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe returned a session without a URL');
      return { id: session.id, url: session.url };
    },

    async createSubscriptionCheckout(input) {
      const session = await call('subscription checkout', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: input.plan.priceCents,
                  recurring: { interval: 'month' },
                  product_data: { name: input.plan.name },
                },
              },
            ],
            client_reference_id: input.subscriptionId,
            metadata: { subscriptionId: input.subscriptionId, userId: input.userId },
            subscription_data: { metadata: { subscriptionId: input.subscriptionId, userId: input.userId } },
            ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
            locale: input.locale,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `subscription-${input.subscriptionId}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe returned a session without a URL');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(sessionId): Promise<ProviderCheckoutState> {
      const session = await call('session read', () => stripe.checkout.sessions.retrieve(sessionId));
      return {
        id: session.id,
        mode: session.mode === 'subscription' ? 'subscription' : 'payment',
        status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        reference: session.client_reference_id,
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
      };
    },

    async retrieveSubscription(subscriptionId) {
      return toSubscriptionState(await call('subscription read', () => stripe.subscriptions.retrieve(subscriptionId)));
    },

    async cancelSubscription(subscriptionId) {
      return toSubscriptionState(
        await call('cancellation', () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })),
      );
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await call('portal', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },

    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    },
  };
}
