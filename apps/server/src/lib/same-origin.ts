import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors.ts';

/**
 * Refuses state-changing API requests that a browser sent from another site (CSRF). Browsers
 * send Origin on every cross-site and same-site POST/PATCH/DELETE; requests without it are not
 * from a browser page and carry no ambient cookie risk.
 */
export function sameOriginOnly(trusted: string[]): MiddlewareHandler {
  const allowed = new Set(trusted.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const ok = origin ? allowed.has(origin) : !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!ok) throw new AppError('forbidden', 'Requests from other sites are not accepted.');
    return next();
  };
}
