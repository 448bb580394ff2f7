/**
 * Sending e-mail. Two real transports behind one interface: the outbox (the default; messages
 * are rows of `mail_outbox`, read with the mail CLI, and at /dev/mail in development) and SMTP (MAIL_DRIVER=smtp).
 * Every message is recorded in the outbox either way; with SMTP `sent_at` tells it went out.
 */
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  locale: string;
  userId?: string | null;
};

export interface MailService {
  send(message: MailMessage): Promise<void>;
}

export function createMailService(options: {
  db: Db;
  from: string;
  transport: { driver: 'outbox' } | { driver: 'smtp'; url: string };
}): MailService {
  const { db } = options;
  const smtp = options.transport.driver === 'smtp' ? nodemailer.createTransport(options.transport.url) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          headers: message.headers ?? null,
          locale: message.locale,
          userId: message.userId ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!smtp || !row) return;
      await smtp.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
