import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { accountSchema, signupResponseSchema } from '@skinsight/shared';
import * as schema from '../../db/schema.ts';
import { createTestApp, readError, TestClient, type TestContext } from '../../testing/index.ts';

const {
  consents,
  feedbackResponses,
  orders,
  photos,
  questionnaireResponses,
  skinRecommendations,
  subscriptions,
  testPaymentSessions,
  userEvents,
  users,
} = schema;

let people = 0;
async function newPerson(t: TestContext, overrides = {}) {
  const client = new TestClient(t.app);
  const { res, body } = await client.signUp({ password: `password-of-person-${++people}`, ...overrides });
  const { user } = signupResponseSchema.parse(await res.json());
  return { client, body, user: user! };
}

/** Gives a person a questionnaire, a photo file, a recommendation and an event, as later issues will. */
async function addRecords(t: TestContext, userId: string, tag: string) {
  const key = `users/${userId}/photo-${tag}.jpg`;
  await t.deps.storage.put(key, new TextEncoder().encode(`jpeg-bytes-${tag}`), 'image/jpeg');
  const [photo] = await t.database.db
    .insert(photos)
    .values({ userId, storageKey: key, contentType: 'image/jpeg', width: 10, height: 10, bytes: 16 })
    .returning();
  const [q] = await t.database.db
    .insert(questionnaireResponses)
    .values({
      userId,
      responses: { skinType: 'oily', location: `City-${tag}` },
      mainConcern: 'acne',
      photoId: photo!.id,
    })
    .returning();
  await t.database.db
    .insert(skinRecommendations)
    .values({ userId, questionnaireId: q!.id, recommendationJson: { score: 71, tag } });
  await t.database.db
    .insert(userEvents)
    .values({ userId, sessionId: `s-${tag}`, eventType: 'purchase_products_click' });
  await t.database.db.insert(orders).values({
    userId,
    status: 'paid',
    provider: 'test',
    providerSessionId: `tps_${tag}`,
    subtotalCents: 2499,
    shippingCents: 599,
    totalCents: 3098,
  });
  const [subscription] = await t.database.db
    .insert(subscriptions)
    .values({
      userId,
      planId: 'pro',
      status: 'active',
      provider: 'test',
      providerSubscriptionId: `tsub_${tag}`,
      providerCustomerId: `tcus_${tag}`,
    })
    .returning();
  // The test provider's own record of it, which deleting the account cancels.
  await t.database.db.insert(testPaymentSessions).values({
    id: `tps_sub_${tag}`,
    kind: 'subscription',
    subscriptionId: subscription!.id,
    status: 'complete',
    successUrl: '/',
    cancelUrl: '/',
    expiresAt: new Date(),
    providerSubscriptionId: `tsub_${tag}`,
    customerId: `tcus_${tag}`,
  });
  await t.database.db
    .insert(feedbackResponses)
    .values({ userId, interest: 5, productTypes: [], comments: `feedback-${tag}` });
  return { photo: photo!, questionnaire: q! };
}

