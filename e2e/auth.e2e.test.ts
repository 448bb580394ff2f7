import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, tick } from './browser.ts';
import { firstLink, latestMail } from './mail.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

type Copy = {
  prefix: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  signUp: string;
  signIn: string;
  signOut: string;
  viewResults: string;
  getStarted: string;
  missingFields: string;
  privacyRequired: string;
  invalid: string;
};

const EN: Copy = {
  prefix: '',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  signUp: 'Sign Up',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  viewResults: 'View Results',
  getStarted: 'Get Started',
  missingFields: 'Missing fields',
  privacyRequired: 'Privacy consent required',
  invalid: 'Invalid email or password. Please try again.',
};
const DE: Copy = {
  prefix: '/de',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  password: 'Passwort',
  signUp: 'Registrieren',
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  viewResults: 'Ergebnisse ansehen',
  getStarted: 'Jetzt starten',
  missingFields: 'Fehlende Angaben',
  privacyRequired: 'Einwilligung zum Datenschutz erforderlich',
  invalid: 'E-Mail oder Passwort ist falsch. Bitte versuche es erneut.',
};

async function fillSignup(page: Page, c: Copy, email: string, password: string) {
  await page.getByLabel(c.firstName).fill('Ada');
  await page.getByLabel(c.lastName).fill('Lovelace');
  await page.getByLabel(c.email, { exact: true }).fill(email);
  await page.getByLabel(c.password, { exact: true }).fill(password);
}

const path = (page: Page) => new URL(page.url()).pathname;

