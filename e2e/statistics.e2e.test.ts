import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser.ts';
import { REPO_ROOT, startServer, type RunningServer } from './server.ts';

/**
 * Click tracking from real pages (navigator.sendBeacon, as trackEvent sends it) and the admin-only
 * statistics page. A dedicated server with its own data folder: accounts are made, the server is
 * stopped so the admin CLI can grant the role in its embedded database, and started again.
 */
const ADMIN = { email: 'stats-admin@example.com', password: 'admin password 1' };
const PERSON = { email: 'stats-person@example.com', password: 'person password 1' };

let browser: Browser;
let server: RunningServer;
let dataDir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-stats-'));
  const first = await startServer({ dataDir });
  for (const who of [ADMIN, PERSON]) {
    const res = await fetch(`${first.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.baseUrl },
      body: JSON.stringify({ firstName: 'Stat', lastName: 'Tester', ...who, privacyConsent: true }),
    });
    expect(res.status).toBe(201);
  }
  await first.stop();
  const grant = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'apps/server/src/admin-cli.ts'), 'grant', ADMIN.email],
    {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  expect(grant.status, grant.stderr).toBe(0);
  server = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function visitor(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const visit = await newPage(browser, 'desktop', server.baseUrl);
  contexts.push(visit.context);
  return visit;
}

async function signIn(context: BrowserContext, who: { email: string; password: string }) {
  const res = await context.request.post('/api/auth/signin', { data: who });
  expect(res.status()).toBe(200);
}

/** A click as trackEvent sends it: a beacon with the tab's analytics session id from session storage. */
function click(page: Page, eventType: string): Promise<boolean> {
  return page.evaluate((type) => {
    const key = 'analyticsSessionId';
    let id = window.sessionStorage.getItem(key);
    if (!id) {
      id = crypto.randomUUID();
      window.sessionStorage.setItem(key, id);
    }
    return navigator.sendBeacon(
      '/api/events',
      JSON.stringify({ eventType: type, sessionId: id, pageUrl: location.href, eventData: { from: 'e2e' } }),
    );
  }, eventType);
}

const stat = (page: Page, card: string, key: string) =>
  page.getByRole('region', { name: card }).locator(`[data-stat="${key}"]`).textContent();

describe('click statistics', () => {
  it('counts clicks from two visitors and shows them to an admin, refreshed on demand', async () => {
    const admin = await visitor();
    await signIn(admin.context, ADMIN);
    const totals = async () => {
      const res = await admin.context.request.get('/api/statistics');
      const body = (await res.json()) as { rows: { total_count: number }[] };
      return body.rows.map((r) => r.total_count);
    };

    const a = await visitor();
    const b = await visitor();
    await a.page.goto('/');
    await b.page.goto('/de');
    expect(await click(a.page, 'purchase_products_click')).toBe(true);
    expect(await click(a.page, 'purchase_products_click')).toBe(true);
    expect(await click(a.page, 'proceed_to_checkout_click')).toBe(true);
    expect(await click(b.page, 'purchase_products_click')).toBe(true);
    expect(await click(b.page, 'proceed_to_checkout_click')).toBe(true);
    await expect.poll(totals).toEqual([3, 2]);

    await admin.page.goto('/statistics');
    await expect.poll(() => admin.page.getByRole('heading', { name: 'Click statistics' }).count()).toBe(1);
    const purchases = 'Purchase products clicks';
    const checkouts = 'Proceed to checkout clicks';
    await expect.poll(() => stat(admin.page, purchases, 'total')).toBe('3');
    expect(await stat(admin.page, purchases, 'today')).toBe('3');
    expect(await stat(admin.page, purchases, 'week')).toBe('3');
    expect(await stat(admin.page, purchases, 'sessions')).toBe('2');
    expect(await stat(admin.page, checkouts, 'total')).toBe('2');
    expect(await stat(admin.page, checkouts, 'sessions')).toBe('2');
    expect(await admin.page.locator('[data-stat="conversion"]').textContent()).toBe('66.7%');
    await expect
      .poll(() =>
        admin.page
          .getByRole('img', { name: /Daily clicks over the last 30 days: 3 purchase clicks and 2 checkout/ })
          .count(),
      )
      .toBe(1);
    // The day labels under the chart: inside it, and none on top of another.
    const labels = await admin.page.locator('#statistics-chart ~ svg text').evaluateAll((texts) => {
      const chart = texts[0]!.closest('svg')!.getBoundingClientRect();
      return texts.map((t) => {
        const r = t.getBoundingClientRect();
        return { left: r.left - chart.left, right: r.right - chart.left, width: chart.width };
      });
    });
    expect(labels.length).toBeGreaterThanOrEqual(4);
    for (const [i, label] of labels.entries()) {
      expect(label.left).toBeGreaterThanOrEqual(0);
      expect(label.right).toBeLessThanOrEqual(label.width + 0.5);
      if (i > 0) expect(label.left).toBeGreaterThan(labels[i - 1]!.right);
    }

    // More clicks (one from a new tab of visitor B: a new analytics session); the page shows them after Refresh.
    const b2 = await b.context.newPage();
    await b2.goto('/');
    expect(await click(b2, 'purchase_products_click')).toBe(true);
    await expect.poll(totals).toEqual([4, 2]);
    expect(await stat(admin.page, purchases, 'total')).toBe('3');
    await admin.page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => stat(admin.page, purchases, 'total')).toBe('4');
    expect(await stat(admin.page, purchases, 'sessions')).toBe('3');
    expect(await admin.page.locator('[data-stat="conversion"]').textContent()).toBe('50.0%');

    // In German, with the German decimal comma.
    await admin.page.goto('/de/statistics');
    await expect.poll(() => admin.page.locator('[data-stat="conversion"]').textContent()).toBe('50,0 %');

    expect([...admin.errors, ...a.errors, ...b.errors]).toEqual([]);
  });

  it('refuses an ordinary account and sends signed-out visitors to sign in', async () => {
    const person = await visitor();
    await signIn(person.context, PERSON);
    expect((await person.context.request.get('/api/statistics')).status()).toBe(403);
    await person.page.goto('/statistics');
    await expect.poll(() => person.page.getByRole('heading', { name: 'Not allowed' }).count()).toBe(1);
    expect(await person.page.getByText('This page is only for the Skinsight team.').count()).toBe(1);
    expect(await person.page.locator('[data-stat]').count()).toBe(0);

    const stranger = await visitor();
    expect((await stranger.context.request.get('/api/statistics')).status()).toBe(401);
    await stranger.page.goto('/statistics');
    await expect.poll(() => new URL(stranger.page.url()).pathname).toBe('/signin');
    expect(new URL(stranger.page.url()).searchParams.get('redirect')).toBe('/statistics');
    // The statistics page's own words, not the account page's.
    await expect
      .poll(() => stranger.page.getByText('Please sign in with an admin account to view the statistics').count())
      .toBeGreaterThan(0);
    expect([...person.errors]).toEqual([]);
  });
});
