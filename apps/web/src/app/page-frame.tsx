import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Pages whose features are still being built: the page's real heading and a plain note. */
export const FRAME_PAGES = [
  'cart',
  'survey',
  'proUpgrade',
  'paymentSuccess',
  'subscriptionSuccess',
] as const;
export type FramePage = (typeof FRAME_PAGES)[number];

export function PageFrame({ page }: { page: FramePage | 'results' }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  useDocumentTitle(title);
  return (
    <div className="pb-16">
      <PageHeader title={title} description={t(`pages.${page}.description`)} />
      <p className="mx-4 max-w-xl rounded-card border border-dashed sm:mx-auto border-line bg-surface px-6 py-5 text-center text-muted">
        {t('pages.comingSoon')}
      </p>
    </div>
  );
}
