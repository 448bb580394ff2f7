import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@skinsight/shared/locales';
import { PAGES } from '@skinsight/shared/routes';
import { BackLink } from '../../../app/back-link.tsx';
import { LocalizedLink } from '../../../app/localized.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { trackEvent } from '../../../lib/track.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePageRestored } from '../../../lib/use-page-restored.ts';
import { followCheckout } from '../checkout/follow-checkout.ts';
import { purchaseFailed } from '../checkout/purchase-failed.ts';
import { CartLine } from './cart-line.tsx';
import { removeFromCart, requestCheckout, setCartQuantity, syncCart, useCart } from './cart-store.ts';
import { itemCount } from './local-cart.ts';

export function CartPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('cart.title'));
  const cart = useCart();
  const [checkingOut, setCheckingOut] = useState(false);
  usePageRestored(useCallback(() => setCheckingOut(false), []));
  const money = (cents: number) => formatMoney(cents, i18n.language);

  useEffect(() => trackEvent('cart_view'), []);

  const fail = (error: unknown) => purchaseFailed(t, error);
  const setQuantity = (productId: string, quantity: number) => void setCartQuantity(productId, quantity).catch(fail);
  const remove = (productId: string) => void removeFromCart(productId).catch(fail);

  async function checkout() {
    // Checkout does nothing on an empty cart (spec section 4).
    if (cart.items.length === 0 || checkingOut) return;
    trackEvent('proceed_to_checkout_click', { lines: cart.items.length, quantity: itemCount(cart.items) });
    setCheckingOut(true);
    try {
      followCheckout(t, await requestCheckout(cart.items, isLocale(i18n.language) ? i18n.language : 'en'));
    } catch (error) {
      console.warn('cart: checkout failed', error);
      toast({ title: t('checkout.failed.title'), description: t('checkout.failed.message'), variant: 'destructive' });
      setCheckingOut(false);
      // A product the shop stopped selling is why, at times: show the cart as it is now.
      void syncCart(true).catch(() => undefined);
    }
  }

  const header = (
    <div className="grid gap-4">
      <div>
        <BackLink to={PAGES.results} label={t('cart.backToResults')} />
      </div>
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('cart.title')}</h1>
    </div>
  );

  let body;
  if (cart.items.length === 0 && cart.status !== 'idle' && cart.status !== 'loading' && cart.pending === 0) {
    body = (
      <section className="rounded-card border border-line bg-surface px-6 py-12 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mx-auto size-12 text-brand"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path
            d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.8h7.7a2 2 0 0 0 2-1.6L21 8H6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="10" cy="20" r="1.3" />
          <circle cx="17" cy="20" r="1.3" />
        </svg>
        <h2 className="mt-4 text-xl font-semibold">{t('cart.empty')}</h2>
        <p className="mx-auto mt-2 max-w-md text-muted">{t('cart.emptyText')}</p>
        <Button asChild className="mt-6">
          <LocalizedLink to={PAGES.results}>{t('cart.viewRecommendations')}</LocalizedLink>
        </Button>
      </section>
    );
  } else if (cart.status === 'error' && !cart.priced) {
    body = (
      <section role="alert" className="rounded-card border border-danger/40 bg-surface px-6 py-10 text-center">
        <p>{t('cart.loadFailed')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void syncCart(true).catch(() => undefined)}>
          {t('cart.retry')}
        </Button>
      </section>
    );
  } else if (!cart.priced) {
    body = <Spinner label={t('common.loading')} />;
  } else {
    const priced = cart.priced;
    const quantities = new Map(cart.items.map((item) => [item.productId, item.quantity]));
    const lines = priced.lines.filter((line) => quantities.has(line.id));
    const updating = cart.pending > 0 || cart.status === 'loading';
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="cart-lines" className="rounded-card border border-line bg-surface px-5 sm:px-6">
          <h2 id="cart-lines" className="sr-only">
            {t('cart.products')}
          </h2>
          <ul className="divide-y divide-line">
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                quantity={quantities.get(line.id) ?? line.quantity}
                onQuantity={(quantity) => setQuantity(line.id, quantity)}
                onRemove={() => remove(line.id)}
              />
            ))}
          </ul>
        </section>
        <aside aria-labelledby="order-summary" className="grid gap-5 lg:sticky lg:top-24">
          <section className="rounded-card border border-line bg-surface p-6" aria-busy={updating}>
            <h2 id="order-summary" className="text-lg font-semibold">
              {t('cart.summary')}
            </h2>
            <dl className={`mt-4 grid gap-2 tabular-nums transition-opacity ${updating ? 'opacity-60' : ''}`}>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{t('cart.subtotal')}</dt>
                <dd data-testid="subtotal">{money(priced.subtotalCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{t('cart.shipping')}</dt>
                <dd data-testid="shipping">{money(priced.shippingCents)}</dd>
              </div>
              <div className="mt-2 flex justify-between gap-4 border-t border-line pt-3 text-lg font-semibold">
                <dt>{t('cart.total')}</dt>
                <dd data-testid="total">{money(priced.totalCents)}</dd>
              </div>
            </dl>
            <Button
              className="mt-6 w-full"
              size="lg"
              onClick={() => void checkout()}
              disabled={checkingOut || updating}
            >
              {checkingOut ? t('checkout.processing') : t('cart.checkout')}
            </Button>
            <p className="mt-3 text-center text-xs text-muted">{t('cart.securePayment')}</p>
          </section>
          <section
            aria-labelledby="delivery-info"
            className="rounded-card border border-line bg-brand-soft/60 p-5 text-sm"
          >
            <h2 id="delivery-info" className="flex items-center gap-2 font-semibold">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 text-brand"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" strokeLinejoin="round" />
                <circle cx="7" cy="18" r="1.6" />
                <circle cx="17" cy="18" r="1.6" />
              </svg>
              {t('cart.deliveryTitle')}
            </h2>
            <p className="mt-2">{t('cart.delivery')}</p>
          </section>
        </aside>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-16 pt-6 sm:pt-10">
      {header}
      {body}
    </div>
  );
}
