/**
 * The measuring thread (decision 069). The analyzer's own thread runs the face model; measuring a
 * crop (about half of an analysis) runs here on a worker thread, so that with two photos in flight
 * one is measured while the model fits the other, and a 2-core worker uses both cores. One thread
 * per process, started on the first measurement and not keeping the process alive when idle.
 * The measurements are the same to the bit as on the analyzer's thread: the same code, the same
 * arithmetic, only elsewhere.
 */
import { Worker } from 'node:worker_threads';
import type { PixelJob, PixelReading } from './measure-pixels.ts';

type Reply = { id: number } & ({ ok: true; reading: PixelReading } | { ok: false; message: string; stack?: string });

/** A measurement waiting for the thread's reply. */
type Pending = { resolve: (r: PixelReading) => void; reject: (e: Error) => void };

let thread: { worker: Worker; pending: Map<number, Pending> } | null = null;
let nextId = 0;

/** The measuring thread's young generation (V8's nursery), in MB. */
export const MEASURE_YOUNG_GENERATION_MB = 12;

function start() {
  // A young generation of 12 MB, not V8's default: the measuring's short-lived objects are small
  // (its planes are typed arrays, outside the heap), and the default let the thread's heap add
  // about 40 MB to the peak with two photos in flight (decision 069).
  const worker = new Worker(new URL('./measure-worker.ts', import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: MEASURE_YOUNG_GENERATION_MB },
  });
  const pending = new Map<number, Pending>();
  const current = { worker, pending };
  worker.on('message', (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) call.resolve(reply.reading);
    else call.reject(Object.assign(new Error(reply.message), { stack: reply.stack }));
  });
  // A thread that failed or stopped fails what it had; the next measurement starts a new one.
  const fail = (error: Error) => {
    if (thread === current) thread = null;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the measuring thread stopped (exit code ${code})`)));
  worker.unref();
  return current;
}

/** `measurePixels(job)` on the measuring thread. */
export function measureOffThread(job: PixelJob): Promise<PixelReading> {
  thread ??= start();
  const { worker, pending } = thread;
  const id = nextId++;
  return new Promise<PixelReading>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.ref();
    worker.postMessage({ id, job });
  });
}
