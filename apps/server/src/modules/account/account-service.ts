/**
 * What a person can do with their own data: read and change their profile, download
 * everything we hold about them, and delete it all.
 */
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import type { UpdateAccountRequest } from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Payments } from '../../lib/payments/index.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { signinFailureKey } from '../auth/rate-limits.ts';
import { cancelAllSubscriptions } from '../commerce/subscription-service.ts';
import { recordConsents } from '../consents/consent-service.ts';

const {
  accounts,
  carts,
  cartItems,
  consents,
  contactMessages,
  feedbackResponses,
  mailOutbox,
  orders,
  orderItems,
  photos,
  questionnaireResponses,
  sessions,
  skinRecommendations,
  subscriptions,
  userEvents,
  users,
  verifications,
  rateLimits,
  selfieReminders,
  waitlistEntries,
} = schema;

/**
 * Every table of the schema, and what erasure and export do with it (decision 026). A table that
 * is not listed fails a test: a new table must say whether it holds personal data.
 */
export const PERSONAL_DATA: Record<string, { personal: true; how: string } | { personal: false; why: string }> = {
  users: { personal: true, how: 'exported as profile.json; deleted' },
  sessions: { personal: true, how: 'exported (times, browser); deleted with the user' },
  accounts: { personal: true, how: 'the password hash is a secret, not exported; deleted with the user' },
  verifications: { personal: true, how: 'pending links are secrets, not exported; deleted by user id and e-mail' },
  rate_limits: {
    personal: true,
    how: 'counters keyed by a hash of the e-mail: exported as counts; deleted by key prefix',
  },
  consents: { personal: true, how: "exported, the account's and the waitlist's (by e-mail); deleted" },
  photos: { personal: true, how: 'exported with the files; deleted with their files' },
  questionnaire_responses: { personal: true, how: 'exported; deleted with the user' },
  skin_recommendations: { personal: true, how: 'exported; deleted with the user' },
  user_events: { personal: true, how: 'exported; unlinked from the user (the click counts stay, anonymous)' },
  waitlist_entries: { personal: true, how: 'exported; deleted by e-mail' },
  contact_messages: { personal: true, how: 'exported, also those sent before sign-up (by e-mail); deleted' },
  mail_outbox: { personal: true, how: "exported (to the person, and the team's copies naming them); deleted" },
  carts: { personal: true, how: 'exported; deleted with the user' },
  cart_items: { personal: true, how: 'exported; deleted with the cart' },
  orders: { personal: true, how: 'exported; kept for the books, unlinked and anonymised, readable by nobody' },
  order_items: { personal: false, why: 'products, prices and quantities of an order, kept with the anonymised order' },
  subscriptions: { personal: true, how: 'exported; deleted with the user' },
  selfie_reminders: {
    personal: true,
    how: 'exported as reminders.json (the consents with consents.json); deleted with the user, so no reminder follows',
  },
  feedback_responses: { personal: true, how: 'exported, also those given with the e-mail signed out; deleted' },
  survey: { personal: false, why: "the questionnaire's texts" },
  products: { personal: false, why: 'the catalogue' },
  payment_events: { personal: false, why: "ids of the payment provider's notifications already handled" },
  test_payment_sessions: {
    personal: false,
    why: "the test provider's checkout sessions and the subscriptions they started: ids, periods, return addresses",
  },
  user_event_buckets: { personal: false, why: 'counts per event type and 15 minutes' },
  user_event_sessions: {
    personal: false,
    why: "anonymous analytics session ids (random per browser tab, never an account's)",
  },
};

/** Rows that name the person by e-mail address rather than by id (the address as stored, lower-cased). */
const byEmail = (email: string) => ({
  waitlist: eq(waitlistEntries.email, email),
  consents: and(isNull(consents.userId), eq(sql`lower(${consents.email})`, email)),
  contact: eq(sql`lower(${contactMessages.email})`, email),
  // Mail to them, and the team's copies of what they sent (which quote their address).
  mail: or(
    eq(sql`lower(${mailOutbox.to})`, email),
    ilike(mailOutbox.text, `%${email.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`),
  ),
  feedback: eq(sql`lower(${feedbackResponses.email})`, email),
  // The sign-in counters: per account, and per account and address.
  rateLimits: or(eq(rateLimits.key, signinFailureKey(email)), ilike(rateLimits.key, `${signinFailureKey(email)}:%`)),
});

/** Changes the profile (a changed marketing choice is a consent record too); answers the account as it is now. */
export async function updateAccount(db: Db, userId: string, change: UpdateAccountRequest, policyVersion: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId));
    if (!before) return;
    const firstName = change.firstName ?? before.firstName;
    const lastName = change.lastName ?? before.lastName;
    await tx
      .update(users)
      .set({
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
        marketingConsent: change.marketingConsent ?? before.marketingConsent,
        locale: change.locale ?? before.locale,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    if (change.marketingConsent !== undefined && change.marketingConsent !== before.marketingConsent) {
      await recordConsents(tx, { userId }, 'account', policyVersion, [
        { kind: 'marketing', granted: change.marketingConsent },
      ]);
    }
  });
  const [after] = await db.select().from(users).where(eq(users.id, userId));
  return after ?? null;
}

