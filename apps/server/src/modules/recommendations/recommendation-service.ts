/**
 * A person's recommendations as the results page reads them: the history, the latest (what the
 * sign-up page polls for), and the Pro analysis of one, computed only while Pro is unlocked.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { proAnalysis } from '@skinsight/engine';
import { recommendationJsonSchema } from '@skinsight/shared/recommendation';
import type { ProAnalysisResponse } from '@skinsight/shared/commerce';
import type { Db } from '../../db/client.ts';
import { questionnaireResponses, skinRecommendations } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { hasPro } from '../commerce/subscription-service.ts';
import { getQuestionnaireContent } from '../questionnaire-content/questionnaire-content-service.ts';

const HISTORY_LIMIT = 20;

/**
 * Newest assessment first: by when its questionnaire was submitted, then by when the analysis was
 * written (a new photo analysed with the same answers, this week's selfie, after the first). Not by
 * when the analysis was written alone: analyses run in batches and on several workers, so an
 * earlier questionnaire's can be written after a later one's, and the results page shows the first
 * as the latest.
 */
const newestAssessmentFirst = [
  desc(sql`coalesce(${questionnaireResponses.createdAt}, ${skinRecommendations.createdAt})`),
  desc(skinRecommendations.createdAt),
];

/** The person's recommendations, newest first (the results page and its history). */
export async function listRecommendations(db: Db, userId: string) {
  const rows = await db
    .select({
      id: skinRecommendations.id,
      questionnaireId: skinRecommendations.questionnaireId,
      photoId: skinRecommendations.photoId,
      recommendation: skinRecommendations.recommendation,
      reportText: skinRecommendations.reportText,
      recommendationJson: skinRecommendations.recommendationJson,
      createdAt: skinRecommendations.createdAt,
    })
    .from(skinRecommendations)
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.id, skinRecommendations.questionnaireId))
    .where(eq(skinRecommendations.userId, userId))
    .orderBy(...newestAssessmentFirst)
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The person's latest recommendation (of the newest assessment), if any. */
export async function latestRecommendation(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: skinRecommendations.id,
      questionnaireId: skinRecommendations.questionnaireId,
      createdAt: skinRecommendations.createdAt,
    })
    .from(skinRecommendations)
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.id, skinRecommendations.questionnaireId))
    .where(eq(skinRecommendations.userId, userId))
    .orderBy(...newestAssessmentFirst)
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/**
 * The Pro analysis of one of the person's recommendations, computed on the server and sent only
 * while Pro is unlocked (an active subscription or a paid Ultra kit): locking it is not a matter
 * of hiding it in the browser.
 */
export async function proAnalysisFor(db: Db, userId: string, recommendationId: string): Promise<ProAnalysisResponse> {
  const [row] = await db
    .select({ json: skinRecommendations.recommendationJson, answers: questionnaireResponses.responses })
    .from(skinRecommendations)
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.id, skinRecommendations.questionnaireId))
    .where(and(eq(skinRecommendations.id, recommendationId), eq(skinRecommendations.userId, userId)));
  if (!row) throw new AppError('not_found', 'There is no such recommendation.');
  if (!(await hasPro(db, userId))) throw new AppError('pro_required', 'This is part of the Pro plan.');
  const recommendation = recommendationJsonSchema.safeParse(row.json);
  if (!recommendation.success) throw new AppError('not_found', 'This recommendation has no analysis yet.');
  const locale = recommendation.data.locale;
  const content = await getQuestionnaireContent(db, locale);
  const answerText = (questionId: string, key: string) =>
    content.find((item) => item.questionId === questionId && item.itemType === 'option' && item.key === key)?.text ??
    key;
  return proAnalysis({ recommendation: recommendation.data, answers: row.answers ?? {}, locale, answerText });
}
