/**
 * A page the server rendered for the signed-in person (decision 039) arrives with the answers it
 * was drawn from: the session and the page's reads (FIRST_SCREEN_READS). The app starts from the
 * same answers, so that hydration finds the same page, and the page asks the server for nothing
 * before its first screen is there. The server renders with this module too (entry-server.tsx).
 */
import {
  latestQuestionnaireResponseSchema,
  recommendationListResponseSchema,
  sessionResponseSchema,
} from '@skinsight/shared/api';
import { cartResponseSchema, orderResponseSchema } from '@skinsight/shared/commerce';
import { isLocale, type Locale } from '@skinsight/shared/locales';
import type { FirstScreenData } from '@skinsight/shared/seo';
import { startCartFrom } from '../features/shop/cart/cart-store.ts';
import { startFromSession } from '../lib/auth.ts';
import { queryClient, queryKeys } from '../lib/query-client.tsx';

/** Puts one read's answer where the page reads it from. */
type Start = () => void;

/**
 * Each read (by its path, or its pattern where its last part names what it reads; its query names
 * the language where the answer depends on it) as the page's own code keeps it: under its query
 * key as its query function gives it, or in its store. Null when the answer is not what the app
 * expects.
 */
const READS: Record<
  string,
  (userId: string, body: unknown, locale: Locale | null, reference: string | null) => Start | null
> = {
  '/api/questionnaires/latest': (userId, body) => {
    const parsed = latestQuestionnaireResponseSchema.safeParse(body);
    return parsed.success
      ? () => queryClient.setQueryData(queryKeys.latestQuestionnaire(userId), parsed.data.questionnaire)
      : null;
  },
  '/api/recommendations': (userId, body) => {
    const parsed = recommendationListResponseSchema.safeParse(body);
    return parsed.success
      ? () => queryClient.setQueryData(queryKeys.recommendations(userId), parsed.data.recommendations)
      : null;
  },
  '/api/orders/by-reference/:reference': (_userId, body, _locale, reference) => {
    const parsed = orderResponseSchema.safeParse(body);
    return parsed.success && reference
      ? () => queryClient.setQueryData(queryKeys.order(reference), parsed.data.order)
      : null;
  },
  '/api/cart': (userId, body, locale) => {
    const parsed = cartResponseSchema.safeParse(body);
    return parsed.success && locale ? () => startCartFrom({ userId, locale, cart: parsed.data }) : null;
  },
};

/**
 * Starts the session and the page's reads from `data`; false (and nothing changed) when any part
 * of it is not what the app expects, or nobody is signed in: then the page is not drawn from it.
 */
export function startFromFirstScreen(data: FirstScreenData): boolean {
  const session = sessionResponseSchema.safeParse(data.session);
  if (!session.success || !session.data.user) return false;
  const userId = session.data.user.id;
  const starts: Start[] = [];
  for (const [path, body] of Object.entries(data.reads)) {
    const url = new URL(path, 'http://first-screen');
    const lang = url.searchParams.get('lang');
    // A read whose last part names what it reads (an order's reference) is found by its pattern.
    const named = /^(\/api\/orders\/by-reference\/)([^/]+)$/.exec(url.pathname);
    const read = named ? READS[`${named[1]}:reference`] : READS[url.pathname];
    const reference = named ? decodeURIComponent(named[2]!) : null;
    const start = read?.(userId, body, isLocale(lang) ? lang : null, reference);
    if (!start) return false;
    starts.push(start);
  }
  startFromSession(session.data);
  for (const start of starts) start();
  return true;
}

/** On the server, after a render: nothing of this person's stays for the next one. */
export function forgetFirstScreen(): void {
  queryClient.clear();
  startCartFrom(null);
  startFromSession(null);
}
