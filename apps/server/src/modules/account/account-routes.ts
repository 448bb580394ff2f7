import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { deleteAccountRequestSchema, updateAccountRequestSchema, type Account } from '@skinsight/shared';
import type { AppEnv } from '../../app-env.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { readBody } from '../../lib/validation.ts';
import { COOKIE_PREFIX } from '../auth/auth.ts';
import { requireUser, toAccount } from '../auth/session.ts';
import { checkPassword, deleteAccount, exportAccount, updateAccount } from './account-service.ts';
import { cancelAllSubscriptions } from '../commerce/subscription-service.ts';

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
    await updateAccount(database.db, user.id, change, config.auth.policyVersion);
    const [updated] = await database.db.select().from(users).where(eq(users.id, user.id));
    return c.json(toAccount(updated!) satisfies Account);
  })
  .get('/export', async (c) => {
    const user = await requireUser(c);
    const { database, storage } = c.var.deps;
    const zip = await exportAccount(database.db, storage, user.id);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="skinsight-data-${new Date().toISOString().slice(0, 10)}.zip"`);
    c.header('Cache-Control', 'no-store');
    return c.body(zip.slice().buffer);
  })
  .delete('/', async (c) => {
    const user = await requireUser(c);
    const { password } = await readBody(c, deleteAccountRequestSchema);
    const { database, storage } = c.var.deps;
    if (!(await checkPassword(database.db, user.id, password))) {
      throw new AppError('invalid_credentials', 'The password is not correct.');
    }
    await cancelAllSubscriptions(database.db, c.var.deps.payments, user.id);
    await deleteAccount(database.db, storage, user.id);
    for (const name of [`${COOKIE_PREFIX}.session_token`, `__Secure-${COOKIE_PREFIX}.session_token`]) {
      c.header('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, { append: true });
    }
    return c.json({ ok: true as const });
  });
