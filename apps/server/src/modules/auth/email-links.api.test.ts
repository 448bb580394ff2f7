/**
 * The links in our e-mails, served by better-auth behind our validation (email-link-routes.ts):
 * a query better-auth would choke on is our 400, and its own errors come in our shape. The links
 * themselves are followed in auth.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readError, type TestContext } from '../../testing/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the e-mail links', () => {
  it('refuses a callback that is not an address of ours, which better-auth turned into a 500', async () => {
    for (const callback of [
      '東京',
      'javascript:alert(1)',
      'https://evil.example/de/results',
      '//evil.example',
      '/\\evil.example',
    ]) {
      const res = await t.app.request(
        `/api/auth/core/verify-email?token=abc&callbackURL=${encodeURIComponent(callback)}`,
      );
      expect(res.status, callback).toBe(400);
      expect((await readError(res)).code).toBe('validation_failed');
    }
    const reset = await t.app.request(
      `/api/auth/core/reset-password/abcdefghijklmnop?callbackURL=${encodeURIComponent('東京')}`,
    );
    expect(reset.status).toBe(400);
  });

  it('sends a wrong token back to our page with the error, or answers it in our shape', async () => {
    const back = await t.app.request('/api/auth/core/verify-email?token=abc&callbackURL=%2Fde%2Fresults', {
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/de/results?error=INVALID_TOKEN');
    const answered = await t.app.request('/api/auth/core/verify-email?token=abc');
    expect(answered.status).toBe(400);
    expect((await readError(answered)).code).toBe('bad_request');
  });

  it('passes nothing else on to better-auth', async () => {
    for (const path of ['/api/auth/core/get-session', '/api/auth/core/reset-password/short', '/api/auth/core/ok']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect((await readError(res)).code).toBe('not_found');
    }
  });
});
