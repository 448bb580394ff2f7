import type { TFunction } from 'i18next';
import type { CheckoutResponse } from '@skinsight/shared/commerce';
import { toast } from '../../../components/ui/toast.tsx';

/**
 * How long the spec's 'Redirecting to payment...' toast stays on screen before the page leaves:
 * long enough to be read, short enough not to feel like a wait (the payment page is already known).
 */
export const REDIRECT_NOTICE_MS = 800;

/**
 * Leaves for where the server's checkout answer points: the payment provider's page (with the
 * spec's 'Redirecting to payment...' toast first, shown before the page goes), or /survey while the
 * shop has not launched.
 */
export function followCheckout(t: TFunction, response: CheckoutResponse): void {
  if (response.mode !== 'live') {
    window.location.assign(response.url);
    return;
  }
  toast({ title: t('checkout.redirecting') });
  window.setTimeout(() => window.location.assign(response.url), REDIRECT_NOTICE_MS);
}
