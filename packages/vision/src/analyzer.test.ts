import v8 from 'node:v8';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDarkSpots,
  addGrain,
  addHairStrands,
  drawCreases,
  lightGains,
  readFixture,
  flushRegions,
} from '../test/photo-variants.ts';
import { expectSuccess, withoutTimings } from '../test/results.ts';
import {
  createVisionAnalyzer,
  MEASUREMENT_DEFINITIONS,
  SKIN_REGION_IDS,
  VISION_VERSION,
  type CameraTraces,
  type FocusScores,
  type MeasurementId,
  type VisionAnalyzer,
  type VisionSuccess,
} from './index.ts';
import { analyzeWith } from './analyzer.ts';
import { getFaceDetector, type FaceDetector } from './face-detector.ts';
import { measureSkin, type MeasurementContext } from './measurements.ts';
import { focusScores } from './scores.ts';

const SLOW = 60_000;
const face = readFixture('astronaut.png');

let analyzer: VisionAnalyzer;
let original: VisionSuccess;

/** How far apart two results put a score; both must agree on whether it was measurable. */
function scoreDifference(a: VisionSuccess, b: VisionSuccess, key: keyof FocusScores): number {
  const [x, y] = [a.scores[key], b.scores[key]];
  if (x === null || y === null) return x === y ? 0 : Infinity;
  return Math.abs(x - y);
}

function value(result: VisionSuccess, id: MeasurementId): number {
  const measurement = result.measurements.find((m) => m.id === id);
  if (!measurement) throw new Error(`no measurement ${id}`);
  return measurement.value;
}

beforeAll(async () => {
  analyzer = await createVisionAnalyzer();
  original = expectSuccess(await analyzer.analyze(face));
}, SLOW);

afterAll(async () => {
  await analyzer?.close();
});

