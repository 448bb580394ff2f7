import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@skinsight/shared/locales';
import { formatMoney } from './money.ts';

describe('euros formatted without Intl', () => {
  it('builds no Intl formatter for euros in the four languages (first: the formatters would be kept)', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const locale of LOCALES) formatMoney(123_456, locale);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it.each(LOCALES)('are written as Intl writes them in %s, grouping and signs included', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 2499, 99_999, 100_000, 123_456, 999_999, 1_000_000, 123_456_789];
    // And a spread of others, the same on every run.
    for (let cents = 7; cents < 1e11; cents = Math.floor(cents * 1.37) + 3) amounts.push(cents);
    for (const cents of amounts) {
      expect(formatMoney(cents, locale)).toBe(intl.format(cents / 100));
      expect(formatMoney(-cents, locale)).toBe(intl.format(-cents / 100));
    }
    expect(formatMoney(2499, locale, 'eur')).toBe(intl.format(24.99));
  });

  it('leaves other currencies, languages and amounts to Intl', () => {
    expect(formatMoney(2499, 'en', 'USD')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(24.99),
    );
    expect(formatMoney(2499, 'it')).toBe(
      new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR' }).format(24.99),
    );
    expect(formatMoney(2499.5, 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(24.995),
    );
  });

  it("writes the spec's examples", () => {
    expect(formatMoney(2499, 'de')).toBe('24,99\u00a0€');
    expect(formatMoney(2499, 'en')).toBe('€24.99');
  });
});
