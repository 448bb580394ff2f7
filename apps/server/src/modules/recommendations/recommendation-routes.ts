import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import { proAnalysis } from '@skinsight/engine';
import { recordIdSchema } from '@skinsight/shared/api';
import { recommendationJsonSchema } from '@skinsight/shared/recommendation';
import type { ProAnalysisResponse } from '@skinsight/shared/commerce';
import type { AppEnv } from '../../app-env.ts';
import { questionnaireResponses, skinRecommendations } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { readParam } from '../../lib/validation.ts';
import { requireUser } from '../auth/session.ts';
import { hasPro } from '../commerce/subscription-service.ts';
import { getSurvey } from '../survey/survey-service.ts';

const HISTORY_LIMIT = 20;

export const recommendationRoutes = new Hono<AppEnv>()
  /** The person's recommendations, newest first (the results page and its history). */
  .get('/', async (c) => {
    const user = await requireUser(c);
    const rows = await c.var.deps.database.db
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
      .where(eq(skinRecommendations.userId, user.id))
      .orderBy(desc(skinRecommendations.createdAt))
      .limit(HISTORY_LIMIT);
    c.header('Cache-Control', 'no-store');
    return c.json({ recommendations: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
  })
  /** The person's latest recommendation, if any: what the signup page polls for. */
  .get('/latest', async (c) => {
    const user = await requireUser(c);
    const [row] = await c.var.deps.database.db
      .select({ id: skinRecommendations.id, questionnaireId: skinRecommendations.questionnaireId, createdAt: skinRecommendations.createdAt })
      .from(skinRecommendations)
      .where(eq(skinRecommendations.userId, user.id))
      .orderBy(desc(skinRecommendations.createdAt))
      .limit(1);
    c.header('Cache-Control', 'no-store');
    return c.json({ recommendation: row ? { ...row, createdAt: row.createdAt.toISOString() } : null });
  })
  /**
   * The Pro analysis of one of the person's recommendations, computed on the server and sent only
   * while Pro is unlocked (an active subscription or a paid Ultra kit): locking it is not a
   * matter of hiding it in the browser.
   */
  .get('/:id/pro', async (c) => {
    const user = await requireUser(c);
    const id = readParam(c, 'id', recordIdSchema, () => new AppError('not_found', 'There is no such recommendation.'));
    const { db } = c.var.deps.database;
    const [row] = await db
      .select({ json: skinRecommendations.recommendationJson, answers: questionnaireResponses.responses })
      .from(skinRecommendations)
      .leftJoin(questionnaireResponses, eq(questionnaireResponses.id, skinRecommendations.questionnaireId))
      .where(and(eq(skinRecommendations.id, id), eq(skinRecommendations.userId, user.id)));
    if (!row) throw new AppError('not_found', 'There is no such recommendation.');
    if (!(await hasPro(db, user.id))) throw new AppError('pro_required', 'This is part of the Pro plan.');
    const recommendation = recommendationJsonSchema.safeParse(row.json);
    if (!recommendation.success) throw new AppError('not_found', 'This recommendation has no analysis yet.');
    const locale = recommendation.data.locale;
    const survey = await getSurvey(db, locale);
    const answerText = (questionId: string, key: string) =>
      survey.find((item) => item.questionId === questionId && item.itemType === 'option' && item.key === key)?.text ?? key;
    const body: ProAnalysisResponse = proAnalysis({ recommendation: recommendation.data, answers: row.answers ?? {}, locale, answerText });
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
