import fs from 'node:fs';
import path from 'node:path';
import { isMainThread, threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisionAnalyzer, type VisionAnalyzer } from './analyzer.ts';
import { createThreadedVisionAnalyzer, type ThreadedVisionAnalyzer } from './analyzer-thread.ts';
import { withoutTimings } from '../test/results.ts';

const fixtures = path.join(import.meta.dirname, '../test/fixtures');
const face = fs.readFileSync(path.join(fixtures, 'astronaut.png'));
const hopper = fs.readFileSync(path.join(fixtures, 'faces/grace-hopper.jpg'));

describe('the analyzer in its own thread', () => {
  let threaded: ThreadedVisionAnalyzer;
  let direct: VisionAnalyzer;
  beforeAll(async () => {
    [threaded, direct] = await Promise.all([createThreadedVisionAnalyzer(), createVisionAnalyzer()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([threaded?.close(), direct?.close()]);
  });

  it('runs in a thread other than the caller’s', () => {
    expect(isMainThread).toBe(true);
    expect(threaded.threadId).not.toBeNull();
    expect(threaded.threadId).not.toBe(threadId);
  });

  it('gives exactly the results of the analyzer in the caller’s thread, for calls in flight together', async () => {
    const [a, b] = await Promise.all([threaded.analyze(face), threaded.analyze(hopper)]);
    expect(a.ok && b.ok).toBe(true);
    expect(withoutTimings(a)).toEqual(withoutTimings(await direct.analyze(face)));
    expect(withoutTimings(b)).toEqual(withoutTimings(await direct.analyze(hopper)));
  }, 120_000);

  it('refuses what is not a photo, as the analyzer does, and leaves the caller’s buffer intact', async () => {
    const junk = Buffer.from('not a photo at all, just text');
    const copy = Buffer.from(junk);
    const result = await threaded.analyze(junk);
    expect(result).toMatchObject({ ok: false, reason: 'unreadable_image' });
    expect(junk.equals(copy)).toBe(true);
  }, 60_000);

  it('finishes the calls in flight when closed, then refuses new ones', async () => {
    const analyzer = await createThreadedVisionAnalyzer();
    const inFlight = analyzer.analyze(face);
    await analyzer.close();
    expect((await inFlight).ok).toBe(true);
    await expect(analyzer.analyze(face)).rejects.toThrow(/closed/);
    expect(analyzer.threadId).toBeNull();
  }, 120_000);
});

describe('a thread that dies', () => {
  it('fails the calls it held with an error, and the next call starts a new thread', async () => {
    const analyzer = await createThreadedVisionAnalyzer({}, new URL('../test/dying-thread.ts', import.meta.url));
    const first = analyzer.threadId;
    expect(await analyzer.analyze(face)).toMatchObject({ ok: false, detail: 'stand-in' });
    await expect(analyzer.analyze(face)).rejects.toThrow(/vision thread stopped \(exit code 7\)/);
    expect(await analyzer.analyze(face)).toMatchObject({ ok: false, detail: 'stand-in' });
    expect(analyzer.threadId).not.toBeNull();
    expect(analyzer.threadId).not.toBe(first);
    await analyzer.close();
  }, 30_000);
});

describe('a thread that hangs', () => {
  it('fails the call after its time limit, stops the thread, and the next call starts a new thread', async () => {
    const analyzer = await createThreadedVisionAnalyzer(
      {},
      new URL('../test/hanging-thread.ts', import.meta.url),
      1_000,
    );
    const first = analyzer.threadId;
    expect(await analyzer.analyze(face)).toMatchObject({ ok: false, detail: 'stand-in' });
    const started = Date.now();
    await expect(analyzer.analyze(face)).rejects.toThrow(/took longer than 1 s: its thread was stopped/);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await analyzer.analyze(face)).toMatchObject({ ok: false, detail: 'stand-in' });
    expect(analyzer.threadId).not.toBe(first);
    await analyzer.close();
  }, 30_000);
});
