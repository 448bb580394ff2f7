/**
 * The operator's door into a running server: a small HTTP API on a Unix socket in DATA_DIR, which
 * only the account that runs the service can open (mode 0600, like the data beside it). The mail
 * CLI reads the outbox through it while the server runs, which matters with the embedded database:
 * PGlite is one process at a time, so the CLI could not open it itself (decision 015). Nothing here
 * is reachable over the network.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from '@skinsight/shared/zod';
import { AppError } from './errors.ts';
import { readParam, readQuery } from './validation.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from './logger.ts';
import { listOutbox, readOutboxMessage } from '../modules/mail/outbox.ts';
import type { ReminderRun } from '../modules/reminders/reminder-service.ts';

/** What the operator can ask of a running server besides reading its database. */
export type ControlActions = {
  /** Sends this week's due selfie reminders now (`./run reminders -- send`), as the hourly job would. */
  sendReminders: () => Promise<ReminderRun>;
};

export const CONTROL_SOCKET_FILE = 'control.sock';
/** Unix socket paths are limited to about 107 bytes (sun_path). */
const MAX_SOCKET_PATH = 100;

const mailQuery = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
const messageId = z.union([z.literal('latest'), z.uuid()]);

export function controlApp(db: Db, actions: ControlActions) {
  return new Hono()
    .post('/reminders/send', async (c) => c.json(await actions.sendReminders()))
    .get('/mail', async (c) => {
      const query = readQuery(c, mailQuery);
      return c.json(await listOutbox(db, query));
    })
    .get('/mail/:id', async (c) => {
      const id = readParam(c, 'id', messageId, () => new AppError('not_found', 'no such message'));
      const message = await readOutboxMessage(db, id, { to: readQuery(c, mailQuery).to });
      return message ? c.json(message) : c.json({ error: 'no such message' }, 404);
    })
    .onError((error, c) => c.json({ error: error.message }, error instanceof AppError ? (error.status as 400) : 500));
}

export type ControlSocket = { path: string; close: () => Promise<void> };

export async function startControlSocket(options: {
  dataDir: string;
  db: Db;
  actions: ControlActions;
  logger: Logger;
}): Promise<ControlSocket | null> {
  const socketPath = path.join(options.dataDir, CONTROL_SOCKET_FILE);
  if (socketPath.length > MAX_SOCKET_PATH) {
    options.logger.warn({ socketPath }, 'control socket path too long; the mail CLI will need the server stopped');
    return null;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  // A socket file left by a process that was killed: nothing listens on it any more.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer(getRequestListener(controlApp(options.db, options.actions).fetch));
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(previousMask);
  }
  fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A request (GET unless told) on a running server's control socket: its status and JSON body, or
 * null when no server listens there (no socket file, or one left behind by a process that is gone).
 */
export function requestControlSocket(
  dataDir: string,
  urlPath: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<{ status: number; body: unknown } | null> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET_FILE);
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: urlPath, method, timeout: 60_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('the server did not answer on its control socket')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end();
  });
}
