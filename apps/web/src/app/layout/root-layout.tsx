import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Toaster } from '../../components/ui/toast.tsx';
import { usePageHead } from '../../lib/use-document-title.ts';
import { LocaleSync } from '../locale-sync.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageHead();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-surface focus:px-4 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <LocaleSync />
      {/* The header hydrates with the layout, first: its controls (the language, the menu) work as
          soon as the app is there. The page and the footer are boundaries of their own, hydrated
          after it in slices that leave the main thread free between them (decision 011). */}
      <Header />
      {/* Focusable by script only: the skip link moves focus here, so the next Tab goes on in the content.
          At least a screen high: the footer starts below the first screen, so a page whose content
          arrives after its first paint (its code, its answers from the server) pushes nothing the
          visitor sees (it was the footer that moved: layout shift 0.14-0.55, issue 22). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Toaster closeLabel={t('common.close')} />
    </div>
  );
}
