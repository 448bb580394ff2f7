/**
 * The built-in test payment provider: a checkout page on our own server (/checkout/test) that
 * accepts the well-known test card numbers and declines others. It is the default so that the
 * whole shop works offline; Stripe (stripe-provider.ts) implements the same interface for real
 * money. Like Stripe it keeps its own records (sessions, and the subscription a paid session
 * starts, in `test_payment_sessions`) and only reports them: our orders and subscriptions are
 * written by the shop's fulfilment, the same path for both providers (decision 028).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { TEST_CARDS } from '@skinsight/shared/commerce';
import type { Locale } from '@skinsight/shared/locales';
import { localizedPath, PAGES } from '@skinsight/shared/routes';
import type { Db } from '../../db/client.ts';
import { testPaymentSessions } from '../../db/schema.ts';
import { AppError } from '../errors.ts';
import type { PaymentProvider, ProviderCheckoutState, ProviderSubscriptionState } from './provider.ts';

const SESSION_LIFETIME_MS = 24 * 60 * 60_000;
const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** Luhn checksum: catches mistyped card numbers before anything else. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export type TestCard = { cardNumber: string; expiry: string; cvc: string };

/** What the test card would do at a real bank: pay, or why not. */
export function testCardOutcome(
  card: TestCard,
  now: Date,
): 'paid' | 'declined' | 'insufficient_funds' | 'invalid' | 'expired' {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhnValid(digits)) return 'invalid';
  const [month, year] = card.expiry.split('/').map((p) => Number(p.trim()));
  if (!month || year === undefined) return 'invalid';
  // A card is valid until the end of its expiry month.
  if (new Date(Date.UTC(2000 + year, month, 1)) <= now) return 'expired';
  if (digits === TEST_CARDS.success) return 'paid';
  if (digits === TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'declined';
}

type SessionRow = typeof testPaymentSessions.$inferSelect;

function toState(row: SessionRow): ProviderCheckoutState {
  return {
    id: row.id,
    mode: row.kind,
    status: row.status,
    paid: row.status === 'complete',
    reference: row.orderId ?? row.subscriptionId,
    subscriptionId: row.providerSubscriptionId,
    customerId: row.kind === 'subscription' ? row.customerId : null,
  };
}

export type TestPaymentProvider = PaymentProvider & {
  readonly name: 'test';
  pay(sessionId: string, card: TestCard): Promise<{ state: ProviderCheckoutState; successUrl: string }>;
  describe(sessionId: string): Promise<SessionRow | null>;
};

export function createTestPaymentProvider(db: Db, options: { now?: () => Date } = {}): TestPaymentProvider {
  const now = options.now ?? (() => new Date());

  /** The subscription a paid session started, as the provider has it. */
  const subscriptionState = (row: SessionRow): ProviderSubscriptionState => {
    // The test provider has no clock of its own: a period that ended after a cancellation ends
    // the subscription; one that was not cancelled renews.
    const ended = row.currentPeriodEnd !== null && row.currentPeriodEnd <= now();
    return {
      id: row.providerSubscriptionId ?? '',
      status: ended && row.cancelAtPeriodEnd ? 'canceled' : 'active',
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      customerId: row.customerId,
      reference: row.subscriptionId,
    };
  };

  const createSession = async (
    kind: 'payment' | 'subscription',
    ref: { orderId?: string; subscriptionId?: string; customerId?: string },
    input: { successUrl: string; cancelUrl: string; locale: Locale },
  ) => {
    const id = token('tps');
    await db.insert(testPaymentSessions).values({
      id,
      kind,
      orderId: ref.orderId ?? null,
      subscriptionId: ref.subscriptionId ?? null,
      customerId: ref.customerId ?? null,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: new Date(now().getTime() + SESSION_LIFETIME_MS),
    });
    return { id, url: `${localizedPath(input.locale, PAGES.testCheckout)}?session=${encodeURIComponent(id)}` };
  };

  const load = async (sessionId: string) => {
    const [row] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, sessionId));
    if (!row) return null;
    if (row.status === 'open' && row.expiresAt <= now()) {
      await db
        .update(testPaymentSessions)
        .set({ status: 'expired' })
        .where(and(eq(testPaymentSessions.id, row.id), eq(testPaymentSessions.status, 'open')));
      return { ...row, status: 'expired' as const };
    }
    return row;
  };

  return {
    name: 'test',
    describe: load,

    createPaymentCheckout: (input) => createSession('payment', { orderId: input.orderId }, input),
    // One person is one customer: the customer of an earlier subscription is reused.
    createSubscriptionCheckout: (input) =>
      createSession(
        'subscription',
        { subscriptionId: input.subscriptionId, customerId: input.customerId ?? token('tcus') },
        input,
      ),

    async retrieveCheckout(sessionId) {
      const row = await load(sessionId);
      if (!row) throw new AppError('not_found', 'There is no such checkout session.');
      return toState(row);
    },

    /**
     * Pays an open session with a test card. On success the session is complete and, for a
     * subscription, the provider-side subscription exists (its id and first period); recording
     * the order or subscription as paid is the caller's job, as it is for a Stripe notification.
     */
    async pay(sessionId, card) {
      const row = await load(sessionId);
      if (!row) throw new AppError('not_found', 'There is no such checkout session.');
      if (row.status === 'expired') throw new AppError('conflict', 'This checkout session has expired.');
      if (row.status === 'complete') throw new AppError('conflict', 'This checkout session is already paid.');
      const outcome = testCardOutcome(card, now());
      if (outcome === 'invalid') throw new AppError('card_invalid', 'This card number is not valid.');
      if (outcome === 'expired') throw new AppError('card_declined', 'Your card has expired.');
      if (outcome !== 'paid') throw new AppError('card_declined', 'Your card was declined.');
      // Only one payment per session, even if the button is pressed twice at once.
      const periodEnd = new Date(now());
      periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
      const subscription =
        row.kind === 'subscription' ? { providerSubscriptionId: token('tsub'), currentPeriodEnd: periodEnd } : {};
      const [completed] = await db
        .update(testPaymentSessions)
        .set({ status: 'complete', completedAt: sql`now()`, ...subscription })
        .where(and(eq(testPaymentSessions.id, row.id), eq(testPaymentSessions.status, 'open')))
        .returning();
      if (!completed) throw new AppError('conflict', 'This checkout session is already paid.');
      return {
        state: toState(completed),
        successUrl: completed.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(completed.id)),
      };
    },

    async retrieveSubscription(subscriptionId) {
      const [row] = await db
        .select()
        .from(testPaymentSessions)
        .where(eq(testPaymentSessions.providerSubscriptionId, subscriptionId));
      if (!row) throw new AppError('not_found', 'There is no such subscription.');
      return subscriptionState(row);
    },

    async cancelSubscription(subscriptionId) {
      const [row] = await db
        .update(testPaymentSessions)
        .set({ cancelAtPeriodEnd: true })
        .where(eq(testPaymentSessions.providerSubscriptionId, subscriptionId))
        .returning();
      if (!row) throw new AppError('not_found', 'There is no such subscription.');
      return subscriptionState(row);
    },

    async createPortalSession() {
      return PAGES.testPortal;
    },
  };
}
