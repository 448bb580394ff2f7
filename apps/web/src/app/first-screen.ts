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
import type { FirstScreenData } from '@skinsight/shared/seo';
import { startFromSession } from '../lib/auth.ts';
import { queryClient, queryKeys } from '../lib/query-client.tsx';

type Kept = { key: readonly unknown[]; data: unknown };

/** Each read as the page's own query keeps it: under its key, as its query function gives it. */
const READS: Record<string, (userId: string, body: unknown) => Kept | null> = {
  '/api/questionnaires/latest': (userId, body) => {
    const parsed = latestQuestionnaireResponseSchema.safeParse(body);
    return parsed.success ? { key: queryKeys.latestQuestionnaire(userId), data: parsed.data.questionnaire } : null;
  },
  '/api/recommendations': (userId, body) => {
    const parsed = recommendationListResponseSchema.safeParse(body);
    return parsed.success ? { key: queryKeys.recommendations(userId), data: parsed.data.recommendations } : null;
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
  const kept: Kept[] = [];
  for (const [path, body] of Object.entries(data.reads)) {
    const keep = READS[path]?.(userId, body);
    if (!keep) return false;
    kept.push(keep);
  }
  startFromSession(session.data);
  for (const { key, data: value } of kept) queryClient.setQueryData(key, value);
  return true;
}

/** On the server, after a render: nothing of this person's stays for the next one. */
export function forgetFirstScreen(): void {
  queryClient.clear();
  startFromSession(null);
}
