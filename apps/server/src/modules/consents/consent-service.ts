/**
 * The one writer of consents: every place a person grants or withdraws one (sign-up, the account
 * page, the waitlist, the weekly selfie reminders and their unsubscribe link) records it here, with the policy version it was given under. A consent is
 * recorded against the account, or against the address when there is none yet (the waitlist);
 * erasure and export find both (decision 026).
 */
import type { Db } from '../../db/client.ts';
import { consents } from '../../db/schema.ts';

type Writer = Pick<Db, 'insert'>;
export type ConsentChoice = { kind: 'privacy' | 'marketing' | 'selfie_reminders'; granted: boolean };
export type ConsentSource = 'signup' | 'account' | 'waitlist' | 'results' | 'unsubscribe_link';
export type ConsentSubject = { userId: string } | { email: string };

/** Records the choices, in one insert (inside the caller's transaction when given one). */
export async function recordConsents(
  db: Writer,
  subject: ConsentSubject,
  source: ConsentSource,
  policyVersion: string,
  choices: ConsentChoice[],
): Promise<void> {
  if (choices.length === 0) return;
  await db.insert(consents).values(choices.map((choice) => ({ ...subject, ...choice, source, policyVersion })));
}
