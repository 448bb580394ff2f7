import { describe, expect, it } from 'vitest';
import { timeOrderedJobId } from './job-id.ts';
import { inSentOrder } from './jobs.ts';

describe('time-ordered job ids', () => {
  it('are UUIDs of version 7 and the RFC variant, carrying the millisecond they were made', () => {
    const id = timeOrderedJobId(Date.UTC(2026, 10, 27, 12, 0, 0, 123));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 27, 12, 0, 0, 123));
  });

  it('sort in the order they were made, within one millisecond and across many', () => {
    const made: string[] = [];
    const start = Date.UTC(2026, 10, 27, 13, 0, 0, 0);
    // 10,000 in one millisecond (past the counter's room), then some in each of the next ones.
    for (let i = 0; i < 10_000; i++) made.push(timeOrderedJobId(start));
    for (let i = 0; i < 1_000; i++) made.push(timeOrderedJobId(start + Math.floor(i / 100)));
    expect(new Set(made).size).toBe(made.length);
    expect([...made].sort()).toEqual(made);
  });

  it('never go back when the clock does', () => {
    const later = timeOrderedJobId(Date.UTC(2026, 10, 27, 14, 0, 0, 500));
    const afterClockStep = timeOrderedJobId(Date.UTC(2026, 10, 27, 14, 0, 0, 100));
    expect(afterClockStep > later).toBe(true);
  });
});

describe('a batch of jobs', () => {
  it('runs in the order the jobs were sent, also when they were sent in the same millisecond', () => {
    const sameMs = new Date(Date.UTC(2026, 10, 27, 15, 0, 0, 7));
    const sent = Array.from({ length: 6 }, (_, i) => ({
      id: timeOrderedJobId(sameMs.getTime()),
      createdOn: i < 2 ? new Date(sameMs.getTime() - 5 + i) : sameMs,
      i,
    }));
    // As pg-boss may hand them over: any order.
    const handedOver = [sent[4]!, sent[2]!, sent[5]!, sent[0]!, sent[3]!, sent[1]!];
    expect(inSentOrder(handedOver).map((job) => job.i)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
