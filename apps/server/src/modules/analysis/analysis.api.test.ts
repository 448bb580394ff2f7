import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  latestRecommendationResponseSchema,
  photoUploadResponseSchema,
  questionnaireSchema,
  recommendationListResponseSchema,
  signupResponseSchema,
} from '@skinsight/shared';
import { photoConditionsSchema } from '@skinsight/shared/photo-conditions';
import { AnalysisTimeoutError } from '@skinsight/vision';
import { recommendationJsonSchema } from '@skinsight/shared/recommendation';
import { createServices } from '../../boot.ts';
import { createApp } from '../../app.ts';
import { photos, skinRecommendations } from '../../db/schema.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, TestClient, type TestContext } from '../../testing/index.ts';
import { VALID_ANSWERS } from '../../testing/fixtures.ts';
import { analysisJob } from './analysis-job.ts';
import { analyseQuestionnaire } from './analysis-service.ts';

const FIXTURES = path.join(import.meta.dirname, '../photos/test-fixtures');
const face = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'astronaut.png')));
const cat = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'cat-no-face.png')));

async function assessment(t: TestContext, photo: Uint8Array | null, query = '') {
  const client = new TestClient(t.app);
  const { res } = await client.signUp({ locale: 'de' });
  const { user } = signupResponseSchema.parse(await res.json());
  let photoId: string | undefined;
  if (photo) {
    const up = await client.uploadPhoto(photo, 'image/png', query);
    expect(up.status).toBe(201);
    photoId = photoUploadResponseSchema.parse(await up.json()).photoId;
  }
  const saved = questionnaireSchema.parse(
    await (
      await client.request('/api/questionnaires', {
        json: { answers: VALID_ANSWERS, locale: 'de', ...(photoId ? { photoId } : {}) },
      })
    ).json(),
  );
  return { client, user: user!, questionnaire: saved, photoId };
}