describe('analysis of a face photo', () => {
  it('finds the face, frontal, with every skin region inside the photo', () => {
    expect(original.version).toBe(VISION_VERSION);
    expect(VISION_VERSION).toBe('1.41.0');
    expect(original.image).toEqual({ width: 512, height: 512 });
    const [x, y, w, h] = original.face.box;
    // The face is in the upper middle of the portrait, about 145 px wide.
    expect(x).toBeGreaterThan(120);
    expect(x + w).toBeLessThan(340);
    expect(y).toBeGreaterThan(20);
    expect(w).toBeGreaterThan(110);
    expect(h).toBeGreaterThan(110);
    expect(Math.abs(original.face.yawDeg)).toBeLessThan(10);
    expect(Math.abs(original.face.pitchDeg)).toBeLessThan(15);
    expect(original.regions.map((r) => r.id)).toEqual([...SKIN_REGION_IDS]);
    for (const region of original.regions) {
      expect(region.polygon.length).toBeGreaterThanOrEqual(6);
      for (const [px, py] of region.polygon) {
        expect(px).toBeGreaterThanOrEqual(x - 5);
        expect(px).toBeLessThanOrEqual(x + w + 5);
        expect(py).toBeGreaterThanOrEqual(y - 5);
        expect(py).toBeLessThanOrEqual(y + h + 5);
      }
    }
    // The person's left cheek is on the right of an unmirrored photo.
    const centreX = (id: string) => {
      const polygon = original.regions.find((r) => r.id === id)!.polygon;
      return polygon.reduce((sum, p) => sum + p[0], 0) / polygon.length;
    };
    expect(centreX('cheek_left')).toBeGreaterThan(centreX('nose'));
    expect(centreX('cheek_right')).toBeLessThan(centreX('nose'));
  });

  it('reports at least 20 documented measurements with units and regions', () => {
    const ids = original.measurements.map((m) => m.id);
    expect(ids.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ids).size).toBe(ids.length);
    // The 512 px portrait shows about 0.6 px per mm of skin: too coarse for pores, lines and texture.
    expect(ids).toEqual(
      Object.keys(MEASUREMENT_DEFINITIONS).filter(
        (id) => !/^(pore_visibility|line_density)_|^texture_roughness$/.test(id),
      ),
    );
    for (const m of original.measurements) {
      expect(m.id).toMatch(/^[a-z][a-z0-9_]+$/);
      expect(Number.isFinite(m.value)).toBe(true);
      expect(m.unit.length).toBeGreaterThan(0);
      expect(m.region.length).toBeGreaterThan(0);
      expect(m.description.length).toBeGreaterThan(20);
    }
  });

  it('measures plausible skin colour and tone for a light-skinned face in studio light', () => {
    expect(value(original, 'skin_lightness_l_star')).toBeGreaterThan(60);
    expect(value(original, 'skin_lightness_l_star')).toBeLessThan(90);
    expect(value(original, 'redness_a_star_cheeks')).toBeGreaterThan(3);
    expect(value(original, 'skin_yellowness_b_star')).toBeGreaterThan(8);
    expect(original.ita.angle).toBeCloseTo(value(original, 'ita_degrees'), 1);
    expect(['very_light', 'light']).toContain(original.ita.band);
    expect(['oily', 'dry', 'combination', 'normal']).toContain(original.skinTypeEstimate);
  });

  it('scores every focus area the photo can show from 0 to 100, and says the others are not measurable', () => {
    expect(Object.keys(original.scores).sort()).toEqual([
      'dark_circles',
      'fine_lines',
      'pigmentation',
      'pores',
      'redness',
      'shine',
      'texture',
    ]);
    for (const key of ['redness', 'pigmentation', 'shine', 'dark_circles'] as const) {
      expect(original.scores[key], key).toBeGreaterThanOrEqual(0);
      expect(original.scores[key], key).toBeLessThanOrEqual(100);
    }
    // Never the 100 that detail finer than the photo's pixels would score.
    expect([original.scores.pores, original.scores.fine_lines, original.scores.texture]).toEqual([null, null, null]);
  });

  it('reads the physical scale from the eyes', () => {
    // The irises are about 7 px across here, too few to read to a few per cent: the eye span stands in.
    expect(original.quality.ruler.from).toBe('eye_span');
    expect(original.quality.ruler.irisPx).toBeGreaterThan(5);
    expect(original.quality.ruler.irisPx).toBeLessThan(10);
    expect(original.quality.ruler.pxPerMm).toBeCloseTo(original.quality.eyeSpanPx / 92.5, 2);
    expect(original.quality.ruler.resolves).toEqual([]);
  });

  it('says how good the photo was', () => {
    expect(original.quality.eyeSpanPx).toBeGreaterThan(50);
    expect(original.quality.upscaled).toBe(true);
    expect(original.quality.confidence).toBeGreaterThan(0);
    expect(original.quality.confidence).toBeLessThan(0.5);
    // Small in the picture: the regions may be a pixel off (geometry); colour is well lit and read.
    expect(original.quality.confidenceByKind.geometry).toBe(original.quality.confidence);
    expect(original.quality.confidenceByKind.colour).toBeGreaterThan(0.8);
    expect(original.quality.confidenceByKind.texture).toBe(0);
    expect(original.quality.textureConfidence).toEqual({ pores: 0, fine_lines: 0, texture: 0 });
    expect(original.timingsMs.total).toBeGreaterThan(0);
  });

  it(
    'hands out what it measures: a recorded crop measured again gives the same scores (bench/remeasure.ts)',
    async () => {
      let recorded: Buffer | null = null;
      const result = expectSuccess(
        await analyzeWith(await getFaceDetector(), face, {
          onMeasurementContext: (context) => {
            recorded = v8.serialize(context);
          },
        }),
      );
      expect(recorded).not.toBeNull();
      const context = v8.deserialize(recorded!) as MeasurementContext;
      const values = measureSkin(context);
      for (const { id, value } of result.measurements) expect(values[id], id).toBeCloseTo(value, 1);
      const again = focusScores(values, (id) => result.scores[id] !== null);
      expect(again).toEqual(result.scores);
      expect(again).toEqual(original.scores);
    },
    SLOW,
  );

  it(
    'hands out the camera traces the gate judges, of a photo it refuses as a colour cast too (bench/colour-casts.ts)',
    async () => {
      const detector = await getFaceDetector();
      let asTaken: CameraTraces | null = null;
      const measured = expectSuccess(await analyzeWith(detector, face, { onTraces: (t) => (asTaken = t) }));
      expect(asTaken).toEqual(measured.quality.traces);
      let underPink: CameraTraces | null = null;
      const refused = await analyzeWith(detector, await lightGains(face, [1.4, 0.75, 1.25]), {
        onTraces: (t) => (underPink = t),
      });
      expect(refused.ok ? 'accepted' : refused.reason).toBe('colour_cast');
      // The pink light moved the skin and the scene across the skin-tone line, towards red and blue.
      expect(underPink!.chroma.redGreen).toBeGreaterThan(asTaken!.chroma.redGreen + 15);
      expect(underPink!.photoChroma!.blueGreen).toBeGreaterThan(asTaken!.photoChroma!.blueGreen + 15);
    },
    SLOW,
  );
});

