/**
 * People made through the API for the browser tests, as a login fixture would: signed up and with
 * an analysed assessment, for tests whose subject is what comes after.
 */
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';
import { baseUrl, signUpThroughApi } from './browser.ts';

export type Stored = { id: string; recommendationJson: { score: number | null } };

/** A new account with one analysed assessment of `answers`; its recommendation. */
export async function personWithResults(
  context: BrowserContext,
  page: Page,
  name: string,
  locale = 'en',
  answers: typeof VALID_ANSWERS = VALID_ANSWERS,
  origin = baseUrl(),
): Promise<Stored> {
  expect(await signUpThroughApi(context, name, locale, origin)).toBe(201);
  const posted = await page.request.post('/api/questionnaires', {
    headers: { origin },
    data: { answers, locale },
  });
  expect(posted.ok()).toBe(true);
  let recs: Stored[] = [];
  await expect
    .poll(
      async () => {
        recs = ((await (await page.request.get('/api/recommendations')).json()) as { recommendations: Stored[] })
          .recommendations;
        return recs.length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return recs[0]!;
}
