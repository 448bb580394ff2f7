/**
 * The storable-text rule at the request boundary (decision 016): text the database cannot store
 * is a 400 validation_failed wherever it is sent (body, query, path, the headers that are
 * stored), and never a 500; ordinary text in any language still goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResponseSchema } from '@skinsight/shared/commerce';
import { seededRandom } from '@skinsight/shared/seeded-random';
import { contactMessages, feedbackResponses, userEvents, users } from '../db/schema.ts';
import { createTestApp, readError, TestClient, type TestContext } from '../testing/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' }, { webApp: true });
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const HIGH = 'Zoë \ud83d';
const LOW = '\ude42 ok';
const card = { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123', name: 'Zoë Müller' };

/** A signed-out checkout of one product: the test provider's session id, which is also the order reference. */
async function checkoutSession(): Promise<string> {
  const res = await new TestClient(t.app).request('/api/checkout', {
    json: { items: [{ productId: 'hydrating-serum', quantity: 1 }] },
  });
  return new URL(checkoutResponseSchema.parse(await res.json()).url, 'http://x').searchParams.get('session')!;
}

async function expectRefused(res: Response, path?: string) {
  expect(res.status).toBe(400);
  const error = await readError(res);
  expect(error.code).toBe('validation_failed');
  if (path !== undefined) expect(error.issues?.map((i) => i.path)).toContain(path);
}

