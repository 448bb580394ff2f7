import { eq } from 'drizzle-orm';
import type { Role } from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Sets a person's role by e-mail; returns false when no account has that address. */
export async function setRole(db: Db, email: string, role: Role): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function listAdmins(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return rows.map((r) => r.email).sort();
}
