/**
 * A day and its month, short ("Nov 7", "7. Nov.", "7 nov.", "7 nov"), in the page's language and
 * the browser's time zone: the history chart's dates, the photos' and the target week's.
 *
 * Written from a table, not with Intl: a page's first `Intl.DateTimeFormat` loads its language's
 * calendar data, which the results page's history section spent 20 ms of main thread on, in one
 * task, once it rendered (issue 22; 80 ms on Lighthouse's slowed phone). `dates.test.ts` checks the
 * table against Intl for every month in the four languages. Another language goes to Intl.
 */
import type { Locale } from '@skinsight/shared/locales';

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDayMonth(date: Date, locale: string): string {
  const months = MONTHS[locale as Locale] as readonly string[] | undefined;
  if (months && !Number.isNaN(date.getTime())) {
    const day = date.getDate();
    const month = months[date.getMonth()]!;
    if (locale === 'en') return `${month} ${day}`;
    return locale === 'de' ? `${day}. ${month}` : `${day} ${month}`;
  }
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
