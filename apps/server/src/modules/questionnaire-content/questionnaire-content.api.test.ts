import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, and, count } from 'drizzle-orm';
import { LOCALES, surveyResponseSchema, type SurveyItem } from '@skinsight/shared';
import { survey } from '../../db/schema.ts';
import { createTestApp, readError, type TestContext } from '../../testing/index.ts';
import { seedQuestionnaireContent } from './questionnaire-content-service.ts';
import { readQuestionnaireContent, surveyItemsOf } from './questionnaire-content.ts';

const QUESTION_IDS = [
  'gender',
  'location',
  'age',
  'skinType',
  'skinConcerns',
  'sunExposure',
  'sunscreenUse',
  'smoking',
  'alcoholConsumption',
  'waterIntake',
  'sleep',
  'diet',
  'skincareRoutine',
  'screenTime',
  'stressLevel',
  'familyHistory',
];

describe('GET /api/survey', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getQuestionnaireContent = async (lang: string) => {
    const res = await t.app.request(`/api/survey?lang=${lang}`);
    expect(res.status).toBe(200);
    return { res, body: surveyResponseSchema.parse(await res.json()) };
  };

  it('returns the 16 questions of the spec, in order, each with a why text', async () => {
    const { body } = await getQuestionnaireContent('en');
    const questions = body.items.filter((i) => i.itemType === 'question');
    expect(questions.map((q) => q.questionId)).toEqual(QUESTION_IDS);
    expect(questions.map((q) => q.questionNumber)).toEqual(QUESTION_IDS.map((_, i) => i + 1));
    const whys = body.items.filter((i) => i.itemType === 'why');
    expect(whys.map((w) => w.questionId)).toEqual(QUESTION_IDS);
  });

  it('answers what the pre-renderer reads from the content file, in every language', async () => {
    for (const locale of LOCALES) {
      const { body } = await getQuestionnaireContent(locale);
      expect(body.items).toEqual(surveyItemsOf(readQuestionnaireContent(), locale));
    }
  });

  it('orders by question number, then item type, then the options as written', async () => {
    const { body } = await getQuestionnaireContent('en');
    const order = (i: SurveyItem) => [i.questionNumber, i.itemType] as const;
    for (let k = 1; k < body.items.length; k++) {
      const [n0, t0] = order(body.items[k - 1]!);
      const [n1, t1] = order(body.items[k]!);
      expect(n0 < n1 || (n0 === n1 && t0 <= t1)).toBe(true);
    }
    const skinType = body.items.filter((i) => i.questionId === 'skinType' && i.itemType === 'option');
    expect(skinType.map((o) => o.key)).toEqual(['oily', 'dry', 'combination', 'normal', 'sensitive', 'not_sure']);
    const concerns = body.items.filter((i) => i.questionId === 'skinConcerns' && i.itemType === 'option');
    expect(concerns).toHaveLength(8);
    // Text questions have no options.
    expect(body.items.filter((i) => ['location', 'age'].includes(i.questionId) && i.itemType === 'option')).toEqual([]);
  });

  it('answers in each language, with cache headers', async () => {
    const texts = new Map<string, string>();
    for (const lang of LOCALES) {
      const { res, body } = await getQuestionnaireContent(lang);
      expect(body.locale).toBe(lang);
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const gender = body.items.find((i) => i.questionId === 'gender' && i.itemType === 'question')!;
      expect(gender.text.length).toBeGreaterThan(3);
      texts.set(lang, gender.text);
    }
    expect(new Set(texts.values()).size).toBe(4);
  });

  it('falls back to English where a translation is empty', async () => {
    const where = and(eq(survey.questionId, 'smoking'), eq(survey.itemType, 'question'));
    const [before] = await t.database.db.select().from(survey).where(where);
    await t.database.db.update(survey).set({ de: '' }).where(where);
    try {
      const { body } = await getQuestionnaireContent('de');
      const smoking = body.items.find((i) => i.questionId === 'smoking' && i.itemType === 'question')!;
      expect(smoking.text).toBe(before!.en);
    } finally {
      await t.database.db.update(survey).set({ de: before!.de }).where(where);
    }
  });

  it('refuses an unknown language with a validation error', async () => {
    const res = await t.app.request('/api/survey?lang=it');
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.[0]?.path).toBe('lang');
  });

  it('defaults to English without a language', async () => {
    const res = await t.app.request('/api/survey');
    expect(surveyResponseSchema.parse(await res.json()).locale).toBe('en');
  });

  it('seeds idempotently: a second run adds no rows and restores edited texts', async () => {
    const [{ value: before }] = (await t.database.db.select({ value: count() }).from(survey)) as [{ value: number }];
    await t.database.db.update(survey).set({ fr: 'modifié' }).where(eq(survey.questionId, 'diet'));
    await seedQuestionnaireContent(t.database.db);
    const [{ value: after }] = (await t.database.db.select({ value: count() }).from(survey)) as [{ value: number }];
    expect(after).toBe(before);
    const diet = await t.database.db.select().from(survey).where(eq(survey.questionId, 'diet'));
    expect(diet.every((r) => r.fr !== 'modifié')).toBe(true);
  });
});
