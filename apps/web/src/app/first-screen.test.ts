import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_READS, type FirstScreenData } from '@skinsight/shared/seo';
import { getAuthState } from '../lib/auth.ts';
import { queryClient, queryKeys } from '../lib/query-client.tsx';
import { forgetFirstScreen, startFromFirstScreen } from './first-screen.ts';

const USER = {
  id: '6f1c2b7e-3c1a-4b8e-9a47-2f0d7c1e5a10',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Tester',
  marketingConsent: false,
  locale: 'en',
  role: 'user',
  emailVerified: false,
  createdAt: '2026-11-26T10:00:00.000Z',
} as const;
const SESSION = { user: USER, expiresAt: '2026-12-26T10:00:00.000Z' };
/** What the server sends with the results page for someone with no assessment yet. */
const RESULTS: FirstScreenData = {
  session: SESSION,
  reads: { '/api/questionnaires/latest': { questionnaire: null }, '/api/recommendations': { recommendations: [] } },
};

afterEach(() => forgetFirstScreen());

describe('a page drawn for the person starts the app from the answers it came with', () => {
  it('keeps every read the server makes for a page under the key its page reads it with', () => {
    // The server reads what FIRST_SCREEN_READS names; each of those must be one the app can take.
    for (const reads of Object.values(FIRST_SCREEN_READS)) {
      for (const path of reads) expect(Object.keys(RESULTS.reads)).toContain(path);
    }
    expect(startFromFirstScreen(RESULTS)).toBe(true);
    expect(getAuthState()).toMatchObject({ status: 'signedIn', user: { id: USER.id } });
    expect(queryClient.getQueryData(queryKeys.latestQuestionnaire(USER.id))).toBeNull();
    expect(queryClient.getQueryData(queryKeys.recommendations(USER.id))).toEqual([]);
  });

  it('takes nothing when nobody is signed in, a read is unknown, or an answer is not what the API gives', () => {
    const refused: FirstScreenData[] = [
      { ...RESULTS, session: { user: null, expiresAt: null } },
      { ...RESULTS, session: { user: { ...USER, id: 'not-an-id' }, expiresAt: null } },
      { ...RESULTS, reads: { ...RESULTS.reads, '/api/account': {} } },
      { ...RESULTS, reads: { ...RESULTS.reads, '/api/recommendations': { recommendations: [{ id: 1 }] } } },
    ];
    for (const data of refused) {
      expect(startFromFirstScreen(data)).toBe(false);
      expect(getAuthState().status).toBe('loading');
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });

  it("leaves nothing of the person's behind once the server has rendered", () => {
    expect(startFromFirstScreen(RESULTS)).toBe(true);
    forgetFirstScreen();
    expect(getAuthState().status).toBe('loading');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
