import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../../app/localized.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { openBillingPortal } from './billing-api.ts';
import { CancelSubscriptionButton, PlanStatus, useLongDate } from './plan-status.tsx';
import { isRunning, useSubscription } from '../plans/use-subscription.ts';

/** The account page's plan: which one, until when, the billing portal, cancel, or upgrade. */
export function PlanSection() {
  const { t } = useTranslation();
  const date = useLongDate();
  const subscription = useSubscription();
  const [opening, setOpening] = useState(false);
  if (subscription.status === 'error') {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted">{t('billing.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void subscription.reload()}>
          {t('cart.retry')}
        </Button>
      </div>
    );
  }
  if (subscription.status !== 'ready') return <Spinner label={t('common.loading')} />;
  const data = subscription.data;
  const sub = data.subscription;
  const running = isRunning(sub);

  async function manage() {
    setOpening(true);
    try {
      await openBillingPortal();
    } catch (error) {
      toast({ title: t('billing.portalFailed'), description: apiErrorMessage(t, error), variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  }

  return (
    <div className="grid gap-4">
      <PlanStatus data={data} />
      {running && sub?.cancelAtPeriodEnd && sub.currentPeriodEnd && (
        <p className="text-sm" role="status">
          {t('billing.cancelled.until', { date: date(sub.currentPeriodEnd) })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {sub && (
          <Button variant="secondary" onClick={() => void manage()} disabled={opening}>
            {t('billing.manage')}
          </Button>
        )}
        {running && !sub?.cancelAtPeriodEnd && <CancelSubscriptionButton onCancelled={subscription.replace} />}
        {!running && !data.pro && (
          <Button asChild>
            <LocalizedLink to={PAGES.proUpgrade}>{t('billing.upgrade')}</LocalizedLink>
          </Button>
        )}
      </div>
    </div>
  );
}
