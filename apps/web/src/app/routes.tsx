/**
 * The route table, built from the shared page list: every page exists unprefixed and under each
 * language prefix (/en, /de, /fr, /es). Unknown paths render the 404 page in the current language.
 */
import { Navigate, type RouteObject } from 'react-router';
import { LOCALES } from '@skinsight/shared/locales';
import { PAGES, type PageName } from '@skinsight/shared/routes';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { StartQuestionnairePage } from '../features/questionnaire/start-questionnaire-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { useLocalizedPath } from './localized.tsx';
import { FRAME_PAGES, PageFrame } from './page-frame.tsx';

function LocalizedRedirect({ to }: { to: string }) {
  const localize = useLocalizedPath();
  return <Navigate to={localize(to)} replace />;
}

const relative = (name: PageName) => PAGES[name].slice(1);

/** Pages beyond the landing page load on first visit, so the first page downloads only itself. */
const lazyPage = (name: PageName, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  path: relative(name),
  lazy: async () => ({ Component: (await load()).default }),
});
const page = <T extends Record<string, unknown>>(module: Promise<T>, key: keyof T) =>
  module.then((m) => ({ default: m[key] as React.ComponentType }));

const pageRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  ...FRAME_PAGES.map((page) => ({ path: relative(page), element: <PageFrame page={page} /> })),
  { path: relative('questionnaireStart'), element: <StartQuestionnairePage /> },
  lazyPage('signup', () => page(import('../features/auth/signup-page.tsx'), 'SignupPage')),
  lazyPage('signin', () => page(import('../features/auth/signin-page.tsx'), 'SigninPage')),
  lazyPage('forgotPassword', () => page(import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage')),
  lazyPage('resetPassword', () => page(import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage')),
  lazyPage('account', () => page(import('../features/account/account-page.tsx'), 'AccountPage')),
  lazyPage('statistics', () => page(import('../features/statistics/statistics-page.tsx'), 'StatisticsPage')),
  lazyPage('results', () => page(import('../features/results/results-page.tsx'), 'ResultsPage')),
  lazyPage('question', () => page(import('../features/questionnaire/questionnaire-page.tsx'), 'QuestionnairePage')),
  lazyPage('photo', () => page(import('../features/photo/photo-page.tsx'), 'PhotoPage')),
  lazyPage('contact', () => page(import('../features/contact/contact-page.tsx'), 'ContactPage')),
  lazyPage('benefits', () => page(import('../features/benefits/benefits-page.tsx'), 'BenefitsPage')),
  lazyPage('privacyPolicy', () => page(import('../features/legal/legal-pages.tsx'), 'PrivacyPolicyPage')),
  lazyPage('termsOfService', () => page(import('../features/legal/legal-pages.tsx'), 'TermsOfServicePage')),
  { path: relative('privacyAlias'), element: <LocalizedRedirect to={PAGES.privacyPolicy} /> },
  { path: relative('termsAlias'), element: <LocalizedRedirect to={PAGES.termsOfService} /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: pageRoutes },
  ...LOCALES.map((locale) => ({ path: `/${locale}`, element: <RootLayout />, children: pageRoutes })),
];
