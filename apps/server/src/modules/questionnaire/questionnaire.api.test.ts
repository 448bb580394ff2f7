import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  latestQuestionnaireResponseSchema,
  questionnaireSchema,
  signupResponseSchema,
  type Answers,
} from '@skinsight/shared';
import { photos, questionnaireResponses } from '../../db/schema.ts';
import { createTestApp, readError, TestClient, type TestContext } from '../../testing/index.ts';
import { VALID_ANSWERS } from '../../testing/fixtures.ts';

async function person(t: TestContext) {
  const client = new TestClient(t.app);
  const { res } = await client.signUp();
  const { user } = signupResponseSchema.parse(await res.json());
  return { client, user: user! };
}

async function analysisJobs(t: TestContext, questionnaireId: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'analysis' and data->>'questionnaireId' = ${questionnaireId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

describe('questionnaires', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const res = await new TestClient(t.app).request('/api/questionnaires', { json: { answers: VALID_ANSWERS } });
    expect(res.status).toBe(401);
  });

  it('saves a complete questionnaire with its main concern and locale, and queues its analysis', async () => {
    const { client, user } = await person(t);
    const res = await client.request('/api/questionnaires', { json: { answers: VALID_ANSWERS, locale: 'de' } });
    expect(res.status).toBe(201);
    const saved = questionnaireSchema.parse(await res.json());
    expect(saved).toMatchObject({ mainConcern: 'enlarged_pores', locale: 'de', photoId: null });
    const [row] = await t.database.db
      .select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.id, saved.id));
    expect(row?.userId).toBe(user.id);
    expect(row?.responses.location).toBe('Vienna');
    expect(await analysisJobs(t, saved.id)).toBe(1);

    const latest = latestQuestionnaireResponseSchema.parse(
      await (await client.request('/api/questionnaires/latest')).json(),
    );
    expect(latest.questionnaire?.id).toBe(saved.id);
  });

  it('refuses invalid answers, even when the form is bypassed, and stores nothing', async () => {
    const { client, user } = await person(t);
    const cases: [Answers, string][] = [
      [{ ...VALID_ANSWERS, gender: 'robot' }, 'answers.gender'],
      [{ ...VALID_ANSWERS, age: '15' }, 'answers.age'],
      [{ ...VALID_ANSWERS, age: 'old' }, 'answers.age'],
      [{ ...VALID_ANSWERS, skinConcerns: [] }, 'answers.skinConcerns'],
      [{ ...VALID_ANSWERS, skinConcerns: 'acne' }, 'answers.skinConcerns'],
      [{ ...VALID_ANSWERS, smoking: ['no'] }, 'answers.smoking'],
      [{ ...VALID_ANSWERS, favouriteColour: 'blue' }, 'answers.favouriteColour'],
      [Object.fromEntries(Object.entries(VALID_ANSWERS).filter(([k]) => k !== 'sleep')), 'answers.sleep'],
    ];
    for (const [answers, path] of cases) {
      const res = await client.request('/api/questionnaires', { json: { answers } });
      expect(res.status, path).toBe(400);
      const error = await readError(res);
      expect(error.code).toBe('validation_failed');
      expect(error.issues?.map((i) => i.path)).toContain(path);
    }
    const wrongShape = await client.request('/api/questionnaires', { json: { answers: 'yes' } });
    expect(wrongShape.status).toBe(400);
    expect(
      await t.database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.userId, user.id)),
    ).toEqual([]);
  });

  it('attaches only the person’s own photo to their own questionnaire', async () => {
    const alice = await person(t);
    const bob = await person(t);
    const [bobPhoto] = await t.database.db
      .insert(photos)
      .values({
        userId: bob.user.id,
        storageKey: `users/${bob.user.id}/p.jpg`,
        contentType: 'image/jpeg',
        width: 1,
        height: 1,
        bytes: 1,
      })
      .returning();
    const [alicePhoto] = await t.database.db
      .insert(photos)
      .values({
        userId: alice.user.id,
        storageKey: `users/${alice.user.id}/p.jpg`,
        contentType: 'image/jpeg',
        width: 1,
        height: 1,
        bytes: 1,
      })
      .returning();

    const stolen = await alice.client.request('/api/questionnaires', {
      json: { answers: VALID_ANSWERS, photoId: bobPhoto!.id },
    });
    expect(stolen.status).toBe(404);

    const own = questionnaireSchema.parse(
      await (
        await alice.client.request('/api/questionnaires', { json: { answers: VALID_ANSWERS, photoId: alicePhoto!.id } })
      ).json(),
    );
    expect(own.photoId).toBe(alicePhoto!.id);

    // Bob can neither put his photo on Alice's questionnaire nor read her latest one.
    const bobAttach = await bob.client.request(`/api/questionnaires/${own.id}/photo`, {
      method: 'PUT',
      json: { photoId: bobPhoto!.id },
    });
    expect(bobAttach.status).toBe(404);
    const bobLatest = latestQuestionnaireResponseSchema.parse(
      await (await bob.client.request('/api/questionnaires/latest')).json(),
    );
    expect(bobLatest.questionnaire).toBeNull();

    // A new photo on the same questionnaire queues a new analysis.
    const plain = questionnaireSchema.parse(
      await (await alice.client.request('/api/questionnaires', { json: { answers: VALID_ANSWERS } })).json(),
    );
    const attach = await alice.client.request(`/api/questionnaires/${plain.id}/photo`, {
      method: 'PUT',
      json: { photoId: alicePhoto!.id },
    });
    expect(attach.status).toBe(200);
    expect(await analysisJobs(t, plain.id)).toBe(2);
    expect(
      (
        await alice.client.request('/api/questionnaires/not-a-uuid/photo', {
          method: 'PUT',
          json: { photoId: alicePhoto!.id },
        })
      ).status,
    ).toBe(404);
  });

  it('polls for recommendations: none until the analysis writes one', async () => {
    const { client } = await person(t);
    const res = await client.request('/api/recommendations/latest');
    expect(await res.json()).toEqual({ recommendation: null });
  });
});
