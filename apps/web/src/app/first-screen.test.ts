import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@skinsight/shared/locales';
import type { PageName } from '@skinsight/shared/routes';
import { FIRST_SCREEN_READS, firstScreenReads, type FirstScreenData } from '@skinsight/shared/seo';
import type { CartResponse } from '@skinsight/shared/commerce';
import { getCartState } from '../features/shop/cart/cart-store.ts';
import { getAuthState } from '../lib/auth.ts';
import { queryClient, queryKeys } from '../lib/query-client.tsx';
import { checkFirstScreen, forgetFirstScreen, startFromFirstScreen } from './first-screen.ts';

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

/** A signed-in person's cart as GET /api/cart answers it. */
const CART: CartResponse = {
  lines: [
    {
      id: 'gentle-cleanser',
      name: 'Sanfte Reinigung',
      description: 'Mild',
      productType: 'cleanser',
      priceCents: 1890,
      currency: 'eur',
      image: '/products/cleanser.svg',
      actives: [],
      spf: null,
      eveningOnly: false,
      quantity: 2,
      lineCents: 3780,
    },
  ],
  subtotalCents: 3780,
  shippingCents: 0,
  totalCents: 3780,
  currency: 'eur',
  unavailable: [],
};
/** A paid order, as GET /api/orders/by-reference/:reference answers it. */
const ORDER = {
  id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
  reference: 'tps_pay 1',
  status: 'paid',
  items: [{ productId: 'gentle-cleanser', name: 'Gentle Cleanser', unitCents: 1890, quantity: 1 }],
  subtotalCents: 1890,
  shippingCents: 599,
  totalCents: 2489,
  currency: 'eur',
  createdAt: '2026-11-26T10:00:00.000Z',
  paidAt: '2026-11-26T10:01:00.000Z',
} as const;
/** What each read answers, by its path without the query. */
const ANSWERS: Record<string, unknown> = {
  '/api/questionnaires/latest': { questionnaire: null },
  '/api/recommendations': { recommendations: [] },
  '/api/cart': CART,
  '/api/orders/by-reference/tps_pay%201': { order: ORDER },
};
/** A page's reads at an address whose query names the order the payment came back with. */
const pageData = (page: PageName, locale: Locale = 'en'): FirstScreenData => ({
  session: SESSION,
  reads: Object.fromEntries(
    firstScreenReads(page, locale, new URLSearchParams('session_id=tps_pay 1'))!.map((path) => [
      path,
      ANSWERS[new URL(path, 'http://x').pathname],
    ]),
  ),
});

afterEach(() => forgetFirstScreen());

describe('a page drawn for the person starts the app from the answers it came with', () => {
  it('takes every read the server makes for a page, in every language', () => {
    // The server reads what FIRST_SCREEN_READS names; each of those must be one the app can take.
    for (const page of Object.keys(FIRST_SCREEN_READS) as PageName[]) {
      for (const locale of LOCALES) {
        expect(startFromFirstScreen(pageData(page, locale)), `${page} in ${locale}`).toBe(true);
        forgetFirstScreen();
      }
    }
    expect(startFromFirstScreen(RESULTS)).toBe(true);
    expect(getAuthState()).toMatchObject({ status: 'signedIn', user: { id: USER.id } });
    expect(queryClient.getQueryData(queryKeys.latestQuestionnaire(USER.id))).toBeNull();
    expect(queryClient.getQueryData(queryKeys.recommendations(USER.id))).toEqual([]);
  });

  it("starts the cart page from the person's cart, ready, as the cart of their account", () => {
    expect(startFromFirstScreen(pageData('cart', 'de'))).toBe(true);
    expect(getCartState()).toEqual({
      owner: `account:${USER.id}`,
      items: [{ productId: 'gentle-cleanser', quantity: 2 }],
      priced: CART,
      status: 'ready',
      pending: 0,
    });
    // A cart answer not named by its language is not taken: the page could not be hydrated with it.
    expect(startFromFirstScreen({ session: SESSION, reads: { '/api/cart': CART } })).toBe(false);
  });

  it('takes nothing when nobody is signed in, a read is unknown, or an answer is not what the API gives', () => {
    const refused: FirstScreenData[] = [
      { ...RESULTS, session: { user: null, expiresAt: null } },
      { ...RESULTS, session: { user: { ...USER, id: 'not-an-id' }, expiresAt: null } },
      { ...RESULTS, reads: { ...RESULTS.reads, '/api/account': {} } },
      { ...RESULTS, reads: { ...RESULTS.reads, '/api/recommendations': { recommendations: [{ id: 1 }] } } },
      { session: SESSION, reads: { '/api/cart?lang=en': { ...CART, totalCents: -1 } } },
    ];
    for (const data of refused) {
      expect(startFromFirstScreen(data)).toBe(false);
      expect(getAuthState().status).toBe('loading');
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
      expect(getCartState().status).toBe('idle');
    }
  });

  it('starts the payment result from the order its address names, under the reference the page reads', () => {
    expect(firstScreenReads('paymentSuccess', 'en')).toBeUndefined();
    expect(firstScreenReads('paymentSuccess', 'en', new URLSearchParams('session_id=%20tps_pay%201%20'))).toEqual([
      '/api/orders/by-reference/tps_pay%201',
    ]);
    expect(startFromFirstScreen(pageData('paymentSuccess'))).toBe(true);
    expect(queryClient.getQueryData(queryKeys.order('tps_pay 1'))).toEqual(ORDER);
  });

  it("leaves nothing of the person's behind once the server has rendered", () => {
    expect(startFromFirstScreen(RESULTS)).toBe(true);
    expect(startFromFirstScreen(pageData('cart'))).toBe(true);
    forgetFirstScreen();
    expect(getAuthState().status).toBe('loading');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(getCartState()).toMatchObject({ owner: null, items: [], priced: null, status: 'idle' });
  });

  it('checks the answers once, on the server: the page carries them as the schemas gave them', () => {
    // An answer as an older row gives it, without the fields that have defaults, and with one the
    // app does not know: the checked answer has the defaults and not the unknown field.
    const { actives: _actives, spf: _spf, eveningOnly: _eveningOnly, ...olderLine } = CART.lines[0]!;
    const data: FirstScreenData = {
      session: { ...SESSION, extra: 'not the app’s' },
      reads: { '/api/cart?lang=de': { ...CART, lines: [olderLine] } },
    };
    const checked = checkFirstScreen(data);
    expect(checked).toEqual({ session: SESSION, reads: { '/api/cart?lang=de': CART } });
    expect(checkFirstScreen({ ...RESULTS, session: { user: null, expiresAt: null } })).toBeNull();
    expect(
      checkFirstScreen({ session: SESSION, reads: { '/api/cart?lang=en': { ...CART, totalCents: -1 } } }),
    ).toBeNull();

    // The browser starts from the checked answers as they are, to the same state as checking them.
    expect(startFromFirstScreen(checked!, true)).toBe(true);
    const started = getCartState();
    forgetFirstScreen();
    expect(startFromFirstScreen(data)).toBe(true);
    expect(getCartState()).toEqual(started);
    expect(started.priced).toEqual(CART);
  });
});
