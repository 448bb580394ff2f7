/**
 * The built-in test payment provider's billing portal (/billing/test-portal): where 'Manage
 * billing' leads when no Stripe account is configured. The plan, its renewal or end date, the
 * orders paid, and cancellation, as Stripe's customer portal offers them.
 */
import { useTranslation } from 'react-i18next';
import { PAGES } from '@skinsight/shared/routes';
import { BackLink } from '../../../app/back-link.tsx';
import { useRequireSession } from '../../../app/use-require-session.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isRunning, useSubscription } from '../plans/use-subscription.ts';
import { CancelSubscriptionButton, PlanStatus, useLongDate } from './plan-status.tsx';
import { useOrders } from './use-orders.ts';

function Orders() {
  const { t, i18n } = useTranslation();
  const date = useLongDate();
  const orders = useOrders();
  if (orders === null) return <Spinner label={t('common.loading')} />;
  if (orders === 'error') return <p className="text-sm text-muted">{t('billing.ordersFailed')}</p>;
  if (orders.length === 0) return <p className="text-sm text-muted">{t('billing.noOrders')}</p>;
  return (
    <ul className="divide-y divide-line">
      {orders.map((order) => (
        <li key={order.id} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4" data-testid="portal-order">
          <div>
            <p className="font-medium">
              {order.items.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name)).join(', ')}
            </p>
            <p className="text-sm text-muted">
              {date(order.paidAt ?? order.createdAt)} · {t(`checkout.orderStatus.${order.status}`)}
            </p>
          </div>
          <p className="font-semibold tabular-nums sm:text-right">{formatMoney(order.totalCents, i18n.language)}</p>
        </li>
      ))}
    </ul>
  );
}

export function TestPortalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('billing.portal.title'));
  useRequireSession('subscription');
  const auth = useAuth();
  const subscription = useSubscription();
  if (auth.status !== 'signedIn') return <Spinner label={t('common.loading')} />;
  const data = subscription.data;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 pb-16 pt-6 sm:pt-10">
      <div>
        <BackLink to={PAGES.account} label={t('billing.portal.back')} />
      </div>
      <p className="rounded-card border-2 border-dashed border-score-orange bg-score-orange/10 px-4 py-3 text-sm">
        <strong className="mr-2 inline-block rounded-full bg-score-orange px-3 py-0.5 uppercase tracking-wide">
          {t('checkout.test.banner')}
        </strong>
        {t('billing.portal.testNote')}
      </p>
      <h1 className="font-display text-3xl font-semibold tracking-tight">{t('billing.portal.title')}</h1>
      <section aria-labelledby="portal-plan" className="grid gap-4 rounded-card border border-line bg-surface p-6">
        <h2 id="portal-plan" className="text-lg font-semibold">
          {t('billing.title')}
        </h2>
        {subscription.status === 'error' && <p className="text-sm text-muted">{t('billing.loadFailed')}</p>}
        {subscription.status !== 'ready' && subscription.status !== 'error' && <Spinner label={t('common.loading')} />}
        {data && <PlanStatus data={data} />}
        {data && isRunning(data.subscription) && !data.subscription?.cancelAtPeriodEnd && (
          <div>
            <CancelSubscriptionButton onCancelled={subscription.replace} />
          </div>
        )}
      </section>
      <section aria-labelledby="portal-orders" className="rounded-card border border-line bg-surface p-6">
        <h2 id="portal-orders" className="text-lg font-semibold">
          {t('billing.orders')}
        </h2>
        <div className="mt-2">
          <Orders />
        </div>
      </section>
    </div>
  );
}
