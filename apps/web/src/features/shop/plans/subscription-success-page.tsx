import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubscriptionResponse } from '@skinsight/shared/commerce';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../../app/localized.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSubscriptionQueryOptions } from './use-subscription.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { formatDate } from '../../../lib/dates.ts';

/** The Pro benefits (spec sections 6 and 9). */
export const PRO_BENEFITS = ['companion', 'analysis', 'routine', 'products', 'consultation'] as const;

/** A payment provider's notification can arrive a little after the person: look again a few times. */
const RECHECKS = 5;
const RECHECK_MS = 2000;

function usePlanAfterPayment(): SubscriptionResponse | null {
  const { data } = useQuery({
    ...useSubscriptionQueryOptions(),
    // Look again while the plan is still being confirmed, a few times at most; not after a failure.
    refetchInterval: (query) =>
      query.state.status === 'success' &&
      query.state.data?.subscription?.status === 'incomplete' &&
      query.state.dataUpdateCount <= RECHECKS
        ? RECHECK_MS
        : false,
    // Like the loop it replaces: on in a background tab too.
    refetchIntervalInBackground: true,
  });
  return data ?? null;
}

export function SubscriptionSuccessPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('plans.success.title'));
  const plan = usePlanAfterPayment();
  const subscription = plan?.subscription ?? null;
  const date = (iso: string) => formatDate(new Date(iso), i18n.language, 'long');
  return (
    <div className="mx-auto max-w-2xl px-4 pb-16 pt-12 text-center sm:pt-16">
      <div className="mx-auto grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('plans.success.title')}
      </h1>
      <p className="mt-4 text-lg text-muted">{t('plans.success.description')}</p>
      {/* The page is pre-rendered (issue 22) before anyone's plan is known: the plan's line has its
          place (two lines on a phone) from the start, so that nothing below moves when it comes. */}
      <p className="mt-4 min-h-10 text-sm" role="status" data-testid="plan-status">
        {subscription &&
          (subscription.status === 'incomplete'
            ? t('plans.success.confirming')
            : subscription.currentPeriodEnd
              ? t('plans.success.active', { plan: subscription.planTitle, date: date(subscription.currentPeriodEnd) })
              : subscription.planTitle)}
      </p>
      <section aria-labelledby="benefits" className="mt-8 rounded-card border border-line bg-surface p-6 text-left">
        <h2 id="benefits" className="text-lg font-semibold">
          {t('plans.success.benefitsTitle')}
        </h2>
        <ul className="mt-4 grid gap-3">
          {PRO_BENEFITS.map((key) => (
            <li key={key} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>{t(`plans.benefits.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <LocalizedLink to={PAGES.questionnaireStart}>{t('plans.success.startAssessment')}</LocalizedLink>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <LocalizedLink to={PAGES.home}>{t('plans.success.home')}</LocalizedLink>
        </Button>
      </div>
    </div>
  );
}
