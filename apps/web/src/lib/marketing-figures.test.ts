import { describe, expect, it } from 'vitest';
import { LOCALES } from '@skinsight/shared/locales';
import { formatPercent, MARKETING_FIGURES, FIGURE_TEXT } from './marketing-figures.ts';

describe('the landing page figures, formatted without Intl', () => {
  it.each(LOCALES)('write the users and the rating as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    expect(FIGURE_TEXT[locale]).toEqual({
      usersThisMonth: intl.format(MARKETING_FIGURES.usersThisMonth),
      rating: intl.format(MARKETING_FIGURES.rating),
    });
  });

  it.each(LOCALES)(
    'write every percentage from 0 to 100, and the slider positions between, as Intl does in %s',
    (locale) => {
      const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
      // Whole percentages, and the fractions a dragged slider gives (0.5 % rounds like Intl).
      for (let tenths = 0; tenths <= 1000; tenths++)
        expect(formatPercent(locale, tenths / 1000)).toBe(intl.format(tenths / 1000));
    },
  );
});
