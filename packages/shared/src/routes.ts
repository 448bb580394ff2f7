import { isLocale, type Locale } from './locales.ts';

/**
 * Every page of the product, by name. The web router is built from this table and the server
 * uses it to answer unknown paths with HTTP 404 (the SPA still renders the 404 page).
 */
export const PAGES = {
  home: '/',
  benefits: '/benefits',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  privacyAlias: '/privacy',
  termsAlias: '/terms',
  contact: '/contact',
  question: '/questionnaire/question',
  questionnaireStart: '/questionnaire/start',
  photo: '/questionnaire/photo',
  signup: '/signup',
  signin: '/signin',
  results: '/results',
  cart: '/cart',
  survey: '/survey',
  statistics: '/statistics',
  proUpgrade: '/pro-upgrade',
  paymentSuccess: '/payment-success',
  subscriptionSuccess: '/subscription-success',
  account: '/account',
  /** A reminder e-mail's one-click unsubscribe (?token=...), signed out (decision 035). */
  unsubscribe: '/unsubscribe',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The built-in test payment provider's card page (?session=...). */
  testCheckout: '/checkout/test',
  /** The built-in test payment provider's billing portal. */
  testPortal: '/billing/test-portal',
} as const;
export type PageName = keyof typeof PAGES;
export type PagePath = (typeof PAGES)[PageName];

const knownPaths = new Set<string>(Object.values(PAGES));

/**
 * Where to go after signing in: a path of ours passed as ?redirect=, never another site.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}

/** Splits an URL path into its language prefix (if any) and the rest. */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) {
    return { locale: match[1], path: match[2] && match[2] !== '/' ? match[2] : '/' };
  }
  return { locale: null, path: pathname };
}

/** Whether a path (with or without language prefix, trailing slash tolerated) is a page. */
export function isKnownPage(pathname: string): boolean {
  const { path } = splitLocalePrefix(pathname);
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return knownPaths.has(trimmed);
}

/** The path of a page in a language: '/de/results'; the home page is '/de'. */
export function localizedPath(locale: Locale | null, path: string): string {
  if (!locale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
