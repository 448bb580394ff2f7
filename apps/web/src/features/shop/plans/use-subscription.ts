/**
 * The signed-in person's plan (GET /api/subscription): which plan, its status, when it renews or
 * ends, and whether the Pro features are unlocked. Shared by the account page, the plans page,
 * the results page and the test billing portal.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionResponseSchema, type SubscriptionResponse } from '@skinsight/shared/commerce';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';

export type SubscriptionState =
  | { status: 'idle' | 'loading'; data: null }
  | { status: 'ready'; data: SubscriptionResponse }
  | { status: 'error'; data: null };

export function fetchSubscription(locale: string): Promise<SubscriptionResponse> {
  return apiRequest(`/api/subscription?lang=${encodeURIComponent(locale)}`, subscriptionResponseSchema);
}

/** Whether a subscription is the one running now (renewing, or cancelled but not yet over). */
export function isRunning(subscription: SubscriptionResponse['subscription']): boolean {
  return subscription !== null && (subscription.status === 'active' || subscription.status === 'past_due');
}

export function useSubscription(): SubscriptionState & {
  reload: () => Promise<void>;
  /** Shows an answer the page already has (the cancel request returns the new state). */
  replace: (data: SubscriptionResponse) => void;
} {
  const auth = useAuth();
  const { i18n } = useTranslation();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const [state, setState] = useState<SubscriptionState>({ status: 'idle', data: null });
  const reload = useCallback(async () => {
    if (!userId) return setState({ status: 'idle', data: null });
    setState((s) => (s.status === 'ready' ? s : { status: 'loading', data: null }));
    try {
      setState({ status: 'ready', data: await fetchSubscription(i18n.language) });
    } catch (error) {
      console.warn('subscription: loading failed', error);
      setState({ status: 'error', data: null });
    }
  }, [userId, i18n.language]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const replace = useCallback((data: SubscriptionResponse) => setState({ status: 'ready', data }), []);
  return { ...state, reload, replace };
}
