/**
 * The measuring thread (decision 069): the same results as measuring on the analyzer's thread,
 * for photos in flight together, and an error there fails only its own photo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeWith } from './analyzer.ts';
import { getFaceDetector, type FaceDetector } from './face-detector.ts';
import type { PixelJob } from './measure-pixels.ts';
import { withoutTimings } from '../test/results.ts';
import { measureOffThread } from './measure-thread.ts';

const fixtures = path.join(import.meta.dirname, '../test/fixtures');
const face = fs.readFileSync(path.join(fixtures, 'astronaut.png'));
const hopper = fs.readFileSync(path.join(fixtures, 'faces/grace-hopper.jpg'));
const jesper = fs.readFileSync(path.join(fixtures, 'faces/kphotoalbum-jesper.jpg'));

describe('the measuring thread', () => {
  let detector: FaceDetector;
  /** Measured on the analyzer's thread: asking for the measurements' context keeps them there. */
  const onThisThread = (photo: Buffer) => analyzeWith(detector, photo, { onMeasurementContext: () => {} });
  beforeAll(async () => {
    detector = await getFaceDetector();
  }, 60_000);

  it('gives exactly the results of measuring on the analyzer’s thread, for photos in flight together', async () => {
    const photos = [face, hopper, jesper];
    const together = await Promise.all(photos.map((photo) => analyzeWith(detector, photo, {})));
    for (const [i, photo] of photos.entries()) {
      expect(together[i]!.ok).toBe(true);
      expect(withoutTimings(together[i]!)).toEqual(withoutTimings(await onThisThread(photo)));
    }
  }, 120_000);

  it('fails a measurement that throws with its error, and measures the next photo', async () => {
    const broken = {
      crop: { rgb: new Uint8Array(12), width: 2, height: 2, scale: 1, mesh: [], pxPerMm: 1 },
      polygons: {},
      circleCheeks: { left: [], right: [] },
    } as unknown as PixelJob;
    // No skin regions: filling the first one fails on the measuring thread.
    await expect(measureOffThread(broken)).rejects.toThrow('Cannot read properties of undefined');
    const after = await analyzeWith(detector, face, {});
    expect(withoutTimings(after)).toEqual(withoutTimings(await onThisThread(face)));
  }, 120_000);
});
