import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address, for rate limits only (never logged). Behind `hops` trusted reverse proxies,
 * each of which appends the address it was called from to X-Forwarded-For, the client is the entry
 * `hops` places from the right of [...X-Forwarded-For, socket]: whatever a caller writes into the
 * header itself stands further left and is never read (Express's `trust proxy` hop count does the
 * same). With fewer entries than hops, the leftmost one is the best there is.
 */
export function clientIp(c: Context, hops: number): string {
  const socket = socketAddress(c);
  if (hops <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}

/**
 * The value a trusted proxy set for a header that each proxy may append to (X-Forwarded-Proto):
 * read at the same place as the client address, so a caller's own value is never believed.
 */
export function forwardedValue(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const values = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return values[Math.max(0, values.length - hops)];
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests, benchmarks) have no socket.
    return 'unknown';
  }
}
