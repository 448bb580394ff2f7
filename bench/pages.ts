/**
 * The pages a person sees, from the route table (`PAGES` in @skinsight/shared/routes), as the page
 * benchmarks measure them (issue 22): whether the page needs a session, and the path with what the
 * page needs to show its usual content. Left out, each for a stated reason: the aliases (they
 * redirect to the legal pages), `/questionnaire/start` (it redirects to the first question),
 * `/statistics` (admins only, not a page people spend time on), and the built-in test payment
 * provider's card page and billing portal (stand-ins for Stripe's own pages, never shown in
 * production with Stripe).
 */
import { PAGES, type PageName } from '@skinsight/shared/routes';

export type BenchPage = {
  name: PageName;
  /** Path without language prefix; `paymentSuccess` gets its `?session_id=` from the seeded order (pagePath). */
  path: string;
  signedIn: boolean;
};

export const LEFT_OUT: Partial<Record<PageName, string>> = {
  privacyAlias: 'redirects to /privacy-policy',
  termsAlias: 'redirects to /terms-of-service',
  questionnaireStart: 'redirects to the first question',
  statistics: 'admins only',
  testCheckout: "the built-in test provider's stand-in for Stripe's card page",
  testPortal: "the built-in test provider's stand-in for Stripe's billing portal",
};

const SIGNED_IN: PageName[] = ['results', 'account', 'cart', 'proUpgrade', 'paymentSuccess', 'subscriptionSuccess'];
/** Pages that only make sense with a link from an e-mail: measured with a (not valid) token, as a click would open them. */
const WITH_QUERY: Partial<Record<PageName, string>> = {
  resetPassword: '?token=bench-not-a-real-token',
  unsubscribe: '?token=bench-not-a-real-token',
};

export const BENCH_PAGES: BenchPage[] = (Object.keys(PAGES) as PageName[])
  .filter((name) => !(name in LEFT_OUT))
  .map((name) => ({ name, path: `${PAGES[name]}${WITH_QUERY[name] ?? ''}`, signedIn: SIGNED_IN.includes(name) }));

/** The URL path of a page in a language ('en' is measured with its prefix, like the other). */
export function pagePath(page: BenchPage, locale: string, paymentSuccessQuery: string): string {
  const path = page.name === 'paymentSuccess' ? `${page.path}${paymentSuccessQuery}` : page.path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
