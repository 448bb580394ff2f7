import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { okResponseSchema } from '@skinsight/shared/api';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Where a reminder e-mail's unsubscribe link leads, signed in or not: the page stops the reminders
 * as soon as it opens (the one click is the link's) and says so. A plain GET of this address
 * changes nothing, so a mail scanner that fetches links does not unsubscribe anyone; the page's
 * script makes the same POST a mail program's unsubscribe button makes (RFC 8058, decision 035).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  // The page is pre-rendered (issue 22), the same HTML for every link: it shows the reminders
  // being stopped, and reads the link's token once the app has taken it over.
  const hydrated = useHydrated();
  const token = params.get('token') ?? '';
  const stop = useMutation({
    mutationFn: () =>
      apiRequest(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, okResponseSchema, {
        method: 'POST',
      }),
  });
  const { mutate } = stop;
  useEffect(() => {
    if (hydrated && token) mutate();
  }, [hydrated, token, mutate]);
  const invalid = (hydrated && !token) || (stop.error instanceof ApiError && stop.error.status === 400);
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center" data-testid="unsubscribe">
      <h1 className="font-display text-3xl font-semibold">{t('unsubscribe.title')}</h1>
      {/* What the link does, in the pre-rendered HTML: the page's largest text from its first paint,
          so the answer that follows (a line or two) is not a later, larger paint (issue 22's LCP). */}
      <p className="text-lg text-muted">{t('unsubscribe.intro')}</p>
      {stop.isSuccess ? (
        <div role="status" className="grid gap-2">
          <p className="text-lg">{t('unsubscribe.done')}</p>
          <p className="text-muted">{t('unsubscribe.doneHint')}</p>
        </div>
      ) : invalid ? (
        <p role="alert" className="text-danger">
          {t('unsubscribe.invalid')}
        </p>
      ) : stop.isError ? (
        <div className="grid justify-items-center gap-3">
          <p role="alert" className="text-danger">
            {t('unsubscribe.failed')}
          </p>
          <Button onClick={() => mutate()}>{t('unsubscribe.retry')}</Button>
        </div>
      ) : (
        <Spinner label={t('unsubscribe.working')} />
      )}
      <Button asChild variant="secondary" className="justify-self-center">
        <LocalizedLink to={PAGES.account}>{t('unsubscribe.account')}</LocalizedLink>
      </Button>
    </div>
  );
}
