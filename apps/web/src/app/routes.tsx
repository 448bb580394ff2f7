/**
 * The route table, built from the shared page list: every page exists unprefixed and under each
 * language prefix (/en, /de, /fr, /es). Unknown paths render the 404 page in the current language.
 */
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { LOCALES, type Locale } from '@skinsight/shared/locales';
import { PAGES, splitLocalePrefix, type PageName } from '@skinsight/shared/routes';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { StartQuestionnairePage } from '../features/questionnaire/start-questionnaire-page.tsx';
import { loadAllTranslations } from '../lib/i18n.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { useLocalizedPath } from './localized.tsx';

function LocalizedRedirect({ to }: { to: string }) {
  const localize = useLocalizedPath();
  return <Navigate to={localize(to)} replace />;
}

const relative = (name: PageName) => PAGES[name].slice(1);

/** What a route may carry: how to load its code ahead of rendering (see preloadRoute). */
export type RouteHandle = { preload?: () => Promise<void> };

/**
 * Pages beyond the landing page are their own chunks, loaded on first visit, so the first page
 * downloads only itself. Navigations are transitions: the current page stays until the next loads.
 */
const lazyPage = (name: PageName, load: () => Promise<{ default: React.ComponentType }>): RouteObject => {
  // The page's code, the rest of the language's strings (the first load carries only its own) and
  // the server-state library, which the landing page's first load does without (lib/query-client.tsx).
  const Page = lazyComponent(() =>
    Promise.all([load(), import('../lib/query-client.tsx'), loadAllTranslations()]).then(
      ([module, { withQueryClient }]) => ({
        default: withQueryClient(module.default),
      }),
    ),
  );
  const handle: RouteHandle = { preload: Page.preload };
  return { path: relative(name), element: <Page />, handle };
};
const page = <T extends Record<string, unknown>>(module: Promise<T>, key: keyof T) =>
  module.then((m) => ({ default: m[key] as React.ComponentType }));

const pageRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: relative('questionnaireStart'), element: <StartQuestionnairePage /> },
  lazyPage('signup', () => page(import('../features/auth/signup-page.tsx'), 'SignupPage')),
  lazyPage('signin', () => page(import('../features/auth/signin-page.tsx'), 'SigninPage')),
  lazyPage('forgotPassword', () => page(import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage')),
  lazyPage('resetPassword', () => page(import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage')),
  lazyPage('account', () => page(import('../features/account/account-page.tsx'), 'AccountPage')),
  lazyPage('unsubscribe', () => page(import('../features/reminders/unsubscribe-page.tsx'), 'UnsubscribePage')),
  lazyPage('statistics', () => page(import('../features/statistics/statistics-page.tsx'), 'StatisticsPage')),
  lazyPage('results', () => page(import('../features/results/results-page.tsx'), 'ResultsPage')),
  // The survey's texts come with the page's code: its pre-rendered first question hydrates with them.
  lazyPage('question', () =>
    page(import('../features/questionnaire/questionnaire-page.tsx'), 'QuestionnairePage').then(async (loaded) => {
      await import('../features/questionnaire/survey-api.ts').then((m) => m.surveyBeforeRendering());
      return loaded;
    }),
  ),
  lazyPage('photo', () => page(import('../features/photo/photo-page.tsx'), 'PhotoPage')),
  lazyPage('contact', () => page(import('../features/contact/contact-page.tsx'), 'ContactPage')),
  lazyPage('benefits', () => page(import('../features/benefits/benefits-page.tsx'), 'BenefitsPage')),
  lazyPage('cart', () => page(import('../features/shop/cart/cart-page.tsx'), 'CartPage')),
  lazyPage('survey', () => page(import('../features/shop/feedback/feedback-page.tsx'), 'FeedbackPage')),
  lazyPage('proUpgrade', () => page(import('../features/shop/plans/pro-upgrade-page.tsx'), 'ProUpgradePage')),
  lazyPage('subscriptionSuccess', () =>
    page(import('../features/shop/plans/subscription-success-page.tsx'), 'SubscriptionSuccessPage'),
  ),
  lazyPage('paymentSuccess', () =>
    page(import('../features/shop/checkout/payment-success-page.tsx'), 'PaymentSuccessPage'),
  ),
  lazyPage('testCheckout', () => page(import('../features/shop/checkout/test-checkout-page.tsx'), 'TestCheckoutPage')),
  lazyPage('testPortal', () => page(import('../features/shop/billing/test-portal-page.tsx'), 'TestPortalPage')),
  lazyPage('privacyPolicy', () => page(import('../features/legal/legal-pages.tsx'), 'PrivacyPolicyPage')),
  lazyPage('termsOfService', () => page(import('../features/legal/legal-pages.tsx'), 'TermsOfServicePage')),
  { path: relative('privacyAlias'), element: <LocalizedRedirect to={PAGES.privacyPolicy} /> },
  { path: relative('termsAlias'), element: <LocalizedRedirect to={PAGES.termsOfService} /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * One branch for unprefixed paths and one for each language: a path only ever matches its own
 * branch, so the router is given just that one (ranking every branch's routes on each render took
 * a few milliseconds of a phone's main thread while hydrating).
 */
const unprefixed: RouteObject[] = [{ path: '/', element: <RootLayout />, children: pageRoutes }];
const prefixed = Object.fromEntries(
  LOCALES.map((locale) => [locale, [{ path: `/${locale}`, element: <RootLayout />, children: pageRoutes }]]),
) as Record<Locale, RouteObject[]>;

/** The routes a path can match: those of its language prefix, or the unprefixed ones. */
export function routesFor(pathname: string): RouteObject[] {
  const { locale } = splitLocalePrefix(pathname);
  return locale ? prefixed[locale] : unprefixed;
}

/** Loads the code of the page at `pathname` (before hydrating it, so hydration does not suspend). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routesFor(pathname), pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
}
