/**
 * Carts. A signed-out cart lives in the browser as ids and quantities and is priced here
 * (quote); a signed-in person's cart is kept on the server, so it follows them between devices,
 * and what they added before signing in is merged into it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartItemInput, type CartResponse } from '@skinsight/shared/commerce';
import type { Locale } from '@skinsight/shared/locales';
import type { Db } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { priceCart } from './cart-pricing.ts';
import { productsById, toProduct } from './catalogue-service.ts';

/** A database handle or an open transaction (a drizzle transaction is a database too). */
type Executor = Db;

/** Prices ids and quantities from the catalogue; ids it does not sell come back as `unavailable`. */
export async function quoteCart(db: Executor, items: CartItemInput[], locale: Locale): Promise<CartResponse> {
  const rows = await productsById(
    db,
    items.map((i) => i.productId),
  );
  const lines = items.flatMap((item) => {
    const row = rows.get(item.productId);
    return row ? [{ ...toProduct(row, locale), quantity: item.quantity }] : [];
  });
  return {
    ...priceCart(lines),
    unavailable: items.filter((i) => !rows.has(i.productId)).map((i) => i.productId),
  };
}

async function cartIdOf(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned nothing');
  return row.id;
}

async function storedItems(db: Executor, userId: string): Promise<CartItemInput[]> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
}

export async function getCart(db: Executor, userId: string, locale: Locale): Promise<CartResponse> {
  const items = await storedItems(db, userId);
  const cart = await quoteCart(db, items, locale);
  if (cart.unavailable.length > 0) {
    // A product the catalogue stopped selling leaves the cart instead of blocking checkout.
    for (const productId of cart.unavailable) await removeLine(db, userId, productId);
  }
  return { ...cart, unavailable: [] };
}

async function removeLine(db: Executor, userId: string, productId: string) {
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.productId, productId),
        eq(cartItems.cartId, sql`(select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`),
      ),
    );
}

/** Sets a line's quantity (0 removes it). A product the catalogue does not sell is a 404. */
export async function setQuantity(db: Db, userId: string, productId: string, quantity: number, locale: Locale) {
  if (quantity === 0) {
    await removeLine(db, userId, productId);
    return getCart(db, userId, locale);
  }
  const known = await productsById(db, [productId]);
  if (!known.has(productId)) throw new AppError('not_found', 'There is no such product.');
  await db.transaction(async (tx) => {
    const cartId = await cartIdOf(tx, userId);
    const lines = await storedItems(tx, userId);
    if (!lines.some((l) => l.productId === productId) && lines.length >= CART_MAX_LINES) {
      throw new AppError('validation_failed', 'The cart is full.');
    }
    await tx
      .insert(cartItems)
      .values({ cartId, productId, quantity })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity } });
  });
  return getCart(db, userId, locale);
}

export async function removeFromCart(db: Db, userId: string, productId: string, locale: Locale) {
  await removeLine(db, userId, productId);
  return getCart(db, userId, locale);
}

/** Adds a signed-out cart to the account's: quantities of the same product add up, capped. */
export async function mergeCart(db: Db, userId: string, items: CartItemInput[], locale: Locale) {
  const known = await productsById(
    db,
    items.map((i) => i.productId),
  );
  await db.transaction(async (tx) => {
    const cartId = await cartIdOf(tx, userId);
    const existing = new Map((await storedItems(tx, userId)).map((l) => [l.productId, l.quantity]));
    for (const item of items) {
      if (!known.has(item.productId)) continue;
      if (!existing.has(item.productId) && existing.size >= CART_MAX_LINES) break;
      const quantity = Math.min(CART_MAX_QUANTITY, (existing.get(item.productId) ?? 0) + item.quantity);
      existing.set(item.productId, quantity);
      await tx
        .insert(cartItems)
        .values({ cartId, productId: item.productId, quantity })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity } });
    }
  });
  return getCart(db, userId, locale);
}

/** After a paid order: the bought products leave the account's cart. */
export async function removePurchased(db: Executor, userId: string, productIds: string[]) {
  for (const productId of productIds) await removeLine(db, userId, productId);
}