describe('the analysis job', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const deps = () => ({ db: t.database.db, storage: t.deps.storage, logger: t.deps.logger });
  /** The recommendation a job stored, and its JSON as the schema reads it. */
  const stored = async (jobId: string) => {
    const [row] = await t.database.db.select().from(skinRecommendations).where(eq(skinRecommendations.jobId, jobId));
    return { row: row!, json: recommendationJsonSchema.parse(row!.recommendationJson) };
  };
  /** A vision analyzer whose every call fails with `error`. */
  const failingVision = (error: Error) => async () => ({ analyze: () => Promise.reject(error), close: async () => {} });

  it('measures the photo and stores a recommendation in the assessment’s language, once per job', async () => {
    const { client, questionnaire, photoId } = await assessment(t, face);
    const id = await analyseQuestionnaire(deps(), questionnaire.id, 'job-face');
    expect(id).toEqual(expect.any(String));
    expect(await analyseQuestionnaire(deps(), questionnaire.id, 'job-face')).toBeNull(); // a retry writes nothing new

    const { recommendations } = recommendationListResponseSchema.parse(
      await (await client.request('/api/recommendations')).json(),
    );
    expect(recommendations).toHaveLength(1);
    expect(recommendations[0]).toMatchObject({ questionnaireId: questionnaire.id, photoId });
    const json = recommendationJsonSchema.parse(recommendations[0]!.recommendationJson);
    expect(json).toMatchObject({ photo_used: true, photo_issue: null, locale: 'de', target_score: 80 });
    expect(json.focus_areas.redness.source).toBe('photo_and_answers');
    expect(json.focus_areas.hydration.source).toBe('answers');
    expect(json.measurements.length).toBeGreaterThanOrEqual(20);
    // The face fixture is too coarse for fine lines: they come from the answers, and the overlay
    // does not show the eye corners (measured only for lines) as measured.
    expect(json.focus_areas.fine_lines.source).toBe('answers');
    const overlay = (recommendations[0]!.recommendationJson as { photo_overlay: { regions: { id: string }[] } })
      .photo_overlay;
    expect(overlay.regions.map((r) => r.id)).toEqual([
      'forehead',
      'nose',
      'cheek_left',
      'cheek_right',
      'chin',
      'under_eye_left',
      'under_eye_right',
    ]);
    // The conditions the photo was taken in, read from what was measured (decision 037): the
    // studio portrait's light read from the whites of its eyes, its scale, its pose.
    const conditions = photoConditionsSchema.parse(
      (recommendations[0]!.recommendationJson as { photo_conditions: unknown }).photo_conditions,
    );
    expect(conditions.light).not.toBeNull();
    expect(conditions.light!.gains[0] * conditions.light!.gains[1] * conditions.light!.gains[2]).toBeCloseTo(1, 2);
    // How precisely it was read, which the comparison with the next photo's light is judged by.
    expect(conditions.light!.noise).toBeGreaterThan(0);
    expect(conditions.exposure.skinLightness).toBeGreaterThan(20);
    expect(conditions.scale.pxPerMm).toBeGreaterThan(0);
    expect(Math.abs(conditions.pose.yawDeg)).toBeLessThan(22);
    // Only through the owner's own list: another account sees none of it.
    const other = new TestClient(t.app);
    await other.signUp();
    const theirs = recommendationListResponseSchema.parse(await (await other.request('/api/recommendations')).json());
    expect(theirs.recommendations).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('photo_conditions');
  }, 60_000);

  it('still gives a result from the answers when the photo fails the quality gate, saying why', async () => {
    const { questionnaire } = await assessment(t, cat);
    await analyseQuestionnaire(deps(), questionnaire.id, 'job-cat');
    const { row, json } = await stored('job-cat');
    expect(json.photo_used).toBe(false);
    expect(json.photo_issue?.reason).toBe('no_face');
    expect(json.photo_issue?.message.length).toBeGreaterThan(10);
    expect(json.focus_areas.redness.source).toBe('answers');
    expect((row.recommendationJson as { photo_conditions: unknown }).photo_conditions).toBeNull();
  }, 60_000);

  it('gives a result from the answers when the photo’s analysis hangs and is stopped, and does not fail the job into a retry', async () => {
    const { questionnaire } = await assessment(t, face);
    // The analyzer's thread stops a call at its time limit with this error (analyzer-thread.ts).
    const hung = failingVision(new AnalysisTimeoutError(120_000));
    const id = await analyseQuestionnaire({ ...deps(), vision: hung }, questionnaire.id, 'job-hung');
    expect(id).toEqual(expect.any(String));
    const { json } = await stored('job-hung');
    expect(json.photo_used).toBe(false);
    expect(json.photo_issue?.reason).toBe('unreadable_image');
    expect(json.focus_areas.redness.source).toBe('answers');
    // Any other failure (a thread that died) is thrown, for the job to retry.
    const died = failingVision(new Error('vision thread stopped (exit code 7)'));
    await expect(analyseQuestionnaire({ ...deps(), vision: died }, questionnaire.id, 'job-died')).rejects.toThrow(
      /exit code 7/,
    );
  }, 60_000);

  it('deletes a photo the person chose not to keep, once it is analysed', async () => {
    const { questionnaire, photoId } = await assessment(t, face, '?keep=false');
    const [before] = await t.database.db.select().from(photos).where(eq(photos.id, photoId!));
    await analyseQuestionnaire(deps(), questionnaire.id, 'job-nokeep');
    expect(await t.database.db.select().from(photos).where(eq(photos.id, photoId!))).toEqual([]);
    expect(await t.deps.storage.get(before!.storageKey)).toBeNull();
    expect((await stored('job-nokeep')).json.photo_used).toBe(true);
  }, 60_000);

  it('runs from the queue: a saved questionnaire gets its recommendation without anyone asking', async () => {
    const working = await createServices(t.config, t.database, createLogger('silent'), {
      workJobs: true,
      handlers: [analysisJob],
    });
    try {
      const app = createApp(working);
      const client = new TestClient(app);
      await client.signUp();
      const res = await client.request('/api/questionnaires', { json: { answers: VALID_ANSWERS } });
      expect(res.status).toBe(201);
      await expect
        .poll(
          async () =>
            latestRecommendationResponseSchema.parse(await (await client.request('/api/recommendations/latest')).json())
              .recommendation,
          { timeout: 20_000, interval: 250 },
        )
        .not.toBeNull();
    } finally {
      await working.jobs.stop();
    }
  }, 30_000);

  it('shows each person only their own recommendations', async () => {
    const alice = await assessment(t, null);
    await analyseQuestionnaire(deps(), alice.questionnaire.id, 'job-alice');
    const bob = new TestClient(t.app);
    await bob.signUp();
    const { recommendations } = recommendationListResponseSchema.parse(
      await (await bob.request('/api/recommendations')).json(),
    );
    expect(recommendations).toEqual([]);
    expect((await new TestClient(t.app).request('/api/recommendations')).status).toBe(401);
  }, 30_000);
});
