/**
 * The analyzer in a thread of its own (worker_threads). A photo's measurement is a few hundred
 * milliseconds of synchronous work; on the server's event loop it holds up every request that
 * arrives meanwhile (issue 20: request p95 at load). In its own thread it uses the second core and
 * the event loop stays free. Same interface and same results as `createVisionAnalyzer`.
 *
 * The thread loads the face models once and then serves calls; two calls may be in flight in it,
 * as in the analyzer itself (detection on one while sharp decodes the next). If the thread dies
 * (out of memory, a crash in native code), the calls it held fail with an error and the next call
 * starts a new thread: a durable job retries its photo, nothing else is lost.
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

type Pending = { resolve: (result: VisionResult) => void; reject: (error: Error) => void };

/**
 * An analyzer whose work runs in a worker thread. The models load when the thread starts (about a
 * second); `ready` resolves once they have, and rejects if they cannot load.
 */
export async function createThreadedVisionAnalyzer(
  options: VisionAnalyzerOptions = {},
  /** The thread's script; only tests give another (one that dies, say). */
  script: URL = new URL('./analyzer-thread-worker.ts', import.meta.url),
): Promise<ThreadedVisionAnalyzer> {
  let worker: Worker | null = null;
  let starting: Promise<Worker> | null = null;
  let nextId = 1;
  let closed = false;
  const pending = new Map<number, Pending>();
  const inFlight = callsInFlight();

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  function start(): Promise<Worker> {
    starting ??= new Promise<Worker>((resolve, reject) => {
      const thread = new Worker(script, { workerData: options });
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
        if (pending.size === 0) thread.unref();
        if ('error' in reply) call.reject(new Error(reply.error));
        else call.resolve(reply.result);
      });
      const lost = (error: Error) => {
        if (worker === thread) worker = null;
        starting = null;
        if (!ready) reject(error);
        failAll(error);
      };
      thread.on('error', (error) => lost(error instanceof Error ? error : new Error(String(error))));
      thread.on('exit', (code) => {
        if (!closed || pending.size > 0) lost(new Error(`vision thread stopped (exit code ${code})`));
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
        pending.set(id, { resolve, reject });
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