describe.each([EN, DE])('accounts in the browser ($prefix)', (c) => {
  it('signs up, follows the signed-in state, signs out, and signs in again', async () => {
    const { page, context, errors } = await newPage(browser);
    const email = unique('ada');
    const password = 'a good password';
    await page.goto(`${c.prefix}/signup`);

    await page.getByRole('button', { name: c.signUp, exact: true }).click();
    await expect.poll(() => page.getByText(c.missingFields).count()).toBeGreaterThan(0);

    await fillSignup(page, c, email, password);
    await page.getByRole('button', { name: c.signUp, exact: true }).click();
    await expect.poll(() => page.getByText(c.privacyRequired).count()).toBeGreaterThan(0);
    // The person's work is kept.
    expect(await page.getByLabel(c.email, { exact: true }).inputValue()).toBe(email);

    await tick(page.getByRole('checkbox').first());
    await page.getByRole('button', { name: c.signUp, exact: true }).click();
    await page.waitForURL((url) => url.pathname === (c.prefix || '/'));
    const header = page.locator('header');
    await expect.poll(() => header.getByRole('link', { name: c.viewResults }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: c.signOut }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: c.getStarted }).count()).toBe(0);

    // Signed-in visitors of /signin and /signup go to /results.
    await page.goto(`${c.prefix}/signin`);
    await page.waitForURL((url) => url.pathname === `${c.prefix}/results`);
    await page.goto(`${c.prefix}/signup`);
    await page.waitForURL((url) => url.pathname === `${c.prefix}/results`);

    await header.getByRole('button', { name: c.signOut }).click();
    await page.waitForURL((url) => url.pathname === (c.prefix || '/'));
    await expect.poll(() => header.getByRole('button', { name: c.getStarted }).isVisible()).toBe(true);

    await page.goto(`${c.prefix}/signin`);
    await page.getByLabel(c.email, { exact: true }).fill(email);
    await page.getByLabel(c.password, { exact: true }).fill('not the password');
    await page.getByRole('button', { name: c.signIn, exact: true }).click();
    await expect.poll(() => page.getByText(c.invalid).count()).toBeGreaterThan(0);
    expect(path(page)).toBe(`${c.prefix}/signin`);

    await page.getByLabel(c.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: c.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${c.prefix}/results`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('account pages', () => {
  it('sends a signed-out visitor of /results to sign in with the spec message', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/results');
    await page.waitForURL((url) => url.pathname === '/signin');
    await expect.poll(() => page.getByText('Please sign in to view your results').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows and hides the password', async () => {
    const { page, context } = await newPage(browser, 'phone');
    await page.goto('/signup');
    const input = page.getByLabel('Password', { exact: true });
    await input.fill('secret');
    expect(await input.getAttribute('type')).toBe('password');
    // The form is pre-rendered: a press before the app has started is kept and done once it has.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect.poll(() => input.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await input.getAttribute('type')).toBe('password');
    await context.close();
  });

  it('says under the password field, as the person types, what is missing or how strong it is, in their language', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    for (const [prefix, label, hints] of [
      [
        '',
        'Password',
        [
          'At least 8 characters',
          'At least 8 characters (2 more)',
          'This is one of the most common passwords.',
          'Strength: strong.',
        ],
      ],
      [
        '/de',
        'Passwort',
        [
          'Mindestens 8 Zeichen',
          'Mindestens 8 Zeichen (noch 2)',
          'Das ist eines der häufigsten Passwörter.',
          'Stärke: stark.',
        ],
      ],
    ] as const) {
      await page.goto(`${prefix}/signup`);
      const input = page.getByLabel(label, { exact: true });
      const hint = (text: string) => page.getByText(text, { exact: false }).count();
      await expect.poll(() => hint(hints[0])).toBeGreaterThan(0);
      await input.fill('secret');
      await expect.poll(() => hint(hints[1])).toBeGreaterThan(0);
      await input.fill('password');
      await expect.poll(() => hint(hints[2])).toBeGreaterThan(0);
      await input.fill('a long and private passphrase');
      await expect.poll(() => hint(hints[3])).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password through the e-mail link', async () => {
    const { page, context } = await newPage(browser);
    const email = unique('reset');
    await page.goto('/signup');
    await fillSignup(page, EN, email, 'first password');
    await tick(page.getByRole('checkbox').first());
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => page.locator('header').getByRole('button', { name: 'Get Started' }).isVisible()).toBe(true);

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The page loads on demand: fill its own field, not the sign-in page's.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    const [forgot] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/forgot-password')),
      page.getByRole('button', { name: 'Send reset link' }).click(),
    ]);
    expect(forgot.status(), await forgot.text()).toBe(200);
    await expect.poll(() => page.getByText('If an account exists for this address').count()).toBeGreaterThan(0);

    // The operator's mail CLI, as a person would open the link in their mail program.
    const mail = await latestMail(email);
    expect(mail?.subject).toBeTruthy();
    await page.goto(firstLink(mail!));
    // The link keeps the language the reset was asked for in.
    await page.waitForURL((url) => url.pathname === '/en/reset-password');
    await page.getByLabel('New password').fill('second password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('Your password has been changed').count()).toBeGreaterThan(0);

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('second password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/results');
    await context.close();
  });

  it('changes the name, downloads the data and deletes the account', async () => {
    const { page, context } = await newPage(browser);
    const email = unique('delete');
    await page.goto('/signup');
    await fillSignup(page, EN, email, 'delete me please');
    await tick(page.getByRole('checkbox').first());
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.locator('header').getByRole('link', { name: 'Your account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await expect.poll(() => page.getByText('You have no stored photos.').count()).toBe(1);
    await page.getByLabel('First name').fill('Augusta');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Your changes have been saved.').count()).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^skinsight-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await download.path();
    const bytes = (await import('node:fs')).readFileSync(file);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.toString('latin1')).toContain('profile.json');

    await page.getByLabel('Confirm with your password').fill('wrong');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => page.getByText('The password is not correct.').count()).toBeGreaterThan(0);
    await page.getByLabel('Confirm with your password').fill('delete me please');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('header').getByRole('button', { name: 'Get Started' }).isVisible()).toBe(true);

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('delete me please');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Invalid email or password. Please try again.').count()).toBeGreaterThan(0);
    await context.close();
  });
});
