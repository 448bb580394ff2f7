import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisQueueResponseSchema, questionnaireSchema, signupResponseSchema } from '@skinsight/shared';
import { skinRecommendations } from '../../db/schema.ts';
import { createTestApp, readError, TestClient, type TestContext } from '../../testing/index.ts';
import { VALID_ANSWERS } from '../../testing/fixtures.ts';
import { BACKLOG_FULL_MESSAGE } from '../photos/photo-service.ts';
import { analyseQuestionnaire } from './analysis-service.ts';

const face = new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '../photos/test-fixtures/astronaut.png')));

/** A person who signed up and submitted the questionnaire; no process works the jobs in these tests. */
async function submitted(t: TestContext) {
  const client = new TestClient(t.app);
  const { res } = await client.signUp();
  const { user } = signupResponseSchema.parse(await res.json());
  const saved = questionnaireSchema.parse(
    await (await client.request('/api/questionnaires', { json: { answers: VALID_ANSWERS, locale: 'en' } })).json(),
  );
  return { client, userId: user!.id, questionnaireId: saved.id };
}

const place = async (client: TestClient) => {
  const res = await client.request('/api/analysis/queue');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return analysisQueueResponseSchema.parse(await res.json());
};

const setJobState = (t: TestContext, questionnaireId: string, state: 'active' | 'completed') =>
  t.database.db.execute(
    sql`update pgboss.job set state = ${state}::pgboss.job_state where name = 'analysis' and data->>'questionnaireId' = ${questionnaireId}`,
  );

describe('the place in the analysis queue', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is for signed-in people only, and says so when there is no assessment', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.request('/api/analysis/queue')).status).toBe(401);
    const client = new TestClient(t.app);
    await client.signUp();
    expect(await place(client)).toEqual({ state: 'none', position: null, etaSeconds: null });
  });

  it('counts the assessments ahead in the shared queue, follows a worker taking one, and says done', async () => {
    const first = await submitted(t);
    const second = await submitted(t);
    const third = await submitted(t);
    // No analyses finished yet: a place, but no estimate made up.
    expect(await place(first.client)).toEqual({ state: 'waiting', position: 1, etaSeconds: null });
    expect(await place(second.client)).toEqual({ state: 'waiting', position: 2, etaSeconds: null });
    expect(await place(third.client)).toEqual({ state: 'waiting', position: 3, etaSeconds: null });

    // A worker (any process) takes the first one: the others move up.
    await setJobState(t, first.questionnaireId, 'active');
    expect(await place(first.client)).toEqual({ state: 'analysing', position: null, etaSeconds: null });
    expect(await place(third.client)).toMatchObject({ state: 'waiting', position: 2 });
    const deps = { db: t.database.db, storage: t.deps.storage, logger: t.deps.logger };
    await analyseQuestionnaire(deps, first.questionnaireId, 'job-first');
    await setJobState(t, first.questionnaireId, 'completed');
    expect(await place(first.client)).toEqual({ state: 'done', position: null, etaSeconds: null });
    expect(await place(second.client)).toMatchObject({ state: 'waiting', position: 1 });

    // The estimate comes from the analyses finished lately: six in the last 50 s is one per 10 s.
    for (let k = 1; k <= 5; k++) {
      await t.database.db.insert(skinRecommendations).values({
        userId: first.userId,
        recommendation: 'measured throughput',
        createdAt: new Date(Date.now() - k * 10_000),
      });
    }
    const waitingSecond = await place(second.client);
    const waitingThird = await place(third.client);
    expect(waitingSecond.position).toBe(1);
    expect(waitingThird.position).toBe(2);
    // 6 analyses over about 50 s (the newest is the first person's, a moment ago).
    expect(waitingSecond.etaSeconds).toBeGreaterThanOrEqual(9);
    expect(waitingSecond.etaSeconds).toBeLessThanOrEqual(12);
    expect(waitingThird.etaSeconds).toBeGreaterThanOrEqual(18);
    expect(waitingThird.etaSeconds).toBeLessThanOrEqual(23);
  });
});

describe('a photo upload beyond the configured backlog', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ ANALYSIS_MAX_BACKLOG: '2' });
  });
  afterAll(() => t.close());

  it('is accepted below the backlog, refused with 503 at it, and the questionnaire is still saved', async () => {
    const early = new TestClient(t.app);
    expect((await early.uploadPhoto(face)).status).toBe(201);
    await submitted(t);
    const person = await submitted(t);
    // Two analyses wait: the next photo is refused, before its bytes are read.
    const refused = await person.client.uploadPhoto(face);
    expect(refused.status).toBe(503);
    expect(await readError(refused)).toMatchObject({ code: 'unavailable', message: BACKLOG_FULL_MESSAGE });
    // Nothing the person did is lost: their answers are saved and can be submitted again.
    const again = await person.client.request('/api/questionnaires', {
      json: { answers: VALID_ANSWERS, locale: 'en' },
    });
    expect(again.status).toBe(201);
    // Once the queue has moved, photos are accepted again.
    await t.database.db.execute(sql`update pgboss.job set state = 'completed' where name = 'analysis'`);
    expect((await person.client.uploadPhoto(face)).status).toBe(201);
  });
});
