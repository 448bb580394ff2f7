/**
 * "Take a selfie" on the photo step (issue 21 item 1, decision 033) in Chromium with a fake camera
 * made from the committed face photo (fake-camera.ts): the live guide's messages for a dark, a far,
 * a tilted and a good face; for the good one the shutter fires by itself, the sharpest frame of a
 * burst goes up through the file picker's path and the server analyses it. Refused camera
 * permission: the message, and the file picker still works. The face model's files come from our
 * server only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { seriousViolations } from './axe.ts';
import { ASTRONAUT, tempDir, writeFakeCamera, type FakeScene } from './fake-camera.ts';
import { baseUrl, launchBrowser, newPage, signUpThroughApi } from './browser.ts';

const GOOD_SCALE = 2.8;
const SCENES = {
  // Eye span 62 × 2.8 ≈ 174 px: close enough (133 px and more for full confidence).
  good: { ...ASTRONAUT, scale: GOOD_SCALE },
  // ≈ 99 px: the gate would take it (48 px), at a lower confidence: the guide asks to come closer.
  far: { ...ASTRONAUT, scale: 1.6 },
  dark: { ...ASTRONAUT, scale: GOOD_SCALE, brightness: 0.12 },
  tilted: { ...ASTRONAUT, scale: GOOD_SCALE, rotateDeg: 25 },
} satisfies Record<string, FakeScene>;

const dir = tempDir();
const browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function cameraBrowser(scene: keyof typeof SCENES): Promise<Browser> {
  const file = await writeFakeCamera(dir, scene, SCENES[scene]);
  const browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ]);
  browsers.push(browser);
  return browser;
}

/** Every request the page makes goes to our server. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.origin);
  });
  return hosts;
}

async function openCamera(page: Page, language = '') {
  await page.goto(`${language}/questionnaire/photo`);
  await page.getByRole('button', { name: { '': 'Take a selfie', '/de': 'Selfie aufnehmen' }[language] }).click();
}

const guidance = (page: Page) => page.getByTestId('camera-guidance');
const check = (page: Page, name: string) => page.locator(`[data-check=${name}]`);

describe('taking a selfie with the live guide', () => {
  let hosts: Set<string>;

  it.each([
    ['dark', 'light', 'Face a window in daylight or switch on more light, then try again.'],
    ['far', 'close', 'Hold the camera closer, so that your face fills most of the picture.'],
    ['tilted', 'straight', 'Hold your head straight, with your eyes level.'],
  ] as const)(
    'says what to fix for a %s face, and does not take the photo',
    async (scene, failing, message) => {
      const browser = await cameraBrowser(scene);
      const { page, context, errors } = await newPage(browser, 'phone');
      hosts = recordHosts(page);
      await openCamera(page);
      await expect.poll(() => guidance(page).textContent(), { timeout: 30_000 }).toBe(message);
      expect(await check(page, failing).getAttribute('data-met')).toBe('false');
      expect(await check(page, 'face').getAttribute('data-met')).toBe('true');
      // It stays so: the shutter is not enabled and nothing is taken.
      await page.waitForTimeout(2_000);
      expect(await guidance(page).textContent()).toBe(message);
      expect(await page.getByRole('button', { name: 'Take photo', exact: true }).isDisabled()).toBe(true);
      expect(await page.getByAltText('Your chosen photo').count()).toBe(0);
      expect([...hosts]).toEqual([baseUrl()]);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('takes a good face by itself, and the server analyses the photo', async () => {
    const browser = await cameraBrowser('good');
    const { page, context, errors } = await newPage(browser);
    hosts = recordHosts(page);
    expect(await signUpThroughApi(context, 'Selfie')).toBe(201);
    const posted = await context.request.post('/api/questionnaires', {
      headers: { origin: baseUrl() },
      data: { answers: VALID_ANSWERS },
    });
    expect(posted.status()).toBe(201);
    const questionnaire = (await posted.json()) as { id: string };
    await page.goto('/');
    await page.evaluate(
      (id) => localStorage.setItem('skinQuestionnaire', JSON.stringify({ isComplete: true, questionnaireId: id })),
      questionnaire.id,
    );
    const uploads: { type: string; size: number }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/photos') {
        uploads.push({ type: request.headers()['content-type'] ?? '', size: request.postDataBuffer()?.length ?? 0 });
      }
    });
    await openCamera(page);
    // Every check met: the shutter enables itself, then fires after a second held still.
    await expect.poll(() => page.locator('[data-check][data-met=true]').count(), { timeout: 30_000 }).toBe(7);
    // The sharpest frame of the burst is the chosen photo, and the camera is off.
    await page.getByAltText('Your chosen photo').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('camera').count()).toBe(0);
    const size = await page
      .getByAltText('Your chosen photo')
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([960, 720]);

    await page.getByRole('button', { name: 'Continue with photo' }).click();
    await page.waitForURL((url) => url.pathname === '/results');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.type).toBe('image/jpeg');
    await expect.poll(() => page.getByTestId('overall-score').isVisible(), { timeout: 30_000 }).toBe(true);
    const { recommendations } = (await (await page.request.get('/api/recommendations')).json()) as {
      recommendations: { recommendationJson: { photo_used: boolean; photo_issue: unknown; measurements: unknown[] } }[];
    };
    // The gate took the camera's photo and measured it.
    expect(recommendations[0]!.recommendationJson.photo_issue).toBeNull();
    expect(recommendations[0]!.recommendationJson.photo_used).toBe(true);
    expect(recommendations[0]!.recommendationJson.measurements.length).toBeGreaterThan(20);
    expect([...hosts]).toEqual([baseUrl()]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('speaks the person’s language', async () => {
    const browser = await cameraBrowser('far');
    const { page, context } = await newPage(browser, 'phone');
    await openCamera(page, '/de');
    await expect
      .poll(() => guidance(page).textContent(), { timeout: 30_000 })
      .toBe('Halte die Kamera näher, sodass dein Gesicht den Großteil des Bildes füllt.');
    expect(await page.getByRole('list', { name: 'Prüfungen für ein messbares Foto' }).isVisible()).toBe(true);
    // The open camera, its guidance and its checks: no serious accessibility violation.
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('without a camera', () => {
  let browser: Browser;
  beforeAll(async () => {
    // A camera exists, but no permission prompt is answered for the page: access is refused.
    browser = await launchBrowser(['--use-fake-device-for-media-stream']);
    browsers.push(browser);
  });

  it('says the camera was refused and keeps the file picker working', async () => {
    const { page, context, errors } = await newPage(browser);
    await context.grantPermissions([]);
    await page.goto('/questionnaire/photo');
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    const alert = page.getByTestId('camera-error');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe(
      'Camera access was refused. Allow the camera for this site in your browser’s settings, or choose a photo instead.',
    );
    expect(await page.getByTestId('camera').count()).toBe(0);
    // The spec's file picker is still there and works.
    await page.locator('input[type=file]').setInputFiles(path.join(import.meta.dirname, 'fixtures/astronaut.png'));
    await page.getByAltText('Your chosen photo').waitFor();
    expect(await page.getByRole('button', { name: 'Continue with photo' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
