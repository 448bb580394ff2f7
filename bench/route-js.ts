/**
 * Which JavaScript each page a person sees loads (issue 22): every page of bench/pages.ts in
 * English and German, opened fresh in Chromium at a phone's size (signed in where the page needs
 * it, with the session e2e/session-seed.ts makes through the API), every script response
 * recorded until the network is idle. Sizes are the bytes on the wire (brotli, as the server sends
 * them). Nothing is clicked, so the camera's and the face model's code must not appear.
 * Run: ./run bench -- route-js   Writes results/route-js.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../e2e/browser.ts';
import { ensureWebBuilt, REPO_ROOT, startServer } from '../e2e/server.ts';
import { BENCH_PAGES, pagePath } from './pages.ts';
import { writeReport } from './report.ts';
import { seedSession } from '../e2e/session-seed.ts';

const LOCALES = ['en', 'de'];

type Manifest = Record<string, { file: string; src?: string }>;
const manifest = JSON.parse(
  fs.readFileSync(path.join(REPO_ROOT, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Manifest;
const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]));

ensureWebBuilt();
const server = await startServer();
const browser = await launchBrowser();
const pages: Record<
  string,
  { scripts: number; transferKb: number; chunks: { file: string; source: string; kb: number }[] }
> = {};
try {
  const session = await seedSession(server.baseUrl);
  const cookies = session.cookie.split('; ').map((pair) => {
    const [name, value] = pair.split(/=(.*)/s, 2) as [string, string];
    return { name, value, url: server.baseUrl };
  });
  for (const locale of LOCALES) {
    for (const page of BENCH_PAGES) {
      const url = pagePath(page, locale, session.paymentSuccessQuery);
      const context: BrowserContext = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.baseUrl });
      if (page.signedIn) await context.addCookies(cookies);
      const tab = await context.newPage();
      const seen: Promise<{ file: string; bytes: number }>[] = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        seen.push(
          response
            .request()
            .sizes()
            .then((s) => ({ file: new URL(response.url()).pathname.slice(1), bytes: s.responseBodySize })),
        );
      });
      await tab.goto(url, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(500);
      const chunks = (await Promise.all(seen))
        .map(({ file, bytes }) => ({ file, source: sourceOf.get(file) ?? '?', kb: Math.round(bytes / 102.4) / 10 }))
        .sort((a, b) => b.kb - a.kb);
      const transferKb = Math.round(chunks.reduce((s, c) => s + c.kb, 0) * 10) / 10;
      pages[url.replace(/\?.*/, '')] = { scripts: chunks.length, transferKb, chunks };
      console.log(`${url}: ${chunks.length} scripts, ${transferKb} KB`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

writeReport('route-js', {
  what: 'script responses per page until the network is idle, bytes on the wire (brotli), phone viewport, nothing clicked',
  pages,
  totalKbPerPage: Object.fromEntries(Object.entries(pages).map(([p, r]) => [p, r.transferKb])),
});