describe('measurements follow the skin', () => {
  it(
    'reddened cheeks show more redness and a lower redness score',
    async () => {
      const flushed = expectSuccess(
        await analyzer.analyze(await flushRegions(face, original.regions, ['cheek_left', 'cheek_right'], 0.1)),
      );
      expect(value(flushed, 'redness_a_star_cheeks')).toBeGreaterThan(value(original, 'redness_a_star_cheeks') + 3);
      expect(value(flushed, 'erythema_index_cheeks')).toBeGreaterThan(value(original, 'erythema_index_cheeks'));
      expect(value(flushed, 'red_area_cheeks_percent')).toBeGreaterThan(value(original, 'red_area_cheeks_percent'));
      expect(flushed.scores.redness).toBeLessThan(original.scores.redness! - 10);
      // The forehead was left alone.
      expect(
        Math.abs(value(flushed, 'redness_a_star_forehead') - value(original, 'redness_a_star_forehead')),
      ).toBeLessThan(1);
    },
    SLOW,
  );

  it(
    'strands of hair across the cheeks and under the eyes move no colour score: only skin is measured',
    async () => {
      // Before the skin mask (vision 1.1) these strands moved the redness score by 12 points.
      const strands = expectSuccess(
        await analyzer.analyze(
          await addHairStrands(
            face,
            original.regions,
            ['cheek_left', 'cheek_right', 'under_eye_left', 'under_eye_right'],
            3,
          ),
        ),
      );
      for (const key of ['redness', 'pigmentation', 'dark_circles'] as const)
        expect(scoreDifference(strands, original, key), key).toBeLessThanOrEqual(3);
    },
    SLOW,
  );

  it(
    'added dark spots lower the pigmentation score',
    async () => {
      const spotted = expectSuccess(
        await analyzer.analyze(
          await addDarkSpots(face, original.regions, ['cheek_left', 'cheek_right', 'forehead', 'chin'], 1.3),
        ),
      );
      expect(value(spotted, 'dark_spot_count')).toBeGreaterThan(value(original, 'dark_spot_count') + 8);
      expect(value(spotted, 'dark_spot_area_percent')).toBeGreaterThan(value(original, 'dark_spot_area_percent'));
      expect(spotted.scores.pigmentation).toBeLessThan(original.scores.pigmentation! - 10);
    },
    SLOW,
  );
});

