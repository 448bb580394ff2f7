/**
 * The route table, built from the shared page list: every page exists unprefixed and under each
 * language prefix (/en, /de, /fr, /es). Unknown paths render the 404 page in the current language.
 */
import { Navigate, type RouteObject } from 'react-router';
import { LOCALES } from '@skinsight/shared/locales';
import { PAGES, type PageName } from '@skinsight/shared/routes';
import { AccountPage } from '../features/account/account-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SigninPage } from '../features/auth/signin-page.tsx';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { ResultsPage } from '../features/results/results-page.tsx';
import { PhotoPage } from '../features/photo/photo-page.tsx';
import { LegalPage } from '../features/legal/legal-page.tsx';
import { QuestionnairePage } from '../features/questionnaire/questionnaire-page.tsx';
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

const pageRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  ...FRAME_PAGES.map((page) => ({ path: relative(page), element: <PageFrame page={page} /> })),
  { path: relative('questionnaireStart'), element: <StartQuestionnairePage /> },
  { path: relative('signup'), element: <SignupPage /> },
  { path: relative('signin'), element: <SigninPage /> },
  { path: relative('forgotPassword'), element: <ForgotPasswordPage /> },
  { path: relative('resetPassword'), element: <ResetPasswordPage /> },
  { path: relative('account'), element: <AccountPage /> },
  { path: relative('results'), element: <ResultsPage /> },
  { path: relative('question'), element: <QuestionnairePage /> },
  { path: relative('photo'), element: <PhotoPage /> },
  { path: relative('privacyPolicy'), element: <LegalPage document="privacy-policy" /> },
  { path: relative('termsOfService'), element: <LegalPage document="terms-of-service" /> },
  { path: relative('privacyAlias'), element: <LocalizedRedirect to={PAGES.privacyPolicy} /> },
  { path: relative('termsAlias'), element: <LocalizedRedirect to={PAGES.termsOfService} /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: pageRoutes },
  ...LOCALES.map((locale) => ({ path: `/${locale}`, element: <RootLayout />, children: pageRoutes })),
];
