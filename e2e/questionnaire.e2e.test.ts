import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { recommend } from '@skinsight/engine';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { baseUrl, launchBrowser, newPage, signUpThroughApi, tick } from './browser.ts';

const FACE = path.join(import.meta.dirname, 'fixtures/astronaut.png');
const CAT = path.join(import.meta.dirname, 'fixtures/cat-no-face.png');
const ANONYMOUS = [
  {
    prefix: '',
    start: 'Start your free analysis',
    percent: (n: number) => `${n}% completed`,
    previous: 'Previous',
    ageMessage: 'You need to be at least 16',
    completed: 'Questionnaire completed',
    invalidType: 'Please upload an image file',
    withoutPhoto: 'Continue without photo',
    withPhoto: 'Continue with photo',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    signUp: 'Sign Up',
    preparing: 'Preparing your analysis',
    focusAreas: 'Your focus areas',
    photoAlt: 'Your photo with the measured skin regions',
    promo: 'Available with Pro Upgrade',
  },
  {
    prefix: '/de',
    start: 'Starte deine kostenlose Analyse',
    percent: (n: number) => `${n} % abgeschlossen`,
    previous: 'Zurück',
    ageMessage: 'Du musst mindestens 16 Jahre alt sein',
    completed: 'Fragebogen abgeschlossen',
    invalidType: 'Bitte lade eine Bilddatei hoch',
    withoutPhoto: 'Ohne Foto fortfahren',
    withPhoto: 'Mit Foto fortfahren',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    password: 'Passwort',
    signUp: 'Registrieren',
    preparing: 'Deine Analyse wird vorbereitet',
    focusAreas: 'Deine Fokusbereiche',
    photoAlt: 'Dein Foto mit den gemessenen Hautbereichen',
    promo: 'Verfügbar mit dem Pro-Upgrade',
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const questionCounter = (page: Page) => page.getByText(/^(Question|Frage) \d+ (of|von) 16$/);

/** Answers the question on screen like a person would, and says which kind it was. */
async function answerCurrent(page: Page, opts: { age?: string } = {}): Promise<string> {
  const fieldset = page.locator('main fieldset');
  await fieldset.waitFor();
  if (await fieldset.locator('select').count()) {
    await fieldset.locator('select').selectOption({ index: 2 });
    return 'select';
  }
  if (await fieldset.locator('input[type=checkbox]').count()) {
    await fieldset.locator('input[type=checkbox]').nth(0).check();
    await fieldset.locator('input[type=checkbox]').nth(2).check();
    await page
      .locator('main')
      .getByRole('button', { name: /^(Next|Complete|Weiter|Abschließen)$/ })
      .click();
    return 'checkbox';
  }
  const text = fieldset.locator('input');
  if (await text.count()) {
    const id = await text.getAttribute('id');
    await text.fill(id === 'answer-age' ? (opts.age ?? '34') : 'Vienna');
    await text.press('Enter');
    return 'text';
  }
  await fieldset.getByRole('button').first().click();
  return 'radio';
}

async function waitForQuestion(page: Page, n: number) {
  await expect.poll(() => questionCounter(page).innerText(), { timeout: 5000 }).toMatch(new RegExp(` ${n} `));
}

describe('the assessment', () => {
  it.each(ANONYMOUS)(
    'takes an anonymous visitor through 16 questions, a reload, a photo and signup, keeping everything ($prefix)',
    async (c) => {
      const { page, context, errors } = await newPage(browser, 'phone');
      await page.goto(c.prefix || '/');
      await page.getByRole('button', { name: c.start }).first().click();
      await page.waitForURL((url) => url.pathname === `${c.prefix}/questionnaire/question`);
      await waitForQuestion(page, 1);
      expect(await page.getByText(c.percent(0)).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: c.previous }).count()).toBe(0);

      for (let n = 1; n <= 8; n++) {
        await waitForQuestion(page, n);
        if (n === 3) {
          // Age: a number from 16 up, with a clear message otherwise; the answer is kept.
          const input = page.locator('#answer-age');
          await input.fill('15');
          await input.press('Enter');
          await expect.poll(() => page.getByText(c.ageMessage).count()).toBeGreaterThan(0);
        }
        await answerCurrent(page);
      }
      await waitForQuestion(page, 9);
      expect(await page.getByText(c.percent(50)).count()).toBeGreaterThan(0);

      // A reload in the middle keeps every answer and the place.
      await page.reload();
      await waitForQuestion(page, 9);
      await page.getByRole('button', { name: c.previous }).click();
      await waitForQuestion(page, 8);
      expect(await page.locator('main fieldset button[aria-pressed=true]').count()).toBe(1);
      await answerCurrent(page);

      for (let n = 9; n <= 16; n++) {
        await waitForQuestion(page, n);
        await answerCurrent(page);
      }
      await page.waitForURL((url) => url.pathname === `${c.prefix}/questionnaire/photo`);
      await expect.poll(() => page.getByText(c.completed).count()).toBeGreaterThan(0);
      const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingQuestionnaire') ?? '{}'));
      expect(Object.keys(pending)).toHaveLength(16);
      expect(pending.location).toBe('Vienna');

      // A text file is refused in the browser; the face photo is accepted.
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect.poll(() => page.getByText(c.invalidType).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: c.withoutPhoto }).isVisible()).toBe(true);
      await page.locator('input[type=file]').setInputFiles(FACE);
      await page.getByRole('button', { name: c.withPhoto }).click();
      await page.waitForURL((url) => url.pathname === `${c.prefix}/signup`);
      const pendingPhoto = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingPhotoData') ?? 'null'));
      expect(pendingPhoto).toMatchObject({ photoId: expect.any(String), claimToken: expect.any(String) });

      const email = `assess-${c.prefix.slice(1) || 'en'}-${Date.now()}@example.com`;
      await page.getByLabel(c.firstName).fill('Ada');
      await page.getByLabel(c.lastName).fill('Lovelace');
      await page.getByLabel(c.email, { exact: true }).fill(email);
      await page.getByLabel(c.password, { exact: true }).fill('a good password');
      await tick(page.getByRole('checkbox').first());
      await page.getByRole('button', { name: c.signUp, exact: true }).click();
      await expect.poll(() => page.getByText(c.preparing).count()).toBeGreaterThan(0);

      // Saved under the new account: the questionnaire with its photo, and the pending data gone.
      await expect
        .poll(
          async () =>
            (await (await page.request.get('/api/questionnaires/latest')).json()).questionnaire?.photoId ?? null,
          { timeout: 10_000 },
        )
        .toBe(pendingPhoto.photoId);
      const latest = (await (await page.request.get('/api/questionnaires/latest')).json()).questionnaire;
      expect(latest.mainConcern).not.toBe('general');
      expect(
        await page.evaluate(() => [
          localStorage.getItem('pendingQuestionnaire'),
          localStorage.getItem('pendingPhotoData'),
        ]),
      ).toEqual([null, null]);
      const photo = await page.request.get(`/api/photos/${pendingPhoto.photoId}`);
      expect(photo.status()).toBe(200);
      expect(photo.headers()['content-type']).toBe('image/jpeg');

      // Another account cannot fetch it.
      const other = await newPage(browser);
      await other.page.goto('/signup');
      await other.page.getByLabel('First name').fill('Eve');
      await other.page.getByLabel('Last name').fill('Other');
      await other.page.getByLabel('Email', { exact: true }).fill(`other-${Date.now()}@example.com`);
      await other.page.getByLabel('Password', { exact: true }).fill('another password');
      await tick(other.page.getByRole('checkbox').first());
      await other.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await other.page.waitForURL((url) => url.pathname === '/');
      expect((await other.page.request.get(`/api/photos/${pendingPhoto.photoId}`)).status()).toBe(404);
      await other.context.close();

      // The analysis is a real job: the results arrive within seconds, not minutes.
      await page.waitForURL((url) => url.pathname === `${c.prefix}/results`, { timeout: 30_000 });
      await expect.poll(() => page.getByTestId('overall-score').isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await page.getByRole('heading', { name: c.focusAreas }).isVisible()).toBe(true);
      // The routines and the plan come in the frames after the score is painted.
      await page.getByTestId('routine-morning').waitFor();
      for (const part of ['morning', 'evening'])
        expect(await page.getByTestId(`routine-${part}`).isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: c.photoAlt }).isVisible()).toBe(true);
      expect(await page.getByText(c.promo).isVisible()).toBe(true);

      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('saves a signed-in person’s questionnaire in German and attaches the photo, then shows results', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/de/signup');
    await page.getByLabel('Vorname').fill('Grete');
    await page.getByLabel('Nachname').fill('Muster');
    await page.getByLabel('E-Mail', { exact: true }).fill(`de-${Date.now()}@example.com`);
    await page.getByLabel('Passwort', { exact: true }).fill('ein gutes passwort');
    await tick(page.getByRole('checkbox').first());
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/de');

    await page.goto('/de/questionnaire/question');
    expect(await page.locator('main h1').innerText()).toBe('Persönliche Einschätzung');
    for (let n = 1; n <= 16; n++) {
      await waitForQuestion(page, n);
      await answerCurrent(page);
    }
    await page.waitForURL((url) => url.pathname === '/de/questionnaire/photo');
    const latest = (await (await page.request.get('/api/questionnaires/latest')).json()).questionnaire;
    expect(latest).toMatchObject({ locale: 'de', photoId: null });

    await page.locator('input[type=file]').setInputFiles(FACE);
    await page.getByRole('button', { name: 'Mit Foto fortfahren' }).click();
    await page.waitForURL((url) => url.pathname === '/de/results');
    const after = (await (await page.request.get('/api/questionnaires/latest')).json()).questionnaire;
    expect(after.id).toBe(latest.id);
    expect(after.photoId).toEqual(expect.any(String));
    // The results in German, with the photo measured.
    await expect.poll(() => page.getByTestId('overall-score').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: 'Deine Fokusbereiche' }).isVisible()).toBe(true);
    // The routines come in the frames after the score is painted (decision 036).
    await page.getByText('Morgens', { exact: true }).waitFor();
    await context.close();
  }, 60_000);

  it('refuses a file that only pretends to be an image as soon as it is chosen, with the spec message', async () => {
    const { page, context } = await newPage(browser);
    for (const fake of [
      { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a jpeg') },
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('a text file renamed .png') },
    ]) {
      await page.goto('/questionnaire/photo');
      await page.locator('input[type=file]').setInputFiles(fake);
      await expect.poll(() => page.getByText('Invalid file type').count()).toBeGreaterThan(0);
      // No broken preview, and nothing offers to continue with it.
      expect(await page.getByRole('img', { name: 'Your chosen photo' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Continue with photo' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Continue without photo' }).isVisible()).toBe(true);
    }
    expect(new URL(page.url()).pathname).toBe('/questionnaire/photo');
    await context.close();
  }, 60_000);

  it('starts again when the language changes, in the new language', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/questionnaire/start');
    await waitForQuestion(page, 1);
    await answerCurrent(page);
    await waitForQuestion(page, 2);
    await page.locator('header').getByLabel('Language').selectOption('de');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Persönliche Einschätzung');
    await waitForQuestion(page, 1);
    await context.close();
  });

  it('says plainly when no face was found, still gives a result, and shows the history after a second assessment', async () => {
    const { page, context } = await newPage(browser);
    const headers = { origin: baseUrl() };
    await page.goto('/');
    await page.request.post('/api/auth/signup', {
      headers,
      data: {
        firstName: 'C',
        lastName: 'At',
        email: `cat-${Date.now()}@example.com`,
        password: 'a long and private passphrase',
        privacyConsent: true,
      },
    });
    const first = await (
      await page.request.post('/api/questionnaires', { headers, data: { answers: VALID_ANSWERS } })
    ).json();
    await page.evaluate(
      (id) =>
        localStorage.setItem(
          'skinQuestionnaire',
          JSON.stringify({ questionnaireId: id, answers: {}, isComplete: true }),
        ),
      first.id,
    );
    await page.goto('/questionnaire/photo');
    await page.locator('input[type=file]').setInputFiles(CAT);
    await page.getByRole('button', { name: 'Continue with photo' }).click();
    await page.waitForURL((url) => url.pathname === '/results');
    await expect.poll(() => page.getByTestId('overall-score').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByText(/find a face/i).count()).toBeGreaterThan(0);

    // A second assessment: the history compares the two.
    await page.request.post('/api/questionnaires', {
      headers,
      data: { answers: { ...VALID_ANSWERS, sunscreenUse: 'every_day', sleep: '7_8h' } },
    });
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your progress' }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(await page.getByText('Change since your previous assessment').isVisible()).toBe(true);
    // Neither assessment measured a photo: every point the answers moved is a change (decision 034).
    const history = await page.locator('section[aria-labelledby="history-heading"]').innerText();
    expect(history).toMatch(/Pigmentation\s+\+\d+/);
    expect(history).toContain('shown as “no measurable change”');
    await context.close();
  }, 60_000);
});

