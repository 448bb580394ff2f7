import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shopResponseSchema, type ShopResponse } from '@skinsight/shared/commerce';
import { PAGES } from '@skinsight/shared/routes';
import { BackLink } from '../../../app/back-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { queryKeys } from '../../../lib/query-client.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FeedbackForm } from './feedback-form.tsx';

/**
 * The spec's embedded feedback form is 800 px high; our own form sits in a box of that height.
 * A class, not a style attribute: the page is pre-rendered and the CSP allows no inline style.
 */
const FORM_HEIGHT_PX = 800;
const FORM_HEIGHT = 'h-[800px]';

export function FeedbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('feedback.title'));
  const shopQuery = useQuery({
    queryKey: queryKeys.shop(),
    queryFn: () => apiRequest('/api/shop', shopResponseSchema),
  });
  // Without the setting, our own form still works.
  useEffect(() => {
    if (shopQuery.error) console.warn('feedback: shop settings failed to load', shopQuery.error);
  }, [shopQuery.error]);
  const shop: ShopResponse | 'error' | null = shopQuery.isError ? 'error' : (shopQuery.data ?? null);
  const externalForm = shop && shop !== 'error' ? shop.surveyFormUrl : null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-16 pt-6 sm:pt-10">
      <div>
        <BackLink to={PAGES.cart} label={t('feedback.backToCart')} />
      </div>
      <header className="grid gap-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('feedback.title')}</h1>
        <p className="rounded-card border border-line bg-brand-soft/60 p-5" role="status">
          <strong className="block font-semibold">{t('feedback.notLaunched.title')}</strong>
          <span className="mt-1 block">{t('feedback.notLaunched.text')}</span>
        </p>
      </header>
      {shop === null ? (
        <Spinner label={t('common.loading')} />
      ) : externalForm ? (
        <iframe
          src={externalForm}
          title={t('feedback.frameTitle')}
          height={FORM_HEIGHT_PX}
          className={cn('w-full rounded-card border border-line bg-surface', FORM_HEIGHT)}
          loading="lazy"
          // The form provider's page needs its scripts and its form; it gets nothing else of ours.
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <section
          aria-labelledby="feedback-heading"
          className={cn('overflow-y-auto rounded-card border border-line bg-surface p-6 sm:p-8', FORM_HEIGHT)}
          data-testid="feedback-box"
        >
          <h2 id="feedback-heading" className="text-xl font-semibold">
            {t('feedback.form.title')}
          </h2>
          <p className="mb-6 mt-1 text-sm text-muted">{t('feedback.form.intro')}</p>
          <FeedbackForm />
        </section>
      )}
    </div>
  );
}
