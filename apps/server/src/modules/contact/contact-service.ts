/**
 * The waitlist (stored with its consents, one entry per address) and the contact form (stored,
 * and sent to the team through the mail service).
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactRequestSchema, waitlistRequestSchema } from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import { contactMessages, waitlistEntries } from '../../db/schema.ts';
import { recordConsents } from '../consents/consent-service.ts';
import type { MailService } from '../mail/mail-service.ts';

type WaitlistRequest = z.output<typeof waitlistRequestSchema>;
type ContactRequest = z.output<typeof contactRequestSchema>;

export async function joinWaitlist(db: Db, entry: WaitlistRequest, policyVersion: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Joining twice is not an error: the entry stays one, with the newest consent.
    await tx
      .insert(waitlistEntries)
      .values({
        email: entry.email,
        privacyConsent: true,
        marketingConsent: entry.marketingConsent,
        locale: entry.locale,
      })
      .onConflictDoUpdate({
        target: waitlistEntries.email,
        set: {
          marketingConsent: entry.marketingConsent,
          privacyConsent: true,
          locale: entry.locale,
          updatedAt: sql`now()`,
        },
      });
    await recordConsents(tx, { email: entry.email }, 'waitlist', policyVersion, [
      { kind: 'privacy', granted: true },
      { kind: 'marketing', granted: entry.marketingConsent },
    ]);
  });
}

export async function sendContactMessage(
  deps: { db: Db; mail: MailService; teamEmail: string },
  userId: string | null,
  message: ContactRequest,
): Promise<void> {
  await deps.db.insert(contactMessages).values({
    userId,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    locale: message.locale,
  });
  await deps.mail.send({
    to: deps.teamEmail,
    subject: `[Contact] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\nLanguage: ${message.locale}\n\n${message.message}`,
    locale: 'en',
  });
}
