import { Hono } from 'hono';
import { surveyQuerySchema, type SurveyResponse } from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { readQuery } from '../../lib/validation.ts';
import { getQuestionnaireContent } from './questionnaire-content-service.ts';

export const questionnaireContentRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { lang } = readQuery(c, surveyQuerySchema);
  const items = await getQuestionnaireContent(c.var.deps.database.db, lang);
  const body: SurveyResponse = { locale: lang, items };
  // The texts change only with a deploy; a short shared cache keeps the questionnaire instant.
  c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400');
  c.header('Vary', 'Accept-Encoding');
  return c.json(body);
});
