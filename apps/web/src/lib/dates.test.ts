import { describe, expect, it } from 'vitest';
import { LOCALES } from '@skinsight/shared/locales';
import { formatDate, formatDayMonth } from './dates.ts';

describe('a day and its month in the page language', () => {
  it('reads as Intl writes it, for every month and day, in the four languages', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          // Local time, as the page shows it: late in the day, where a UTC reading would be the next one.
          const date = new Date(2026, month, day, 23, 30);
          expect(formatDayMonth(date, locale), `${locale} ${month + 1}/${day}`).toBe(intl.format(date));
        }
      }
    }
  });

  it('leaves any other language, and a date that is not one, to Intl', () => {
    const date = new Date(2026, 10, 7);
    expect(formatDayMonth(date, 'it')).toBe(
      new Intl.DateTimeFormat('it', { day: 'numeric', month: 'short' }).format(date),
    );
    expect(() => formatDayMonth(new Date(Number.NaN), 'en')).toThrow(RangeError);
  });
});

describe('a whole date in the page language', () => {
  it('reads as Intl writes it in medium and long style, for every month, in the four languages', () => {
    for (const locale of LOCALES) {
      for (const style of ['medium', 'long'] as const) {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: style });
        for (let month = 0; month < 12; month++) {
          for (const day of [1, 9, 10, 28]) {
            const date = new Date(2026, month, day, 23, 30);
            expect(formatDate(date, locale, style), `${locale} ${style} ${month + 1}/${day}`).toBe(intl.format(date));
          }
        }
      }
    }
  });

  it('leaves any other language, and a date that is not one, to Intl', () => {
    const date = new Date(2026, 10, 7);
    expect(formatDate(date, 'it', 'long')).toBe(new Intl.DateTimeFormat('it', { dateStyle: 'long' }).format(date));
    expect(() => formatDate(new Date(Number.NaN), 'en', 'medium')).toThrow(RangeError);
  });
});
