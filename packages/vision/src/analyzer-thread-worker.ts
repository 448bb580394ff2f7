/** The thread's side of analyzer-thread.ts: one analyzer, a result (or an error) per request. */
import { parentPort, workerData } from 'node:worker_threads';
import { createVisionAnalyzer, type VisionAnalyzerOptions } from './analyzer.ts';
import type { ThreadReply, ThreadRequest } from './analyzer-thread.ts';

const port = parentPort!;
const send = (reply: ThreadReply) => port.postMessage(reply);

try {
  const analyzer = await createVisionAnalyzer(workerData as VisionAnalyzerOptions);
  port.on('message', (request: ThreadRequest) => {
    const photo = Buffer.from(request.photo.buffer, request.photo.byteOffset, request.photo.byteLength);
    analyzer.analyze(photo).then(
      (result) => send({ id: request.id, result }),
      (error: unknown) => send({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  send({ ready: true });
} catch (error) {
  send({ loadError: error instanceof Error ? error.message : String(error) });
}
