/**
 * What the API fuzzer (fuzz.ts) sends: hostile strings, JSON values, path segments, query
 * parameters and header values, and a plausible body for each route so that one mutated part of
 * it gets past the others and reaches the code behind them. A route without a plausible body
 * here is still fuzzed, with generic bodies only.
 */
import { PLAN_IDS, SAMPLE_PRODUCT_IDS, TEST_CARDS } from '@skinsight/shared/commerce';
import { seededRandom } from '@skinsight/shared/seeded-random';
import { VALID_ANSWERS } from './fixtures.ts';

/**
 * Text that does not compress: PostgreSQL compresses long index entries, so a repeated character
 * would slip under the 2,704-byte limit that random text of the same length breaks.
 */
function noise(length: number, from: number, to: number, seed: number): string {
  const random = seededRandom(seed);
  return Array.from({ length }, () => String.fromCharCode(random.int(from, to))).join('');
}
/** Printable Latin-1: what a header value can carry. */
const headerNoise = (length: number, seed: number) => noise(length, 0xa1, 0xff, seed);

/**
 * Strings the database cannot store (the storable-text rule's cases). The fuzzer picks from these
 * more often than their number suggests: they are the inputs that made 5xx.
 */
export const UNSTORABLE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'Zoë\u0000',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  '🙂'.slice(0, 1),
  `${'🙂'.repeat(20)}`.slice(1),
  'x'.repeat(10_001),
  'é'.repeat(6_000),
  noise(3_000, 0x4e00, 0x9fff, 1),
  noise(9_000, 0x21, 0x7e, 2),
  '🙂'.repeat(5_001),
];

/** Strings that can be stored but look dangerous, and ordinary text in many scripts. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '\u202e\ufeff\u200b',
  '\uffff\ufffe',
  "' or '1'='1' --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  ' 42 ',
  'null',
  'true',
  '__proto__',
  'constructor',
  'Grüße aus Köln',
  '東京の肌と気候',
  '🙂🧴👩🏽‍🔬',
  'Ça va, señor?',
];

/** Raw JSON texts (some not representable as a JS value: 1e400, a __proto__ key, huge nesting). */
export const HOSTILE_JSON: readonly string[] = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '-0',
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
  '[]',
  '{}',
  '[null]',
  '[[[]]]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
  `[${Array.from({ length: 5_000 }, (_, i) => i).join(',')}]`,
  JSON.stringify('x'.repeat(60_000)),
];

/** Whole bodies that are not what any route expects. */
export const HOSTILE_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'undefined',
  'NaN',
  '\u0000',
  '{"a":"\u0000"}',
  '\ufeff{}',
  '[{}]',
  '"just a string"',
  ...HOSTILE_JSON,
  JSON.stringify({ x: 'y'.repeat(120_000) }),
];

/** Keys added to an object of a plausible body. */
export const HOSTILE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  'a\u0000',
  '\ud800',
  'k'.repeat(20_000),
  noise(3_000, 0x4e00, 0x9fff, 8),
  'role',
  'userId',
  'priceCents',
  'totalCents',
  'id',
  'admin',
];

/** Path segments (as in a URL, percent-encoded) that decode to unstorable text, or to no text. */
export const UNSTORABLE_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  'cs_test_%00',
  'tps_%00',
  '00000000-0000-0000-0000-000000000000%00',
  '%ED%A0%80',
  'x%ED%B0%80',
  '%F0%9F',
  '%C0%AF',
];

