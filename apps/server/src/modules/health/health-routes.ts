import { Hono } from 'hono';
import type { HealthResponse } from '@skinsight/shared';
import type { AppEnv } from '../../app.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database, logger } = c.var.deps;
  c.header('Cache-Control', 'no-store');
  try {
    await database.ping();
    return c.json({ status: 'ok', database: database.kind } satisfies HealthResponse);
  } catch (error) {
    logger.error({ err: error }, 'health: database unreachable');
    return c.json({ status: 'unavailable', database: database.kind } satisfies HealthResponse, 503);
  }
});