describe('finer detail in a higher-resolution copy', () => {
  // At 2048 px the eye span is about 230 px, finer than the measurement scale, so pore-sized
  // grain and 1 mm creases survive into the measurements. The copy is upscaled, so its edges are
  // soft and it does not resolve pores or lines (it is called 'not measurable' for them); to test
  // how the filters respond to drawn detail, `measureUnresolved` scores them anyway.
  let large: Buffer;
  let plain: VisionSuccess;
  let anyway: VisionAnalyzer;

  beforeAll(async () => {
    large = await sharp(face).resize(2048, 2048).png().toBuffer();
    anyway = await createVisionAnalyzer({ measureUnresolved: true });
    plain = expectSuccess(await anyway.analyze(large));
  }, SLOW);
  afterAll(() => anyway?.close());

  it(
    'is an upscaled copy: it has the pixels for pores and lines, not the detail',
    async () => {
      expect(plain.quality.ruler.pxPerMm).toBeGreaterThan(2);
      expect(plain.quality.ruler.effectivePxPerMm).toBeLessThan(1.5);
      expect(plain.quality.ruler.resolves).toEqual(['texture']);
      const honest = expectSuccess(await analyzer.analyze(large));
      expect([honest.scores.pores, honest.scores.fine_lines]).toEqual([null, null]);
      expect(honest.scores.texture).toBe(plain.scores.texture);
    },
    SLOW,
  );

  it(
    'a blurred copy shows the same texture or none, and is never scored better for it',
    async () => {
      const honestPlain = expectSuccess(await analyzer.analyze(large));
      // About 0.6 mm of skin: less than the common blur texture is read through (ruler.ts TEXTURE_BLUR_MM).
      const slight = await sharp(large).blur(1.5).png().toBuffer();
      const measured = expectSuccess(await anyway.analyze(slight));
      // Within 6 %, give or take the rounding of the reported figure (two decimals): read as on skin
      // of L* 65 (decision 064) and over the forehead up to her fringe (decision 078), this very
      // light skin's figure is 0.68, and 0.04 is 5.9 % of it (about a point of the texture score).
      const texture = value(plain, 'texture_roughness');
      expect(Math.abs(value(measured, 'texture_roughness') - texture)).toBeLessThanOrEqual(0.06 * texture + 0.005);
      expect(value(measured, 'pore_visibility_cheeks')).toBeLessThan(value(plain, 'pore_visibility_cheeks'));
      const blurred = expectSuccess(await analyzer.analyze(slight));
      expect(blurred.quality.ruler.effectivePxPerMm).toBeLessThan(honestPlain.quality.ruler.effectivePxPerMm);
      // What the person gets: the same texture within noise, or too soft to judge; never smoother skin.
      if (blurred.scores.texture !== null)
        expect(blurred.scores.texture).toBeLessThanOrEqual(honestPlain.scores.texture! + 1);
      // About 1.6 mm: too blurry to measure at all.
      const strong = await analyzer.analyze(await sharp(large).blur(4).png().toBuffer());
      expect(strong.ok ? strong.scores.texture : strong.reason).toBe(strong.ok ? null : 'too_blurry');
    },
    SLOW,
  );

  it(
    'pore-sized grain lowers the pores score but not the texture score',
    async () => {
      // Grain in blobs two of the copy's pixels across, about 0.8 mm of skin at the measurement
      // scale: the size of the band pores are read in (0.5-1 mm, decision 073). Grain a pixel
      // across is finer than pores, and their band now leaves most of it out.
      const half = await sharp(face).resize(1024, 1024).png().toBuffer();
      const grainy = expectSuccess(
        await anyway.analyze(
          await sharp(await addGrain(half, 20))
            .resize(2048, 2048)
            .png()
            .toBuffer(),
        ),
      );
      // 0.34 → 0.78, pores 98.5 → 82.3, texture 94.3 → 93.4 (vision 1.36.0).
      expect(value(grainy, 'pore_visibility_cheeks')).toBeGreaterThan(value(plain, 'pore_visibility_cheeks') + 0.3);
      expect(grainy.scores.pores).toBeLessThan(plain.scores.pores! - 10);
      // Within the cross-talk target of issue 17 (5 points): the two bands meet at 1 mm.
      expect(Math.abs(grainy.scores.texture! - plain.scores.texture!)).toBeLessThan(5);
    },
    SLOW,
  );

  it(
    'drawn creases raise the line densities and lower the fine-lines score',
    async () => {
      const ids = ['forehead', 'eye_corner_left', 'eye_corner_right', 'under_eye_left', 'under_eye_right'] as const;
      const lined = expectSuccess(await anyway.analyze(await drawCreases(large, plain.regions, ids, 3)));
      // At least doubled: 3.4 → 12.6 on the fit by the whole pipeline, 3.7 → 8.7 on the crop's fit
      // by the mesh and iris models (decision 040, addendum), whose eye-corner region sits a pixel
      // or two differently on this 4× enlarged face.
      expect(value(lined, 'line_density_eye_corners')).toBeGreaterThan(value(plain, 'line_density_eye_corners') * 2);
      expect(value(lined, 'line_density_under_eyes')).toBeGreaterThan(value(plain, 'line_density_under_eyes') + 5);
      expect(value(lined, 'line_density_forehead')).toBeGreaterThan(value(plain, 'line_density_forehead'));
      expect(lined.scores.fine_lines).toBeLessThan(plain.scores.fine_lines! - 10);
    },
    SLOW,
  );
});

