/**
 * Server state in the web app goes through TanStack Query: one QueryClient, every read a
 * `useQuery` with a key from `queryKeys`, every change a `useMutation` that invalidates what it
 * changed, and polling as `refetchInterval` (decision 030).
 *
 * The client is provided around each code-split page (app/routes.tsx), not around the whole app:
 * the landing page's first load has no server state and stays within its budget without this
 * library (decision 011). The pre-renderer renders those pages with the same provider; a query
 * never fetches while rendering to HTML (it fetches from an effect, which a server render does not
 * run), so pre-rendered pages show their loading state and fetch once in the browser.
 */
import type { ComponentType, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onAuthStateChange } from './auth.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // As before this library: a failed read shows its error at once (each page has a retry
      // button), and a page reads again when it is opened, not when the window regains focus.
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Another person's answers must never show: everything read is dropped when the person changes.
onAuthStateChange((event) => {
  if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') queryClient.clear();
});

/** The keys of what the web app reads; a user's data carries the user's id. */
export const queryKeys = {
  catalogue: (locale: string) => ['catalogue', locale] as const,
  latestQuestionnaire: (userId: string) => ['questionnaires', userId, 'latest'] as const,
  recommendations: (userId: string) => ['recommendations', userId] as const,
  latestRecommendation: (userId: string) => ['recommendations', userId, 'latest'] as const,
  analysisQueue: (userId: string) => ['analysis-queue', userId] as const,
  proAnalysis: (userId: string, recommendationId: string) =>
    ['recommendations', userId, recommendationId, 'pro'] as const,
  subscription: (userId: string, locale: string) => ['subscription', userId, locale] as const,
  orders: (userId: string) => ['orders', userId] as const,
  order: (reference: string) => ['orders', 'by-reference', reference] as const,
  photos: (userId: string) => ['photos', userId] as const,
  selfieReminders: (userId: string) => ['selfie-reminders', userId] as const,
  statistics: () => ['statistics'] as const,
  shop: () => ['shop'] as const,
  testPayment: (id: string, locale: string) => ['test-payments', id, locale] as const,
};

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A page with the QueryClient around it (app/routes.tsx wraps each code-split page). */
export function withQueryClient(Page: ComponentType): ComponentType {
  return function WithQueryClient() {
    return (
      <QueryProvider>
        <Page />
      </QueryProvider>
    );
  };
}
