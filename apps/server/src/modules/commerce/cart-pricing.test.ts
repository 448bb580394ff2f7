import { describe, expect, it } from 'vitest';
import { priceCart } from './cart-pricing.ts';

const line = (id: string, priceCents: number, quantity: number) => ({
  id,
  name: id,
  description: '',
  productType: 'serum',
  priceCents,
  currency: 'eur' as const,
  image: '',
  actives: [],
  spf: null,
  eveningOnly: false,
  quantity,
});

describe('cart arithmetic', () => {
  it("prices the spec's three sample products with the flat 5.99 shipping", () => {
    const cart = priceCart([line('foam', 2499, 1), line('serum', 3499, 1), line('cream', 4299, 1)]);
    expect(cart.subtotalCents).toBe(10297);
    expect(cart.shippingCents).toBe(599);
    expect(cart.totalCents).toBe(10896);
  });

  it('multiplies each line by its quantity, in whole cents', () => {
    const cart = priceCart([line('serum', 3499, 3), line('foam', 2499, 2)]);
    expect(cart.lines.map((l) => l.lineCents)).toEqual([10497, 4998]);
    expect(cart.subtotalCents).toBe(15495);
    expect(cart.totalCents).toBe(16094);
  });

  it('charges no shipping on an empty cart', () => {
    expect(priceCart([])).toMatchObject({ subtotalCents: 0, shippingCents: 0, totalCents: 0 });
  });
});
