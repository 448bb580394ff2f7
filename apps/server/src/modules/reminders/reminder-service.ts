/**
 * Weekly selfie reminders (decision 035): a person turns them on or off (on the account page or
 * the results page, recorded as a consent with the policy version), a reminder e-mail's link turns
 * them off without signing in, and the weekly job sends each person who wants one at most one
 * reminder a week, in their language, unless they already took this week's assessment.
 */
import { and, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selfieReminders, users } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import { recordConsents } from '../consents/consent-service.ts';
import type { MailService } from '../mail/mail-service.ts';
import { selfieReminderMail } from './reminder-mail.ts';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

export type SelfieReminderSetting = { enabled: boolean; lastSentAt: string | null };
export type ReminderSource = 'account' | 'results';

/** The person's own setting: off until they turn it on. */
export async function getSelfieReminders(db: Db, userId: string): Promise<SelfieReminderSetting> {
  const [row] = await db.select().from(selfieReminders).where(eq(selfieReminders.userId, userId));
  return { enabled: row?.enabled ?? false, lastSentAt: row?.lastSentAt?.toISOString() ?? null };
}

/** Turns the person's reminders on or off; a change is recorded as a consent given or withdrawn. */
export async function setSelfieReminders(
  db: Db,
  userId: string,
  change: { enabled: boolean; source: ReminderSource },
  policyVersion: string,
): Promise<SelfieReminderSetting> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ enabled: selfieReminders.enabled })
      .from(selfieReminders)
      .where(eq(selfieReminders.userId, userId))
      .for('update');
    if ((before?.enabled ?? false) === change.enabled && before) return;
    await tx
      .insert(selfieReminders)
      .values({ userId, enabled: change.enabled })
      .onConflictDoUpdate({
        target: selfieReminders.userId,
        set: { enabled: change.enabled, updatedAt: new Date() },
      });
    if ((before?.enabled ?? false) !== change.enabled) {
      await recordConsents(tx, { userId }, change.source, policyVersion, [
        { kind: 'selfie_reminders', granted: change.enabled },
      ]);
    }
  });
  return getSelfieReminders(db, userId);
}

/**
 * The one-click unsubscribe of a reminder e-mail (RFC 8058), signed out: the token names the
 * person. False for a token we did not make; true otherwise, also when the reminders were already
 * off or the account is gone (nothing is left to stop, and the answer tells no one which).
 */
export async function unsubscribeSelfieReminders(
  db: Db,
  secret: string,
  token: string,
  policyVersion: string,
): Promise<boolean> {
  const userId = verifyUnsubscribeToken(secret, token);
  if (!userId) return false;
  await db.transaction(async (tx) => {
    const stopped = await tx
      .update(selfieReminders)
      .set({ enabled: false, updatedAt: new Date() })
      .where(and(eq(selfieReminders.userId, userId), eq(selfieReminders.enabled, true)))
      .returning({ userId: selfieReminders.userId });
    if (stopped.length > 0) {
      await recordConsents(tx, { userId }, 'unsubscribe_link', policyVersion, [
        { kind: 'selfie_reminders', granted: false },
      ]);
    }
  });
  return true;
}

/** The ISO week ('2026-W48') of a moment in a time zone, and the moment that week began (Monday 00:00 there). */
export async function weekIn(db: Db, now: Date, timeZone: string): Promise<{ key: string; start: Date }> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    select to_char(${at}::timestamptz at time zone ${timeZone}, 'IYYY-"W"IW') as key,
      (date_trunc('week', ${at}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}) as start`)) as unknown as {
    rows: { key: string; start: string | Date }[];
  };
  const row = result.rows[0]!;
  return { key: row.key, start: new Date(row.start) };
}

export type ReminderDeps = {
  db: Db;
  mail: MailService;
  logger?: Logger;
  baseUrl: string;
  timeZone: string;
  secret: string;
};
export type ReminderRun = { week: string; sent: number; failed: number };

const BATCH = 200;

/**
 * Sends this week's reminder to everyone who wants one, has not had it, and has not taken an
 * assessment this week (Monday to Sunday in TIME_ZONE). Each person's week is claimed by a
 * conditional update before the mail goes out, so two runs at once (two workers, a retry, the
 * operator's command) send it once; a mail that fails gives its claim back for the next run.
 */
export async function sendDueSelfieReminders(deps: ReminderDeps, now: Date = new Date()): Promise<ReminderRun> {
  const { db } = deps;
  const week = await weekIn(db, now, deps.timeZone);
  const run: ReminderRun = { week: week.key, sent: 0, failed: 0 };
  const failedIds: string[] = [];
  for (;;) {
    const due = await db
      .select({ userId: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(selfieReminders)
      .innerJoin(users, eq(users.id, selfieReminders.userId))
      .where(
        and(
          eq(selfieReminders.enabled, true),
          or(isNull(selfieReminders.lastSentWeek), ne(selfieReminders.lastSentWeek, week.key)),
          failedIds.length > 0 ? notInArray(selfieReminders.userId, failedIds) : undefined,
          sql`not exists (select 1 from skin_recommendations s where s.user_id = ${selfieReminders.userId} and s.created_at >= ${week.start.toISOString()}::timestamptz)`,
        ),
      )
      .limit(BATCH);
    if (due.length === 0) break;
    for (const person of due) {
      const claimed = await db
        .update(selfieReminders)
        .set({ lastSentWeek: week.key, lastSentAt: now })
        .where(
          and(
            eq(selfieReminders.userId, person.userId),
            eq(selfieReminders.enabled, true),
            or(isNull(selfieReminders.lastSentWeek), ne(selfieReminders.lastSentWeek, week.key)),
          ),
        )
        .returning({ userId: selfieReminders.userId });
      // Another run claimed this person's week first (or they turned reminders off meanwhile).
      if (claimed.length === 0) continue;
      try {
        const token = unsubscribeToken(deps.secret, person.userId);
        await deps.mail.send({
          ...selfieReminderMail({ ...person, baseUrl: deps.baseUrl, token }),
          to: person.email,
          userId: person.userId,
        });
        run.sent++;
      } catch (error) {
        failedIds.push(person.userId);
        run.failed++;
        deps.logger?.error({ err: error, userId: person.userId }, 'could not send a selfie reminder');
        await db
          .update(selfieReminders)
          .set({ lastSentWeek: null, lastSentAt: null })
          .where(and(eq(selfieReminders.userId, person.userId), eq(selfieReminders.lastSentWeek, week.key)));
      }
    }
  }
  return run;
}

/** The hour (0-23) of a moment in a time zone. */
export function localHour(now: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}
