import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestContext } from '../../testing/index.ts';

describe('GET /api/health', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the kind of database', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: testDatabaseKind() });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database is unreachable', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: testDatabaseKind() });
  });
});
