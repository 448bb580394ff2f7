/** `GET /api/analysis/queue`: the person's latest assessment's place in the analysis queue (the results page's wait). */
import { Hono } from 'hono';
import type { AnalysisQueueResponse } from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../auth/session.ts';
import { analysisQueuePlace } from './analysis-queue.ts';

export const analysisRoutes = new Hono<AppEnv>().get('/queue', async (c) => {
  const user = await requireUser(c);
  const place = await analysisQueuePlace(c.var.deps.database.db, user.id);
  c.header('Cache-Control', 'no-store');
  return c.json(place satisfies AnalysisQueueResponse);
});
