import { Hono } from 'hono';
import type { HealthResponse } from '@skinsight/shared';
import { outageSummary } from '../../lib/outage.ts';
import type { AppEnv } from '../../app-env.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../lib/outage.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database, logger } = c.var.deps;
  c.header('Cache-Control', 'no-store');
  try {
    await database.ping();
    return c.json({ status: 'ok', database: database.kind } satisfies HealthResponse);
  } catch (error) {
    logger.warn({ cause: outageSummary(error) }, 'health: database unreachable');
    c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
    return c.json({ status: 'unavailable', database: database.kind } satisfies HealthResponse, 503);
  }
});
