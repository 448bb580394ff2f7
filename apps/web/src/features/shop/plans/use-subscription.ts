/**
 * The signed-in person's plan (GET /api/subscription): which plan, its status, when it renews or
 * ends, and whether the Pro features are unlocked. Shared by the account page, the plans page,
 * the results page and the test billing portal, through one query (lib/query-client.tsx).
 */
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subscriptionResponseSchema, type SubscriptionResponse } from '@skinsight/shared/commerce';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { queryKeys } from '../../../lib/query-client.tsx';

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

/** Options for reading the plan, also used by the page after a payment (which polls it). */
export function useSubscriptionQueryOptions() {
  const auth = useAuth();
  const { i18n } = useTranslation();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const locale = i18n.language;
  return {
    queryKey: queryKeys.subscription(userId ?? '', locale),
    queryFn: () => fetchSubscription(locale),
    enabled: userId !== null,
  };
}

export function useSubscription(): SubscriptionState & {
  reload: () => Promise<void>;
  /** Shows an answer the page already has (the cancel request returns the new state). */
  replace: (data: SubscriptionResponse) => void;
} {
  const client = useQueryClient();
  const options = useSubscriptionQueryOptions();
  const query = useQuery(options);
  const { queryKey } = options;
  const reload = useCallback(() => client.invalidateQueries({ queryKey: ['subscription'] }), [client]);
  const replace = useCallback(
    (data: SubscriptionResponse) => void client.setQueryData(queryKey, data),
    [client, queryKey],
  );
  const state: SubscriptionState = !options.enabled
    ? { status: 'idle', data: null }
    : query.isError
      ? { status: 'error', data: null }
      : query.isSuccess
        ? { status: 'ready', data: query.data }
        : { status: 'loading', data: null };
  if (query.isError) console.warn('subscription: loading failed', query.error);
  return { ...state, reload, replace };
}