/** The words of issue 17 (items 6 and 7) in each language, as the results page shows them. */
const CERTAINTY = {
  en: {
    measured: 'Measured in your photo',
    closer: 'From your answers only: this needs a closer, sharper photo',
    answersOnly: 'From your answers only: no ordinary photo can measure this',
    noPhoto: 'From your answers only: add a photo to measure this',
    photoDetail: 'not measurable in this photo: a closer, sharper photo would show it',
    unknown: 'Not enough information',
    unknownAdvice:
      'Not enough information to score this yet. Answer the questions about your skin type and skin concerns',
    overview: 'Not enough information yet for pores and redness',
  },
  de: {
    measured: 'Auf deinem Foto gemessen',
    closer: 'Nur aus deinen Antworten: Dafür braucht es ein näheres, schärferes Foto',
    answersOnly: 'Nur aus deinen Antworten: Kein gewöhnliches Foto kann das messen',
    noPhoto: 'Nur aus deinen Antworten: Mit einem Foto lässt sich das messen',
    photoDetail: 'auf diesem Foto nicht messbar: Ein näheres, schärferes Foto würde sie zeigen',
    unknown: 'Nicht genug Informationen',
    unknownAdvice:
      'Noch nicht genug Informationen für einen Wert. Beantworte die Fragen zu deinem Hauttyp und deinen Hautanliegen',
    overview: 'Für Poren und Rötungen fehlen noch Informationen',
  },
  fr: {
    measured: 'Mesuré sur ta photo',
    closer: 'D’après tes réponses seulement : il faut pour cela une photo plus rapprochée et plus nette',
    answersOnly: 'D’après tes réponses seulement : aucune photo ordinaire ne peut le mesurer',
    noPhoto: 'D’après tes réponses seulement : une photo permettrait de le mesurer',
    photoDetail: 'non mesurables sur cette photo : une photo plus rapprochée et plus nette les montrerait',
    unknown: 'Pas assez d’informations',
    unknownAdvice:
      "Pas encore assez d'informations pour un score. Réponds aux questions sur ton type de peau et tes préoccupations de peau",
    overview: 'Il manque encore des informations pour pores et rougeurs',
  },
  es: {
    measured: 'Medido en tu foto',
    closer: 'Solo a partir de tus respuestas: hace falta una foto más cercana y nítida',
    answersOnly: 'Solo a partir de tus respuestas: ninguna foto corriente puede medirlo',
    noPhoto: 'Solo a partir de tus respuestas: con una foto podríamos medirlo',
    photoDetail: 'no medibles en esta foto: una foto más cercana y nítida los mostraría',
    unknown: 'No hay información suficiente',
    unknownAdvice:
      'Todavía no hay información suficiente para una puntuación. Responde las preguntas sobre tu tipo de piel y tus preocupaciones de piel',
    overview: 'Todavía no hay información suficiente para poros y enrojecimiento',
  },
} as const;

