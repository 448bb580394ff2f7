/**
 * The fast slice of the API fuzzer (testing/fuzz.ts): about a thousand hostile requests over
 * every route of the app's own route table, signed out, signed in and as an admin. No input may
 * make a 5xx, and every API error must be in our error shape. The full run (10,000+ requests) is
 * the `fuzz` benchmark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './testing/index.ts';
import { createFuzzApp, describeFinding, routeTable, runFuzz } from './testing/fuzz.ts';

let t: TestContext;
beforeAll(async () => {
  // Behind a proxy, X-Forwarded-For reaches the rate limits' keys: fuzzed too.
  t = await createTestApp({ TRUST_PROXY: 'true' }, { webApp: true });
});
afterAll(() => t.close());

describe('fuzzing every route', () => {
  it('takes the routes from the app itself, the API and the web app alike', () => {
    const routes = routeTable(t.app).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining(['POST /api/contact', 'GET /api/orders/by-reference/:reference', 'ALL /api/*', 'GET /*']),
    );
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers 1,000 hostile requests without a 5xx, every API error in our shape', { timeout: 300_000 }, async () => {
    const app = createFuzzApp(t.deps);
    const report = await runFuzz({ app, deps: t.deps, seed: 16_2026, requests: 1_000 });
    expect(report.findings.map(describeFinding)).toEqual([]);
    expect(report.requests).toBe(1_000);
    expect(Object.keys(report.byRoute)).toHaveLength(routeTable(app).length);
    // Most requests are refused, but not all: plausible requests get through.
    expect(Object.keys(report.statuses).some((s) => Number(s) < 300)).toBe(true);
  });
});
