/**
 * The cart as the browser keeps it: product ids and quantities, nothing else (prices always
 * come from the server). Pure functions, so the rules are tested without a browser: quantities
 * stay within 1..CART_MAX_QUANTITY, a product appears once, and the cart holds at most
 * CART_MAX_LINES lines, exactly as the server's schema accepts them.
 */
import { CART_MAX_LINES, CART_MAX_QUANTITY, cartItemInputSchema, type CartItemInput } from '@skinsight/shared/commerce';

export type CartItems = readonly CartItemInput[];

const clamp = (quantity: number) => Math.min(CART_MAX_QUANTITY, Math.max(0, Math.trunc(quantity)));

/**
 * Adds `extra` to `items`: quantities of the same product add up (capped at the maximum), new
 * products join at the end in their order, and products beyond the line limit are left out.
 */
export function mergeItems(items: CartItems, extra: CartItems): CartItemInput[] {
  const merged = items.map((item) => ({ ...item }));
  for (const { productId, quantity } of extra) {
    const existing = merged.find((item) => item.productId === productId);
    if (existing) existing.quantity = clamp(existing.quantity + quantity);
    else if (merged.length < CART_MAX_LINES && clamp(quantity) > 0)
      merged.push({ productId, quantity: clamp(quantity) });
  }
  return merged;
}

/** One more of a product (or `quantity` more), as 'Add to cart' does. */
export function addItem(items: CartItems, productId: string, quantity = 1): CartItemInput[] {
  return mergeItems(items, [{ productId, quantity }]);
}

/** Sets a line's quantity; 0 (the minus button at 1) removes the line. A product not in the cart is added. */
export function setItemQuantity(items: CartItems, productId: string, quantity: number): CartItemInput[] {
  const next = clamp(quantity);
  if (next === 0) return removeItems(items, [productId]);
  if (!items.some((item) => item.productId === productId)) return addItem(items, productId, next);
  return items.map((item) => (item.productId === productId ? { productId, quantity: next } : { ...item }));
}

/** Removes lines: the remove button, products the catalogue no longer sells, products just bought. */
export function removeItems(items: CartItems, productIds: readonly string[]): CartItemInput[] {
  const gone = new Set(productIds);
  return items.filter((item) => !gone.has(item.productId)).map((item) => ({ ...item }));
}

/** How many things are in the cart (the header badge). */
export function itemCount(items: CartItems): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Reads what local storage holds. Anything that is not a valid line (an edited value, an old
 * format) is dropped rather than breaking the cart; duplicates are merged and quantities capped.
 */
export function parseStoredItems(raw: string | null): CartItemInput[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const valid = value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { productId, quantity } = entry as Record<string, unknown>;
    const parsed = cartItemInputSchema.safeParse({
      productId,
      quantity: typeof quantity === 'number' ? clamp(quantity) : quantity,
    });
    return parsed.success ? [parsed.data] : [];
  });
  return mergeItems([], valid);
}

export function serializeItems(items: CartItems): string {
  return JSON.stringify(items.map(({ productId, quantity }) => ({ productId, quantity })));
}
