import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Account } from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

type UserRow = typeof users.$inferSelect;

export function toAccount(row: UserRow): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    marketingConsent: row.marketingConsent,
    locale: (['en', 'de', 'fr', 'es'] as const).find((l) => l === row.locale) ?? 'en',
    role: row.role,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in person, or null. Reads the signed session cookie; refreshes it when due. */
export async function currentUser(c: Context<AppEnv>): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const { auth, database } = c.var.deps;
  const result = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  for (const cookie of result.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  if (!result.response) return null;
  const [user] = await database.db.select().from(users).where(eq(users.id, result.response.user.id));
  return user ? { user, expiresAt: new Date(result.response.session.expiresAt) } : null;
}

/** The signed-in person; anyone else gets 401. Every route with personal data starts here. */
export async function requireUser(c: Context<AppEnv>): Promise<UserRow> {
  const current = await currentUser(c);
  if (!current) throw new AppError('unauthorized', 'Please sign in to continue.');
  return current.user;
}

export async function requireAdmin(c: Context<AppEnv>): Promise<UserRow> {
  const user = await requireUser(c);
  if (user.role !== 'admin') throw new AppError('forbidden', 'You are not allowed to do this.');
  return user;
}
