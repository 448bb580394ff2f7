import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createApp } from './app.ts';
import { createTestApp, readError, type TestContext } from './testing/index.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><style>body{margin:0}</style></head><body><div id="root"></div></body></html>',
);
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');

describe('the HTTP application', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/api/health', '/', '/nope']) {
      const res = await t.app.request(url);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      // Our own scripts and the one inline boot script of the pre-rendered pages, by its hash.
      expect(csp).toMatch(/script-src 'self' 'report-sample' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]{43}=';/);
      // No inline style but a page's own stylesheet, by the hash of its text (decision 017).
      const page = url !== '/api/health';
      const styleHash = `'sha256-${createHash('sha256').update('body{margin:0}').digest('base64')}'`;
      expect(csp).toContain(
        page ? `style-src 'self' 'report-sample' ${styleHash};` : "style-src 'self' 'report-sample';",
      );
      // No unsafe source but WebAssembly compilation for the selfie camera's face model (decision 033),
      // which allows no JavaScript eval.
      expect(csp.replace(" 'wasm-unsafe-eval'", '')).not.toContain('unsafe');
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS only over HTTPS, trusting X-Forwarded-Proto only behind a trusted proxy', async () => {
    const direct = await t.app.request('https://skinsight.example/api/health');
    expect(direct.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const untrusted = await t.app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const proxied = createApp({ ...t.deps, config: { ...t.config, trustProxy: 1 } });
    const trusted = await proxied.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(trusted.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('gives every response a request id', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.request('/api/nothing-here', { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await readError(res)).code).toBe('not_found');
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await t.app.request('/api/survey', {
      method: 'POST',
      body: 'x'.repeat(200 * 1024),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(413);
    expect((await readError(res)).code).toBe('payload_too_large');
  });

  it('hides the details of server errors', async () => {
    // A defect (not an outage, which is a 503): the database handle itself is broken.
    const defect = new Proxy(
      {},
      {
        get: () => {
          throw new TypeError('secret detail of a defect');
        },
      },
    );
    const broken = createApp({ ...t.deps, database: { ...t.deps.database, db: defect as never } });
    const res = await broken.request('/api/survey?lang=en');
    expect(res.status).toBe(500);
    expect(await readError(res)).toEqual({
      code: 'internal',
      message: 'Something went wrong. Please try again.',
      requestId: expect.any(String),
    });
  });

  it('serves the web app for every page, in the language of the prefix, and 404 for the rest', async () => {
    const home = await t.app.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const de = await t.app.request('/de/questionnaire/question');
    expect(de.status).toBe(200);
    expect(await de.text()).toContain('<html lang="de"');
    const missing = await t.app.request('/fr/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="fr"');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('logs requests without personal data', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
    );
    const app = createApp({ ...t.deps, logger });
    await app.request('/api/survey?lang=de&email=jane.doe@example.com', {
      headers: { cookie: 'session=secret-token', 'user-agent': 'SecretBrowser/1.0', 'x-forwarded-for': '203.0.113.9' },
    });
    const log = lines.join('');
    expect(log).toContain('"route":"/api/survey"');
    expect(log).toContain('"reqId"');
    for (const secret of ['jane.doe', 'secret-token', 'SecretBrowser', '203.0.113.9'])
      expect(log).not.toContain(secret);
  });
});

describe('the client address behind reverse proxies', () => {
  /** Sends contact messages (limit: 5 an hour per address) with the given X-Forwarded-For values. */
  async function contactStatuses(trustProxy: string, forwardedFor: (i: number) => string): Promise<number[]> {
    const t = await createTestApp({ TRUST_PROXY: trustProxy });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.app.request('http://localhost:3000/api/contact', {
          method: 'POST',
          headers: {
            origin: 'http://localhost:3000',
            'content-type': 'application/json',
            'x-forwarded-for': forwardedFor(i),
          },
          body: JSON.stringify({
            name: 'Mallory',
            email: 'm@example.com',
            subject: 'Hi',
            message: 'Hello',
            locale: 'en',
          }),
        });
        statuses.push(res.status);
      }
      return statuses;
    } finally {
      await t.close();
    }
  }

  it('reads the address the trusted proxy saw, so a caller rotating the header it sends is still limited', async () => {
    // The caller writes any value; the one proxy appends the caller's real address.
    const statuses = await contactStatuses('1', (i) => `10.0.0.${i}, 203.0.113.9`);
    expect(statuses.slice(0, 5).every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('counts the configured number of hops from the right', async () => {
    // Two proxies: the outer one appended the client, the inner one the outer proxy's address.
    const limited = await contactStatuses('2', (i) => `198.51.100.${i}, 203.0.113.9, 192.0.2.1`);
    expect(limited.slice(5)).toEqual([429, 429]);
    // Different clients behind the same two proxies are each their own address.
    const distinct = await contactStatuses('2', (i) => `203.0.113.${i + 1}, 192.0.2.1`);
    expect(distinct.every((s) => s === 200 || s === 201)).toBe(true);
  });

  it('ignores the header without a trusted proxy', async () => {
    // In-process requests have no socket: every request is the same unknown address.
    const statuses = await contactStatuses('false', (i) => `203.0.113.${i + 1}`);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