/** Path segments that decode to storable but unexpected text, or are no valid encoding at all. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%',
  '%zz',
  '%E2%80%AE',
  '%EF%BB%BF',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  'x'.repeat(5_000),
  noise(3_000, 0x61, 0x7a, 7),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '0',
  '-1',
  '1e400',
  '9'.repeat(40),
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  encodeURIComponent("1' or '1'='1"),
  encodeURIComponent('🙂'),
  encodeURIComponent('Grüße'),
  encodeURIComponent('東京'),
  encodeURIComponent('<script>'),
  '%20',
  '+',
];

export const QUERY_NAMES: readonly string[] = [
  'lang',
  'keep',
  'session',
  'session_id',
  'redirect',
  'token',
  'callbackURL',
  'error',
  '__proto__',
  'a%00',
  '%ED%A0%80',
];
export const QUERY_VALUES: readonly string[] = [
  ...UNSTORABLE_SEGMENTS,
  ...HOSTILE_SEGMENTS,
  'de',
  'en',
  'xx',
  'true',
  'false',
  'maybe',
  `${'de,'.repeat(500)}`,
];

/** Header values a client can send: latin1 only, no control characters (anything else never arrives). */
export const HOSTILE_HEADERS: readonly [string, readonly string[]][] = [
  [
    'cookie',
    [
      'skinsight.session_token=%00',
      'skinsight.session_token=abc.def',
      'skinsight.session_token=',
      `skinsight.session_token=${'x'.repeat(8_000)}`,
      'a=b; '.repeat(500),
      '=;=;=',
      'skinsight.session_data=ÿÿÿ',
    ],
  ],
  ['user-agent', ['x'.repeat(8_000), headerNoise(4_000, 3), '() { :; }; echo vulnerable', '']],
  ['referer', ['javascript:alert(1)', `https://example.com/${'a'.repeat(9_000)}`, headerNoise(3_000, 4), 'not a url']],
  [
    'x-forwarded-for',
    [
      'x'.repeat(5_000),
      headerNoise(3_000, 5),
      '1.2.3.4, 5.6.7.8',
      '::1',
      '999.999.999.999',
      ',',
      `${'1.2.3.4, '.repeat(600)}`,
    ],
  ],
  ['origin', ['null', 'http://evil.example', `http://${'a'.repeat(3_000)}.example`, 'ÿ']],
  ['sec-fetch-site', ['cross-site', 'same-site', 'none', 'ÿ']],
  ['x-request-id', ['x'.repeat(500), '../../etc', 'ÿÿ', 'a b']],
  ['accept', ['application/json;q=NaN', '*/*'.repeat(1_000), 'ÿ']],
  ['accept-language', ['de-DE,de;q=0.9', 'x'.repeat(5_000), '*;q=-1']],
  ['stripe-signature', ['t=1,v1=abc', 't=NaN,v1=', headerNoise(5_000, 6)]],
  [
    'content-type',
    [
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'image/png',
      'application/octet-stream',
      '',
      `application/json;${' a=b;'.repeat(500)}`,
    ],
  ],
];

/** Values the fuzzer knows for a path parameter, by name; hostile segments are mixed in anyway. */
export type FuzzFixtures = {
  userEmail: string;
  questionnaireId: string | null;
  /** The ordinary account's own photo. */
  photoId: string | null;
  /** A signed-out upload, and the token that claims it. */
  claimablePhotoId: string | null;
  claimToken: string | null;
  checkoutSessionId: string | null;
  photo: Uint8Array;
};

export function knownParamValues(f: FuzzFixtures): Record<string, string[]> {
  const ids = [f.questionnaireId, f.photoId, f.claimablePhotoId, '3f2b8c1e-5d4a-4e9b-8f7a-1c2d3e4f5a6b'].filter(
    (v): v is string => v !== null,
  );
  const sessions = f.checkoutSessionId ? [f.checkoutSessionId] : ['tps_unknown'];
  return {
    id: ids,
    planId: [...PLAN_IDS],
    productId: [...SAMPLE_PRODUCT_IDS],
    reference: sessions,
    sessionId: sessions,
    token: ['abcdefghijklmnopqrstuvwx'],
    '*': ['de/results', 'fr/questionnaire/question', 'assets/app-test.js', 'nope', 'a/b/c'],
  };
}

