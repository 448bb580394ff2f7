import { describe, expect, it } from 'vitest';
import { LOCALES } from '@skinsight/shared';
import { TEXTS, text } from './texts/index.ts';
import { en } from './texts/en.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('text tables', () => {
  const keys = Object.keys(en).sort();

  it.each(LOCALES)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(TEXTS[locale]).sort()).toEqual(keys);
  });

  it.each(LOCALES)('%s has no empty text and the same placeholders as English', (locale) => {
    for (const key of keys) {
      const value = TEXTS[locale][key as keyof typeof en];
      expect(value.trim(), `${locale}.${key}`).not.toBe('');
      expect(value, `${locale}.${key}`).toBe(value.trim());
      expect(placeholders(value), `${locale}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it('uses informal address (du, tu, tú), never the formal one', () => {
    const all = (locale: (typeof LOCALES)[number]) => Object.values(TEXTS[locale]).join('\n');
    expect(all('de')).not.toMatch(/\b(Ihnen|Ihre[nmrs]?)\b/);
    expect(all('fr')).not.toMatch(/\bvous\b/i);
    expect(all('es')).not.toMatch(/\busted(es)?\b/i);
  });

  it('the sentences that keep an exfoliant off the treatment evening name the treatment, in every language', () => {
    for (const locale of LOCALES) {
      expect(TEXTS[locale].step_exfoliant_skip_retinoid, locale).toMatch(/r[ée]tino/i);
      expect(TEXTS[locale].step_exfoliant_skip_azelaic, locale).toMatch(/az[eé]l/i);
      // The exfoliant texts themselves name no treatment the routine may not have.
      for (const key of ['step_exfoliant_aha', 'step_exfoliant_bha', 'step_exfoliant_pha'] as const) {
        expect(TEXTS[locale][key], `${locale}.${key}`).not.toMatch(/r[ée]tino|az[eé]l/i);
      }
    }
  });

  it('the retinoid is introduced at 2-3 nights a week in every language', () => {
    for (const locale of LOCALES) expect(TEXTS[locale].step_treatment_retinoid).toMatch(/2-3/);
  });

  it('the wait between steps is said in every language (spec section 9)', () => {
    for (const locale of LOCALES) expect(TEXTS[locale].nudge_wait_between_steps).toMatch(/2-3/);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(text('en', 'factor_photo', { score: 42 })).toBe('Measured on your photo (42/100)');
    expect(text('de', 'step_sunscreen', { spf: 50 })).toContain('LSF 50');
    expect(text('en', 'factor_photo')).toContain('{score}');
  });
});
