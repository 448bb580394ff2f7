/**
 * The cart's arithmetic, in whole cents so that no rounding creeps in: each line is unit price
 * times quantity, shipping is the spec's flat 5.99 on any non-empty cart.
 */
import { SPEC } from '@skinsight/shared/constants';
import type { CartLine, CartResponse } from '@skinsight/shared/commerce';

export type PricedCart = Omit<CartResponse, 'unavailable'>;

export function priceCart(lines: Omit<CartLine, 'lineCents'>[]): PricedCart {
  const priced = lines.map((line) => ({ ...line, lineCents: line.priceCents * line.quantity }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineCents, 0);
  const shippingCents = priced.length > 0 ? SPEC.shippingCents : 0;
  return { lines: priced, subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents, currency: 'eur' };
}
