import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES, CART_MAX_QUANTITY, cartItemsSchema } from '@skinsight/shared/commerce';
import {
  addItem,
  itemCount,
  mergeItems,
  parseStoredItems,
  removeItems,
  serializeItems,
  setItemQuantity,
} from './local-cart.ts';

const foam = 'gentle-cleansing-foam';
const serum = 'hydrating-serum';
const cream = 'nourishing-night-cream';

describe('the local cart', () => {
  it('adds a product once and counts up on each further add', () => {
    let items = addItem([], foam);
    items = addItem(items, serum);
    items = addItem(items, foam);
    expect(items).toEqual([
      { productId: foam, quantity: 2 },
      { productId: serum, quantity: 1 },
    ]);
    expect(itemCount(items)).toBe(3);
  });

  it(`never holds more than ${CART_MAX_QUANTITY} of a product`, () => {
    let items = addItem([], foam, CART_MAX_QUANTITY - 1);
    items = addItem(items, foam);
    items = addItem(items, foam);
    expect(items).toEqual([{ productId: foam, quantity: CART_MAX_QUANTITY }]);
    expect(setItemQuantity(items, foam, 99)).toEqual([{ productId: foam, quantity: CART_MAX_QUANTITY }]);
  });

  it('sets a quantity, and quantity 0 (minus at 1) removes the line', () => {
    const items = [
      { productId: foam, quantity: 1 },
      { productId: serum, quantity: 3 },
    ];
    expect(setItemQuantity(items, serum, 2)).toEqual([
      { productId: foam, quantity: 1 },
      { productId: serum, quantity: 2 },
    ]);
    expect(setItemQuantity(items, foam, 0)).toEqual([{ productId: serum, quantity: 3 }]);
    expect(setItemQuantity(items, foam, -1)).toEqual([{ productId: serum, quantity: 3 }]);
    // The input is left as it was: the store compares old and new.
    expect(items).toHaveLength(2);
  });

  it('removes lines by id and ignores ids it does not hold', () => {
    const items = [
      { productId: foam, quantity: 1 },
      { productId: serum, quantity: 1 },
      { productId: cream, quantity: 2 },
    ];
    expect(removeItems(items, [serum, 'no-such-product'])).toEqual([
      { productId: foam, quantity: 1 },
      { productId: cream, quantity: 2 },
    ]);
  });

  it('merges two carts: quantities add up, capped, new products keep their order', () => {
    const merged = mergeItems(
      [
        { productId: foam, quantity: 7 },
        { productId: serum, quantity: 1 },
      ],
      [
        { productId: cream, quantity: 2 },
        { productId: foam, quantity: 6 },
      ],
    );
    expect(merged).toEqual([
      { productId: foam, quantity: CART_MAX_QUANTITY },
      { productId: serum, quantity: 1 },
      { productId: cream, quantity: 2 },
    ]);
  });

  it(`stops at ${CART_MAX_LINES} lines, so the server always accepts the cart`, () => {
    const many = Array.from({ length: CART_MAX_LINES + 5 }, (_, i) => ({ productId: `product-${i}`, quantity: 1 }));
    const merged = mergeItems([], many);
    expect(merged).toHaveLength(CART_MAX_LINES);
    expect(cartItemsSchema.safeParse(merged).success).toBe(true);
    expect(addItem(merged, 'one-more')).toHaveLength(CART_MAX_LINES);
  });

  it('reads back what it wrote, and survives anything else in storage', () => {
    const items = [
      { productId: foam, quantity: 2 },
      { productId: cream, quantity: 1 },
    ];
    expect(parseStoredItems(serializeItems(items))).toEqual(items);
    expect(parseStoredItems(null)).toEqual([]);
    expect(parseStoredItems('not json')).toEqual([]);
    expect(parseStoredItems('{"productId":"x"}')).toEqual([]);
    expect(
      parseStoredItems(
        JSON.stringify([
          { productId: foam, quantity: 50, priceCents: 1 },
          { productId: 'Bad Id!', quantity: 1 },
          { productId: serum, quantity: 0 },
          { productId: cream, quantity: '2' },
          null,
          { productId: foam, quantity: 1 },
        ]),
      ),
    ).toEqual([{ productId: foam, quantity: CART_MAX_QUANTITY }]);
  });
});
