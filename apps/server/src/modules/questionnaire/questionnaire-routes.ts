import { Hono } from 'hono';
import {
  attachPhotoRequestSchema,
  recordIdSchema,
  saveQuestionnaireRequestSchema,
  type Questionnaire,
} from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { readBody, readParam } from '../../lib/validation.ts';
import { requireUser } from '../auth/session.ts';
import { attachPhoto, latestQuestionnaire, saveQuestionnaire } from './questionnaire-service.ts';

export const questionnaireRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const user = await requireUser(c);
    const body = await readBody(c, saveQuestionnaireRequestSchema);
    const { database, jobs } = c.var.deps;
    const saved = await saveQuestionnaire({ db: database.db, jobs }, user.id, body);
    return c.json(saved satisfies Questionnaire, 201);
  })
  .get('/latest', async (c) => {
    const user = await requireUser(c);
    // Asked for from the results page's head too (a preload, issue 22): never kept by any cache.
    c.header('Cache-Control', 'private, no-store');
    return c.json({ questionnaire: await latestQuestionnaire(c.var.deps.database.db, user.id) });
  })
  .put('/:id/photo', async (c) => {
    const user = await requireUser(c);
    const id = readParam(c, 'id', recordIdSchema, () => new AppError('not_found', 'There is no such questionnaire.'));
    const { photoId } = await readBody(c, attachPhotoRequestSchema);
    const { database, jobs } = c.var.deps;
    return c.json((await attachPhoto({ db: database.db, jobs }, user.id, id, photoId)) satisfies Questionnaire);
  });