describe('repeatability', () => {
  const variants: [string, () => Promise<Buffer>][] = [
    ['re-encoded as JPEG at quality 85', () => sharp(face).jpeg({ quality: 85 }).toBuffer()],
    ['5 % brighter', () => sharp(face).modulate({ brightness: 1.05 }).png().toBuffer()],
    ['5 % darker', () => sharp(face).modulate({ brightness: 0.95 }).png().toBuffer()],
    ['rotated 2°', () => sharp(face).rotate(2, { background: '#808080' }).png().toBuffer()],
    ['rotated −2°', () => sharp(face).rotate(-2, { background: '#808080' }).png().toBuffer()],
    [
      'scaled to 90 %',
      () =>
        sharp(face)
          .resize(Math.round(512 * 0.9))
          .png()
          .toBuffer(),
    ],
  ];

  it.each(variants)(
    '%s moves no focus-area score by more than 3 points',
    async (_name, make) => {
      const variant = expectSuccess(await analyzer.analyze(await make()));
      for (const key of Object.keys(original.scores) as (keyof FocusScores)[]) {
        expect(scoreDifference(variant, original, key), key).toBeLessThanOrEqual(3);
      }
    },
    SLOW,
  );

  it(
    'gives identical results for the same file (determinism)',
    async () => {
      const again = expectSuccess(await analyzer.analyze(face));
      const { timingsMs: _first, ...first } = original;
      const { timingsMs: _second, ...second } = again;
      expect(second).toEqual(first);
    },
    SLOW,
  );

  it(
    'gives identical results from a second analyzer',
    async () => {
      const other = await createVisionAnalyzer();
      try {
        const result = expectSuccess(await other.analyze(face));
        expect(result.measurements).toEqual(original.measurements);
        expect(result.scores).toEqual(original.scores);
      } finally {
        await other.close();
      }
      await expect(other.analyze(face)).rejects.toThrow('closed');
      // Closing one analyzer leaves the shared models to the others.
      expect((await analyzer.analyze(face)).ok).toBe(true);
    },
    SLOW,
  );

  it(
    'analyses overlapping calls without mixing them up',
    async () => {
      const cat = readFixture('cat-no-face.png');
      const [first, second, third] = await Promise.all([
        analyzer.analyze(face),
        analyzer.analyze(cat),
        analyzer.analyze(face),
      ]);
      expect(expectSuccess(first!).measurements).toEqual(original.measurements);
      expect(second!.ok).toBe(false);
      expect(expectSuccess(third!).scores).toEqual(original.scores);
    },
    SLOW,
  );
});

describe('large and rotated photos', () => {
  it(
    'analyses a 12-megapixel upscaled copy, reporting regions in its pixels',
    async () => {
      const big = await sharp(face).resize(3464, 3464).jpeg({ quality: 90 }).toBuffer();
      const result = expectSuccess(await analyzer.analyze(big));
      expect(result.image).toEqual({ width: 3464, height: 3464 });
      const scale = 3464 / 512;
      expect(result.face.box[0]).toBeCloseTo(original.face.box[0] * scale, -1.5);
      expect(result.quality.eyeSpanPx).toBeGreaterThan(original.quality.eyeSpanPx * scale * 0.95);
      expect(result.quality.upscaled).toBe(false);
      // Colour and geometry as in the original. Upscaled, it has the pixels for pores and lines but
      // its edges are as soft as the original's: only texture is resolved.
      for (const key of ['redness', 'pigmentation', 'shine', 'dark_circles'] as const) {
        expect(scoreDifference(result, original, key), key).toBeLessThanOrEqual(5);
      }
      expect(result.quality.ruler.pxPerMm).toBeGreaterThan(4);
      expect(result.quality.ruler.resolves).toEqual(['texture']);
    },
    SLOW,
  );

  it(
    'applies the EXIF orientation: regions are in the photo as it is displayed',
    async () => {
      // Pixels stored turned a quarter to the left, with orientation 6 asking viewers to turn them back.
      const stored = await sharp(face).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
      const result = expectSuccess(await analyzer.analyze(stored));
      expect(result.image).toEqual({ width: 512, height: 512 });
      const nose = (r: VisionSuccess) => r.regions.find((g) => g.id === 'nose')!.polygon[0]!;
      expect(nose(result)[0]).toBeCloseTo(nose(original)[0], -1);
      expect(nose(result)[1]).toBeCloseTo(nose(original)[1], -1);
    },
    SLOW,
  );
});

