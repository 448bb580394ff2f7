import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { checkoutResponseSchema, type Plan, type PlanId } from '@skinsight/shared/commerce';
import { isLocale } from '@skinsight/shared/locales';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink, useLocalizedPath } from '../../../app/localized.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useCatalogue } from '../../../lib/catalogue.ts';
import { trackEvent } from '../../../lib/track.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePageRestored } from '../../../lib/use-page-restored.ts';
import { followCheckout } from '../checkout/follow-checkout.ts';
import { purchaseFailed } from '../checkout/purchase-failed.ts';
import { useOrders } from '../billing/use-orders.ts';
import { PlanCard, PlanCardsLoading } from './plan-card.tsx';
import { isRunning, useSubscription } from './use-subscription.ts';

/**
 * The plan a person has now: a running subscription, or the one-off Ultra kit once paid (it
 * unlocks Pro without a subscription, so it is found among the paid orders).
 */
function useCurrentPlan(): { planId: PlanId | null; runningSubscription: boolean } {
  const subscription = useSubscription();
  const data = subscription.data;
  const running = data ? isRunning(data.subscription) : false;
  const needsOrders = Boolean(data?.pro) && !running;
  const orders = useOrders({ enabled: needsOrders });
  const kitPaid =
    Array.isArray(orders) &&
    orders.some((o) => o.status === 'paid' && o.items.some((i) => i.productId === 'ultra-kit'));
  if (running && data?.subscription) return { planId: data.subscription.planId, runningSubscription: true };
  return { planId: needsOrders && kitPaid ? 'ultra-kit' : null, runningSubscription: false };
}

function ShieldIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0 text-brand"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" strokeLinejoin="round" />
      <path d="M9 12l2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0 text-brand"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M9.5 14.5l5 5M14.5 14.5l-5 5" strokeLinecap="round" />
    </svg>
  );
}

export function ProUpgradePage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('plans.title'));
  const auth = useAuth();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const catalogue = useCatalogue();
  const current = useCurrentPlan();
  const [processing, setProcessing] = useState<PlanId | null>(null);
  usePageRestored(useCallback(() => setProcessing(null), []));

  async function choose(plan: Plan) {
    if (processing) return;
    if (auth.status !== 'signedIn') {
      // Plans belong to an account: sign in (or up) first, then come back here.
      await navigate(`${localize(PAGES.signin)}?redirect=${encodeURIComponent(pathname)}`);
      return;
    }
    trackEvent('purchase_products_click', { planId: plan.id });
    setProcessing(plan.id);
    try {
      const response = await apiRequest(`/api/plans/${plan.id}/checkout`, checkoutResponseSchema, {
        method: 'POST',
        json: { locale: isLocale(i18n.language) ? i18n.language : 'en' },
      });
      followCheckout(t, response);
    } catch (error) {
      console.warn('plans: checkout failed', error);
      purchaseFailed(t, error);
      setProcessing(null);
    }
  }

  const buttonFor = (plan: Plan) => {
    if (current.planId === plan.id) {
      return (
        <Button variant="secondary" size="lg" disabled>
          {t('plans.currentPlan')}
        </Button>
      );
    }
    // One subscription at a time: another monthly plan is changed from the account's billing.
    if (plan.billing === 'month' && current.runningSubscription) {
      return (
        <>
          <Button variant="secondary" size="lg" disabled>
            {t('plans.subscribe')}
          </Button>
          <p className="text-center text-xs text-muted">
            {t('plans.oneAtATime')}{' '}
            <LocalizedLink to={PAGES.account} className="font-medium text-brand underline">
              {t('plans.manage')}
            </LocalizedLink>
          </p>
        </>
      );
    }
    return (
      <Button
        size="lg"
        variant={plan.mostPopular ? 'primary' : 'secondary'}
        onClick={() => void choose(plan)}
        disabled={processing !== null}
        aria-label={`${plan.billing === 'month' ? t('plans.subscribe') : t('plans.buy')}: ${plan.title}`}
      >
        {processing === plan.id
          ? t('checkout.processing')
          : plan.billing === 'month'
            ? t('plans.subscribe')
            : t('plans.buy')}
      </Button>
    );
  };

  return (
    <div className="pb-16">
      <PageHeader title={t('plans.title')} description={t('plans.description')} />
      {catalogue.status === 'loading' && <PlanCardsLoading label={t('common.loading')} />}
      {catalogue.status === 'error' && (
        <div role="alert" className="mx-auto max-w-md px-4 text-center">
          <p>{t('plans.loadFailed')}</p>
          <Button variant="secondary" className="mt-4" onClick={catalogue.retry}>
            {t('cart.retry')}
          </Button>
        </div>
      )}
      {catalogue.status === 'ready' && (
        <>
          <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-4 md:grid-cols-3 md:gap-6">
            {catalogue.catalogue.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} current={current.planId === plan.id}>
                {buttonFor(plan)}
              </PlanCard>
            ))}
          </div>
          {auth.status === 'signedOut' && (
            <p className="mx-auto mt-6 max-w-xl px-4 text-center text-sm text-muted">{t('plans.signInFirst')}</p>
          )}
        </>
      )}
      {/* Below the plans, so shown with them: drawn while they load, it was pushed down by them when
          they arrived (layout shift 0.29-0.31 in Lighthouse, issue 22). */}
      {catalogue.status !== 'loading' && (
        <ul className="mx-auto mt-10 grid max-w-3xl gap-4 px-4 sm:grid-cols-2">
          <li className="flex gap-3 rounded-card border border-line bg-surface p-5">
            <ShieldIcon />
            <div>
              <p className="font-semibold">{t('plans.guarantee.title')}</p>
              <p className="mt-1 text-sm text-muted">{t('plans.guarantee.text')}</p>
            </div>
          </li>
          <li className="flex gap-3 rounded-card border border-line bg-surface p-5">
            <CalendarIcon />
            <div>
              <p className="font-semibold">{t('plans.cancelAnytime.title')}</p>
              <p className="mt-1 text-sm text-muted">{t('plans.cancelAnytime.text')}</p>
            </div>
          </li>
        </ul>
      )}
    </div>
  );
}
