/**
 * How much narrower grain makes the eyes' edges read, and whether the margin taken for it
 * (`grainEdgeShare`, ruler.ts; decisions 072 and 075) is fair and still safe. On every face of
 * the set, each at the sizes of `SIZES` (the photo as taken, and shrunk so that the measurement
 * crop keeps or enlarges its pixels), as it is and under grain of sigma 8 and 16 (0-255, as the
 * fidelity and gate benchmarks add it):
 *
 * - **The edges' share**: the width of the eyes' edges read on the grained copy over the width read
 *   on the photo, by the grain read on the copy's skin (`grainL`), at each size: its median, its
 *   5th percentile and its least. The margin is meant to sit at or under the least.
 * - **Safety**: grained copies that resolve a texture kind (pores, fine lines, texture) that the
 *   photo of the same size does not: grain passing for detail. Must be none.
 * - **Fairness**: of the photos as taken, how many resolve pores and fine lines, by skin-tone band.
 *
 * Run: FACE_SET_DIR=DIR ./run bench -- grain-edges   every JPEG/PNG in DIR; writes
 *      results/grain-edges-candidates.json (or -<FACE_SET_NAME>); without FACE_SET_DIR the
 *      committed faces (results/grain-edges.json)
 */
import sharp from 'sharp';
import {
  createVisionAnalyzer,
  VISION_VERSION,
  type CameraTraces,
  type VisionResult,
} from '../packages/vision/src/index.ts';
import { addGrain } from '../packages/vision/test/photo-variants.ts';
import { ITA_BANDS } from '../packages/vision/test/face-set.ts';
import { facesFrom } from './fidelity-changes.ts';
import { faceSetResultsName, writeReport } from './report.ts';

/** Sizes the photo is read at, as a share of its width: as taken; and, for 1350 px portraits, shrunk to about the crop's scale and enlarged into it. */
const SIZES = (process.env.GRAIN_EDGE_SIZES ?? '1,0.71,0.5').split(',').map(Number);
const SIGMAS = [8, 16] as const;
const GRAIN_BINS = [0, 0.5, 1, 1.5, 2, 2.5, Infinity] as const;

interface Reading {
  result: VisionResult;
  traces: CameraTraces | null;
}

const widthOf = (traces: CameraTraces) => Math.max(traces.edgeBlurMm.x, traces.edgeBlurMm.y);
const round2 = (v: number) => Math.round(v * 100) / 100;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(sorted.length * q)))]!;
}

let lastTraces: CameraTraces | null = null;
const analyzer = await createVisionAnalyzer({ onTraces: (t) => (lastTraces = t) });
async function read(photo: Buffer): Promise<Reading> {
  lastTraces = null;
  const result = await analyzer.analyze(photo);
  return { result, traces: lastTraces };
}

async function resized(photo: Buffer, share: number): Promise<Buffer> {
  if (share === 1) return photo;
  const { width = 0 } = await sharp(photo).rotate().metadata();
  return sharp(photo)
    .rotate()
    .resize(Math.round(width * share))
    .jpeg({ quality: 92 })
    .toBuffer();
}

const candidateDir = process.env.FACE_SET_DIR || undefined;
const faces = facesFrom(candidateDir);
const started = Date.now();

const resolvesBoth = (r: VisionResult) =>
  r.ok && r.quality.ruler.resolves.includes('pores') && r.quality.ruler.resolves.includes('fine_lines');

const perSize = [];
for (const size of SIZES) {
  const shares: { grainL: number; share: number }[] = [];
  let photos = 0;
  let upscaled = 0;
  const grainPassedForDetail: { file: string; sigma: number; kinds: string[] }[] = [];
  const byBand = new Map<string, { photos: number; resolvePoresAndLines: number; grainL: number[] }>();
  for (const face of faces) {
    const photo = await resized(face.read(), size);
    const base = await read(photo);
    if (!base.result.ok || !base.traces) continue;
    const band = face.band ?? base.result.ita.band;
    const entry = byBand.get(band) ?? { photos: 0, resolvePoresAndLines: 0, grainL: [] };
    entry.photos++;
    if (resolvesBoth(base.result)) entry.resolvePoresAndLines++;
    entry.grainL.push(base.traces.grainL);
    byBand.set(band, entry);
    photos++;
    if (base.result.quality.upscaled) upscaled++;
    for (const sigma of SIGMAS) {
      const copy = await read(await addGrain(photo, sigma));
      if (!copy.traces) continue;
      shares.push({ grainL: copy.traces.grainL, share: widthOf(copy.traces) / widthOf(base.traces) });
      if (!copy.result.ok) continue;
      const gained = copy.result.quality.ruler.resolves.filter(
        (kind) => !base.result.ok || !base.result.quality.ruler.resolves.includes(kind),
      );
      if (gained.length > 0) grainPassedForDetail.push({ file: face.file, sigma, kinds: gained });
    }
    process.stderr.write('.');
  }
  const table = GRAIN_BINS.slice(0, -1).flatMap((from, i) => {
    const to = GRAIN_BINS[i + 1]!;
    const inBin = shares
      .filter((s) => s.grainL >= from && s.grainL < to)
      .map((s) => s.share)
      .sort((a, b) => a - b);
    if (inBin.length === 0) return [];
    return [
      {
        grainL: to === Infinity ? `${from}+` : `${from}-${to}`,
        copies: inBin.length,
        median: round2(quantile(inBin, 0.5)),
        p5: round2(quantile(inBin, 0.05)),
        least: round2(inBin[0]!),
      },
    ];
  });
  perSize.push({
    size,
    photosUpscaledIntoTheCrop: `${upscaled} of ${photos}`,
    edgeShareByGrain: table,
    grainPassedForDetail,
    asTakenByBand: Object.fromEntries(
      ITA_BANDS.filter((band) => byBand.has(band)).map((band) => {
        const { photos, resolvePoresAndLines, grainL } = byBand.get(band)!;
        const sorted = [...grainL].sort((a, b) => a - b);
        return [band, { photos, resolvePoresAndLines, medianGrainL: round2(quantile(sorted, 0.5)) }];
      }),
    ),
  });
  process.stderr.write('\n');
}
await analyzer.close();

writeReport(faceSetResultsName('grain-edges', candidateDir), {
  visionVersion: VISION_VERSION,
  faceSet: candidateDir ? `every photo in FACE_SET_DIR (${faces.length})` : 'packages/vision/test/face-set.ts',
  seconds: Math.round((Date.now() - started) / 1000),
  sizes: perSize,
});
