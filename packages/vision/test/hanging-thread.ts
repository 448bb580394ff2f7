/**
 * A stand-in for the analyzer's thread that hangs as an analysis caught in a loop would: it says
 * it is ready, answers the first photo, and never returns from the second (analyzer-thread.test.ts).
 */
import { parentPort } from 'node:worker_threads';

const port = parentPort!;
let calls = 0;
port.on('message', (request: { id: number }) => {
  calls++;
  // Busy for good, as the analysis that turned a photo by 0° again and again was.
  if (calls === 2) for (;;);
  port.postMessage({ id: request.id, result: { ok: false, version: 'test', reason: 'no_face', detail: 'stand-in' } });
});
port.postMessage({ ready: true });
