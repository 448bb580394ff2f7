import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../../components/ui/toast.tsx';
import { LocaleSync } from '../locale-sync.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-surface focus:px-4 focus:py-2">
        {t('common.skipToContent')}
      </a>
      <LocaleSync />
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster closeLabel={t('common.close')} />
    </div>
  );
}
