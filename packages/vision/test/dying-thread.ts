/**
 * A stand-in for the analyzer's thread that dies as a crash in native code would: it says it is
 * ready, answers the first photo, and stops the thread on the second (analyzer-thread.test.ts).
 */
import { parentPort } from 'node:worker_threads';

const port = parentPort!;
let calls = 0;
port.on('message', (request: { id: number }) => {
  calls++;
  if (calls === 2) process.exit(7);
  port.postMessage({ id: request.id, result: { ok: false, version: 'test', reason: 'no_face', detail: 'stand-in' } });
});
port.postMessage({ ready: true });