/** A ZIP with every record about the person, as JSON, and their photos. Secrets are left out. */
export async function exportAccount(db: Db, storage: FileStorage, userId: string): Promise<Uint8Array> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('export: no such user');
  const mine = <T>(rows: Promise<T[]>) => rows;
  const [
    sessionRows,
    consentRows,
    questionnaireRows,
    recommendationRows,
    photoRows,
    eventRows,
    contactRows,
    mailRows,
    orderRows,
    subscriptionRows,
    cartRows,
    feedbackRows,
    reminderRows,
  ] = await Promise.all([
    mine(
      db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
    ),
    mine(db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.createdAt))),
    mine(db.select().from(questionnaireResponses).where(eq(questionnaireResponses.userId, userId))),
    mine(db.select().from(skinRecommendations).where(eq(skinRecommendations.userId, userId))),
    mine(db.select().from(photos).where(eq(photos.userId, userId))),
    mine(db.select().from(userEvents).where(eq(userEvents.userId, userId))),
    mine(db.select().from(contactMessages).where(eq(contactMessages.userId, userId))),
    mine(db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId))),
    mine(db.select().from(orders).where(eq(orders.userId, userId))),
    mine(db.select().from(subscriptions).where(eq(subscriptions.userId, userId))),
    mine(
      db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity, addedAt: cartItems.createdAt })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, userId)),
    ),
    mine(
      db
        .select()
        .from(feedbackResponses)
        .where(or(eq(feedbackResponses.userId, userId), byEmail(user.email).feedback)),
    ),
    mine(db.select().from(selfieReminders).where(eq(selfieReminders.userId, userId))),
  ]);
  const email = byEmail(user.email);
  const [waitlistRows, waitlistConsents, contactByEmail, mailByEmail, counters] = await Promise.all([
    db.select().from(waitlistEntries).where(email.waitlist),
    db.select().from(consents).where(email.consents).orderBy(asc(consents.createdAt)),
    db.select().from(contactMessages).where(email.contact),
    db.select().from(mailOutbox).where(email.mail),
    db
      .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
      .from(rateLimits)
      .where(email.rateLimits),
  ]);
  const unique = <T extends { id: string }>(rows: T[]) => [...new Map(rows.map((r) => [r.id, r])).values()];
  const orderLines = orderRows.length
    ? await db
        .select()
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.userId, userId))
    : [];
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(
      'Everything Skinsight holds about you, as of the date of this download. Each .json file is one kind of record; photos/ holds your photos.\n',
    ),
    'profile.json': json({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: user.firstName,
      lastName: user.lastName,
      marketingConsent: user.marketingConsent,
      locale: user.locale,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    }),
    'sessions.json': json(sessionRows),
    'consents.json': json([...consentRows, ...waitlistConsents]),
    'waitlist.json': json(waitlistRows),
    'sign-in-counters.json': json(counters),
    'questionnaires.json': json(questionnaireRows),
    'recommendations.json': json(recommendationRows),
    'photos.json': json(photoRows.map(({ claimTokenHash: _secret, ...photo }) => photo)),
    'events.json': json(eventRows),
    'contact-messages.json': json(unique([...contactRows, ...contactByEmail])),
    'emails.json': json(unique([...mailRows, ...mailByEmail])),
    'orders.json': json({ orders: orderRows, lines: orderLines.map((l) => l.order_items) }),
    'subscriptions.json': json(subscriptionRows),
    'cart.json': json(cartRows),
    'feedback.json': json(feedbackRows),
    'reminders.json': json(reminderRows),
  };
  for (const photo of photoRows) {
    const data = await storage.get(photo.storageKey);
    if (data) files[`photos/${photo.id}${extensionOf(photo.contentType)}`] = data;
  }
  return zipSync(files, { level: 6 });
}

const extensionOf = (contentType: string) =>
  ({ 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' })[contentType] ?? '';

export async function checkPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return account?.password ? verifyPassword({ hash: account.password, password }) : false;
}

/**
 * Deletes the person: their stored files first (a file without a row is unreachable, a row
 * without a file would be a broken promise), then the user row, from which every other row of
 * theirs cascades. Sessions go with it, so every device is signed out.
 */
export async function deleteAccount(db: Db, storage: FileStorage, userId: string): Promise<void> {
  const photoRows = await db.select({ key: photos.storageKey }).from(photos).where(eq(photos.userId, userId));
  for (const { key } of photoRows) await storage.delete(key);
  for (const key of await storage.list(`users/${userId}/`)) await storage.delete(key);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await db.transaction(async (tx) => {
    // Pending reset and verification tokens name the person without a foreign key.
    await tx
      .delete(verifications)
      .where(or(eq(verifications.value, userId), eq(verifications.identifier, user?.email ?? '')));
    if (user) {
      const email = byEmail(user.email);
      await tx.delete(rateLimits).where(email.rateLimits);
      await tx.delete(waitlistEntries).where(email.waitlist);
      await tx.delete(consents).where(email.consents);
      await tx.delete(contactMessages).where(email.contact);
      await tx.delete(mailOutbox).where(email.mail);
      await tx.delete(feedbackResponses).where(email.feedback);
    }
    // Orders are kept for the books (privacy policy), unlinked from the person and closed to any lookup.
    await tx.update(orders).set({ anonymisedAt: new Date() }).where(eq(orders.userId, userId));
    await tx.update(userEvents).set({ userId: null }).where(eq(userEvents.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/**
 * "Delete my account": the password confirms it, running subscriptions are cancelled at the
 * provider (a provider failure stops here, decision 012), then everything goes.
 */
export async function closeAccount(
  deps: { db: Db; storage: FileStorage; payments: Payments },
  userId: string,
  password: string,
): Promise<void> {
  if (!(await checkPassword(deps.db, userId, password))) {
    throw new AppError('invalid_credentials', 'The password is not correct.');
  }
  await cancelAllSubscriptions(deps.db, deps.payments, userId);
  await deleteAccount(deps.db, deps.storage, userId);
}