describe('text that cannot be stored', () => {
  it('is refused in a body field of every signed-out form, NUL and either half of a surrogate pair', async () => {
    const session = await checkoutSession();
    const client = new TestClient(t.app);
    for (const bad of [NUL, HIGH, LOW]) {
      await expectRefused(
        await client.request('/api/contact', {
          json: { name: 'Zoë', email: 'zoe@example.com', subject: 'Hallo', message: bad },
        }),
        'message',
      );
      await expectRefused(
        await client.request('/api/waitlist', {
          json: { email: 'zoe@example.com', privacyConsent: true, locale: bad },
        }),
        'locale',
      );
      await expectRefused(
        await client.request('/api/feedback', { json: { interest: 3, productTypes: ['serum', bad] } }),
        'productTypes.1',
      );
      await expectRefused(
        await client.request('/api/events', {
          json: { eventType: 'cart_view', sessionId: 'session-1', eventData: { note: bad } },
        }),
        'eventData.note',
      );
      await expectRefused(
        await client.request(`/api/test-payments/${session}/pay`, { json: { ...card, name: bad } }),
        'name',
      );
      await expectRefused(
        await client.request('/api/checkout', {
          json: { items: [{ productId: 'hydrating-serum', quantity: 1 }], locale: bad },
        }),
        'locale',
      );
    }
    // Keys are text too: a record's key (event data) and the prototype's name.
    await expectRefused(
      await client.request('/api/events', {
        json: { eventType: 'cart_view', sessionId: 'session-1', eventData: { [NUL]: 1 } },
      }),
    );
    const proto = await t.app.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"eventType":"cart_view","sessionId":"session-1","eventData":{"__proto__":{"admin":true}}}',
    });
    await expectRefused(proto, 'eventData.__proto__');
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
    expect(await t.database.db.select().from(feedbackResponses)).toEqual([]);
    expect(await t.database.db.select().from(userEvents)).toEqual([]);
  });

  it('is refused in a path parameter: order lookup, test payments, plan checkout', async () => {
    const session = await checkoutSession();
    const client = new TestClient(t.app);
    await client.signUp();
    for (const segment of [`${session}%00`, '%00', '%ED%A0%80', `${session}%ED%B0%80`]) {
      await expectRefused(await client.request(`/api/orders/by-reference/${segment}`));
      await expectRefused(await client.request(`/api/test-payments/${segment}`));
      await expectRefused(await client.request(`/api/test-payments/${segment}/pay`, { json: card }));
      await expectRefused(await client.request(`/api/plans/pro${segment}/checkout`, { json: {} }));
    }
    // Well-formed text in a wrong form names nothing: 404, and the database never sees it.
    for (const segment of ['not.a.reference', encodeURIComponent('Grüße'), 'x'.repeat(300)]) {
      expect((await client.request(`/api/orders/by-reference/${segment}`)).status).toBe(404);
      expect((await client.request(`/api/test-payments/${segment}`)).status).toBe(404);
    }
    expect((await client.request('/api/plans/platinum/checkout', { json: {} })).status).toBe(404);
    expect(
      (
        await client.request('/api/questionnaires/0000/photo', {
          method: 'PUT',
          json: { photoId: crypto.randomUUID() },
        })
      ).status,
    ).toBe(404);
  });

  it('is refused in the query, names and values alike', async () => {
    const session = await checkoutSession();
    await expectRefused(await t.app.request('/api/survey?lang=de%00'), 'query.lang');
    await expectRefused(await t.app.request('/api/catalogue?lang=%ED%A0%80'), 'query.lang');
    await expectRefused(await t.app.request(`/api/test-payments/${session}?lang=%00`), 'query.lang');
    await expectRefused(await t.app.request(`/api/orders/by-reference/${session}?x%00=1`));
    await expectRefused(await t.app.request(`/api/survey?lang=${'x'.repeat(10_001)}`));
  });

  it('is refused in a stored header: an over-long forwarded address would break the rate limits’ index', async () => {
    // Random text (not compressible): PostgreSQL compresses a repeated character below the limit.
    const random = seededRandom(16);
    const noise = Array.from({ length: 3000 }, () => String.fromCharCode(random.int(0xa1, 0xff))).join('');
    const res = await new TestClient(t.app).request('/api/waitlist', {
      json: { email: 'zoe@example.com', privacyConsent: true },
      headers: { 'x-forwarded-for': noise },
    });
    await expectRefused(res, 'headers.x-forwarded-for');
  });

  it('leaves the web pages alone: a link with an old Latin-1 query still opens the page', async () => {
    expect((await t.app.request('/de?utm_source=M%FCnchen')).status).toBe(200);
    expect((await t.app.request('/de/nothing%00here')).status).toBe(404);
  });

  it('lets ordinary text in every language through: umlauts, accents, CJK, emoji', async () => {
    const client = new TestClient(t.app);
    const texts = {
      name: 'Zoë Ñúñez-Müller',
      subject: 'Grüße aus Köln 🙂',
      message: '東京の肌と気候について質問があります。Ça va? 👩🏽‍🔬',
    };
    expect(
      (await client.request('/api/contact', { json: { ...texts, email: 'zoe@example.com', locale: 'de' } })).status,
    ).toBe(201);
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject(texts);
    expect(
      (
        await client.request('/api/feedback', {
          json: { interest: 5, productTypes: ['Sonnenschutz', '精华'], comments: 'Très bien 🧴' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await client.request('/api/events', {
          json: { eventType: 'cart_view', sessionId: 'session-2', eventData: { Schlüssel: '値 🙂' } },
        })
      ).status,
    ).toBe(204);
    const session = await checkoutSession();
    expect(
      (await client.request(`/api/test-payments/${session}/pay`, { json: { ...card, name: '山田 花子' } })).status,
    ).toBe(402);
    expect((await client.request(`/api/survey?lang=de&utm=${encodeURIComponent('Grüße 🙂')}`)).status).toBe(200);

    const { body } = await client.signUp({ firstName: 'Ångström', lastName: '山田' });
    expect(
      (await client.request('/api/account', { method: 'PATCH', json: { firstName: 'Zoë 🙂', lastName: 'Müller' } }))
        .status,
    ).toBe(200);
    const [user] = (await t.database.db.select().from(users)).filter((u) => u.email === body.email);
    expect(user).toMatchObject({ firstName: 'Zoë 🙂', lastName: 'Müller' });
  });
});
