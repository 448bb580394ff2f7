/**
 * Recording what the payment provider reports. Both the provider's notification (Stripe's
 * webhook, the test provider's card page) and a read of a still-pending order end here, so a
 * payment that succeeded is recorded even if the browser never comes back. The state passed in
 * is always one the provider was asked for, never a notification's body.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, subscriptions, users } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Payments } from '../../lib/payments/index.ts';
import type { MailService } from '../mail/mail-service.ts';
import { orderConfirmationMail } from './order-mail.ts';
import type { ProviderCheckoutState, ProviderSubscriptionState } from '../../lib/payments/provider.ts';
import { removePurchased } from './cart-service.ts';

export type FulfilmentDeps = { db: Db; payments: Payments; mail: MailService; logger: Logger };

export async function applyCheckoutState(
  deps: FulfilmentDeps,
  state: ProviderCheckoutState,
  options: { paymentFailed?: boolean } = {},
): Promise<void> {
  const { db, payments } = deps;
  if (state.mode === 'payment') {
    const newlyPaid = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.providerSessionId, state.id)).for('update');
      if (!order) return null;
      if (state.paid && order.status !== 'paid') {
        await tx.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, order.id));
        const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
        if (order.userId)
          await removePurchased(
            tx,
            order.userId,
            items.map((b) => b.productId),
          );
        return { order, items };
      }
      if (!state.paid && order.status === 'pending') {
        if (state.status === 'expired')
          await tx.update(orders).set({ status: 'expired' }).where(eq(orders.id, order.id));
        else if (options.paymentFailed)
          await tx.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
      }
      return null;
    });
    if (newlyPaid?.order.userId) await sendConfirmation(deps, newlyPaid.order, newlyPaid.items);
    return;
  }
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, state.id));
  if (!subscription) return;
  if (state.status === 'complete' && state.subscriptionId) {
    await applySubscriptionState(db, await payments.retrieveSubscription(state.subscriptionId), subscription.id);
  } else if (state.status === 'expired' && subscription.status === 'incomplete') {
    await db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.id, subscription.id));
  }
}

/** Once, when the order becomes paid; a mail failure is logged, never undoes the payment. */
async function sendConfirmation(
  deps: FulfilmentDeps,
  order: typeof orders.$inferSelect,
  items: (typeof orderItems.$inferSelect)[],
): Promise<void> {
  try {
    const [user] = await deps.db
      .select()
      .from(users)
      .where(eq(users.id, order.userId ?? ''));
    if (!user) return;
    const mail = orderConfirmationMail(user.locale, {
      name: user.firstName,
      reference: order.providerSessionId ?? order.id,
      lines: items,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
    });
    await deps.mail.send({
      to: user.email,
      subject: mail.subject,
      text: mail.text,
      locale: user.locale,
      userId: user.id,
    });
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'order confirmation could not be sent');
  }
}

/**
 * A subscription's state as the provider has it. The row is found by the provider's id, or by
 * our own id kept in the provider's metadata (a notification may arrive before the checkout
 * one that told us the provider's id).
 */
export async function applySubscriptionState(db: Db, state: ProviderSubscriptionState, ourId?: string): Promise<void> {
  const reference = ourId ?? state.reference;
  let [row] =
    reference && z.uuid().safeParse(reference).success
      ? await db.select().from(subscriptions).where(eq(subscriptions.id, reference))
      : [];
  if (!row) [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, state.id));
  if (!row) return;
  await db
    .update(subscriptions)
    .set({
      providerSubscriptionId: state.id,
      providerCustomerId: state.customerId ?? row.providerCustomerId,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, row.id));
}
