import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { orderResponseSchema, type Order } from '@skinsight/shared/commerce';
import { PAGES } from '@skinsight/shared/routes';
import { pageQueryValue } from '@skinsight/shared/seo';
import { LocalizedLink } from '../../../app/localized.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatMoney } from '../../../lib/money.ts';
import { queryKeys } from '../../../lib/query-client.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { removePurchased } from '../cart/cart-store.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** A pending order is re-read a few times: the provider's confirmation may be a moment behind. */
const RECHECKS = 5;
const RECHECK_MS = 2000;

type OrderState =
  { status: 'none' | 'loading' | 'notFound' | 'error'; order: null } | { status: 'found'; order: Order };

function useOrder(reference: string | null): OrderState {
  const auth = useAuth();
  // An account's order is shown only to that account: wait until the session is known.
  const ready = auth.status !== 'loading';
  const query = useQuery({
    queryKey: queryKeys.order(reference ?? ''),
    queryFn: () =>
      apiRequest(`/api/orders/by-reference/${encodeURIComponent(reference ?? '')}`, orderResponseSchema).then(
        (r) => r.order,
      ),
    enabled: reference !== null && ready,
    // A pending order is read again while the provider's confirmation is on its way, a few times.
    refetchInterval: (q) =>
      q.state.status === 'success' && q.state.data?.status === 'pending' && q.state.dataUpdateCount <= RECHECKS
        ? RECHECK_MS
        : false,
    // Like the loop it replaces: on in a background tab too.
    refetchIntervalInBackground: true,
  });
  if (!reference) return { status: 'none', order: null };
  if (query.isError)
    return {
      status: query.error instanceof ApiError && query.error.code === 'not_found' ? 'notFound' : 'error',
      order: null,
    };
  if (query.data) return { status: 'found', order: query.data };
  return { status: 'loading', order: null };
}

function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <section aria-labelledby="order-heading" className="mt-8 rounded-card border border-line bg-surface p-6 text-left">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-heading" className="text-lg font-semibold">
          {t('checkout.success.order')}
        </h2>
        <p
          data-testid="order-status"
          className={`rounded-full px-3 py-1 text-sm font-medium ${order.status === 'paid' ? 'bg-brand-soft text-brand-strong' : 'bg-canvas text-muted'}`}
        >
          {t(`checkout.orderStatus.${order.status}`)}
        </p>
      </div>
      {order.status === 'pending' && (
        <p className="mt-2 text-sm text-muted" role="status">
          {t('checkout.success.pending')}
        </p>
      )}
      <ul className="mt-4 divide-y divide-line">
        {order.items.map((item) => (
          <li key={item.productId} className="flex justify-between gap-4 py-2.5">
            <span>
              {item.name} <span className="whitespace-nowrap text-muted">× {item.quantity}</span>
            </span>
            <span className="tabular-nums">{money(item.unitCents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid gap-1.5 border-t border-line pt-3 tabular-nums">
        {order.shippingCents > 0 && (
          <>
            <div className="flex justify-between gap-4 text-sm">
              <dt className="text-muted">{t('cart.subtotal')}</dt>
              <dd>{money(order.subtotalCents)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-sm">
              <dt className="text-muted">{t('cart.shipping')}</dt>
              <dd>{money(order.shippingCents)}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between gap-4 text-lg font-semibold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="order-total">{money(order.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

const LOADING_ORDER = { status: 'loading', order: null } as const;

export function PaymentSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.success.title'));
  const [params] = useSearchParams();
  const reference = pageQueryValue(params, 'session_id');
  const read = useOrder(reference);
  // The page is pre-rendered without its address's query (the order's reference): it shows the
  // order as loading, and so does the browser's first render, which takes that HTML over. A page
  // the server drew for the signed-in person (decision 039) shows their order: the app starts
  // from it.
  const afterHydration = useHydrated();
  const order = afterHydration || read.status === 'found' ? read : LOADING_ORDER;
  const signedIn = useAuth().status === 'signedIn';

  // What was bought leaves the cart (the server has done the same for an account's cart).
  const paidItems =
    order.status === 'found' && order.order.status === 'paid'
      ? order.order.items.map((i) => i.productId).join(',')
      : '';
  useEffect(() => {
    if (paidItems) void removePurchased(paidItems.split(',')).catch(() => undefined);
  }, [paidItems]);

  return (
    <div className="mx-auto max-w-2xl px-4 pb-16 pt-12 text-center sm:pt-16">
      <div className="mx-auto grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
        <CheckIcon className="size-8" />
      </div>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('checkout.success.title')}
      </h1>
      {/* The thanks are the same for everyone and come with the HTML (pre-rendered, issue 22); the
          e-mail sentence joins them once the order is read. What depends on the order (the
          summary) is shown with the rest: drawn before, the rest was pushed down when it arrived
          (layout shift 0.04-0.2, issue 22). Only the loading state sits below the thanks
          meanwhile, and the page area is a screen high, so nothing drawn moves. */}
      <p className="mt-4 text-lg text-muted">
        {t('checkout.success.description')}
        {/* The server e-mails a confirmation for an account's paid order. */}
        {signedIn && order.status === 'found' && order.order.status === 'paid' && (
          <> {t('checkout.success.emailSent')}</>
        )}
      </p>
      {order.status === 'loading' ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          {reference && (
            <p className="mt-4 text-sm">
              {t('checkout.success.reference')}{' '}
              <code
                className="break-all rounded bg-surface px-2 py-0.5 font-mono text-xs"
                data-testid="order-reference"
              >
                {reference}
              </code>
            </p>
          )}
          {order.status === 'found' && <OrderSummary order={order.order} />}
          {order.status === 'notFound' && <p className="mt-6 text-sm text-muted">{t('checkout.success.notFound')}</p>}
          {order.status === 'error' && <p className="mt-6 text-sm text-muted">{t('checkout.success.loadFailed')}</p>}
          <section
            aria-labelledby="next-steps"
            className="mt-8 rounded-card border border-line bg-brand-soft/50 p-6 text-left"
          >
            <h2 id="next-steps" className="text-lg font-semibold">
              {t('checkout.success.nextTitle')}
            </h2>
            <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm">
              <li>{t('checkout.success.next1')}</li>
              <li>{t('checkout.success.next2')}</li>
              <li>{t('checkout.success.next3')}</li>
            </ol>
          </section>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <LocalizedLink to={PAGES.results}>{t('checkout.success.results')}</LocalizedLink>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <LocalizedLink to={PAGES.home}>{t('checkout.success.home')}</LocalizedLink>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
