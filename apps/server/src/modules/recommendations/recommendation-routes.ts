import { Hono } from 'hono';
import { recordIdSchema } from '@skinsight/shared/api';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { readParam } from '../../lib/validation.ts';
import { requireUser } from '../auth/session.ts';
import { latestRecommendation, listRecommendations, proAnalysisFor } from './recommendation-service.ts';

export const recommendationRoutes = new Hono<AppEnv>()
  /** The person's recommendations, newest first (the results page and its history). */
  .get('/', async (c) => {
    const user = await requireUser(c);
    const recommendations = await listRecommendations(c.var.deps.database.db, user.id);
    // The results page's HTML asks for it from its head (a preload, issue 22): the person's own,
    // never kept by any cache.
    c.header('Cache-Control', 'private, no-store');
    return c.json({ recommendations });
  })
  /** The person's latest recommendation, if any: what the signup page polls for. */
  .get('/latest', async (c) => {
    const user = await requireUser(c);
    const recommendation = await latestRecommendation(c.var.deps.database.db, user.id);
    c.header('Cache-Control', 'no-store');
    return c.json({ recommendation });
  })
  /** The Pro analysis of one of the person's recommendations (403 pro_required without Pro). */
  .get('/:id/pro', async (c) => {
    const user = await requireUser(c);
    const id = readParam(c, 'id', recordIdSchema, () => new AppError('not_found', 'There is no such recommendation.'));
    const body = await proAnalysisFor(c.var.deps.database.db, user.id, id);
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
