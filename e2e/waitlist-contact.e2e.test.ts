import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { holdAppScript, launchBrowser, newPage } from './browser.ts';
import { latestMail } from './mail.ts';

/** Where contact messages go (TEAM_EMAIL's default). */
const TEAM_EMAIL = 'team@skinsight.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Fills the contact form, each field found by its label in the page's language. */
async function fillContactForm(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
}

describe('waitlist and contact', () => {
  it('joins the waitlist twice with the same address, with the spec messages', async () => {
    const { page, context } = await newPage(browser, 'phone');
    await page.goto('/');
    const form = page.locator('#waitlist');
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect.poll(() => page.getByText('Please enter your email address.').count()).toBeGreaterThan(0);
    await form.getByLabel('Email').fill('twice@example.com');
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect
      .poll(() => page.getByText('Please agree to our Privacy Policy to proceed.').count())
      .toBeGreaterThan(0);
    await form.getByRole('checkbox').first().check();
    for (let i = 0; i < 2; i++) {
      await form.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect
        .poll(() => page.getByText("You've been added to our waitlist. We'll be in touch soon!").count())
        .toBeGreaterThan(0);
    }
    await context.close();
  });

  it('keeps what was typed when the form is sent before its code has arrived', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await page.goto('/es');
    const form = page.locator('#waitlist');
    // At once after the page arrives: the section below the fold has not hydrated yet.
    await form.getByLabel('Correo electrónico').fill('pronto@example.com');
    await form.getByRole('checkbox').first().check();
    await form.getByRole('button', { name: 'Unirme a la lista' }).click();
    await expect.poll(() => page.getByText('¡Listo!').count()).toBeGreaterThan(0);
    expect(navigations.every((url) => !url.includes('?'))).toBe(true);
    expect(await form.getByLabel('Correo electrónico').inputValue()).toBe('pronto@example.com');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the contact form in French and confirms it on screen', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/fr/contact');
    await fillContactForm(page, {
      Nom: 'Jeanne',
      'E-mail': 'jeanne@example.com',
      Objet: 'Une question',
      Message: 'Bonjour !',
    });
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => page.getByText('Merci pour ton message !').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await latestMail(TEAM_EMAIL))?.text ?? '').toContain('jeanne@example.com');
    await context.close();
  });

  it('keeps a message typed and sent before the app has started, and sends it once it has', async () => {
    const { page, context, errors } = await newPage(browser, 'phone');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    const release = await holdAppScript(page);
    await page.goto('/de/contact');
    await fillContactForm(page, {
      Name: 'Lukas',
      'E-Mail': 'lukas@example.com',
      Betreff: 'Früh geschickt',
      Nachricht: 'Gesendet, bevor die Seite fertig war.',
    });
    await page.getByRole('button', { name: 'Senden' }).click();
    // Nothing is sent the browser's own way (the fields would end up in the address) ...
    await page.waitForTimeout(300);
    expect(navigations.every((url) => !url.includes('?'))).toBe(true);
    expect(await page.getByLabel('Nachricht').inputValue()).toBe('Gesendet, bevor die Seite fertig war.');
    // ... and once the app is there, the message is sent as it was.
    await release();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Danke' }).count()).toBeGreaterThan(0);
    const mail = await latestMail(TEAM_EMAIL);
    expect(mail?.text).toContain('lukas@example.com');
    expect(mail?.subject).toContain('Früh geschickt');
    expect(errors).toEqual([]);
    await context.close();
  });
});
