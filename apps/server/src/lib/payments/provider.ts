/**
 * The payment provider interface: the built-in test provider (default, offline) and Stripe
 * implement it. Amounts always come from our catalogue; the provider only charges them.
 *
 * Each provider reports what happened through our own state (`ProviderCheckoutState`,
 * `ProviderSubscriptionState`), re-read from the provider itself when a notification arrives,
 * never taken from the notification's body.
 */
import type { Locale } from '@skinsight/shared/locales';
import type { SubscriptionStatus } from '@skinsight/shared/commerce';

export type CheckoutLine = { name: string; unitCents: number; quantity: number };

export type PaymentCheckoutInput = {
  orderId: string;
  lines: CheckoutLine[];
  shippingCents: number;
  locale: Locale;
  customerEmail: string | null;
  /** Our page to come back to; '{CHECKOUT_SESSION_ID}' is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
};

export type SubscriptionCheckoutInput = {
  subscriptionId: string;
  userId: string;
  plan: { id: string; name: string; priceCents: number };
  locale: Locale;
  customerEmail: string;
  /** The provider's customer from an earlier subscription, reused so one person is one customer. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
};

export type ProviderCheckoutSession = { id: string; url: string };

export type ProviderCheckoutState = {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  /** Our order or subscription id, as we gave it when creating the session. */
  reference: string | null;
  subscriptionId: string | null;
  customerId: string | null;
};

export type ProviderSubscriptionState = {
  id: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  customerId: string | null;
  /** Our subscription id, from the metadata we attached. */
  reference: string | null;
};

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<ProviderCheckoutSession>;
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<ProviderCheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<ProviderCheckoutState>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscriptionState>;
  /** Cancels at the end of the paid period: the person keeps what they paid for. */
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscriptionState>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
}

/** A provider failure we can explain to the person (declined, unavailable), as opposed to a bug. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
