/**
 * Weekly selfie reminders: the signed-in person's own setting, and the one-click unsubscribe of a
 * reminder e-mail, which works signed out (RFC 8058: the mail program POSTs to the address in the
 * List-Unsubscribe header; our /unsubscribe page POSTs to the same address).
 */
import { Hono } from 'hono';
import {
  unsubscribeQuerySchema,
  updateSelfieReminderRequestSchema,
  type SelfieReminderSetting,
} from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { readBody, readQuery } from '../../lib/validation.ts';
import { requireUser } from '../auth/session.ts';
import { getSelfieReminders, setSelfieReminders, unsubscribeSelfieReminders } from './reminder-service.ts';

export const reminderRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json((await getSelfieReminders(c.var.deps.database.db, user.id)) satisfies SelfieReminderSetting);
  })
  .put('/', async (c) => {
    const user = await requireUser(c);
    const change = await readBody(c, updateSelfieReminderRequestSchema);
    const { database, config } = c.var.deps;
    const setting = await setSelfieReminders(database.db, user.id, change, config.auth.policyVersion);
    return c.json(setting satisfies SelfieReminderSetting);
  })
  .post('/unsubscribe', async (c) => {
    // The token is in the address (RFC 8058); the body, `List-Unsubscribe=One-Click`, says nothing more.
    const { token } = readQuery(c, unsubscribeQuerySchema);
    const { database, config, secret } = c.var.deps;
    if (!(await unsubscribeSelfieReminders(database.db, secret, token, config.auth.policyVersion))) {
      throw new AppError('bad_request', 'This unsubscribe link is not valid.');
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true as const });
  });
