import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@skinsight/shared/locales';

/**
 * The marketing figures of the specification (section 1), in one place: the copy of every
 * language interpolates them, formatted for its language (1,200 / 1.200 / 1 200; 87% / 87 %).
 */
export const MARKETING_FIGURES = {
  usersThisMonth: 1200,
  /**
   * What users report after following their routine for 3 months (the copy says so wherever the
   * figures appear): one meaning per figure, on the landing page and the 'Why it works' page alike.
   */
  userGains: { hydration: 0.87, evenness: 0.92, health: 0.94, breakouts: 0.76 },
  satisfaction: 0.98,
  rating: 4.9,
  /** Stars on each testimonial. */
  testimonialStars: 5,
} as const;

/**
 * The figures as each language writes them, without Intl: a page's first Intl.NumberFormat loads
 * its language's number data, some 30 ms of a phone's main thread in the middle of hydrating the
 * first screen, for a handful of whole numbers and percentages. `marketing-figures.test.ts` checks
 * these against Intl for every value the page can show.
 */
export const FIGURE_TEXT: Record<Locale, { usersThisMonth: string; rating: string }> = {
  en: { usersThisMonth: '1,200', rating: '4.9' },
  de: { usersThisMonth: '1.200', rating: '4,9' },
  fr: { usersThisMonth: '1\u202f200', rating: '4,9' },
  es: { usersThisMonth: '1200', rating: '4,9' },
};

/** Where the number goes in a percentage: '87%', '87 %' (a no-break space). */
const PERCENT_PATTERN: Record<Locale, string> = { en: '#%', de: '#\u00a0%', fr: '#\u00a0%', es: '#\u00a0%' };

/** A fraction (0.87) as a whole percentage in a language: '87%', '87 %' (0.285 is 29 %, as in Intl, not 28). */
export function formatPercent(locale: Locale, fraction: number): string {
  return PERCENT_PATTERN[locale].replace('#', String(Math.round(Number((fraction * 100).toPrecision(12)))));
}

/** The figures and percent formatting in the page's language. */
export function useFigureFormat() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return { text: FIGURE_TEXT[locale], percent: (fraction: number) => formatPercent(locale, fraction) };
}
