/**
 * Reading the outbox: what the service sent (or, with the embedded outbox, would have sent). For the
 * operator only, through the mail CLI (`./run mail -- list|show`), never over the public port:
 * the messages hold password-reset links (decision 015).
 */
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxEntry = { id: string; to: string; subject: string; createdAt: string; sentAt: string | null };
export type OutboxMessage = OutboxEntry & { text: string; locale: string; headers: Record<string, string> };

const MAX_LIST = 200;

/** The newest messages first, optionally only those to one address (case-insensitive). */
export async function listOutbox(db: Db, options: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(1, options.limit ?? 20), MAX_LIST);
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(options.to ? ilike(mailOutbox.to, escapeLike(options.to)) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null }));
}

/** One message by id, or the newest (to an address, if given) when id is 'latest'. */
export async function readOutboxMessage(
  db: Db,
  id: string,
  options: { to?: string } = {},
): Promise<OutboxMessage | null> {
  const conditions: SQL[] = [];
  if (id !== 'latest') {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    conditions.push(eq(mailOutbox.id, id));
  }
  if (options.to) conditions.push(ilike(mailOutbox.to, escapeLike(options.to)));
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(...conditions))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    locale: row.locale,
    headers: row.headers ?? {},
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The newest messages in full, for the development outbox page (decision 015). */
export async function recentOutboxMessages(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
