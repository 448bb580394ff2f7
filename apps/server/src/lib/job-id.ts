/**
 * Job ids that sort in the order the jobs were sent (UUID version 7, RFC 9562): 48 bits of Unix
 * milliseconds, then a 12-bit counter that goes up within a millisecond (method 1 of the RFC's
 * section 6.2), then random bits.
 *
 * pg-boss stamps a job's `createdOn` in the database, but hands it to us as a JavaScript Date,
 * to the millisecond; two jobs sent in the same millisecond (or in one transaction, where the
 * database's clock stands still) tie. The id breaks the tie in the order this process sent them.
 * Jobs sent by two processes in the same millisecond were sent at the same time: either order is
 * right.
 */
import { randomBytes, randomInt } from 'node:crypto';

let lastMs = 0;
let counter = 0;

export function timeOrderedJobId(now: number = Date.now()): string {
  let ms = Math.max(now, lastMs);
  if (ms === lastMs) {
    counter++;
    // 4,096 ids in one millisecond: borrow the next millisecond rather than repeat an order.
    if (counter > 0xfff) {
      ms++;
      counter = randomInt(0, 0x400);
    }
  } else {
    // A random start leaves most of the counter's room for the millisecond's later ids.
    counter = randomInt(0, 0x400);
  }
  lastMs = ms;
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
