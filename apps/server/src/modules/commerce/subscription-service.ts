/**
 * A person's subscription: what counts now, whether Pro is unlocked, cancelling (one click, at the
 * period end) and the provider's billing portal. What a payment grants is written by
 * fulfilment.ts alone; this file reads it and asks the provider for changes.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SubscriptionResponse } from '@skinsight/shared/commerce';
import type { Locale } from '@skinsight/shared/locales';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Payments } from '../../lib/payments/index.ts';
import { PaymentProviderError } from '../../lib/payments/provider.ts';
import { productName } from './catalogue-service.ts';
import { applySubscriptionState } from './fulfilment.ts';

/** The subscription that counts for a person now: an active one, else the newest that ran. */
export async function currentSubscription(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerSubscriptionId)))
    .orderBy(desc(subscriptions.updatedAt));
  return rows.find((r) => r.status === 'active' || r.status === 'past_due') ?? rows[0] ?? null;
}

/** The provider's customer of the person's newest subscription with this provider, if any. */
export async function providerCustomerId(db: Db, userId: string, provider: Payments['name']): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        isNotNull(subscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row?.customerId ?? null;
}

/** A subscription cancelled at the end of its period is over once that period has passed. */
export function isEnded(row: { cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null }, now = new Date()): boolean {
  return row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
}

/** Whether the Pro features are unlocked: an active subscription, or a paid Ultra kit. */
export async function hasPro(db: Db, userId: string): Promise<boolean> {
  const current = await currentSubscription(db, userId);
  if (current && current.status === 'active' && !isEnded(current)) return true;
  const [kit] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), inArray(orderItems.productId, ['ultra-kit'])))
    .limit(1);
  return Boolean(kit);
}

/** What GET /api/subscription answers: the subscription that counts, and whether Pro is unlocked. */
export async function subscriptionStatus(db: Db, userId: string, locale: Locale): Promise<SubscriptionResponse> {
  const row = await currentSubscription(db, userId);
  const pro = await hasPro(db, userId);
  if (!row) return { subscription: null, pro };
  const [plan] = await db.select().from(products).where(eq(products.id, row.planId));
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

/**
 * Cancels the person's running subscription at the end of its period (asking again is no error),
 * then records what the provider answers, as its notification would.
 */
export async function cancelSubscription(
  deps: { db: Db; payments: Payments },
  userId: string,
  locale: Locale,
): Promise<SubscriptionResponse> {
  const { db, payments } = deps;
  const row = await currentSubscription(db, userId);
  if (!row?.providerSubscriptionId || row.status === 'canceled' || isEnded(row)) {
    throw new AppError('not_found', 'There is no active subscription to cancel.');
  }
  if (row.provider !== payments.name)
    throw new AppError('payment_unavailable', 'This subscription is managed elsewhere.');
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
  return subscriptionStatus(db, userId, locale);
}

/** The provider's billing portal for the person's customer with the configured provider. */
export async function billingPortalUrl(
  deps: { db: Db; payments: Payments },
  userId: string,
  returnUrl: string,
): Promise<string> {
  // The newest subscription with this provider decides: one still being checked out has no portal.
  const [row] = await deps.db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, deps.payments.name)))
    .orderBy(desc(subscriptions.updatedAt));
  const customerId = row?.customerId;
  if (!customerId) throw new AppError('not_found', 'There is no billing account yet.');
  try {
    return await deps.payments.createPortalSession(customerId, returnUrl);
  } catch (error) {
    throw new AppError('payment_unavailable', 'Payments are briefly unavailable.', undefined, { cause: error });
  }
}

/**
 * Before an account is deleted: every running subscription is cancelled at the provider, so no
 * charge follows the person after their account is gone. A provider failure stops the deletion
 * (the person can try again) rather than leaving a subscription billing nobody's account.
 */
export async function cancelAllSubscriptions(db: Db, payments: Payments, userId: string): Promise<void> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  for (const row of rows) {
    if (!row.providerSubscriptionId || row.status === 'canceled' || row.cancelAtPeriodEnd) continue;
    if (row.provider !== payments.name) {
      throw new AppError('payment_unavailable', 'A subscription is managed by another payment provider.');
    }
    try {
      await payments.cancelSubscription(row.providerSubscriptionId);
    } catch (error) {
      throw new AppError('payment_unavailable', 'Payments are briefly unavailable.', undefined, { cause: error });
    }
  }
}
