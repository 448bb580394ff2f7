/**
 * Dates in the page's language and the browser's time zone, written from tables.
 *
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

const MONTHS_LONG: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function intlFormat(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

const known = (locale: string, date: Date): locale is Locale =>
  Object.hasOwn(MONTHS, locale) && !Number.isNaN(date.getTime());

export function formatDayMonth(date: Date, locale: string): string {
  if (!known(locale, date)) return intlFormat(date, locale, { day: 'numeric', month: 'short' });
  const day = date.getDate();
  const month = MONTHS[locale][date.getMonth()]!;
  if (locale === 'en') return `${month} ${day}`;
  return locale === 'de' ? `${day}. ${month}` : `${day} ${month}`;
}

/**
 * A whole date as Intl's `dateStyle` writes it: medium ("Nov 7, 2026", "07.11.2026",
 * "7 nov. 2026", "7 nov 2026") for the photos and reminders, long ("November 7, 2026",
 * "7. November 2026", "7 novembre 2026", "7 de noviembre de 2026") for the plan's dates.
 */
export function formatDate(date: Date, locale: string, style: 'medium' | 'long'): string {
  if (!known(locale, date)) return intlFormat(date, locale, { dateStyle: style });
  const day = date.getDate();
  const month = date.getMonth();
  const year = date.getFullYear();
  if (style === 'medium') {
    if (locale === 'en') return `${MONTHS.en[month]} ${day}, ${year}`;
    if (locale === 'de') return `${String(day).padStart(2, '0')}.${String(month + 1).padStart(2, '0')}.${year}`;
    return `${day} ${MONTHS[locale][month]} ${year}`;
  }
  const name = MONTHS_LONG[locale][month]!;
  if (locale === 'en') return `${name} ${day}, ${year}`;
  if (locale === 'de') return `${day}. ${name} ${year}`;
  return locale === 'es' ? `${day} de ${name} de ${year}` : `${day} ${name} ${year}`;
}
