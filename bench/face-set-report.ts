/**
 * The analysis on the real-face set (packages/vision/test/fixtures/faces): for every photo, accepted
 * or the refusal reason, the face width and eye span in pixels, the ITA the analyzer reports and
 * its band, a second ITA estimate from the lit part of the cheeks, and the band we judged by eye.
 * Ends with the number of faces in each ITA band.
 *
 * The second estimate exists because the analyzer's ITA is the angle of the cheeks' median L* and
 * b*, and L* moves with exposure and shading: a cheek half in shadow pulls the median down a band.
 * It takes the cheek pixels between the 50th and 90th lightness percentile (the side facing the
 * light, without specular highlights) and reports the median of their per-pixel ITA. On 41 official
 * portraits it agreed no better with the band judged by eye than the analyzer's ITA (decision 020):
 * it is a second reading, not a correction.
 *
 * Run: ./run bench -- face-set-report   the committed set; writes results/face-set-report.json
 *      FACE_SET_DIR=DIR ./run bench -- face-set-report   every JPEG/PNG in DIR instead (candidates
 *      for the set), written nowhere
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  createVisionAnalyzer,
  individualTypologyAngle,
  itaBand,
  VISION_VERSION,
  type ItaBand,
  type VisionRegion,
} from '../packages/vision/src/index.ts';
import { rgbToLab } from '../packages/vision/src/colour.ts';
import { fillPolygon, maskedPercentile, unionMasks } from '../packages/vision/src/raster.ts';
import { FACE_SET, ITA_BANDS, readFacePhoto } from '../packages/vision/test/face-set.ts';

interface Photo {
  file: string;
  person: string;
  judgedBand: ItaBand | null;
  read: () => Buffer;
}

interface Row {
  file: string;
  person: string;
  accepted: boolean;
  refusal: string | null;
  faceWidthPx: number | null;
  eyeSpanPx: number | null;
  yawDeg: number | null;
  ita: number | null;
  itaBand: ItaBand | null;
  litCheekIta: number | null;
  litCheekBand: ItaBand | null;
  judgedBand: ItaBand | null;
  confidence: number | null;
  /** Pixels per mm of skin, and what they were read from (iris or eye span). */
  pxPerMm: number | null;
  ruler: string | null;
  irisPx: number | null;
  /** The texture kinds the photo resolves; the others are 'not measurable'. */
  resolves: string[] | null;
  /** Confidence per kind: colour, texture, geometry. */
  confidenceByKind: { colour: number; texture: number; geometry: number } | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Median per-pixel ITA of the cheek pixels between the 50th and 90th L* percentile. */
async function litCheekIta(photo: Buffer, regions: readonly VisionRegion[]): Promise<number> {
  const { data, info } = await sharp(photo)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lab = rgbToLab(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height);
  const cheeks = unionMasks(
    regions
      .filter((r) => r.id === 'cheek_left' || r.id === 'cheek_right')
      .map((r) => fillPolygon(r.polygon, info.width, info.height)),
  );
  const from = maskedPercentile(lab.l, cheeks, 50);
  const to = maskedPercentile(lab.l, cheeks, 90);
  const angles = new Float32Array(lab.l.length);
  const lit = new Uint8Array(lab.l.length);
  for (let i = 0; i < lit.length; i++) {
    if (!cheeks[i] || lab.l[i]! < from || lab.l[i]! > to) continue;
    lit[i] = 1;
    angles[i] = individualTypologyAngle(lab.l[i]!, lab.b[i]!);
  }
  return maskedPercentile(angles, lit, 50);
}

function photosFrom(dir: string | undefined): Photo[] {
  if (!dir)
    return FACE_SET.map((face) => ({
      file: face.file,
      person: face.person,
      judgedBand: face.band,
      read: () => readFacePhoto(face),
    }));
  return fs
    .readdirSync(dir)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort()
    .map((file) => ({ file, person: '', judgedBand: null, read: () => fs.readFileSync(path.join(dir, file)) }));
}

const candidateDir = process.env.FACE_SET_DIR || undefined;
const analyzer = await createVisionAnalyzer();
const rows: Row[] = [];
for (const photo of photosFrom(candidateDir)) {
  const buffer = photo.read();
  const result = await analyzer.analyze(buffer);
  const lit = result.ok ? round1(await litCheekIta(buffer, result.regions)) : null;
  rows.push({
    file: photo.file,
    person: photo.person,
    accepted: result.ok,
    refusal: result.ok ? null : `${result.reason} (${result.detail})`,
    faceWidthPx: result.ok ? result.face.box[2] : null,
    eyeSpanPx: result.ok ? result.quality.eyeSpanPx : null,
    yawDeg: result.ok ? result.face.yawDeg : null,
    ita: result.ok ? round1(result.ita.angle) : null,
    itaBand: result.ok ? result.ita.band : null,
    litCheekIta: lit,
    litCheekBand: lit === null ? null : itaBand(lit),
    judgedBand: photo.judgedBand,
    confidence: result.ok ? result.quality.confidence : null,
    pxPerMm: result.ok ? result.quality.ruler.pxPerMm : null,
    ruler: result.ok ? result.quality.ruler.from : null,
    irisPx: result.ok ? result.quality.ruler.irisPx : null,
    resolves: result.ok ? result.quality.ruler.resolves : null,
    confidenceByKind: result.ok ? result.quality.confidenceByKind : null,
  });
}
await analyzer.close();

const cell = (v: unknown) => (v === null ? '-' : String(v));
console.log(
  [
    'file',
    'person',
    'result',
    'face px',
    'eye span',
    'yaw',
    'ITA',
    'band',
    'lit-cheek ITA',
    'band',
    'judged band',
    'confidence',
    'colour/texture/geometry',
    'px/mm',
    'ruler',
    'iris px',
    'resolves',
  ].join('\t'),
);
for (const r of rows) {
  console.log(
    [
      r.file,
      r.person,
      r.accepted ? 'accepted' : r.refusal,
      r.faceWidthPx,
      r.eyeSpanPx,
      r.yawDeg,
      r.ita,
      r.itaBand,
      r.litCheekIta,
      r.litCheekBand,
      r.judgedBand,
      r.confidence,
      r.confidenceByKind && Object.values(r.confidenceByKind).join('/'),
      r.pxPerMm,
      r.ruler,
      r.irisPx,
      r.resolves && (r.resolves.join(',') || 'none'),
    ]
      .map(cell)
      .join('\t'),
  );
}

const count = (band: ItaBand, of: (r: Row) => ItaBand | null) => rows.filter((r) => of(r) === band).length;
const bands = ITA_BANDS.map((band) => ({
  band,
  judged: count(band, (r) => r.judgedBand),
  judgedAndAccepted: count(band, (r) => (r.accepted ? r.judgedBand : null)),
  measured: count(band, (r) => r.itaBand),
  litCheek: count(band, (r) => r.litCheekBand),
}));
console.log('\nband\tjudged\tjudged+accepted\tmeasured ITA\tlit-cheek ITA');
for (const b of bands) console.log([b.band, b.judged, b.judgedAndAccepted, b.measured, b.litCheek].join('\t'));
const accepted = rows.filter((r) => r.accepted).length;
console.log(`\n${accepted} of ${rows.length} photos accepted`);

if (!candidateDir) {
  const report = {
    report: 'face-set',
    date: new Date().toISOString(),
    visionVersion: VISION_VERSION,
    machine: { node: process.version, platform: `${os.platform()} ${os.arch()}` },
    accepted,
    photos: rows.length,
    bands,
    rows,
  };
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results/face-set-report.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
}
