/**
 * /dev/mail: the outbox as a page, so that a developer can follow e-mail links (password reset,
 * verification) without a mail server. Mounted only in development, which listens on loopback
 * only (config.ts); the operator of a running service uses the mail CLI instead (decision 015).
 */
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { AppEnv } from '../../app-env.ts';
import { recentOutboxMessages } from './outbox.ts';

const linkify = (text: string) =>
  text
    .replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export const devOutboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const messages = await recentOutboxMessages(c.var.deps.database.db);
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Outbox</title>
        </head>
        <body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem">
          <h1>Outbox (development)</h1>
          ${messages.length === 0 ? html`<p>No messages yet.</p>` : ''}
          ${messages.map(
            (m) =>
              html`<article style="border-top: 1px solid #ccc; padding: 1rem 0">
                <h2 style="font-size: 1.1rem">${m.subject}</h2>
                <p><strong>To:</strong> ${m.to} · ${m.createdAt.toISOString()}</p>
                <pre style="white-space: pre-wrap">${raw(linkify(m.text))}</pre>
              </article>`,
          )}
        </body>
      </html>`,
  );
});
