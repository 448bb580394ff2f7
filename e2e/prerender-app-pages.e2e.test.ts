/**
 * The app pages whose first screen needs no one's data are pre-rendered too (issue 22,
 * `PRERENDERED_APP_PAGES`): the question page at its first question, the photo step, the sign-in
 * and sign-up forms, the account page's heading and empty profile form, the plans with their
 * pictures, the payment result's thanks. Each is readable with JavaScript turned off, in the
 * language of its URL, and the app takes it over in place and works, including what a visitor did
 * before it had started (a file chosen, a password typed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOCALES, type Locale } from '@skinsight/shared/locales';
import { localizedPath, PAGES } from '@skinsight/shared/routes';
import { PLAN_IDS } from '@skinsight/shared/commerce';
import { baseUrl, holdAppScript, launchBrowser, newPage } from './browser.ts';

const CAT = path.join(import.meta.dirname, 'fixtures/cat-no-face.png');
const ui = (locale: Locale) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../apps/web/src/locales/${locale}/ui.json`), 'utf8')) as {
    photo: { title: string; continueWith: string };
    signup: { title: string };
    account: { title: string };
    plans: { title: string; success: { title: string } };
    unsubscribe: { title: string; working: string };
    checkout: { success: { title: string } };
    forgot: { title: string; submit: string; sent: string };
    reset: { title: string; expired: string; newPassword: string };
    feedback: { title: string };
    signin: { title: string; email: string };
    questionnaire: { questionOf: string };
    common: { loading: string };
  };
type Translated = Record<Locale, string>;
const content = JSON.parse(
  fs.readFileSync(
    path.join(import.meta.dirname, '../apps/server/src/modules/questionnaire-content/questionnaire-content.json'),
    'utf8',
  ),
) as { questions: { text: Translated; why: Translated; options: { text: Translated }[] }[] };
const firstQuestion = content.questions[0]!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Remembers the server's heading before the app starts, to check that hydration kept the same element. */
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
    }),
  );
}
const headingKept = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('main h1'),
  );

