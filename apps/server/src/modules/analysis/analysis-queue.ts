/**
 * Where a person's assessment stands in the analysis queue, and how long the wait should be,
 * from what the database says: the job rows pg-boss keeps (so every server and worker process
 * sees the same queue) and the analyses finished in the last minutes (the measured throughput).
 * Nothing here lives in one process's memory.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnalysisQueueResponse } from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import { questionnaireResponses, skinRecommendations } from '../../db/schema.ts';
import { ANALYSIS_JOB } from './analysis-job.ts';

/** The window and the sample the throughput is measured over. */
export const THROUGHPUT_WINDOW_MINUTES = 10;
const THROUGHPUT_SAMPLE = 200;
/** Fewer finished analyses than this in the window, and there is no estimate yet. */
const MIN_SAMPLE = 5;

type Rows<T> = { rows: T[] };

/** Analyses finished per second lately, or null when too few finished to say. */
export async function measuredThroughput(db: Db): Promise<number | null> {
  const result = (await db.execute(sql`
    select count(*)::int as n, extract(epoch from max(created_at) - min(created_at))::float8 as span
    from (
      select ${skinRecommendations.createdAt} as created_at from ${skinRecommendations}
      where ${skinRecommendations.createdAt} > now() - make_interval(mins => ${THROUGHPUT_WINDOW_MINUTES})
      order by ${skinRecommendations.createdAt} desc limit ${THROUGHPUT_SAMPLE}
    ) recent`)) as unknown as Rows<{ n: number; span: number | null }>;
  const { n, span } = result.rows[0] ?? { n: 0, span: null };
  if (n < MIN_SAMPLE || !span || span <= 0) return null;
  return (n - 1) / span;
}

/** Analysis jobs not yet started (waiting or waiting to retry). */
export async function analysisBacklog(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${ANALYSIS_JOB} and state < 'active'`,
  )) as unknown as Rows<{ n: number }>;
  return result.rows[0]?.n ?? 0;
}

/** The person's latest assessment: done, analysing now, or waiting at a place in the queue with an estimate. */
export async function analysisQueuePlace(db: Db, userId: string): Promise<AnalysisQueueResponse> {
  const none = { position: null, etaSeconds: null };
  const [latest] = await db
    .select({ id: questionnaireResponses.id, photoId: questionnaireResponses.photoId })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.userId, userId))
    .orderBy(desc(questionnaireResponses.createdAt))
    .limit(1);
  if (!latest) return { state: 'none', ...none };
  // Done when a result of this assessment (with its current photo, when it has one) is stored.
  const [done] = await db
    .select({ id: skinRecommendations.id })
    .from(skinRecommendations)
    .where(
      and(
        eq(skinRecommendations.questionnaireId, latest.id),
        latest.photoId ? eq(skinRecommendations.photoId, latest.photoId) : undefined,
      ),
    )
    .limit(1);
  if (done) return { state: 'done', ...none };
  const place = (await db.execute(sql`
    with mine as (
      select created_on from pgboss.job
      where name = ${ANALYSIS_JOB} and state < 'active' and data->>'questionnaireId' = ${latest.id}
      order by created_on desc limit 1
    )
    select count(j.id)::int as ahead, (select count(*) from mine)::int as waiting
    from mine left join pgboss.job j
      on j.name = ${ANALYSIS_JOB} and j.state < 'active' and j.created_on < mine.created_on`)) as unknown as Rows<{
    ahead: number;
    waiting: number;
  }>;
  const { ahead, waiting } = place.rows[0] ?? { ahead: 0, waiting: 0 };
  // Not waiting and not done: a worker has it now.
  if (!waiting) return { state: 'analysing', ...none };
  const position = ahead + 1;
  const throughput = await measuredThroughput(db);
  return {
    state: 'waiting',
    position,
    etaSeconds: throughput === null ? null : Math.ceil(position / throughput),
  };
}
