/**
 * Fixed-window counters in the database, so a limit holds across every server process.
 * One atomic statement per hit: a new window starts when the old one has passed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type RateLimitRule = { limit: number; windowMs: number };

export interface RateLimiter {
  /** Counts one more event for the key and returns how many the current window holds. */
  hit(key: string, rule: RateLimitRule): Promise<number>;
  /**
   * Counts one more event for each key in one statement (keys locked in sorted order) and returns
   * each key's count, in the order given.
   */
  hitMany(keys: string[], rule: RateLimitRule): Promise<number[]>;
  /** How many events the current window holds, without counting one. */
  count(key: string, rule: RateLimitRule): Promise<number>;
  reset(key: string): Promise<void>;
}

type Rows = { rows: { count: number | string }[] };

export function createRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  return {
    async hit(key, rule) {
      const t = now();
      const expired = t - rule.windowMs;
      const result = (await db.execute(sql`
        insert into rate_limits (key, count, last_request) values (${key}, 1, ${t})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${expired} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${expired} then ${t} else rate_limits.last_request end
        returning count`)) as unknown as Rows;
      return Number(result.rows[0]?.count ?? 1);
    },
    async hitMany(keys, rule) {
      const t = now();
      const expired = t - rule.windowMs;
      const sorted = [...new Set(keys)].sort();
      const values = sql.join(
        sorted.map((key) => sql`(${key}, 1, ${t})`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        insert into rate_limits (key, count, last_request) values ${values}
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${expired} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${expired} then ${t} else rate_limits.last_request end
        returning key, count`)) as unknown as { rows: { key: string; count: number | string }[] };
      const counts = new Map(result.rows.map((r) => [r.key, Number(r.count)]));
      return keys.map((key) => counts.get(key) ?? 1);
    },
    async count(key, rule) {
      const result = (await db.execute(
        sql`select count from rate_limits where key = ${key} and last_request > ${now() - rule.windowMs}`,
      )) as unknown as Rows;
      return Number(result.rows[0]?.count ?? 0);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
