import type { TFunction } from 'i18next';
import type { CheckoutResponse } from '@skinsight/shared/commerce';
import { toast } from '../../components/ui/toast.tsx';

/**
 * Leaves for where the server's checkout answer points: the payment provider's page (with the
 * spec's 'Redirecting to payment...' toast first), or /survey while the shop has not launched.
 */
export function followCheckout(t: TFunction, response: CheckoutResponse): void {
  if (response.mode === 'live') toast({ title: t('checkout.redirecting') });
  window.location.assign(response.url);
}
