/**
 * Click tracking and the statistics figures. Events go to user_events; a trigger keeps the
 * rollup (user_event_buckets, user_event_sessions) so the figures are sums over a few thousand
 * rows however many events there are (docs/decisions/009-click-statistics.md).
 */
import { sql } from 'drizzle-orm';
import {
  STATISTICS_DAYS,
  STATISTICS_EVENT_TYPES,
  type EventStatisticsRow,
  type EventType,
  type StatisticsResponse,
} from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import { userEvents } from '../../db/schema.ts';

export type NewEvent = {
  userId: string | null;
  sessionId: string;
  eventType: EventType;
  eventData: Record<string, unknown> | null;
  pageUrl: string | null;
  userAgent: string | null;
};

export async function recordEvent(db: Db, event: NewEvent): Promise<void> {
  await db.insert(userEvents).values(event);
}

type Rows<T> = { rows: T[] };
const BUCKET_ORIGIN = sql.raw(`TIMESTAMPTZ '2000-01-01 00:00:00+00'`);

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The spec's event statistics rows for the two clicks, and the daily counts of the last
 * STATISTICS_DAYS days. "Today" and "this week" (from Monday) are calendar spans in `timeZone`.
 */
export async function eventStatistics(db: Db, timeZone: string, now: Date = new Date()): Promise<StatisticsResponse> {
  const at = now.toISOString();
  const types = sql.join(
    STATISTICS_EVENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const totals = (await db.execute(sql`
    with n as (select (${at}::timestamptz at time zone ${timeZone}) as local_now)
    select b.event_type,
      coalesce(sum(b.count), 0) as total_count,
      coalesce(sum(b.new_sessions), 0) as unique_sessions,
      coalesce(sum(b.count) filter (where (b.bucket at time zone ${timeZone}) >= date_trunc('day', n.local_now)), 0) as today_count,
      coalesce(sum(b.count) filter (where (b.bucket at time zone ${timeZone}) >= date_trunc('week', n.local_now)), 0) as this_week_count
    from user_event_buckets b, n
    where b.event_type in (${types})
    group by b.event_type`)) as unknown as Rows<Record<string, string | number>>;

  const daily = (await db.execute(sql`
    with n as (select date_trunc('day', ${at}::timestamptz at time zone ${timeZone}) - make_interval(days => ${STATISTICS_DAYS - 1}) as first_day)
    select to_char(date_trunc('day', b.bucket at time zone ${timeZone}), 'YYYY-MM-DD') as day, b.event_type, sum(b.count) as count
    from user_event_buckets b, n
    where b.event_type in (${types}) and b.bucket >= (n.first_day at time zone ${timeZone}) - interval '15 minutes'
      and (b.bucket at time zone ${timeZone}) >= n.first_day
    group by 1, 2`)) as unknown as Rows<{ day: string; event_type: string; count: string | number }>;

  const rows: EventStatisticsRow[] = STATISTICS_EVENT_TYPES.map((type) => {
    const r = totals.rows.find((row) => row.event_type === type);
    return {
      event_type: type,
      total_count: Number(r?.total_count ?? 0),
      unique_sessions: Number(r?.unique_sessions ?? 0),
      today_count: Number(r?.today_count ?? 0),
      this_week_count: Number(r?.this_week_count ?? 0),
    };
  });
  const today = localDay(now, timeZone);
  const days = Array.from({ length: STATISTICS_DAYS }, (_, i) => addDays(today, i - (STATISTICS_DAYS - 1)));
  const count = (day: string, type: string) =>
    Number(daily.rows.find((r) => r.day === day && r.event_type === type)?.count ?? 0);
  return {
    rows,
    daily: days.map((day) => ({
      day,
      purchase_products_click: count(day, 'purchase_products_click'),
      proceed_to_checkout_click: count(day, 'proceed_to_checkout_click'),
    })),
    timeZone,
    generatedAt: now.toISOString(),
  };
}

/**
 * Rebuilds the rollup from user_events: after a bulk load that bypassed the trigger, or after
 * old events were deleted (the trigger counts inserts only).
 */
export async function rebuildEventRollup(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table user_events in share mode`);
    await tx.execute(sql`delete from user_event_buckets`);
    await tx.execute(sql`delete from user_event_sessions`);
    await tx.execute(sql`
      insert into user_event_sessions (event_type, session_id, first_seen)
      select event_type, session_id, min(created_at) from user_events group by 1, 2`);
    await tx.execute(sql`
      insert into user_event_buckets (event_type, bucket, count, new_sessions)
      select e.event_type, e.bucket, e.count, coalesce(s.fresh, 0)
      from (select event_type, date_bin('15 minutes', created_at, ${BUCKET_ORIGIN}) as bucket, count(*) as count
            from user_events group by 1, 2) e
      left join (select event_type, date_bin('15 minutes', first_seen, ${BUCKET_ORIGIN}) as bucket, count(*) as fresh
            from user_event_sessions group by 1, 2) s on s.event_type = e.event_type and s.bucket = e.bucket`);
  });
}

/**
 * Folds the shards of buckets older than `before` into shard 0. Inserts spread over 16 rows per
 * bucket so that they do not queue on one row; once a bucket is past, one row is enough, and the
 * statistics read stays at a few thousand rows. Safe beside inserts: a shard row being moved is
 * locked, and an insert waiting for it then adds a fresh row.
 */
export async function compactEventBuckets(db: Db, before: Date): Promise<number> {
  const result = (await db.execute(sql`
    with moved as (
      delete from user_event_buckets where shard <> 0 and bucket < ${before.toISOString()}::timestamptz
      returning event_type, bucket, count, new_sessions
    ), summed as (
      select event_type, bucket, sum(count) as count, sum(new_sessions) as new_sessions from moved group by 1, 2
    )
    insert into user_event_buckets (event_type, bucket, shard, count, new_sessions)
    select event_type, bucket, 0, count, new_sessions from summed
    on conflict (event_type, bucket, shard) do update set
      count = user_event_buckets.count + excluded.count,
      new_sessions = user_event_buckets.new_sessions + excluded.new_sessions
    returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
