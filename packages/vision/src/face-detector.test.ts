import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../test/photo-variants.ts';
import { getFaceDetector, meshInput, meshToImage, type DetectedFace, type FaceDetector } from './face-detector.ts';
import { fittedSquare } from './face-search.ts';
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

  it(
    'fits the mesh alone in a known square: the same face to a fraction of a pixel, turned or not, and no face where there is none',
    async () => {
      const photo = await rgbOf(readFixture('astronaut.png'));
      const [face] = await detector.detect(photo.rgb, photo.width, photo.height, 'landmarks');
      const square = fittedSquare(face!);
      const eyeSpan = Math.hypot(
        face!.mesh[OUTER_EYE_CORNERS[0]]![0] - face!.mesh[OUTER_EYE_CORNERS[1]]![0],
        face!.mesh[OUTER_EYE_CORNERS[0]]![1] - face!.mesh[OUTER_EYE_CORNERS[1]]![1],
      );
      const meanDistance = (mesh: readonly [number, number, number][]) =>
        mesh.reduce((sum, [x, y], i) => sum + Math.hypot(x - face!.mesh[i]![0], y - face!.mesh[i]![1]), 0) /
        mesh.length;
      const [refit] = await detector.fitMeshes(photo.rgb, photo.width, photo.height, [square]);
      expect(refit!.mesh).toHaveLength(468);
      expect(refit!.faceScore).toBeGreaterThan(0.9);
      expect(meanDistance(refit!.mesh)).toBeLessThan(eyeSpan * 0.03);
      // Points come back in image pixels, not rounded to whole ones.
      expect(refit!.mesh.some(([x, y]) => !Number.isInteger(x) || !Number.isInteger(y))).toBe(true);

      // The photo turned by 20° about the face: the square turned with it finds the same face,
      // turned back.
      const turned = await rgbOf(
        await sharp(readFixture('astronaut.png')).rotate(20, { background: '#808080' }).png().toBuffer(),
      );
      const [turnedFace] = await detector.detect(turned.rgb, turned.width, turned.height, 'locate');
      const turnedSquare = fittedSquare(turnedFace!);
      expect((turnedSquare.rollRad * 180) / Math.PI).toBeGreaterThan(15);
      const [turnedRefit] = await detector.fitMeshes(turned.rgb, turned.width, turned.height, [turnedSquare]);
      expect(turnedRefit!.faceScore).toBeGreaterThan(0.9);
      const distances = turnedRefit!.mesh.map(([x, y], i) =>
        Math.hypot(x - turnedFace!.mesh[i]![0], y - turnedFace!.mesh[i]![1]),
      );
      expect(distances.reduce((p, q) => p + q, 0) / distances.length).toBeLessThan(eyeSpan * 0.04);

      // The same square over a photo of a cat: the mesh model does not see a face there.
      const cat = await rgbOf(readFixture('cat-no-face.png'));
      const [onCat] = await detector.fitMeshes(cat.rgb, cat.width, cat.height, [
        { cx: cat.width / 2, cy: cat.height / 2, side: Math.min(cat.width, cat.height) * 0.8, rollRad: 0 },
      ]);
      expect(onCat!.faceScore).toBeLessThan(0.5);
    },
    SLOW,
  );

  it(
    'fits several squares in one run, each to the bit as it fits alone',
    async () => {
      // The refits of one face run as one batch of the mesh model (face-search.ts, averagedMesh);
      // the average must be the average of the fits each square gives on its own.
      const photo = await rgbOf(readFixture('astronaut.png'));
      const [face] = await detector.detect(photo.rgb, photo.width, photo.height, 'locate');
      const square = fittedSquare(face!);
      const squares = [0.95, 1.05, 1].map((scale, k) => ({
        ...square,
        cx: square.cx + (k - 1) * 0.02 * square.side,
        side: square.side * scale,
      }));
      const together = await detector.fitMeshes(photo.rgb, photo.width, photo.height, squares);
      expect(together).toHaveLength(3);
      for (const [k, one] of squares.entries()) {
        const [alone] = await detector.fitMeshes(photo.rgb, photo.width, photo.height, [one]);
        expect(together[k]!.faceScore).toBe(alone!.faceScore);
        expect(together[k]!.mesh).toEqual(alone!.mesh);
      }
      // The squares differ, and so do their fits.
      expect(together[0]!.mesh).not.toEqual(together[1]!.mesh);
      expect(await detector.fitMeshes(photo.rgb, photo.width, photo.height, [])).toEqual([]);
    },
    SLOW,
  );
});

