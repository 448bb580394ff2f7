import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, formatConversionRate, trackEventRequestSchema } from './statistics.ts';

describe('formatConversionRate', () => {
  it("is '0' when there are no purchase clicks", () => {
    expect(formatConversionRate(0, 0)).toBe('0');
    expect(formatConversionRate(0, 5)).toBe('0');
  });
  it('is checkouts over purchases as a percentage with one decimal', () => {
    expect(formatConversionRate(3, 2)).toBe('66.7');
    expect(formatConversionRate(3, 1)).toBe('33.3');
    expect(formatConversionRate(4, 4)).toBe('100.0');
    expect(formatConversionRate(8, 1)).toBe('12.5');
    expect(formatConversionRate(1000, 1)).toBe('0.1');
    expect(formatConversionRate(2000, 1)).toBe('0.1');
    expect(formatConversionRate(1, 3)).toBe('300.0');
  });
  it('writes the decimal the way the language does', () => {
    expect(formatConversionRate(3, 2, 'de')).toBe('66,7');
    expect(formatConversionRate(3, 2, 'fr')).toBe('66,7');
    expect(formatConversionRate(3, 2, 'es')).toBe('66,7');
    expect(formatConversionRate(1, 20, 'de')).toBe('2000,0');
  });
});

describe('trackEventRequestSchema', () => {
  it("lists the spec's two clicks", () => {
    expect(EVENT_TYPES).toContain('purchase_products_click');
    expect(EVENT_TYPES).toContain('proceed_to_checkout_click');
  });
  it('refuses unknown types and odd session ids', () => {
    expect(trackEventRequestSchema.safeParse({ eventType: 'nope', sessionId: 'abcdefgh' }).success).toBe(false);
    expect(trackEventRequestSchema.safeParse({ eventType: 'cart_view', sessionId: 'short' }).success).toBe(false);
    expect(trackEventRequestSchema.safeParse({ eventType: 'cart_view', sessionId: 'has spaces in it' }).success).toBe(
      false,
    );
    expect(trackEventRequestSchema.safeParse({ eventType: 'cart_view', sessionId: 'a-good_session-1' }).success).toBe(
      true,
    );
  });
});
