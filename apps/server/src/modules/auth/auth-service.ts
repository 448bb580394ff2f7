/**
 * The records around better-auth's sign-up and sign-in: the account row as our API shows it, the
 * consents given at sign-up, and the mail to the owner of an address someone tried to sign up
 * with again.
 */
import { eq } from 'drizzle-orm';
import { isLocale, localizedPath } from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { recordConsents } from '../consents/consent-service.ts';
import type { MailService } from '../mail/mail-service.ts';
import { mailTemplate } from '../mail/mail-templates.ts';

export async function userById(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/**
 * After better-auth created the account: the consents given on the form. Answers the account, or
 * null when there is none to show (with e-mail verification on, a taken address looks the same).
 */
export async function completeSignup(
  db: Db,
  userId: string,
  consent: { marketingConsent: boolean; policyVersion: string },
) {
  const user = await userById(db, userId);
  if (!user) return null;
  await recordConsents(db, { userId: user.id }, 'signup', consent.policyVersion, [
    { kind: 'privacy', granted: true },
    { kind: 'marketing', granted: consent.marketingConsent },
  ]);
  return user;
}

/** An e-mail to the owner of an address someone tried to sign up with: they already have an account. */
export async function tellOwnerAccountExists(
  deps: { db: Db; mail: MailService; baseUrl: string },
  email: string,
): Promise<void> {
  const [owner] = await deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!owner) return;
  const template = mailTemplate(owner.locale, 'accountExists');
  const link = `${deps.baseUrl}${localizedPath(isLocale(owner.locale) ? owner.locale : 'en', '/signin')}`;
  await deps.mail.send({
    to: owner.email,
    subject: template.subject,
    text: template.text(link, owner.firstName),
    locale: owner.locale,
    userId: owner.id,
  });
}
