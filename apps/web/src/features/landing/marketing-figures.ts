import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The marketing figures of the specification (section 1), in one place: the copy of every
 * language interpolates them, formatted for its language (1,200 / 1.200 / 1 200; 87% / 87 %).
 */
export const MARKETING_FIGURES = {
  usersThisMonth: 1200,
  userGains: { hydration: 0.87, evenness: 0.92, health: 0.94, breakouts: 0.76 },
  satisfaction: 0.98,
  rating: 4.9,
  /** Stars on each testimonial. */
  testimonialStars: 5,
} as const;

/** Number and percent formatting in the page's language. */
export function useFigureFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    return { number: (n: number) => number.format(n), percent: (fraction: number) => percent.format(fraction) };
  }, [locale]);
}
