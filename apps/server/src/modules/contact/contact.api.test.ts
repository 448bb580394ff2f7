import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consents, contactMessages, mailOutbox, waitlistEntries } from '../../db/schema.ts';
import { createTestApp, readError, TestClient, type TestContext } from '../../testing/index.ts';

describe('the waitlist', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('keeps one entry per address with the newest consent, and records every consent', async () => {
    const client = new TestClient(t.app);
    const first = await client.request('/api/waitlist', {
      json: { email: 'Wait@Example.com', privacyConsent: true, locale: 'fr' },
    });
    expect(first.status).toBe(200);
    const again = await client.request('/api/waitlist', {
      json: { email: 'wait@example.com', privacyConsent: true, marketingConsent: true },
    });
    expect(again.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'wait@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ marketingConsent: true, privacyConsent: true });
    const recorded = await t.database.db.select().from(consents).where(eq(consents.email, 'wait@example.com'));
    expect(recorded.map((r) => [r.kind, r.granted])).toEqual([
      ['privacy', true],
      ['marketing', false],
      ['privacy', true],
      ['marketing', true],
    ]);
  });

  it('refuses a missing e-mail or consent even when the form is bypassed', async () => {
    const client = new TestClient(t.app);
    for (const [body, field] of [
      [{ privacyConsent: true }, 'email'],
      [{ email: 'not-an-email', privacyConsent: true }, 'email'],
      [{ email: 'x@example.com' }, 'privacyConsent'],
      [{ email: 'x@example.com', privacyConsent: false }, 'privacyConsent'],
    ] as const) {
      const res = await client.request('/api/waitlist', { json: body });
      expect(res.status).toBe(400);
      expect((await readError(res)).issues?.map((i) => i.path)).toContain(field);
    }
    expect(
      await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, 'x@example.com')),
    ).toEqual([]);
  });

  it('is rate limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await new TestClient(t.app).request('/api/waitlist', {
        json: { email: `flood-${i}@example.com`, privacyConsent: true },
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the contact form', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ TEAM_EMAIL: 'team@example.com' });
  });
  afterAll(() => t.close());

  it('stores the message and sends it to the team', async () => {
    const res = await new TestClient(t.app).request('/api/contact', {
      json: { name: 'Jane', email: 'jane@example.com', subject: 'Question', message: 'Hello there', locale: 'de' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'jane@example.com'));
    expect(row).toMatchObject({
      name: 'Jane',
      subject: 'Question',
      message: 'Hello there',
      locale: 'de',
      userId: null,
    });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'team@example.com'));
    expect(mail?.subject).toBe('[Contact] Question');
    expect(mail?.text).toContain('jane@example.com');
  });

  it('refuses empty fields', async () => {
    const res = await new TestClient(t.app).request('/api/contact', {
      json: { name: ' ', email: 'jane@example.com', subject: '', message: 'x' },
    });
    expect(res.status).toBe(400);
    expect((await readError(res)).issues?.map((i) => i.path).sort()).toEqual(['name', 'subject']);
  });
});
