import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../../app.ts';
import { skinRecommendations } from '../../db/schema.ts';
import { requireUser } from '../auth/session.ts';

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
  });
