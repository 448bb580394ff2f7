import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  photoUploadResponseSchema,
  questionnaireSchema,
  recommendationJsonSchema,
  recommendationListResponseSchema,
} from '@skinsight/shared';
import { checkoutResponseSchema, proAnalysisResponseSchema } from '@skinsight/shared/commerce';
import { questionnaireResponses } from '../../db/schema.ts';
import { createTestApp, readError, TestClient, type TestContext } from '../../testing/index.ts';
import { VALID_ANSWERS } from '../../testing/fixtures.ts';
import { analyseQuestionnaire } from '../analysis/analysis-service.ts';

const face = new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '../photos/test-fixtures/astronaut.png')));

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function analysedAssessment() {
  const client = new TestClient(t.app);
  expect((await client.signUp({ locale: 'de' })).res.status).toBe(201);
  const { photoId } = photoUploadResponseSchema.parse(await (await client.uploadPhoto(face)).json());
  const questionnaire = questionnaireSchema.parse(
    await (
      await client.request('/api/questionnaires', { json: { answers: VALID_ANSWERS, locale: 'de', photoId } })
    ).json(),
  );
  await analyseQuestionnaire(
    { db: t.database.db, storage: t.deps.storage, logger: t.deps.logger },
    questionnaire.id,
    `job-${questionnaire.id}`,
  );
  const { recommendations } = recommendationListResponseSchema.parse(
    await (await client.request('/api/recommendations')).json(),
  );
  return { client, recommendationId: recommendations[0]?.id ?? '' };
}

it('is sent only while Pro is unlocked, only to the owner, and says what is measured and what is estimated', async () => {
  const alice = await analysedAssessment();
  const bob = await analysedAssessment();
  let res = await alice.client.request(`/api/recommendations/${alice.recommendationId}/pro`);
  expect(res.status).toBe(403);
  expect((await readError(res)).code).toBe('pro_required');

  const { url } = checkoutResponseSchema.parse(
    await (await alice.client.request('/api/plans/pro/checkout', { json: {} })).json(),
  );
  const session = new URL(url, 'http://x').searchParams.get('session');
  await alice.client.request(`/api/test-payments/${session}/pay`, {
    json: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Alice' },
  });

  res = await alice.client.request(`/api/recommendations/${alice.recommendationId}/pro`);
  expect(res.status).toBe(200);
  const { metrics } = proAnalysisResponseSchema.parse(await res.json());
  expect(metrics.map((m) => [m.key, m.basis])).toEqual([
    ['skin_barrier_function', 'photo'],
    ['collagen_density', 'answers'],
    // The 512 px portrait shows about 0.6 px per mm of skin: lines are not measurable there, so
    // that score rests on the answers and says so; colour is measured.
    ['fine_line_analysis', 'answers'],
    ['pigmentation_uniformity', 'photo'],
  ]);
  // In the assessment's language, with the measurements behind each score.
  expect(metrics[1]?.detail).toMatch(/Schätzung, keine Messung/);
  expect(metrics[2]?.evidence.map((e) => e.label)).toEqual(['Wert für feine Linien']);
  expect(metrics[0]?.evidence.map((e) => e.label)).toContain('Rötung der Wangen gegenüber deiner ruhigsten Haut');
  expect(metrics[1]?.evidence.find((e) => e.label === 'Alter')?.value).toBe(String(VALID_ANSWERS.age));

  // Pro is Alice's, and so is her recommendation: Bob gets neither.
  expect((await bob.client.request(`/api/recommendations/${alice.recommendationId}/pro`)).status).toBe(404);
  expect((await alice.client.request(`/api/recommendations/${bob.recommendationId}/pro`)).status).toBe(404);
  expect((await bob.client.request(`/api/recommendations/${bob.recommendationId}/pro`)).status).toBe(403);
  expect((await alice.client.request('/api/recommendations/not-a-uuid/pro')).status).toBe(404);
});

it('a stored result without enough information is served and parsed with its nulls, and its pro analysis gives no score it does not have', async () => {
  const client = new TestClient(t.app);
  expect((await client.signUp({ locale: 'fr' })).res.status).toBe(201);
  const questionnaire = questionnaireSchema.parse(
    await (await client.request('/api/questionnaires', { json: { answers: VALID_ANSWERS, locale: 'fr' } })).json(),
  );
  // The API refuses an incomplete questionnaire; a stored one may still say little (answers
  // 'not sure', questions made optional later). The analysis reads what is stored.
  await t.database.db
    .update(questionnaireResponses)
    .set({ responses: { gender: 'female', location: 'Lyon', skinType: 'not_sure', familyHistory: 'not_sure' } })
    .where(eq(questionnaireResponses.id, questionnaire.id));
  await analyseQuestionnaire(
    { db: t.database.db, storage: t.deps.storage, logger: t.deps.logger },
    questionnaire.id,
    `job-${questionnaire.id}`,
  );

  const { recommendations } = recommendationListResponseSchema.parse(
    await (await client.request('/api/recommendations')).json(),
  );
  const json = recommendationJsonSchema.parse(recommendations[0]?.recommendationJson);
  expect(json.score).toBeNull();
  expect(Object.values(json.focus_areas).map((a) => a.score)).toEqual([null, null, null, null, null, null]);
  expect(json.focus_areas.pores.advice).toMatch(
    /^Pas encore assez d'informations pour un score\. Réponds aux questions sur ton type de peau/,
  );
  expect(json.overview_text).toMatch(/^Il manque encore des informations pour un score de peau global/);

  const { url } = checkoutResponseSchema.parse(
    await (await client.request('/api/plans/pro/checkout', { json: {} })).json(),
  );
  const session = new URL(url, 'http://x').searchParams.get('session');
  await client.request(`/api/test-payments/${session}/pay`, {
    json: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Chloé' },
  });
  const res = await client.request(`/api/recommendations/${recommendations[0]?.id}/pro`);
  expect(res.status).toBe(200);
  const { metrics } = proAnalysisResponseSchema.parse(await res.json());
  expect(metrics.map((m) => m.score)).toEqual([null, null, null, null]);
  expect(metrics.every((m) => m.detail.startsWith('Il manque encore des informations'))).toBe(true);
});
