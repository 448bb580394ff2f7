import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../../app.ts';
import { skinRecommendations } from '../../db/schema.ts';
import { requireUser } from '../auth/session.ts';

/** The person's latest recommendation, if any: what the signup page polls for. */
export const recommendationRoutes = new Hono<AppEnv>().get('/latest', async (c) => {
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
