import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createStripeProvider, type StripeProvider } from './stripe-provider.ts';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-provider.ts';

export type Payments = TestPaymentProvider | StripeProvider;

/** The configured provider: the built-in test provider by default, Stripe when configured. */
export function createPayments(config: Config, db: Db, options: { stripeFetch?: typeof fetch } = {}): Payments {
  return config.payments.provider === 'stripe'
    ? createStripeProvider({
        secretKey: config.payments.secretKey,
        webhookSecret: config.payments.webhookSecret,
        fetch: options.stripeFetch,
      })
    : createTestPaymentProvider(db);
}
