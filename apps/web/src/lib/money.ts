/**
 * The one money formatter: amounts arrive from the server in cents and are shown in the page's
 * language (spec section 9: "Euro formatting differs by language": 24,99 € in German, €24.99 in
 * English).
 *
 * Euros in the app's four languages are written without Intl: a page's first currency
 * `Intl.NumberFormat` loads its language's number and currency data, which Chromium measured at
 * 170-200 ms of a slowed phone's main thread in one task on the results page (its product
 * suggestions, issue 22). `money.test.ts` checks these against Intl. Any other currency or
 * language, or an amount that is not whole cents, goes to Intl, whose formatters are kept.
 */
import type { Locale } from '@skinsight/shared/locales';

type Euro = { group: string; decimal: string; pattern: string; minGrouping: number };
/** Each language's separators, where the amount ('#') stands beside the sign, and from how many whole digits it groups. */
const EURO: Record<Locale, Euro> = {
  en: { group: ',', decimal: '.', pattern: '€#', minGrouping: 4 },
  de: { group: '.', decimal: ',', pattern: '#\u00a0€', minGrouping: 4 },
  fr: { group: '\u202f', decimal: ',', pattern: '#\u00a0€', minGrouping: 4 },
  // Spanish leaves four-digit amounts ungrouped (1234,50 €; 12.345,99 €).
  es: { group: '.', decimal: ',', pattern: '#\u00a0€', minGrouping: 5 },
};

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, locale: string, currency = 'EUR'): string {
  const euro = currency.toUpperCase() === 'EUR' ? EURO[locale as Locale] : undefined;
  if (euro && Number.isSafeInteger(cents)) {
    const whole = String(Math.floor(Math.abs(cents) / 100));
    const grouped = whole.length >= euro.minGrouping ? whole.replace(/\B(?=(\d{3})+$)/g, euro.group) : whole;
    const amount = `${grouped}${euro.decimal}${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    return `${cents < 0 || Object.is(cents, -0) ? '-' : ''}${euro.pattern.replace('#', amount)}`;
  }
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
