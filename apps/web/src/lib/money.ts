/**
 * The one money formatter: amounts arrive from the server in cents and are shown in the page's
 * language (spec section 9: "Euro formatting differs by language": 24,99 € in German, €24.99 in
 * English). Formatters are kept per language because building one is slow.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, locale: string, currency = 'EUR'): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
