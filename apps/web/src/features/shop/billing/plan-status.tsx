import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubscriptionResponse } from '@skinsight/shared/commerce';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { cancelSubscription } from './billing-api.ts';
import { formatDate } from '../../../lib/dates.ts';

export function useLongDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso: string) => formatDate(new Date(iso), i18n.language, 'long');
}

/** Plan, status and the date it renews or ends, as a definition list. */
export function PlanStatus({ data }: { data: SubscriptionResponse }) {
  const { t } = useTranslation();
  const date = useLongDate();
  const sub = data.subscription;
  const rows: [string, string, string][] = [];
  if (sub) {
    rows.push(['plan', t('billing.plan'), sub.planTitle]);
    rows.push(['status', t('billing.statusLabel'), t(`billing.status.${sub.status}`)]);
    if (sub.currentPeriodEnd && sub.status !== 'incomplete') {
      const label = sub.cancelAtPeriodEnd || sub.status === 'canceled' ? t('billing.endsOn') : t('billing.renewsOn');
      rows.push(['date', label, date(sub.currentPeriodEnd)]);
    }
  } else {
    rows.push(['plan', t('billing.plan'), data.pro ? t('billing.proUnlocked') : t('billing.freePlan')]);
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid="plan-status">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-semibold" data-field={key}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Cancel subscription' in one click: it ends with the paid period, and says until when Pro stays. */
export function CancelSubscriptionButton({ onCancelled }: { onCancelled: (data: SubscriptionResponse) => void }) {
  const { t, i18n } = useTranslation();
  const date = useLongDate();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelSubscription(i18n.language),
    onSuccess: (data) => {
      // The answer is the plan as it now is: shown at once, and read again in other languages.
      onCancelled(data);
      void client.invalidateQueries({ queryKey: ['subscription'], refetchType: 'none' });
      const end = data.subscription?.currentPeriodEnd;
      toast({
        title: t('billing.cancelled.title'),
        description: end ? t('billing.cancelled.until', { date: date(end) }) : undefined,
      });
    },
    onError: (error) =>
      toast({ title: t('billing.cancelFailed'), description: apiErrorMessage(t, error), variant: 'destructive' }),
  });
  const cancelling = cancel.isPending;
  return (
    <Button variant="secondary" onClick={() => cancel.mutate()} disabled={cancelling} className="text-danger">
      {cancelling ? t('checkout.processing') : t('billing.cancel')}
    </Button>
  );
}
