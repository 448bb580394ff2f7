/**
 * A signed-in person for the page benchmarks and the pages' JavaScript budget test, made through the same HTTP API the web app uses, not
 * by clicking: an account (`POST /api/auth/signup`), five assessments of the committed answers,
 * the last with the committed face photo (`POST /api/photos`, kept, so the results page shows it
 * with its overlay), each analysed by the service's own job, a product in the cart, and one paid
 * test-provider order for the payment-success page. Needs the built-in test payment provider
 * (the default) and a fresh server (the sign-up limit is ten per address an hour).
 */
import fs from 'node:fs';
import path from 'node:path';
import { VALID_ANSWERS } from '../apps/server/src/testing/fixtures.ts';

export const FACE_PHOTO = path.join(import.meta.dirname, 'fixtures/astronaut.png');
export const ASSESSMENTS = 5;

export type SeededSession = {
  /** The `Cookie` header value of the session. */
  cookie: string;
  email: string;
  /** The query of a paid order's success page (?session_id=...). */
  paymentSuccessQuery: string;
};

export async function seedSession(baseUrl: string, locale = 'en'): Promise<SeededSession> {
  let cookie = '';
  const call = async (method: string, url: string, body?: unknown, raw?: { type: string; data: ArrayBuffer }) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        origin: baseUrl,
        ...(cookie ? { cookie } : {}),
        ...(raw ? { 'content-type': raw.type } : body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: raw ? raw.data : body !== undefined ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length > 0) {
      const jar = new Map(cookie ? cookie.split('; ').map((c) => c.split('=', 2) as [string, string]) : []);
      for (const line of setCookies) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split(/=(.*)/s, 2) as [string, string];
        jar.set(name, value);
      }
      cookie = [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };

  const email = `bench-${Date.now()}@example.com`;
  await call('POST', '/api/auth/signup', {
    firstName: 'Bea',
    lastName: 'Bench',
    email,
    password: 'a long and private benchmark passphrase',
    privacyConsent: true,
    locale,
  });
  if (!cookie) throw new Error('sign-up gave no session cookie (is EMAIL_VERIFICATION on?)');

  // Four assessments from the answers alone, then the fifth, the latest, with the photo.
  for (let i = 0; i < ASSESSMENTS - 1; i++) {
    await call('POST', '/api/questionnaires', { answers: VALID_ANSWERS, locale });
  }
  const photo = (await call('POST', '/api/photos?keep=true', undefined, {
    type: 'image/png',
    data: new Uint8Array(fs.readFileSync(FACE_PHOTO)).buffer,
  })) as { photoId: string };
  await call('POST', '/api/questionnaires', { answers: VALID_ANSWERS, locale, photoId: photo.photoId });

  // The analyses run in the server's job queue: wait until all five have their results.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { recommendations } = (await call('GET', '/api/recommendations')) as {
      recommendations: { photoId: string | null }[];
    };
    if (recommendations.length >= ASSESSMENTS && recommendations[0]?.photoId) break;
    if (Date.now() > deadline) throw new Error(`only ${recommendations.length} analyses after 3 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }

  // A paid order (the built-in test provider's card page, as a person pays), then a product in the cart.
  const catalogue = (await call('GET', `/api/catalogue?lang=${locale}`)) as { products: { id: string }[] };
  const [first, second] = catalogue.products;
  if (!first || !second) throw new Error('the catalogue has fewer than two products');
  const checkout = (await call('POST', '/api/checkout', {
    items: [{ productId: first.id, quantity: 1 }],
    locale,
  })) as { url: string };
  const session = new URL(checkout.url, baseUrl).searchParams.get('session');
  if (!session) throw new Error(`checkout answered no test session: ${checkout.url}`);
  const paid = (await call('POST', `/api/test-payments/${session}/pay`, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
    name: 'Bea Bench',
  })) as { redirectUrl: string };
  const success = new URL(paid.redirectUrl, baseUrl);
  await call('PUT', `/api/cart/items/${first.id}`, { quantity: 1, locale });
  await call('PUT', `/api/cart/items/${second.id}`, { quantity: 2, locale });

  return { cookie, email, paymentSuccessQuery: success.search };
}
