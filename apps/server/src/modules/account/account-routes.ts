import { Hono } from 'hono';
import { deleteAccountRequestSchema, updateAccountRequestSchema, type Account } from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { readBody } from '../../lib/validation.ts';
import { COOKIE_PREFIX } from '../auth/auth.ts';
import { requireUser, toAccount } from '../auth/session.ts';
import { closeAccount, exportAccount, updateAccount } from './account-service.ts';

export const accountRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(toAccount(user) satisfies Account);
  })
  .patch('/', async (c) => {
    const user = await requireUser(c);
    const change = await readBody(c, updateAccountRequestSchema);
    const { database, config } = c.var.deps;
    const updated = await updateAccount(database.db, user.id, change, config.auth.policyVersion);
    return c.json(toAccount(updated ?? user) satisfies Account);
  })
  .get('/export', async (c) => {
    const user = await requireUser(c);
    const { database, storage } = c.var.deps;
    const zip = await exportAccount(database.db, storage, user.id);
    c.header('Content-Type', 'application/zip');
    c.header(
      'Content-Disposition',
      `attachment; filename="skinsight-data-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    c.header('Cache-Control', 'no-store');
    return c.body(zip.slice().buffer);
  })
  .delete('/', async (c) => {
    const user = await requireUser(c);
    const { password } = await readBody(c, deleteAccountRequestSchema);
    const { database, storage, payments } = c.var.deps;
    await closeAccount({ db: database.db, storage, payments }, user.id, password);
    for (const name of [`${COOKIE_PREFIX}.session_token`, `__Secure-${COOKIE_PREFIX}.session_token`]) {
      c.header('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, { append: true });
    }
    return c.json({ ok: true as const });
  });