describe('the account: each person controls their own data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const anonymous = new TestClient(t.app);
    for (const [method, path] of [
      ['GET', '/api/account'],
      ['PATCH', '/api/account'],
      ['GET', '/api/account/export'],
      ['DELETE', '/api/account'],
      ['POST', '/api/auth/change-password'],
    ] as const) {
      const res = await anonymous.request(path, {
        method,
        json: method === 'GET' ? undefined : { password: 'x', currentPassword: 'x', newPassword: 'yyyyyyy' },
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('changes name and marketing consent, recording the consent change', async () => {
    const { client, user } = await newPerson(t);
    const res = await client.request('/api/account', {
      method: 'PATCH',
      json: { firstName: 'Augusta', marketingConsent: true },
    });
    expect(res.status).toBe(200);
    expect(accountSchema.parse(await res.json())).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      marketingConsent: true,
    });
    const rows = await t.database.db.select().from(consents).where(eq(consents.userId, user.id));
    expect(rows.filter((r) => r.kind === 'marketing').map((r) => [r.granted, r.source])).toEqual([
      [false, 'signup'],
      [true, 'account'],
    ]);
    const bad = await client.request('/api/account', { method: 'PATCH', json: { firstName: '' } });
    expect(bad.status).toBe(400);
  });

  it('exports everything about the person, and nothing about anyone else', async () => {
    const alice = await newPerson(t, { firstName: 'Alice' });
    const bob = await newPerson(t, { firstName: 'Bob' });
    await addRecords(t, alice.user.id, 'alice');
    await addRecords(t, bob.user.id, 'bob');

    const res = await alice.client.request('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const all = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({
      email: alice.body.email,
      firstName: 'Alice',
    });
    expect(JSON.parse(strFromU8(files['questionnaires.json']!))).toHaveLength(1);
    expect(JSON.parse(strFromU8(files['recommendations.json']!))[0].recommendationJson).toEqual({
      score: 71,
      tag: 'alice',
    });
    expect(JSON.parse(strFromU8(files['consents.json']!))).toHaveLength(2);
    expect(JSON.parse(strFromU8(files['events.json']!))).toHaveLength(1);
    const photoFiles = Object.keys(files).filter((name) => name.startsWith('photos/'));
    expect(photoFiles).toHaveLength(1);
    expect(strFromU8(files[photoFiles[0]!]!)).toBe('jpeg-bytes-alice');
    for (const other of ['bob', 'Bob', bob.body.email, bob.user.id]) expect(all).not.toContain(other);
    // No secrets: neither password hashes nor session tokens.
    expect(all).not.toMatch(/argon2|session_token|"token"/);
  });

  it('cannot read or change another account through any route', async () => {
    const alice = await newPerson(t);
    const bob = await newPerson(t);
    // Every route acts on the session's own account; ids in the request are ignored or refused.
    const read = accountSchema.parse(await (await bob.client.request(`/api/account?id=${alice.user.id}`)).json());
    expect(read.id).toBe(bob.user.id);
    const patch = await bob.client.request('/api/account', {
      method: 'PATCH',
      json: { id: alice.user.id, firstName: 'Mallory' },
    });
    expect(patch.status).toBe(200);
    const [aliceRow] = await t.database.db.select().from(users).where(eq(users.id, alice.user.id));
    expect(aliceRow?.firstName).toBe('Ada');
    // Deleting needs the account's own password; Alice's does not delete Bob, nor Alice.
    const del = await bob.client.request('/api/account', {
      method: 'DELETE',
      json: { password: alice.body.password, id: alice.user.id },
    });
    expect(del.status).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, alice.user.id))).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, bob.user.id))).toHaveLength(1);
  });

  it('deletes the account after the password is confirmed, leaving no row or file behind', async () => {
    const alice = await newPerson(t);
    const bob = await newPerson(t);
    await addRecords(t, alice.user.id, 'a1');
    await addRecords(t, bob.user.id, 'b1');
    await alice.client.request('/api/auth/forgot-password', { json: { email: alice.body.email } });
    const second = new TestClient(t.app);
    await second.request('/api/auth/signin', { json: { email: alice.body.email, password: alice.body.password } });

    const wrong = await alice.client.request('/api/account', { method: 'DELETE', json: { password: 'not it' } });
    expect(wrong.status).toBe(401);
    expect((await readError(wrong)).code).toBe('invalid_credentials');

    const res = await alice.client.request('/api/account', {
      method: 'DELETE',
      json: { password: alice.body.password },
    });
    expect(res.status).toBe(200);
    expect(alice.client.cookies.size).toBe(0);

    // Nothing of Alice in any table: every column that can hold a user id, and her e-mail anywhere.
    const tables = Object.values(schema).filter((v) => typeof v === 'object' && v !== null && 'getSQL' in v);
    expect(tables.length).toBeGreaterThan(15);
    const dump = (await t.database.db.execute(sql`
      select string_agg(t::text, '\n') as text from (
        select row_to_json(x)::text as t from users x union all select row_to_json(x)::text from sessions x
        union all select row_to_json(x)::text from accounts x union all select row_to_json(x)::text from consents x
        union all select row_to_json(x)::text from photos x union all select row_to_json(x)::text from questionnaire_responses x
        union all select row_to_json(x)::text from skin_recommendations x union all select row_to_json(x)::text from user_events x
        union all select row_to_json(x)::text from mail_outbox x union all select row_to_json(x)::text from verifications x
        union all select row_to_json(x)::text from contact_messages x union all select row_to_json(x)::text from orders x
        union all select row_to_json(x)::text from subscriptions x union all select row_to_json(x)::text from carts x
        union all select row_to_json(x)::text from waitlist_entries x union all select row_to_json(x)::text from rate_limits x
        union all select row_to_json(x)::text from feedback_responses x union all select row_to_json(x)::text from test_payment_sessions x
      ) rows`)) as unknown as { rows: { text: string | null }[] };
    const text = dump.rows[0]?.text ?? '';
    expect(text).not.toContain(alice.user.id);
    expect(text).not.toContain(alice.body.email);
    expect(text).toContain(bob.user.id);
    expect(await t.deps.storage.list(`users/${alice.user.id}`)).toEqual([]);
    expect(await t.deps.storage.list(`users/${bob.user.id}`)).toHaveLength(1);
    // The click stays in the anonymous statistics, without the link to her.
    const events = await t.database.db.select().from(userEvents).where(eq(userEvents.sessionId, 's-a1'));
    expect(events).toEqual([expect.objectContaining({ userId: null })]);

    // Her subscription is gone; her paid order stays for the bookkeeping, linked to no one.
    expect(
      await t.database.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, 'tsub_a1')),
    ).toEqual([]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, 'tps_a1'));
    expect(order).toMatchObject({ userId: null, status: 'paid', totalCents: 3098 });

    // Every device is signed out, and signing in again fails.
    expect((await second.request('/api/account')).status).toBe(401);
    const signin = await new TestClient(t.app).request('/api/auth/signin', {
      json: { email: alice.body.email, password: alice.body.password },
    });
    expect(signin.status).toBe(401);
  });
});
