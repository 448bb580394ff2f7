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
  type SessionResponse,
} from '@skinsight/shared/api';
import { cartResponseSchema, orderResponseSchema } from '@skinsight/shared/commerce';
import type { z } from 'zod';
import { isLocale, type Locale } from '@skinsight/shared/locales';
import type { FirstScreenData } from '@skinsight/shared/seo';
import { startCartFrom } from '../features/shop/cart/cart-store.ts';
import { startFromSession } from '../lib/auth.ts';
import { queryClient, queryKeys } from '../lib/query-client.tsx';

/** Puts one read's answer where the page reads it from. */
type Start = () => void;

/** How a read's answer is checked, and kept where the page reads it from. */
type Read = {
  /** The answer as the app's schema gives it, or null when it is not what the app expects. */
  check: (body: unknown) => unknown;
  start: (userId: string, answer: unknown, locale: Locale | null, reference: string | null) => Start | null;
};

/** A read checked with `schema`, whose `start` is given the answer as the schema gives it. */
function readWith<S extends z.ZodType>(
  schema: S,
  start: (userId: string, answer: z.output<S>, locale: Locale | null, reference: string | null) => Start | null,
): Read {
  return {
    check: (body) => {
      const parsed = schema.safeParse(body);
      return parsed.success ? parsed.data : null;
    },
    start: (userId, answer, locale, reference) => start(userId, answer as z.output<S>, locale, reference),
  };
}

/**
 * Each read (by its path, or its pattern where its last part names what it reads; its query names
 * the language where the answer depends on it): how its answer is checked, and how it is kept as
 * the page's own code keeps it, under its query key as its query function gives it or in its store.
 */
const READS: Record<string, Read> = {
  '/api/questionnaires/latest': readWith(
    latestQuestionnaireResponseSchema,
    (userId, answer) => () => queryClient.setQueryData(queryKeys.latestQuestionnaire(userId), answer.questionnaire),
  ),
  '/api/recommendations': readWith(
    recommendationListResponseSchema,
    (userId, answer) => () => queryClient.setQueryData(queryKeys.recommendations(userId), answer.recommendations),
  ),
  '/api/orders/by-reference/:reference': readWith(orderResponseSchema, (_userId, answer, _locale, reference) =>
    reference ? () => queryClient.setQueryData(queryKeys.order(reference), answer.order) : null,
  ),
  '/api/cart': readWith(cartResponseSchema, (userId, answer, locale) =>
    locale ? () => startCartFrom({ userId, locale, cart: answer }) : null,
  ),
};

/** The read a path names, with the language of its query and the reference its last part names. */
function readOf(path: string) {
  const url = new URL(path, 'http://first-screen');
  const lang = url.searchParams.get('lang');
  // A read whose last part names what it reads (an order's reference) is found by its pattern.
  const named = /^(\/api\/orders\/by-reference\/)([^/]+)$/.exec(url.pathname);
  return {
    read: named ? READS[`${named[1]}:reference`] : READS[url.pathname],
    locale: isLocale(lang) ? lang : null,
    reference: named ? decodeURIComponent(named[2]!) : null,
  };
}

/**
 * The session and the reads of `data` as the app's schemas give them (defaults filled in, unknown
 * fields left out); null when any part is not what the app expects, or nobody is signed in.
 */
export function checkFirstScreen(data: FirstScreenData): FirstScreenData | null {
  const session = sessionResponseSchema.safeParse(data.session);
  if (!session.success || !session.data.user) return null;
  const reads: Record<string, unknown> = {};
  for (const [path, body] of Object.entries(data.reads)) {
    const answer = readOf(path).read?.check(body) ?? null;
    if (answer === null) return null;
    reads[path] = answer;
  }
  return { session: session.data, reads };
}

/**
 * Starts the session and the page's reads from `data`; false (and nothing changed) when any part
 * of it is not what the app expects, or nobody is signed in: then the page is not drawn from it.
 *
 * `checked`: the answers are what `checkFirstScreen` gave. The server checks them so before it
 * draws the page and sends them beside it (entry-server.tsx), from the same build as the app's
 * code, so the browser takes them as they are: checking them again built and ran the schemas of
 * the results page's answers in a task of 15-20 ms of a phone's main thread before hydrating
 * (issue 22).
 */
export function startFromFirstScreen(data: FirstScreenData, checked = false): boolean {
  const ready = checked ? data : checkFirstScreen(data);
  const user = (ready?.session as SessionResponse | undefined)?.user;
  if (!ready || !user) return false;
  const starts: Start[] = [];
  for (const [path, answer] of Object.entries(ready.reads)) {
    const { read, locale, reference } = readOf(path);
    const start = read?.start(user.id, answer, locale, reference);
    if (!start) return false;
    starts.push(start);
  }
  startFromSession(ready.session as SessionResponse);
  for (const start of starts) start();
  return true;
}

/** On the server, after a render: nothing of this person's stays for the next one. */
export function forgetFirstScreen(): void {
  queryClient.clear();
  startCartFrom(null);
  startFromSession(null);
}
