import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.ts';
import { createTestDatabase } from '../../testing/index.ts';
import type { Database } from '../../db/client.ts';
import { createMailService } from './mail-service.ts';

describe('mail', () => {
  let database: Database;
  let smtp: SMTPServer;
  let port = 0;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
  });

  it('keeps messages in the outbox by default', async () => {
    const mail = createMailService({
      db: database.db,
      from: 'Skinsight <hello@skinsight.example>',
      transport: { driver: 'outbox' },
    });
    await mail.send({ to: 'outbox@example.com', subject: 'Hello', text: 'Body text', locale: 'de' });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outbox@example.com'));
    expect(row).toMatchObject({ subject: 'Hello', text: 'Body text', locale: 'de', sentAt: null });
  });

  it('sends through SMTP when configured, and records that it went out', async () => {
    const mail = createMailService({
      db: database.db,
      from: 'Skinsight <hello@skinsight.example>',
      transport: { driver: 'smtp', url: `smtp://127.0.0.1:${port}` },
    });
    await mail.send({
      to: 'person@example.com',
      subject: 'Réinitialise ton mot de passe',
      text: 'Lien : https://x.example/r',
      locale: 'fr',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'hello@skinsight.example', to: ['person@example.com'] });
    expect(received[0]!.raw).toMatch(/Subject: =\?UTF-8\?/);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'person@example.com'));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('fails loudly when the SMTP server refuses, leaving the message unsent in the outbox', async () => {
    const mail = createMailService({
      db: database.db,
      from: 'Skinsight <hello@skinsight.example>',
      transport: { driver: 'smtp', url: 'smtp://127.0.0.1:1' },
    });
    await expect(mail.send({ to: 'nobody@example.com', subject: 'S', text: 'T', locale: 'en' })).rejects.toThrow();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.com'));
    expect(row?.sentAt).toBeNull();
  });
});