/** A plausible query for the routes that read one, keyed like the bodies below. */
export const PLAUSIBLE_QUERIES: Record<string, string> = {
  'GET /api/survey': 'lang=fr',
  'GET /api/catalogue': 'lang=de',
  'GET /api/cart': 'lang=es',
  'DELETE /api/cart/items/:productId': 'lang=de',
  'GET /api/subscription': 'lang=fr',
  'GET /api/test-payments/:sessionId': 'lang=de',
  'POST /api/photos': 'keep=false',
  'GET /api/auth/core/verify-email': 'token=eyJhbGciOiJIUzI1NiJ9.e30.abc&callbackURL=%2Fde%2Fresults',
  'GET /api/auth/core/reset-password/:token': 'callbackURL=http%3A%2F%2Flocalhost%3A3000%2Ffr%2Freset-password',
};

/**
 * A plausible request body for each route that reads one, keyed by "METHOD path" as in the route
 * table. Passwords are deliberately wrong where the right one would end the fuzzer's own session
 * (deleting the account, changing the password).
 */
export function plausibleBodies(f: FuzzFixtures, n: number): Record<string, unknown> {
  const email = `fuzz-${n}@example.com`;
  const items = [
    { productId: 'hydrating-serum', quantity: 2 },
    { productId: 'gentle-cleansing-foam', quantity: 1 },
  ];
  return {
    'POST /api/auth/signup': {
      firstName: 'Zoë',
      lastName: 'Müller',
      email,
      password: 'correct horse battery',
      privacyConsent: true,
      marketingConsent: false,
      locale: 'de',
    },
    'POST /api/auth/signin': { email: f.userEmail, password: 'not the password' },
    'POST /api/auth/forgot-password': { email: f.userEmail, locale: 'fr' },
    'POST /api/auth/reset-password': { token: 'abcdefghijklmnopqrstuvwx', newPassword: 'another long password' },
    'POST /api/auth/change-password': { currentPassword: 'not the password', newPassword: 'another long password' },
    'PATCH /api/account': { firstName: 'Ångström', lastName: '山田', marketingConsent: true, locale: 'es' },
    'DELETE /api/account': { password: 'not the password' },
    'POST /api/photos/:id/claim': { claimToken: f.claimToken ?? 'x'.repeat(43) },
    'POST /api/questionnaires': { answers: VALID_ANSWERS, locale: 'fr', ...(f.photoId ? { photoId: f.photoId } : {}) },
    'PUT /api/questionnaires/:id/photo': { photoId: f.photoId ?? '3f2b8c1e-5d4a-4e9b-8f7a-1c2d3e4f5a6b' },
    'POST /api/waitlist': { email, privacyConsent: true, marketingConsent: true, locale: 'de' },
    'POST /api/contact': { name: 'Zoë Ñúñez', email, subject: 'Grüße 🙂', message: '東京から: Ça va?', locale: 'es' },
    'POST /api/events': {
      eventType: 'cart_view',
      sessionId: `fuzz-session-${n % 7}`,
      eventData: { source: 'fuzz', note: 'ü 🙂', n },
      pageUrl: '/de/cart',
    },
    'POST /api/cart/quote': { items, locale: 'de' },
    'PUT /api/cart/items/:productId': { quantity: 2, locale: 'de' },
    'POST /api/cart/merge': { items, locale: 'en' },
    'POST /api/checkout': { items, locale: 'fr' },
    'POST /api/plans/:planId/checkout': { locale: 'es' },
    'POST /api/test-payments/:sessionId/pay': {
      cardNumber: TEST_CARDS.declined,
      expiry: '12/39',
      cvc: '123',
      name: 'Zoë Müller',
    },
    'POST /api/feedback': {
      interest: 4,
      productTypes: ['serum', 'Sonnenschutz'],
      priceRange: '20-40',
      comments: 'Schön 🙂',
      email: 'zoe@example.de',
      locale: 'de',
    },
    'POST /api/payments/stripe/webhook': {
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1' } },
    },
  };
}
