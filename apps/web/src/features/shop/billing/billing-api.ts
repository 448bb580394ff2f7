import {
  portalResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '@skinsight/shared/commerce';
import { apiRequest } from '../../../lib/api-client.ts';

/** Cancels at the end of the paid period, in one step (no survey first: DESIGN.md section 2). */
export function cancelSubscription(locale: string): Promise<SubscriptionResponse> {
  return apiRequest(`/api/subscription/cancel?lang=${encodeURIComponent(locale)}`, subscriptionResponseSchema, {
    method: 'POST',
    json: {},
  });
}

/** The payment provider's billing portal, in a new tab (the spec's customer-portal call). */
export async function openBillingPortal(): Promise<void> {
  const { url } = await apiRequest('/api/subscription/portal', portalResponseSchema, { method: 'POST', json: {} });
  window.open(url, '_blank', 'noopener');
}
