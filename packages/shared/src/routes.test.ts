import { describe, expect, it } from 'vitest';
import { isKnownPage, localizedPath, safeRedirect, splitLocalePrefix } from './routes.ts';

describe('language prefixes', () => {
  it('splits a known prefix from the path', () => {
    expect(splitLocalePrefix('/de/questionnaire/question')).toEqual({ locale: 'de', path: '/questionnaire/question' });
    expect(splitLocalePrefix('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePrefix('/es/')).toEqual({ locale: 'es', path: '/' });
  });

  it('leaves paths without a language prefix alone', () => {
    expect(splitLocalePrefix('/results')).toEqual({ locale: null, path: '/results' });
    expect(splitLocalePrefix('/it/results')).toEqual({ locale: null, path: '/it/results' });
    expect(splitLocalePrefix('/design')).toEqual({ locale: null, path: '/design' });
  });

  it('knows every page with and without prefix, and nothing else', () => {
    expect(isKnownPage('/')).toBe(true);
    expect(isKnownPage('/de')).toBe(true);
    expect(isKnownPage('/fr/pro-upgrade')).toBe(true);
    expect(isKnownPage('/results/')).toBe(true);
    expect(isKnownPage('/fr/nope')).toBe(false);
    expect(isKnownPage('/it')).toBe(false);
  });

  it('builds localized paths', () => {
    expect(localizedPath('de', '/')).toBe('/de');
    expect(localizedPath('de', '/results')).toBe('/de/results');
    expect(localizedPath(null, '/results')).toBe('/results');
  });
});

describe('safeRedirect', () => {
  it('accepts our own paths and refuses anything else', () => {
    expect(safeRedirect('/pro-upgrade', '/results')).toBe('/pro-upgrade');
    expect(safeRedirect('/de/cart?x=1', '/results')).toBe('/de/cart?x=1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null, undefined]) {
      expect(safeRedirect(bad, '/results')).toBe('/results');
    }
  });
});
