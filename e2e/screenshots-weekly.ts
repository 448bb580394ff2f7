/**
 * Screenshots of the weekly loop (decision 035) in all four languages at phone and desktop size:
 * the results page's "This week's selfie" card and the chart with its 8-week target, the account
 * page's reminder section, and the unsubscribe page (done, and a broken link).
 * Run: node e2e/screenshots-weekly.ts [en de …]  (writes e2e/artifacts/screenshots/weekly-*.png).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@skinsight/shared';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { unsubscribeToken } from '../apps/server/src/modules/reminders/unsubscribe-token.ts';
import { launchBrowser, VIEWPORTS } from './browser.ts';
import { ensureWebBuilt, startServer } from './server.ts';

const SECRET = 'e2e-secret-that-is-long-enough-0123456789';
const out = path.join(import.meta.dirname, 'artifacts/screenshots');
fs.mkdirSync(out, { recursive: true });
ensureWebBuilt();
const server = await startServer({ env: { AUTH_SECRET: SECRET } });
const browser = await launchBrowser();
const face = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/astronaut.png'));
try {
  for (const locale of process.argv.length > 2 ? LOCALES.filter((l) => process.argv.includes(l)) : LOCALES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({
        viewport,
        baseURL: server.baseUrl,
        extraHTTPHeaders: { origin: server.baseUrl },
      });
      const api = context.request;
      const signup = await (
        await api.post('/api/auth/signup', {
          data: {
            firstName: 'Ada',
            lastName: 'L',
            email: `weekly-${locale}-${size}-${Date.now()}@example.com`,
            password: 'a long and private passphrase',
            privacyConsent: true,
            locale,
          },
        })
      ).json();
      const photo = await (
        await api.post('/api/photos', { data: face, headers: { 'content-type': 'image/png' } })
      ).json();
      await api.post('/api/questionnaires', { data: { answers: VALID_ANSWERS, locale, photoId: photo.photoId } });
      const page = await context.newPage();
      await page.goto(`/${locale}/results`);
      await page.getByTestId('overall-score').waitFor({ timeout: 60_000 });
      // The chart first: the toast of the checkbox below would cover it on a phone.
      await page
        .locator('section[aria-labelledby="history-heading"]')
        .screenshot({ path: path.join(out, `weekly-chart-${locale}-${size}.png`) });
      const weekly = page.locator('section[aria-labelledby="weekly-selfie-heading"]');
      await weekly.getByRole('checkbox').check();
      await page.waitForTimeout(600);
      await weekly.screenshot({ path: path.join(out, `weekly-card-${locale}-${size}.png`) });

      await page.goto(`/${locale}/account`);
      const reminders = page.getByTestId('selfie-reminders').locator('xpath=ancestor::section[1]');
      await page.getByTestId('selfie-reminders').getByRole('checkbox').and(page.locator(':enabled')).waitFor();
      await reminders.screenshot({ path: path.join(out, `weekly-account-${locale}-${size}.png`) });

      const signedOut = await browser.newContext({ viewport, baseURL: server.baseUrl });
      const unsubscribe = await signedOut.newPage();
      await unsubscribe.goto(`/${locale}/unsubscribe?token=${unsubscribeToken(SECRET, signup.user.id)}`);
      await unsubscribe.locator('[data-testid="unsubscribe"] [role="status"] p').first().waitFor();
      await unsubscribe.screenshot({ path: path.join(out, `weekly-unsubscribed-${locale}-${size}.png`) });
      await unsubscribe.goto(`/${locale}/unsubscribe?token=broken`);
      await unsubscribe.getByRole('alert').waitFor();
      await unsubscribe.screenshot({ path: path.join(out, `weekly-unsubscribe-invalid-${locale}-${size}.png`) });
      await signedOut.close();
      await context.close();
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
