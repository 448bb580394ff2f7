/**
 * What a person can do with their own data: read and change their profile, download
 * everything we hold about them, and delete it all.
 */
import { and, asc, eq, or } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import type { UpdateAccountRequest } from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { signinFailureKey } from '../auth/rate-limits.ts';

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
} = schema;

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
      await tx.insert(consents).values({
        userId,
        kind: 'marketing',
        granted: change.marketingConsent,
        policyVersion,
        source: 'account',
      });
    }
  });
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
    mine(db.select().from(feedbackResponses).where(eq(feedbackResponses.userId, userId))),
  ]);
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
    'consents.json': json(consentRows),
    'questionnaires.json': json(questionnaireRows),
    'recommendations.json': json(recommendationRows),
    'photos.json': json(photoRows.map(({ claimTokenHash: _secret, ...photo }) => photo)),
    'events.json': json(eventRows),
    'contact-messages.json': json(contactRows),
    'emails.json': json(mailRows),
    'orders.json': json({ orders: orderRows, lines: orderLines.map((l) => l.order_items) }),
    'subscriptions.json': json(subscriptionRows),
    'cart.json': json(cartRows),
    'feedback.json': json(feedbackRows),
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
    await tx.delete(verifications).where(or(eq(verifications.value, userId), eq(verifications.identifier, user?.email ?? '')));
    if (user) await tx.delete(rateLimits).where(eq(rateLimits.key, signinFailureKey(user.email)));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
