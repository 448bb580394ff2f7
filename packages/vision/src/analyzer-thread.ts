/**
 * The analyzer in a thread of its own (worker_threads). A photo's measurement is a few hundred
 * milliseconds of synchronous work; on the server's event loop it holds up every request that
 * arrives meanwhile (issue 20: request p95 at load). In its own thread it uses the second core and
 * the event loop stays free. Same interface and same results as `createVisionAnalyzer`.
 *
 * The thread loads the face models once and then serves calls; two calls may be in flight in it,
 * as in the analyzer itself (detection on one while sharp decodes the next). If the thread dies
 * (out of memory, a crash in native code), the calls it held fail with an error and the next call
 * starts a new thread: a durable job retries its photo, nothing else is lost. A call that takes
 * longer than its time limit is taken as a hang (a photo that once made the analysis turn it
 * forever, decision 029): the thread is stopped, as if it had died, so that one photo cannot
 * keep a core busy for good.
 */
import { Worker } from 'node:worker_threads';
import { callsInFlight, type VisionAnalyzer, type VisionAnalyzerOptions, type VisionResult } from './analyzer.ts';

/** From the caller to the thread. */
export type ThreadRequest = { id: number; photo: Uint8Array };
/** From the thread to the caller: a result, or the message of an error thrown by the analyzer. */
export type ThreadReply =
  { id: number; result: VisionResult } | { id: number; error: string } | { ready: true } | { loadError: string };

export interface ThreadedVisionAnalyzer extends VisionAnalyzer {
  /** The thread's id while it runs (for tests and logs), null before the first call or after a crash. */
  readonly threadId: number | null;
}

type Pending = { thread: Worker; resolve: (result: VisionResult) => void; reject: (error: Error) => void };

/** A call that took longer than the thread's time limit: taken for a hang, and its thread was stopped. */
export class AnalysisTimeoutError extends Error {
  constructor(limitMs: number) {
    super(`vision analysis took longer than ${limitMs / 1000} s: its thread was stopped`);
    this.name = 'AnalysisTimeoutError';
  }
}

/**
 * The analyzer thread's young generation (V8's nursery), in MB, as the measuring thread's is
 * limited (decision 069). With V8's default the service's shape (this thread, the measuring thread
 * and the caller's own) peaked at 501 MB with two photos in flight, over the 500 MB a worker may
 * take; with 24 MB, 430-436 (decision 069, addendum). The analysis's pixels are typed arrays and
 * sharp's buffers, outside the heap: what a smaller nursery costs is more, shorter scavenges.
 */
export const ANALYZER_YOUNG_GENERATION_MB = 24;

/**
 * An analysis takes about a second on a busy 2-core machine, and a photo without a face (searched
 * in tiles and turned three ways) a few; two minutes is a hang, never a slow photo.
 */
export const ANALYSIS_TIME_LIMIT_MS = 120_000;

/**
 * An analyzer whose work runs in a worker thread. The models load when the thread starts (about a
 * second); `ready` resolves once they have, and rejects if they cannot load.
 */
export async function createThreadedVisionAnalyzer(
  /** Sent to the thread as data: a callback (`onMeasurementContext`, `onTraces`) cannot cross to it. */
  options: Omit<VisionAnalyzerOptions, 'onMeasurementContext' | 'onTraces'> = {},
  /** The thread's script; only tests give another (one that dies, say). */
  script: URL = new URL('./analyzer-thread-worker.ts', import.meta.url),
  /** How long one call may take before the thread is stopped (tests give less). */
  timeLimitMs: number = ANALYSIS_TIME_LIMIT_MS,
): Promise<ThreadedVisionAnalyzer> {
  let worker: Worker | null = null;
  let starting: Promise<Worker> | null = null;
  let nextId = 1;
  let closed = false;
  const pending = new Map<number, Pending>();
  const inFlight = callsInFlight();

  /** Fails the calls `thread` held (a thread started after it keeps its own). */
  const failAll = (thread: Worker, error: Error) => {
    for (const [id, call] of pending) {
      if (call.thread !== thread) continue;
      pending.delete(id);
      call.reject(error);
    }
  };
  const heldBy = (thread: Worker) => [...pending.values()].some((call) => call.thread === thread);

  function start(): Promise<Worker> {
    starting ??= new Promise<Worker>((resolve, reject) => {
      const thread = new Worker(script, {
        workerData: options,
        resourceLimits: { maxYoungGenerationSizeMb: ANALYZER_YOUNG_GENERATION_MB },
      });
      // An idle thread does not keep the process alive (a server that stops need not close it);
      // a thread with calls in flight does.
      thread.unref();
      let ready = false;
      thread.on('message', (reply: ThreadReply) => {
        if ('ready' in reply) {
          ready = true;
          worker = thread;
          resolve(thread);
          return;
        }
        if ('loadError' in reply) {
          starting = null;
          void thread.terminate();
          reject(new Error(`vision thread could not load the face models: ${reply.loadError}`));
          return;
        }
        const call = pending.get(reply.id);
        if (!call) return;
        pending.delete(reply.id);
        if (!heldBy(thread)) thread.unref();
        if ('error' in reply) call.reject(new Error(reply.error));
        else call.resolve(reply.result);
      });
      const lost = (error: Error) => {
        // Until it is ready, `starting` is this thread's; after, only while it is still `worker`
        // (a thread stopped for its time limit was replaced at once).
        if (!ready || worker === thread) {
          worker = null;
          starting = null;
        }
        if (!ready) reject(error);
        failAll(thread, error);
      };
      thread.on('error', (error) => lost(error instanceof Error ? error : new Error(String(error))));
      thread.on('exit', (code) => {
        if (!closed || heldBy(thread)) lost(new Error(`vision thread stopped (exit code ${code})`));
      });
    });
    return starting;
  }

  await start();
  return {
    get threadId() {
      return worker?.threadId ?? null;
    },
    async analyze(photo) {
      if (closed) throw new Error('vision analyzer is closed');
      const thread = worker ?? (await start());
      const id = nextId++;
      const run = new Promise<VisionResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!pending.has(id)) return;
          // The next call starts a new thread; the calls this one held fail as with a thread that died.
          if (worker === thread) {
            worker = null;
            starting = null;
          }
          failAll(thread, new AnalysisTimeoutError(timeLimitMs));
          void thread.terminate();
        }, timeLimitMs);
        timer.unref();
        const settle =
          <T>(finish: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer);
            finish(value);
          };
        pending.set(id, { thread, resolve: settle(resolve), reject: settle(reject) });
        thread.ref();
        // A copy goes to the thread: the caller keeps its buffer (it may be a view of a larger pool).
        const request: ThreadRequest = { id, photo: new Uint8Array(photo) };
        thread.postMessage(request, [request.photo.buffer as ArrayBuffer]);
      });
      return inFlight.track(run);
    },
    async close() {
      closed = true;
      await inFlight.settled();
      await worker?.terminate();
      worker = null;
    },
  };
}
