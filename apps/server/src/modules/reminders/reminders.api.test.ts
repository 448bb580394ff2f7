import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { selfieReminderSettingSchema, signupResponseSchema } from '@skinsight/shared';
import * as schema from '../../db/schema.ts';
import { jobHandlers } from '../../jobs/index.ts';
import { QUEUES, startJobQueue } from '../../lib/jobs.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, createTestDatabase, readError, TestClient, type TestContext } from '../../testing/index.ts';
import type { MailService } from '../mail/mail-service.ts';
import { sendDueSelfieReminders, weekIn, type ReminderDeps } from './reminder-service.ts';
import { selfieReminderJob } from './selfie-reminder-job.ts';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const { consents, mailOutbox, selfieReminders, skinRecommendations } = schema;

let t: TestContext;
beforeAll(async () => {
  // Each person signs up from an address of their own: the sign-up limit counts per address.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let people = 0;
async function signUp(client: TestClient, overrides: { locale?: 'en' | 'de' | 'fr' | 'es'; password?: string } = {}) {
  const email = `person-${++people}-${Date.now()}@example.com`;
  const res = await client.request('/api/auth/signup', {
    json: {
      firstName: `Person-${overrides.locale ?? 'en'}`,
      lastName: 'Weekly',
      email,
      password: overrides.password ?? 'correct horse battery',
      privacyConsent: true,
      locale: overrides.locale ?? 'en',
    },
    headers: { 'x-forwarded-for': `203.0.113.${people}` },
  });
  const { user } = signupResponseSchema.parse(await res.json());
  return { email, id: user!.id };
}
async function newPerson(locale: 'en' | 'de' | 'fr' | 'es' = 'en') {
  const client = new TestClient(t.app);
  return { client, ...(await signUp(client, { locale })) };
}

const setting = async (client: TestClient) => {
  const res = await client.request('/api/reminders');
  expect(res.status).toBe(200);
  return selfieReminderSettingSchema.parse(await res.json());
};
const turn = (client: TestClient, enabled: boolean, source?: 'account' | 'results') =>
  client.request('/api/reminders', { method: 'PUT', json: { enabled, ...(source ? { source } : {}) } });

const reminderDeps = (overrides: Partial<ReminderDeps> = {}): ReminderDeps => ({
  db: t.database.db,
  mail: t.deps.mail,
  baseUrl: t.config.baseUrl,
  timeZone: 'Europe/Vienna',
  secret: t.deps.secret,
  ...overrides,
});
const mailsTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt);
const reminderConsents = (userId: string) =>
  t.database.db
    .select({ granted: consents.granted, source: consents.source, policyVersion: consents.policyVersion })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, 'selfie_reminders')))
    .orderBy(consents.createdAt);
/** The one-click unsubscribe as a mail program makes it (RFC 8058): a POST to the header's address, signed out. */
const oneClick = (url: string) =>
  t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

// Wednesday 2026-11-18, 10:00 in Vienna.
const WEDNESDAY = new Date('2026-11-18T09:00:00Z');

describe('the weekly selfie reminder setting', () => {
  it('is off until the person turns it on, and each change is a consent with the policy version', async () => {
    const ada = await newPerson();
    expect(await setting(ada.client)).toEqual({ enabled: false, lastSentAt: null });
    expect((await turn(ada.client, true, 'results')).status).toBe(200);
    expect((await setting(ada.client)).enabled).toBe(true);
    // The same choice again records nothing new.
    await turn(ada.client, true);
    await turn(ada.client, false);
    expect(await reminderConsents(ada.id)).toEqual([
      { granted: true, source: 'results', policyVersion: t.config.auth.policyVersion },
      { granted: false, source: 'account', policyVersion: t.config.auth.policyVersion },
    ]);
  });

  it('needs a session, and refuses bad input with a clear message and no change', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.request('/api/reminders')).status).toBe(401);
    expect((await turn(anonymous, true)).status).toBe(401);
    const ada = await newPerson();
    for (const body of [{ enabled: 'yes' }, {}, { enabled: true, source: 'somewhere' }]) {
      const res = await ada.client.request('/api/reminders', { method: 'PUT', json: body });
      expect(res.status).toBe(400);
      expect((await readError(res)).code).toBe('validation_failed');
    }
    const res = await ada.client.request('/api/reminders', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
    expect(res.status).toBe(400);
    expect((await setting(ada.client)).enabled).toBe(false);
  });

  it("is the person's own: naming another account changes nothing of theirs", async () => {
    const ada = await newPerson();
    const bob = await newPerson();
    await turn(ada.client, true);
    // Bob tries to turn Ada's reminders off by naming her: refused, and hers stay on.
    const res = await bob.client.request('/api/reminders', {
      method: 'PUT',
      json: { enabled: false, userId: ada.id },
    });
    expect(res.status).toBe(400);
    await turn(bob.client, false);
    expect((await setting(ada.client)).enabled).toBe(true);
    expect((await setting(bob.client)).enabled).toBe(false);
  });
});

