/**
 * The weekly loop (issue 21 item 4, decision 035) in a real browser: opting in, the reminder job
 * sending a mail in the person's language, its unsubscribe link working signed out, the setting
 * shown as it is afterwards; and "take this week's selfie" leading to a new analysis with a photo,
 * on a chart with the 8-week target.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { baseUrl, launchBrowser, newPage } from './browser.ts';
import { latestMail } from './mail.ts';
import { REPO_ROOT } from './server.ts';

const FACE = path.join(import.meta.dirname, 'fixtures/astronaut.png');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the operator runs: `./run reminders -- send`, through the running server's control socket. */
async function sendReminders(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(REPO_ROOT, 'apps/server/src/reminders-cli.ts'), 'send'],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: process.env.E2E_DATA_DIR ?? '', LOG_LEVEL: 'warn' },
    },
  );
  return stdout;
}

const COPY = {
  de: {
    prefix: '/de',
    label: 'Erinnere mich einmal pro Woche per E-Mail an ein neues Selfie',
    on: 'Die wöchentlichen Erinnerungen sind an.',
    subject: 'Zeit für das Selfie dieser Woche',
    done: 'Erledigt: Du bekommst keine wöchentlichen Selfie-Erinnerungen mehr.',
  },
  es: {
    prefix: '/es',
    label: 'Envíame un correo a la semana para hacerme un selfie nuevo',
    on: 'Los recordatorios semanales están activados.',
    subject: 'Es hora del selfie de esta semana',
    done: 'Hecho: ya no recibirás recordatorios del selfie semanal.',
  },
};

describe('the weekly selfie reminder', () => {
  it.each(Object.entries(COPY))(
    'is opted into on the account page, sent in the person’s language (%s), and stopped by its link signed out',
    async (locale, c) => {
      const { page, context, errors } = await newPage(browser, 'phone');
      const email = `weekly-${locale}-${Date.now()}@example.com`;
      const signup = await context.request.post('/api/auth/signup', {
        headers: { origin: baseUrl() },
        data: {
          firstName: 'Wilma',
          lastName: 'Weekly',
          email,
          password: 'a long and private passphrase',
          privacyConsent: true,
          locale,
        },
      });
      expect(signup.status()).toBe(201);

      await page.goto(`${c.prefix}/account`);
      const box = page.getByLabel(c.label);
      await expect.poll(() => box.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await box.isChecked()).toBe(false);
      // The box shows the choice as soon as the click is handled, not once the save has begun (a
      // controlled box flicked back to empty in between, and a click read then seemed lost).
      expect(await box.evaluate((input: HTMLInputElement) => (input.click(), input.checked))).toBe(true);
      await expect.poll(() => page.getByText(c.on).count()).toBeGreaterThan(0);

      expect(await sendReminders()).toMatch(/reminders sent, 0 failed/);
      const mail = await latestMail(email);
      expect(mail?.subject).toBe(c.subject);
      expect(mail?.locale).toBe(locale);
      expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.text).toContain(`${baseUrl()}${c.prefix}/results`);
      const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail!.text)?.[0];
      expect(link).toBeDefined();

      // A second run the same week sends nothing more to this person.
      await sendReminders();
      expect((await latestMail(email))?.id).toBe(mail!.id);

      // Someone signed out (another browser, say the phone's mail app) follows the link.
      const signedOut = await newPage(browser, 'phone');
      await signedOut.page.goto(link!);
      await expect.poll(() => signedOut.page.getByText(c.done).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(signedOut.errors).toEqual([]);
      await signedOut.context.close();

      // The account page shows the reminders off.
      await page.reload();
      await expect.poll(() => box.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await box.isChecked()).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );

  it('says so when the link is broken, and changes nothing', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/unsubscribe?token=not-a-real-token');
    await expect
      .poll(() => page.getByText('This unsubscribe link is not valid.', { exact: false }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await context.close();
  });
});

describe('this week’s selfie on the results page', () => {
  it('leads to the photo step, analyses the new photo with the same answers, and charts it against the 8-week target', async () => {
    const { page, context, errors } = await newPage(browser);
    const headers = { origin: baseUrl() };
    await page.goto('/en');
    await page.request.post('/api/auth/signup', {
      headers,
      data: {
        firstName: 'Sam',
        lastName: 'Selfie',
        email: `selfie-${Date.now()}@example.com`,
        password: 'a long and private passphrase',
        privacyConsent: true,
        locale: 'en',
      },
    });
    await page.request.post('/api/questionnaires', { headers, data: { answers: VALID_ANSWERS, locale: 'en' } });
    await page.goto('/en/results');
    await expect.poll(() => page.getByTestId('overall-score').isVisible(), { timeout: 30_000 }).toBe(true);
    // One assessment: the chart shows its target week already.
    const target = page.getByTestId('target-week');
    expect(await target.innerText()).toMatch(/^Your 8-week target: a score of 80 by /);
    expect(await page.locator('section[aria-labelledby="history-heading"] svg circle').count()).toBe(1);

    await page.getByRole('button', { name: "Take this week's selfie" }).click();
    await page.waitForURL((url) => url.pathname === '/en/questionnaire/photo');
    await page.locator('input[type=file]').setInputFiles(FACE);
    await page.getByRole('button', { name: 'Continue with photo' }).click();
    await page.waitForURL((url) => url.pathname === '/en/results');
    // Two analyses now (the second with the photo): two points.
    await expect
      .poll(() => page.locator('section[aria-labelledby="history-heading"] svg circle').count(), { timeout: 30_000 })
      .toBe(2);
    expect(await page.getByText('Change since your previous assessment').isVisible()).toBe(true);
    const recs = (await (await page.request.get('/api/recommendations')).json()) as {
      recommendations: { photoId: string | null; questionnaireId: string }[];
    };
    expect(recs.recommendations).toHaveLength(2);
    expect(recs.recommendations[0]!.photoId).not.toBeNull();
    expect(recs.recommendations[0]!.questionnaireId).toBe(recs.recommendations[1]!.questionnaireId);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