describe('how sure the results are, in words', () => {
  const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

  it.each(Object.keys(CERTAINTY) as (keyof typeof CERTAINTY)[])(
    'in %s: each area says how it was measured and why, and an area without enough information says so instead of a score',
    async (locale) => {
      const words = CERTAINTY[locale];
      const { page, context } = await newPage(browser);
      await signUpThroughApi(context, 'Sure', locale);
      const headers = { origin: baseUrl() };
      const photo = await (
        await page.request.post('/api/photos', {
          data: fs.readFileSync(FACE),
          headers: { ...headers, 'content-type': 'image/png' },
        })
      ).json();
      await page.request.post('/api/questionnaires', {
        headers,
        data: { answers: VALID_ANSWERS, locale, photoId: photo.photoId },
      });
      await page.goto(`/${locale}/results`);
      await expect.poll(() => page.getByTestId('overall-score').isVisible(), { timeout: 30_000 }).toBe(true);

      // Item 6: the portrait (512 px) measures colour, not the fine detail of pores and lines.
      expect(await text(page, 'certainty-redness')).toMatch(new RegExp(`^${words.measured}`));
      expect(await text(page, 'certainty-pores')).toContain(words.closer);
      expect(await text(page, 'certainty-fine_lines')).toContain(words.closer);
      expect(await text(page, 'certainty-hydration')).toContain(words.answersOnly);
      expect(await text(page, 'photo-certainty')).toContain(words.photoDetail);
      expect(await page.getByTestId('overall-score').innerText()).toMatch(/^\d+$/);

      // Item 7: a stored result whose questionnaire said nothing of skin type or concerns (the API
      // refuses such a questionnaire today; stored ones and later optional questions may not),
      // as the engine makes it, served in place of this one.
      const answers: Record<string, string | string[]> = { ...VALID_ANSWERS };
      delete answers.skinType;
      delete answers.skinConcerns;
      const little = recommend({ answers, locale, photo: null });
      await page.route('**/api/recommendations', async (route) => {
        const res = await route.fetch();
        const body = await res.json();
        body.recommendations[0].recommendationJson = { ...little, photo_overlay: null };
        await route.fulfill({ response: res, json: body });
      });
      await page.reload();
      await expect.poll(() => page.getByTestId('area-pores').innerText(), { timeout: 30_000 }).toContain(words.unknown);
      const pores = await text(page, 'area-pores');
      expect(pores).toContain(words.unknownAdvice);
      expect(pores).not.toMatch(/\d/);
      expect(await page.getByTestId('certainty-pores').count()).toBe(0);
      expect(await text(page, 'area-redness')).toContain(words.unknown);
      // The areas the answers do cover keep their scores, and say where they come from.
      expect(await text(page, 'area-pigmentation')).toMatch(/\d+/);
      expect(await text(page, 'certainty-pigmentation')).toContain(words.noPhoto);
      // The overall score comes from the areas with a score, and the overview names the others.
      expect(await page.getByTestId('overall-score').innerText()).toBe(String(little.score));
      expect(await page.locator('main').innerText()).toContain(words.overview);
      await context.close();
    },
    120_000,
  );

  it('says "not enough information" instead of an overall score when too few areas have one', async () => {
    const { page, context } = await newPage(browser);
    await signUpThroughApi(context, 'Little');
    // Two assessments, so that the history shows; the latest is the one that says little.
    await page.request.post('/api/questionnaires', {
      headers: { origin: baseUrl() },
      data: { answers: VALID_ANSWERS },
    });
    await page.request.post('/api/questionnaires', {
      headers: { origin: baseUrl() },
      data: { answers: VALID_ANSWERS },
    });
    await expect
      .poll(async () => (await (await page.request.get('/api/recommendations')).json()).recommendations.length, {
        timeout: 30_000,
      })
      .toBe(2);
    const nothing = recommend({
      answers: { gender: 'female', location: 'Vienna', skinType: 'not_sure', familyHistory: 'not_sure' },
      locale: 'en',
      photo: null,
    });
    await page.route('**/api/recommendations', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      if (body.recommendations[0]) body.recommendations[0].recommendationJson = { ...nothing, photo_overlay: null };
      await route.fulfill({ response: res, json: body });
    });
    await page.goto('/results');
    await expect
      .poll(() => page.getByTestId('overall-score').innerText(), { timeout: 30_000 })
      .toBe('Not enough information');
    expect(await page.locator('main').innerText()).toContain(
      'There is not enough information yet for an overall skin score',
    );
    for (const area of ['hydration', 'fine_lines', 'pores', 'pigmentation', 'redness', 'skin_barrier_strength']) {
      expect(await text(page, `area-${area}`)).toContain('Not enough information to score this yet');
    }
    // The routine still works: a cleanser first and a sunscreen last every morning.
    await page.getByText('Morning', { exact: true }).waitFor();
    expect(await text(page, 'photo-certainty')).toContain('No photo: every score comes from your answers.');
    // The history has no point and no change for an assessment without a score, and says why.
    const history = page.locator('section[aria-labelledby="history-heading"]');
    expect(await history.getByRole('heading', { name: 'Your progress' }).isVisible()).toBe(true);
    expect(await history.locator('svg circle').count()).toBe(1);
    const historyText = await history.innerText();
    expect(historyText).toMatch(/: not enough information/);
    expect(historyText).toMatch(/Hydration\s+not enough information/);
    await context.close();
  }, 60_000);
});