describe('the weekly reminder', () => {
  it('goes once a week to those who want it, in their language, with a working one-click unsubscribe', async () => {
    const people = await Promise.all((['en', 'de', 'fr', 'es'] as const).map((l) => newPerson(l)));
    for (const p of people) await turn(p.client, true);
    const off = await newPerson();
    await turn(off.client, true);
    await turn(off.client, false);

    const run = await sendDueSelfieReminders(reminderDeps(), WEDNESDAY);
    expect(run.week).toBe('2026-W47');
    expect(run.failed).toBe(0);
    const subjects = {
      en: "Time for this week's selfie",
      de: 'Zeit für das Selfie dieser Woche',
      fr: 'C’est l’heure du selfie de la semaine',
      es: 'Es hora del selfie de esta semana',
    };
    for (const p of people) {
      const mails = await mailsTo(p.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      const locale = mail.locale as keyof typeof subjects;
      expect(mail.subject).toBe(subjects[locale]);
      expect(mail.text).toContain(`${t.config.baseUrl}/${locale}/results`);
      expect(mail.text).toMatch(new RegExp(`${t.config.baseUrl}/${locale}/unsubscribe\\?token=[A-Za-z0-9_-]{43}`));
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers?.['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=/,
      );
    }
    expect(await mailsTo(off.email)).toHaveLength(0);

    // Later the same week, and two runs at once: nothing more.
    const again = await Promise.all([
      sendDueSelfieReminders(reminderDeps(), new Date('2026-11-20T15:00:00Z')),
      sendDueSelfieReminders(reminderDeps(), new Date('2026-11-20T15:00:00Z')),
    ]);
    expect(again.map((r) => r.sent)).toEqual([0, 0]);
    for (const p of people) expect(await mailsTo(p.email)).toHaveLength(1);

    // The header's one-click POST, signed out, stops the German person's reminders and no one else's.
    const [en, de] = people;
    const header = (await mailsTo(de!.email))[0]!.headers!['List-Unsubscribe']!;
    const res = await oneClick(header.slice(1, -1));
    expect(res.status).toBe(200);
    expect((await setting(de!.client)).enabled).toBe(false);
    expect((await setting(en!.client)).enabled).toBe(true);
    expect((await reminderConsents(de!.id)).at(-1)).toEqual({
      granted: false,
      source: 'unsubscribe_link',
      policyVersion: t.config.auth.policyVersion,
    });
    // A second click is as good as the first.
    expect((await oneClick(header.slice(1, -1))).status).toBe(200);

    // Next week (Monday 9:00 in Vienna): again, but not for the one who unsubscribed.
    const next = await sendDueSelfieReminders(reminderDeps(), new Date('2026-11-23T08:00:00Z'));
    expect(next.week).toBe('2026-W48');
    expect(await mailsTo(de!.email)).toHaveLength(1);
    expect(await mailsTo(en!.email)).toHaveLength(2);
  });

  it('is not sent to someone who took an assessment this week', async () => {
    const ada = await newPerson();
    await turn(ada.client, true);
    await t.database.db
      .insert(skinRecommendations)
      .values({ userId: ada.id, recommendationJson: { score: 70 }, createdAt: new Date('2026-11-16T08:00:00Z') });
    await sendDueSelfieReminders(reminderDeps(), WEDNESDAY);
    expect(await mailsTo(ada.email)).toHaveLength(0);
  });

  it('gives its claim back when the mail fails, so the next run sends it', async () => {
    const ada = await newPerson();
    await turn(ada.client, true);
    const failing: MailService = {
      send: () => Promise.reject(new Error('SMTP unreachable')),
    };
    // Other people may be due too; only Ada matters here.
    const failed = await sendDueSelfieReminders(reminderDeps({ mail: failing }), new Date('2026-12-02T09:00:00Z'));
    expect(failed.failed).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(selfieReminders).where(eq(selfieReminders.userId, ada.id));
    expect(row!.lastSentWeek).toBeNull();
    await sendDueSelfieReminders(reminderDeps(), new Date('2026-12-02T10:00:00Z'));
    expect(await mailsTo(ada.email)).toHaveLength(1);
  });

  it('counts weeks from Monday in the configured time zone', async () => {
    // Sunday 23:30 UTC is already Monday in Vienna.
    expect((await weekIn(t.database.db, new Date('2026-11-22T23:30:00Z'), 'Europe/Vienna')).key).toBe('2026-W48');
    expect((await weekIn(t.database.db, new Date('2026-11-22T23:30:00Z'), 'UTC')).key).toBe('2026-W47');
    const week = await weekIn(t.database.db, WEDNESDAY, 'Europe/Vienna');
    expect(week.start.toISOString()).toBe('2026-11-15T23:00:00.000Z');
  });
});

describe('the unsubscribe link', () => {
  it('of one person cannot unsubscribe another, and a forged or broken token is refused', async () => {
    const ada = await newPerson();
    const bob = await newPerson();
    await turn(ada.client, true);
    await turn(bob.client, true);
    const adaToken = unsubscribeToken(t.deps.secret, ada.id);
    expect(verifyUnsubscribeToken(t.deps.secret, adaToken)).toBe(ada.id);
    // Bob's id with Ada's MAC, a token under another secret, junk: all refused, nothing changes.
    const bytes = Buffer.from(adaToken, 'base64url');
    Buffer.from(bob.id.replaceAll('-', ''), 'hex').copy(bytes, 0);
    const forged = [
      bytes.toString('base64url'),
      unsubscribeToken('another-secret-that-is-long-enough-012345', bob.id),
      'x'.repeat(43),
      'not a token',
      '',
    ];
    for (const token of forged) {
      const res = await oneClick(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
    }
    expect((await oneClick('/api/reminders/unsubscribe')).status).toBe(400);
    expect((await setting(bob.client)).enabled).toBe(true);
    // Ada's own token stops Ada's, not Bob's.
    expect((await oneClick(`/api/reminders/unsubscribe?token=${adaToken}`)).status).toBe(200);
    expect((await setting(ada.client)).enabled).toBe(false);
    expect((await setting(bob.client)).enabled).toBe(true);
  });
});

describe('erasure and export', () => {
  it('exports the setting, and deleting the account leaves no reminder to send', async () => {
    const password = 'a long password for erasure';
    const client = new TestClient(t.app);
    const person = await signUp(client, { password });
    const user = { id: person.id };
    const body = { email: person.email };
    await turn(client, true);
    const zip = unzipSync(new Uint8Array(await (await client.request('/api/account/export')).arrayBuffer()));
    const exported = JSON.parse(strFromU8(zip['reminders.json']!)) as { userId: string; enabled: boolean }[];
    expect(exported).toEqual([expect.objectContaining({ userId: user.id, enabled: true })]);
    const consentsFile = JSON.parse(strFromU8(zip['consents.json']!)) as { kind: string; granted: boolean }[];
    expect(consentsFile).toContainEqual(expect.objectContaining({ kind: 'selfie_reminders', granted: true }));

    expect((await client.request('/api/account', { method: 'DELETE', json: { password } })).status).toBe(200);
    const rows = await t.database.db.select().from(selfieReminders).where(eq(selfieReminders.userId, user.id));
    expect(rows).toHaveLength(0);
    await sendDueSelfieReminders(reminderDeps(), new Date('2027-01-06T09:00:00Z'));
    expect(await mailsTo(body.email)).toHaveLength(0);
    // An old mail's link still answers calmly, and changes nothing.
    expect(
      (await oneClick(`/api/reminders/unsubscribe?token=${unsubscribeToken(t.deps.secret, user.id)}`)).status,
    ).toBe(200);
  });
});

describe('the job', () => {
  it('is registered and scheduled hourly', async () => {
    expect(jobHandlers).toContain(selfieReminderJob);
    expect(QUEUES).not.toContain('selfie-reminders');
    const database = await createTestDatabase();
    try {
      const queue = await startJobQueue({
        config: t.config,
        mail: t.deps.mail,
        secret: t.deps.secret,
        database,
        storage: t.deps.storage,
        logger: createLogger('silent'),
        handlers: [selfieReminderJob],
        work: false,
      });
      await queue.stop();
      const rows = (await database.db.execute(sql`select name, cron from pgboss.schedule`)) as unknown as {
        rows: { name: string; cron: string }[];
      };
      expect(rows.rows).toEqual([{ name: 'selfie-reminders', cron: '41 * * * *' }]);
    } finally {
      await database.close();
    }
  });
});