describe('a fit that does not settle on the face', () => {
  it(
    'is refused rather than measured on features it missed',
    async () => {
      // The real models, but every refit lands a quarter of the square lower than the fit: the
      // mean of such fits is no face's mesh (a portrait's JPEG copy did this, its regions a row of
      // features too high), so its regions must not be measured.
      const real = await getFaceDetector();
      const unsettled: FaceDetector = {
        ...real,
        async fitMeshes(rgb, width, height, squares) {
          const fits = await real.fitMeshes(rgb, width, height, squares);
          return fits.map((fit, k) => ({
            ...fit,
            mesh: fit.mesh.map(([x, y, z]) => [x, y + squares[k]!.side / 4, z] as [number, number, number]),
          }));
        },
      };
      const result = await analyzeWith(unsettled, face, {});
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.reason).toBe('no_face');
      expect(result.detail).toMatch(/features could not be placed/);
      // The same photo with refits that agree is measured.
      expect((await analyzeWith(real, face, {})).ok).toBe(true);
      // Three stops over, the same unsettled fit: the face is too bright whatever the fit, and
      // the person is told that (find softer light), not to try another pose.
      const blownOut = await analyzeWith(unsettled, await lightGains(face, [6, 6, 6]), {});
      expect(blownOut.ok ? 'accepted' : blownOut.reason).toBe('too_bright');
      // Saved at JPEG quality 8: the block grid shows on the face's pixels wherever the mesh lies,
      // so the person is asked for a less compressed copy, not another pose.
      const blocky = await analyzeWith(unsettled, await sharp(face).jpeg({ quality: 8 }).toBuffer(), {});
      expect(blocky.ok ? 'accepted' : blocky.reason).toBe('too_compressed');
    },
    SLOW,
  );
});

describe('a face read as upside down', () => {
  it(
    'is measured the right way round when the photo turned over fits worse than it did as given',
    async () => {
      // The real models, but the mesh model is less sure of every fit (4 digits, not 7), and the
      // whole face model fully sure of what it finds: the astronaut's crop turned over then looks
      // more like a face than her fit as given (a held-out portrait with a few drawn spots did
      // this with the real models), yet the photo turned over fits far worse. Measured turned
      // over, her regions lay on the wrong features (refused as unsettled here; measured so on
      // the portrait).
      const real = await getFaceDetector();
      const doubting: FaceDetector = {
        ...real,
        async fitLandmarks(rgb, width, height, square) {
          return { ...(await real.fitLandmarks(rgb, width, height, square)), faceScore: 1 - 1e-4 };
        },
        async detect(rgb, width, height, detail) {
          const faces = await real.detect(rgb, width, height, detail);
          return detail === 'landmarks' ? faces.map((f) => ({ ...f, faceScore: 1 - 1e-7 })) : faces;
        },
      };
      const result = expectSuccess(await analyzeWith(doubting, face, {}));
      expect(result.turnedDeg ?? 0).toBe(0);
      expect(withoutTimings(result)).toEqual(withoutTimings(original));
      // Upside down, she is still turned and measured as the photo as given is.
      const over = expectSuccess(await analyzeWith(doubting, await sharp(face).rotate(180).png().toBuffer(), {}));
      expect(over.turnedDeg).toBe(180);
      expect(over.scores).toEqual(original.scores);
    },
    SLOW,
  );
});
