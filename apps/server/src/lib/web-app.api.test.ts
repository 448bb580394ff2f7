import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@skinsight/shared';
import { ORIGIN_PLACEHOLDER, PUBLIC_PAGES, prerenderedFile } from '@skinsight/shared/seo';
import { createTestApp, type TestContext } from '../testing/index.ts';
import { acceptedEncoding } from './web-app.ts';

const BASE = 'https://skinsight.example';

/** A build as apps/web/scripts/prerender.ts leaves it: one file per page, language and prefix. */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-web-'));
const write = (relative: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(webDir, relative)), { recursive: true });
  fs.writeFileSync(path.join(webDir, relative), content);
};
write('index.html', '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
const pageHtml = (page: string, locale: string, prefixed: boolean) =>
  `<!doctype html><html lang="${locale}"><head><link rel="canonical" href="${ORIGIN_PLACEHOLDER}/x"></head>` +
  `<body><div id="root" data-prerendered="${locale}">${page} ${locale} ${prefixed ? 'prefixed' : 'unprefixed'} ${'text '.repeat(300)}</div></body></html>`;
for (const locale of LOCALES) {
  for (const prefixed of [true, false]) {
    for (const page of ['home', 'benefits', 'results', 'notFound'] as const) {
      write(prerenderedFile(page, locale, prefixed), pageHtml(page, locale, prefixed));
    }
  }
}
const script = `console.log("${'a'.repeat(4000)}")`;
write('assets/app-abc123.js', script);
write('assets/app-abc123.js.br', zlib.brotliCompressSync(script));
write('assets/app-abc123.js.gz', zlib.gzipSync(script));

describe('the web app, pre-rendered', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDir, BASE_URL: BASE });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves a prefixed page in the language of its prefix, with absolute URLs of the public base URL', async () => {
    const res = await t.app.request('/de/benefits');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('de');
    const html = await res.text();
    expect(html).toContain('benefits de prefixed');
    expect(html).toContain(`href="${BASE}/x"`);
    expect(html).not.toContain(ORIGIN_PLACEHOLDER);
  });

  it('serves an unprefixed page in the stored language (the cookie), else in English', async () => {
    const english = await t.app.request('/benefits');
    expect(await english.text()).toContain('benefits en unprefixed');
    expect(english.headers.get('vary')).toContain('Cookie');
    const french = await t.app.request('/benefits', { headers: { cookie: 'language=fr' } });
    expect(await french.text()).toContain('benefits fr unprefixed');
    const unknown = await t.app.request('/benefits', { headers: { cookie: 'language=xx' } });
    expect(await unknown.text()).toContain('benefits en unprefixed');
    // The prefix wins over the cookie.
    const prefixed = await t.app.request('/es', { headers: { cookie: 'language=fr' } });
    expect(await prefixed.text()).toContain('home es prefixed');
  });

  it('answers unknown paths with 404 and the not-found page in the language of the URL', async () => {
    const res = await t.app.request('/fr/nope/deeper');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('notFound fr prefixed');
    const unprefixed = await t.app.request('/nope', { headers: { cookie: 'language=de' } });
    expect(unprefixed.status).toBe(404);
    expect(await unprefixed.text()).toContain('notFound de unprefixed');
  });

  it('redirects the short legal paths to the full pages, keeping prefix and query', async () => {
    const terms = await t.app.request('/terms');
    expect(terms.status).toBe(301);
    expect(terms.headers.get('location')).toBe('/terms-of-service');
    const privacy = await t.app.request('/de/privacy?from=signup');
    expect(privacy.headers.get('location')).toBe('/de/privacy-policy?from=signup');
  });

  it('falls back to the shell in the page language for pages the build did not pre-render', async () => {
    const res = await t.app.request('/de/account');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="de"');
  });

  it('compresses pages with brotli or gzip as the browser accepts, and answers 304 to a known ETag', async () => {
    const br = await t.app.request('/en', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('home en prefixed');
    const gz = await t.app.request('/en', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('home en prefixed');
    const plain = await t.app.request('/en');
    expect(plain.headers.get('content-encoding')).toBeNull();

    const etag = br.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/en', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('serves the precompressed file of an asset, with a long cache', async () => {
    const res = await t.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('reads Accept-Encoding with weights', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('sitemap.xml and robots.txt', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDir, BASE_URL: `${BASE}/` });
  });
  afterAll(() => t.close());

  it('lists every public page in every language, with hreflang alternates and absolute URLs', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toHaveLength(PUBLIC_PAGES.length * (LOCALES.length + 1));
    expect(locs).toContain(`${BASE}/de/privacy-policy`);
    expect(locs).toContain(`${BASE}/`);
    expect(locs).toContain(`${BASE}/fr`);
    expect(locs.every((loc) => loc.startsWith(`${BASE}/`) && !loc.startsWith(`${BASE}//`))).toBe(true);
    for (const page of ['/results', '/account', '/statistics', '/cart', '/signin']) {
      expect(
        locs.some((loc) => loc.endsWith(page)),
        page,
      ).toBe(false);
    }
    const benefits = xml.split('<url>').find((entry) => entry.includes(`<loc>${BASE}/es/benefits</loc>`))!;
    for (const hreflang of [...LOCALES, 'x-default']) expect(benefits).toContain(`hreflang="${hreflang}"`);
    expect(benefits).toContain(`hreflang="x-default" href="${BASE}/benefits"`);
  });

  it('keeps crawlers out of the API and personal pages, in every language, and names the sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\n');
    for (const path of [
      '/api/',
      '/results',
      '/de/results',
      '/account',
      '/fr/account',
      '/statistics',
      '/cart',
      '/es/cart',
      '/checkout/',
      '/questionnaire/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/benefits', '/privacy-policy', '/de', '/contact']) {
      expect(
        lines.some((line) => line.startsWith('Disallow:') && path.startsWith(line.slice(10))),
        path,
      ).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
