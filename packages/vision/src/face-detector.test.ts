import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../test/photo-variants.ts';
import { getFaceDetector, type DetectedFace, type FaceDetector } from './face-detector.ts';
import { EYE_OPENINGS, IRISES } from './illuminant.ts';
import { OUTER_EYE_CORNERS } from './regions.ts';

/**
 * The contract every face model behind `FaceDetector` must keep (decision 024): the rest of the
 * package (regions, the ruler, the sclera reading) relies only on this. A replacement model is
 * swapped in by making these tests pass against it, then running the fidelity benchmark.
 */
const SLOW = 60_000;
let detector: FaceDetector;

async function rgbOf(photo: Buffer, rotate = 0): Promise<{ rgb: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(photo).rotate(rotate).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgb: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

async function detect(photo: Buffer, detail: 'locate' | 'landmarks', rotate = 0): Promise<DetectedFace[]> {
  const { rgb, width, height } = await rgbOf(photo, rotate);
  return detector.detect(rgb, width, height, detail);
}

const centre = (points: readonly [number, number, number][]) => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
];

beforeAll(async () => {
  detector = await getFaceDetector();
}, SLOW);

describe('the face detector contract', () => {
  it(
    'finds one face with the 478 points of the MediaPipe numbering, irises included',
    async () => {
      const [face, ...others] = await detect(readFixture('astronaut.png'), 'landmarks');
      expect(others).toEqual([]);
      expect(face!.mesh).toHaveLength(478);
      const [x, y, w, h] = face!.box;
      for (const [px, py] of face!.mesh) {
        expect(px).toBeGreaterThan(x - w * 0.2);
        expect(px).toBeLessThan(x + w * 1.2);
        expect(py).toBeGreaterThan(y - h * 0.3);
        expect(py).toBeLessThan(y + h * 1.2);
      }
      // The person's right eye (landmark 33) is on the left of an unmirrored photo.
      const [right, left] = OUTER_EYE_CORNERS.map((i) => face!.mesh[i]!);
      expect(right![0]).toBeLessThan(left![0]);
      // Each iris centre sits inside an eye opening, one iris per eye.
      const eyes = EYE_OPENINGS.map((opening) => centre(opening.map((i) => face!.mesh[i]!)));
      const nearest = IRISES.map((ring) => {
        const [cx, cy] = face!.mesh[ring[0]]!;
        const distances = eyes.map(([ex, ey]) => Math.hypot(cx - ex!, cy - ey!));
        expect(Math.min(...distances)).toBeLessThan(w * 0.06);
        return distances.indexOf(Math.min(...distances));
      });
      expect(new Set(nearest).size).toBe(2);
      expect(Math.abs(face!.yawDeg)).toBeLessThan(10);
      expect(Math.abs(face!.rollDeg)).toBeLessThan(10);
      expect(face!.boxScore).toBeGreaterThan(0.5);
      expect(face!.faceScore).toBeGreaterThan(0.5);
    },
    SLOW,
  );

  it(
    'locates with the 468 points and finds nothing where there is no face',
    async () => {
      const [face] = await detect(readFixture('astronaut.png'), 'locate');
      expect(face!.mesh.length).toBeGreaterThanOrEqual(468);
      expect(await detect(readFixture('cat-no-face.png'), 'locate')).toEqual([]);
      expect(await detect(readFixture('coffee-no-face.png'), 'locate')).toEqual([]);
    },
    SLOW,
  );

  it(
    'reports the roll of a face on its side, so that the photo can be turned upright',
    async () => {
      // The analyzer turns a photo upright when the roll is beyond 45° (an upside-down face it looks
      // for in turned copies, so the model need not find it).
      const [face] = await detect(readFixture('astronaut.png'), 'locate', 90);
      expect(Math.abs(face!.rollDeg)).toBeGreaterThan(60);
      expect(Math.abs(face!.rollDeg)).toBeLessThan(120);
    },
    SLOW,
  );
});
