/** The measuring thread's side (measure-thread.ts): measures each crop it is sent and replies. */
import { parentPort } from 'node:worker_threads';
import { measurePixels, type PixelJob } from './measure-pixels.ts';

parentPort!.on('message', ({ id, job }: { id: number; job: PixelJob }) => {
  try {
    parentPort!.postMessage({ id, ok: true, reading: measurePixels(job) });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ id, ok: false, message: e.message, stack: e.stack });
  }
});
