/**
 * The order of a person's results: newest assessment first, whichever analysis finished first. A
 * worker takes analyses in batches and two workers run side by side, so an earlier questionnaire's
 * analysis can be written after a later one's; the results page shows the first as the latest.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  latestRecommendationResponseSchema,
  questionnaireSchema,
  recommendationListResponseSchema,
} from '@skinsight/shared';
import { createTestApp, TestClient, type TestContext } from '../../testing/index.ts';
import { VALID_ANSWERS } from '../../testing/fixtures.ts';
import { analyseQuestionnaire } from '../analysis/analysis-service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists the latest assessment first even when an earlier one was analysed after it', async () => {
  const client = new TestClient(t.app);
  expect((await client.signUp()).res.status).toBe(201);
  const submit = async (waterIntake: string) =>
    questionnaireSchema.parse(
      await (
        await client.request('/api/questionnaires', { json: { answers: { ...VALID_ANSWERS, waterIntake } } })
      ).json(),
    );
  const earlier = await submit('under_1l');
  const later = await submit('2_3l');
  const deps = { db: t.database.db, storage: t.deps.storage, logger: t.deps.logger };
  // The later one's analysis finishes first.
  await analyseQuestionnaire(deps, later.id, `job-${later.id}`);
  await analyseQuestionnaire(deps, earlier.id, `job-${earlier.id}`);

  const { recommendations } = recommendationListResponseSchema.parse(
    await (await client.request('/api/recommendations')).json(),
  );
  expect(recommendations.map((r) => r.questionnaireId)).toEqual([later.id, earlier.id]);
  const latest = latestRecommendationResponseSchema.parse(
    await (await client.request('/api/recommendations/latest')).json(),
  );
  expect(latest.recommendation?.questionnaireId).toBe(later.id);

  // A new photo analysed with the latest answers (this week's selfie) comes before them both.
  await analyseQuestionnaire(deps, later.id, `job-again-${later.id}`);
  const again = recommendationListResponseSchema.parse(await (await client.request('/api/recommendations')).json());
  expect(again.recommendations.map((r) => r.questionnaireId)).toEqual([later.id, later.id, earlier.id]);
  expect(again.recommendations[0]!.id).not.toBe(recommendations[0]!.id);
});
