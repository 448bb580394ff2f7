/**
 * Orders as their buyer sees them: the account's list, and one order by its reference (the
 * payment-success page). An account's order is that account's alone.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Order } from '@skinsight/shared/commerce';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { applyCheckoutState, type FulfilmentDeps } from './fulfilment.ts';

const noSuchOrder = () => new AppError('not_found', 'There is no such order.');

async function toOrders(db: Db, rows: (typeof orders.$inferSelect)[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const items = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)) : [];
  return rows.map((r) => ({
    id: r.id,
    reference: r.providerSessionId ?? r.id,
    status: r.status,
    items: items
      .filter((i) => i.orderId === r.id)
      .map((i) => ({ productId: i.productId, name: i.name, unitCents: i.unitCents, quantity: i.quantity })),
    subtotalCents: r.subtotalCents,
    shippingCents: r.shippingCents,
    totalCents: r.totalCents,
    currency: 'eur',
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  }));
}

/** The account's pending and paid orders that reached the provider, newest first. */
export async function listOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'paid'])))
    .orderBy(desc(orders.createdAt));
  return toOrders(
    db,
    rows.filter((r) => r.providerSessionId !== null),
  );
}

/**
 * One order by its reference (the provider's session id), for the person it belongs to. A pending
 * order is re-read from the provider first: its notification may still be on its way.
 */
export async function orderByReference(
  deps: FulfilmentDeps,
  reference: string,
  viewerId: string | null,
): Promise<Order> {
  const { db } = deps;
  const find = async () => (await db.select().from(orders).where(eq(orders.providerSessionId, reference)))[0];
  let order = await find();
  // An account's order is that account's alone; a signed-out purchase belongs to whoever holds
  // its reference (an unguessable provider session id), as on the provider's own receipt page.
  // An anonymised order (its account was deleted) is readable by nobody.
  if (!order || order.anonymisedAt !== null || (order.userId !== null && order.userId !== viewerId))
    throw noSuchOrder();
  if (order.status === 'pending') {
    try {
      await applyCheckoutState(deps, await deps.payments.retrieveCheckout(reference));
      order = (await find()) ?? order;
    } catch (error) {
      deps.logger.warn({ err: error }, 'could not re-read a pending checkout');
    }
  }
  const [body] = await toOrders(db, [order]);
  if (!body) throw noSuchOrder();
  return body;
}