describe('pre-rendered app pages', () => {
  it('shows each first screen with JavaScript turned off, in every language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    for (const locale of LOCALES) {
      const t = ui(locale);
      const headings: [string, string][] = [
        [PAGES.photo, t.photo.title],
        [PAGES.signup, t.signup.title],
        [PAGES.signin, t.signin.title],
        [PAGES.account, t.account.title],
        [PAGES.proUpgrade, t.plans.title],
        [PAGES.paymentSuccess, t.checkout.success.title],
        [PAGES.forgotPassword, t.forgot.title],
        [`${PAGES.resetPassword}?token=from-the-link`, t.reset.title],
        [PAGES.survey, t.feedback.title],
        [`${PAGES.unsubscribe}?token=from-the-mail`, t.unsubscribe.title],
        [PAGES.subscriptionSuccess, t.plans.success.title],
      ];
      for (const [pagePath, heading] of headings) {
        await page.goto(localizedPath(locale, pagePath));
        expect(await page.locator('main h1').innerText(), `${locale} ${pagePath}`).toBe(heading);
      }
      // The unsubscribe page says what it is doing; the app does it (a GET changes nothing).
      await page.goto(`${localizedPath(locale, PAGES.unsubscribe)}?token=from-the-mail`);
      expect(await page.locator('main').textContent()).toContain(t.unsubscribe.working);
      // The plans: each card's picture is there before the catalogue (no price is).
      await page.goto(localizedPath(locale, PAGES.proUpgrade));
      for (const id of PLAN_IDS) expect(await page.locator(`img[src="/plans/${id}.svg"]`).count()).toBe(1);
      // The first question, its reason and its answers, in the URL's language.
      await page.goto(localizedPath(locale, PAGES.question));
      const main = page.locator('main');
      expect(await main.getByRole('heading', { name: firstQuestion.text[locale] }).count(), locale).toBe(1);
      expect(await main.innerText()).toContain(firstQuestion.why[locale]);
      for (const option of firstQuestion.options) expect(await main.innerText()).toContain(option.text[locale]);
      expect(await main.innerText()).toContain(
        t.questionnaire.questionOf.replace('{{current}}', '1').replace('{{total}}', '16'),
      );
      // Until the app has the survey from the server, a spinner, not a progress bar.
      expect(await main.getByRole('status').innerText()).toBe(t.common.loading);
      expect(await main.getByRole('progressbar').count()).toBe(0);
    }
    await context.close();
  });

  for (const locale of ['en', 'de'] as const) {
    const t = ui(locale);

    it(`takes the question page over in place and moves on when an answer is chosen (${locale})`, async () => {
      const { page, context, errors } = await newPage(browser, 'phone');
      await rememberServerHeading(page);
      await page.goto(localizedPath(locale, PAGES.question), { waitUntil: 'networkidle' });
      expect(await headingKept(page)).toBe(true);
      await page.getByText(firstQuestion.options[0]!.text[locale], { exact: true }).click();
      const second = t.questionnaire.questionOf.replace('{{current}}', '2').replace('{{total}}', '16');
      await expect.poll(() => page.locator('main').innerText()).toContain(second);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the spinner while the survey loads, and takes an answer tapped meanwhile once it has (${locale})`, async () => {
      const { page, context, errors } = await newPage(browser, 'phone');
      await rememberServerHeading(page);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/survey/, async (route) => {
        await released;
        await route.fallback();
      });
      await page.goto(localizedPath(locale, PAGES.question));
      const loading = page.getByRole('status').filter({ hasText: t.common.loading });
      expect(await loading.isVisible()).toBe(true);
      await page.getByText(firstQuestion.options[0]!.text[locale], { exact: true }).click();
      expect(await loading.isVisible()).toBe(true);
      release();
      const second = t.questionnaire.questionOf.replace('{{current}}', '2').replace('{{total}}', '16');
      await expect.poll(() => page.locator('main').innerText()).toContain(second);
      expect(await loading.count()).toBe(0);
      expect(await page.getByRole('progressbar').count()).toBe(1);
      expect(await headingKept(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`asks for the survey from the page's head, while the app's code is still on its way (${locale})`, async () => {
      const { page, context, errors } = await newPage(browser, 'phone');
      const surveyRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/survey')) surveyRequests.push(request.url());
      });
      const releaseApp = await holdAppScript(page);
      const asked = page.waitForRequest(/\/api\/survey/, { timeout: 10_000 });
      await page.goto(localizedPath(locale, PAGES.question), { waitUntil: 'commit' });
      // The app's entry script has not arrived, so this request can only come from the HTML.
      expect(new URL((await asked).url()).search).toBe(`?lang=${locale}`);
      await releaseApp();
      await page.getByText(firstQuestion.options[0]!.text[locale], { exact: true }).click();
      const second = t.questionnaire.questionOf.replace('{{current}}', '2').replace('{{total}}', '16');
      await expect.poll(() => page.locator('main').innerText()).toContain(second);
      // The app took the answer the head asked for: the survey crossed the network once.
      expect(surveyRequests).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`keeps a photo chosen on the photo step before the app has started (${locale})`, async () => {
      const { page, context, errors } = await newPage(browser, 'phone');
      await rememberServerHeading(page);
      const release = await holdAppScript(page);
      await page.goto(localizedPath(locale, PAGES.photo));
      await page.locator('input[type=file]').setInputFiles(CAT);
      await release();
      await page.getByRole('button', { name: t.photo.continueWith }).waitFor();
      expect(await headingKept(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`takes the password pages over in place, and sends a reset asked for before the app started (${locale})`, async () => {
      const { page, context, errors } = await newPage(browser, 'phone');
      // A reset link's form; without a token, once the app has read the address, the notice.
      await rememberServerHeading(page);
      await page.goto(`${localizedPath(locale, PAGES.resetPassword)}?token=from-the-link`, {
        waitUntil: 'networkidle',
      });
      expect(await headingKept(page)).toBe(true);
      expect(await page.getByLabel(t.reset.newPassword, { exact: true }).isVisible()).toBe(true);
      await page.goto(localizedPath(locale, PAGES.resetPassword));
      await page.getByText(t.reset.expired).waitFor();
      expect(await page.getByLabel(t.reset.newPassword, { exact: true }).count()).toBe(0);

      // An address typed and sent while the app's code is still on its way is sent once it is there.
      const release = await holdAppScript(page);
      await page.goto(localizedPath(locale, PAGES.forgotPassword));
      await page.getByLabel(t.signin.email).fill(`early-${locale}@example.com`);
      await page.getByRole('button', { name: t.forgot.submit }).click();
      await release();
      await page.getByText(t.forgot.sent).waitFor({ timeout: 30_000 });
      expect(await headingKept(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`keeps a password typed on the sign-up form before the app has started, and speaks of it (${locale})`, async () => {
      const { page, context, errors } = await newPage(browser, 'phone');
      await rememberServerHeading(page);
      const release = await holdAppScript(page);
      await page.goto(localizedPath(locale, PAGES.signup));
      const input = page.getByLabel(locale === 'en' ? 'Password' : 'Passwort', { exact: true });
      await input.fill('secret');
      await release();
      const hint = locale === 'en' ? 'At least 8 characters (2 more)' : 'Mindestens 8 Zeichen (noch 2)';
      await page.getByText(hint).waitFor();
      expect(await input.inputValue()).toBe('secret');
      expect(await headingKept(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
