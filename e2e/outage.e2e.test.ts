/**
 * A real database outage under a running service: its PostgreSQL server is stopped and started
 * again. People and monitoring hear "unavailable, try again shortly" (503, Retry-After), the web
 * app says so in the person's language and keeps what they typed, and the service recovers by
 * itself, without a restart (decision 015).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser.ts';
import { createPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { startServer, type RunningServer } from './server.ts';

let browser: Browser;
let postgres: PrivatePostgres;
let server: RunningServer;

beforeAll(async () => {
  postgres = await createPrivatePostgres();
  server = await startServer({ env: { DATABASE_URL: postgres.url, JOBS_IN_SERVER: 'true', TRUST_PROXY: 'true' } });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await postgres?.remove();
});

describe('a database outage', () => {
  it('is told as one, keeps what the person typed, and passes without a restart', async () => {
    const { page, context } = await newPage(browser, 'phone', server.baseUrl);
    await page.goto('/de/contact');
    const fields = {
      Name: 'Lena',
      'E-Mail': 'lena@example.com',
      Betreff: 'Ausfall',
      Nachricht: 'Geschrieben, während die Datenbank schlief.',
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);

    await postgres.stop();
    for (const route of ['/api/health', '/api/survey?lang=de', '/api/catalogue']) {
      const res = await fetch(`${server.baseUrl}${route}`);
      expect(res.status, route).toBe(503);
      expect(res.headers.get('retry-after'), route).toBe('10');
    }
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect.poll(() => page.getByText('Der Dienst ist kurz nicht erreichbar.').count()).toBeGreaterThan(0);
    for (const [label, value] of Object.entries(fields)) expect(await page.getByLabel(label).inputValue()).toBe(value);

    await postgres.start();
    await expect.poll(async () => (await fetch(`${server.baseUrl}/api/health`)).status, { timeout: 20_000 }).toBe(200);
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Danke' }).count()).toBeGreaterThan(0);
    expect(server.process.exitCode).toBeNull();
    // No stack traces for an outage: one warning line each.
    expect(server.output()).not.toMatch(/unhandled error/);
    await context.close();
  }, 90_000);
});
