/**
 * Erasure and export are complete: every table of the schema says what happens to it (a new table
 * must), and a person with data in every personal table finds all of it in the export and none of
 * it after deleting their account, in any table or in storage, except their orders, kept for the
 * books unlinked and readable by nobody. Another person's data is untouched (decision 026).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { signupResponseSchema } from '@skinsight/shared';
import { createTestApp, TestClient, type TestContext } from '../../testing/index.ts';
import { sendDueSelfieReminders } from '../reminders/reminder-service.ts';
import { PERSONAL_DATA } from './account-service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t?.close());

type Rows = { rows: Record<string, unknown>[] };
const query = async (text: ReturnType<typeof sql>) => ((await t.database.db.execute(text)) as unknown as Rows).rows;

/** The app's own tables (the job queue keeps its own schema, with its own retention). */
async function tables(): Promise<string[]> {
  const rows = await query(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%' order by 1`,
  );
  return rows.map((r) => String(r.table_name));
}

/** Every table and column whose text mentions `needle` (case-insensitive), as 'table.column'. */
async function mentions(needle: string): Promise<string[]> {
  const columns = await query(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'uuid', 'character varying')`);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await query(
      sql`select count(*)::int as n from ${sql.identifier(String(table_name))} where ${sql.identifier(String(column_name))}::text ilike ${`%${needle}%`}`,
    );
    if (Number(rows[0]?.n) > 0) found.push(`${String(table_name)}.${String(column_name)}`);
  }
  return found.sort();
}

describe('erasure and export', () => {
  it('says for every table of the schema whether and how it holds personal data', async () => {
    const all = await tables();
    expect(all.length).toBeGreaterThan(20);
    const unlisted = all.filter((name) => !(name in PERSONAL_DATA));
    expect(unlisted, 'tables that must be added to PERSONAL_DATA in account-service.ts').toEqual([]);
    expect(
      Object.keys(PERSONAL_DATA).filter((name) => !all.includes(name)),
      'listed tables that no longer exist',
    ).toEqual([]);
  });

  it('exports everything about a person and erases it, keeping only an anonymised order for the books', async () => {
    const email = `erase-${Date.now()}@example.com`;
    const shouted = email.toUpperCase();
    const visitor = new TestClient(t.app);
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    // Before having an account: the waitlist and a contact message, written in capitals.
    expect(
      (
        await visitor.request('/api/waitlist', {
          json: { email: shouted, privacyConsent: true, marketingConsent: true },
          headers,
        })
      ).status,
    ).toBeLessThan(300);
    expect(
      (
        await visitor.request('/api/contact', {
          json: { name: 'Eva', email: shouted, subject: 'A question', message: 'Before signing up', locale: 'en' },
          headers,
        })
      ).status,
    ).toBeLessThan(300);
    const { res, body } = await visitor.signUp({ email, firstName: 'Eva', lastName: 'Erasmus' });
    const { user } = signupResponseSchema.parse(await res.json());
    const userId = user!.id;
    // A failed sign-in (its counter is keyed by the e-mail) and a password reset mail.
    await new TestClient(t.app).request('/api/auth/signin', {
      json: { email, password: 'not the password at all' },
      headers,
    });
    await new TestClient(t.app).request('/api/auth/forgot-password', { json: { email, locale: 'en' }, headers });
    // A feedback form signed in, a click, a cart, and a paid order.
    expect(
      (
        await visitor.request('/api/feedback', {
          json: { interest: 4, productTypes: ['serum'], comments: 'Yes please', email, locale: 'en' },
        })
      ).status,
    ).toBeLessThan(300);
    await visitor.request('/api/events', {
      json: { eventType: 'purchase_products_click', sessionId: 'erase-session', pageUrl: 'http://localhost:3000/' },
    });
    await visitor.request('/api/cart/items/hydrating-serum', { method: 'PUT', json: { quantity: 2 } });
    const checkout = (await (
      await visitor.request('/api/checkout', {
        json: { items: [{ productId: 'gentle-cleansing-foam', quantity: 1 }], locale: 'en' },
      })
    ).json()) as { url: string };
    const reference = new URL(checkout.url, 'http://localhost:3000').searchParams.get('session')!;
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Eva Erasmus' };
    expect((await visitor.request(`/api/test-payments/${reference}/pay`, { json: card })).status).toBe(200);
    expect((await visitor.request(`/api/orders/by-reference/${reference}`)).status).toBe(200);
    // Weekly selfie reminders turned on, and this week's reminder sent (decision 035).
    expect((await visitor.request('/api/reminders', { method: 'PUT', json: { enabled: true } })).status).toBe(200);
    await sendDueSelfieReminders({
      db: t.database.db,
      mail: t.deps.mail,
      baseUrl: t.config.baseUrl,
      timeZone: t.config.timeZone,
      secret: t.deps.secret,
    });
    // A file in the person's storage folder.
    await t.deps.storage.put(`users/${userId}/photo.jpg`, new TextEncoder().encode('jpeg'), 'image/jpeg');

    // Someone else, who must keep everything.
    const other = new TestClient(t.app);
    const { body: otherBody } = await other.signUp({ email: `keep-${Date.now()}@example.com` });
    await other.request('/api/waitlist', {
      json: { email: otherBody.email, privacyConsent: true },
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    const otherBefore = await mentions(otherBody.email);

    // The export holds all of it.
    const zip = unzipSync(new Uint8Array(await (await visitor.request('/api/account/export')).arrayBuffer()));
    const file = (name: string) => strFromU8(zip[name]!);
    expect(file('waitlist.json')).toContain(email);
    expect(file('consents.json')).toContain('waitlist');
    expect(file('contact-messages.json')).toContain('Before signing up');
    expect(file('emails.json')).toContain('Reset your Skinsight password');
    expect(file('emails.json')).toContain('Before signing up'); // the team's copy of the message
    expect(file('feedback.json')).toContain('Yes please');
    expect(file('orders.json')).toContain(reference);
    expect(file('sign-in-counters.json')).toMatch(/"count": 1/);
    expect(file('reminders.json')).toContain('"enabled": true');
    expect(file('emails.json')).toContain('/unsubscribe?token=');
    expect(Object.keys(zip)).toContain('photos.json');

    expect(
      (await visitor.request('/api/account', { method: 'DELETE', json: { password: body.password } })).status,
    ).toBe(200);

    // Nothing anywhere names them; the order is kept for the books, unlinked and closed.
    expect(await mentions(email)).toEqual([]);
    expect(await mentions(userId)).toEqual([]);
    const kept = await query(
      sql`select user_id, anonymised_at, total_cents from orders where provider_session_id = ${reference}`,
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]!.user_id).toBeNull();
    expect(kept[0]!.anonymised_at).not.toBeNull();
    expect((await new TestClient(t.app).request(`/api/orders/by-reference/${reference}`)).status).toBe(404);
    // Their storage folder is gone, not only emptied.
    expect(await t.deps.storage.list(`users/${userId}/`)).toEqual([]);
    if (t.config.storage.driver === 'local') {
      const fs = await import('node:fs');
      expect(fs.existsSync(`${t.config.storage.dir}/users/${userId}`)).toBe(false);
    }
    // The other person keeps everything.
    expect(await mentions(otherBody.email)).toEqual(otherBefore);
    expect(
      (
        await new TestClient(t.app).request('/api/auth/signin', {
          json: { email: otherBody.email, password: otherBody.password },
        })
      ).status,
    ).toBe(200);
  });
});