describe('the landmark fit in a known square (the refine crop, decision 040)', () => {
  it(
    "gives what the whole pipeline gives: 478 points, the irises in the same place, the face's turn",
    async () => {
      const photo = await rgbOf(readFixture('astronaut.png'));
      const [face] = await detector.detect(photo.rgb, photo.width, photo.height, 'landmarks');
      const eyeSpan = Math.hypot(
        face!.mesh[OUTER_EYE_CORNERS[0]]![0] - face!.mesh[OUTER_EYE_CORNERS[1]]![0],
        face!.mesh[OUTER_EYE_CORNERS[0]]![1] - face!.mesh[OUTER_EYE_CORNERS[1]]![1],
      );
      const fit = await detector.fitLandmarks(photo.rgb, photo.width, photo.height, fittedSquare(face!));
      expect(fit.mesh).toHaveLength(face!.mesh.length);
      expect(fit.mesh).toHaveLength(478);
      expect(fit.faceScore).toBeGreaterThan(0.9);
      // Each iris centre and the ring around it, within 3 % of the eye span of the whole pipeline's.
      for (const iris of [468, 473]) {
        for (let p = iris; p < iris + 5; p++) {
          const d = Math.hypot(fit.mesh[p]![0] - face!.mesh[p]![0], fit.mesh[p]![1] - face!.mesh[p]![1]);
          expect(d, `point ${p}`).toBeLessThan(eyeSpan * 0.03);
        }
      }
      const meanDistance =
        fit.mesh.reduce((sum, [x, y], i) => sum + Math.hypot(x - face!.mesh[i]![0], y - face!.mesh[i]![1]), 0) /
        fit.mesh.length;
      expect(meanDistance).toBeLessThan(eyeSpan * 0.03);
      expect(Math.abs(fit.rollDeg - face!.rollDeg)).toBeLessThan(2);
      expect(Math.abs(fit.yawDeg - face!.yawDeg)).toBeLessThan(3);
      expect(Math.abs(fit.pitchDeg - face!.pitchDeg)).toBeLessThan(3);
    },
    SLOW,
  );
});

describe("the mesh model's square", () => {
  it('reads the square where the model coordinates map back to, turned or not', () => {
    // A picture whose red and green are its own x and y (pixel centres): bilinear sampling of it
    // is exact, so each input pixel says where in the picture it was read.
    const width = 240;
    const height = 220;
    const rgb = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        rgb[(y * width + x) * 3] = x;
        rgb[(y * width + x) * 3 + 1] = y;
      }
    const input = new Float32Array(192 * 192 * 3);
    for (const square of [
      { cx: 120, cy: 110, side: 150, rollRad: 0 },
      { cx: 118.3, cy: 104.6, side: 131, rollRad: 0.4 },
    ]) {
      meshInput(rgb, width, height, square, input);
      // Model coordinates at the centres of a few input pixels, and where they map back to.
      const pixels = [
        [0, 0],
        [95, 40],
        [191, 191],
        [10, 150],
      ];
      const mapped = meshToImage(
        Array.from({ length: 468 * 3 }, (_, k) => {
          const [i, j] = pixels[Math.floor(k / 3) % pixels.length]!;
          return k % 3 === 0 ? i! + 0.5 : k % 3 === 1 ? j! + 0.5 : 0;
        }),
        square,
      );
      pixels.forEach(([i, j], n) => {
        const o = (j! * 192 + i!) * 3;
        // The sampled x and y are pixel-centre indices: half a pixel less than the continuous point.
        expect(input[o]! * 255).toBeCloseTo(mapped[n]![0] - 0.5, 3);
        expect(input[o + 1]! * 255).toBeCloseTo(mapped[n]![1] - 0.5, 3);
      });
    }
  });
});
