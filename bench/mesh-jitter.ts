/**
 * How far the face mesh moves between two photos of one face whose pixels barely differ (JPEG 85
 * and 70, ±5 % exposure, 5 % warmer and cooler light: changes that leave the face where it is), in
 * % of the eye span: the fit on the face crop as the face model's whole pipeline gives it, and the
 * mesh the regions are placed on (the average of the mesh model's refits, decision 040). Measured
 * on the under-eye outlines (the thin regions a pixel moves, decision 038) and on all 468 points.
 * Also the CPU of finding and fitting the face (detector, fit, refits), per photo.
 * Run: ./run bench -- mesh-jitter   (FACE_SET_DIR=DIR for every JPEG/PNG in DIR; the committed
 * face set by default). Writes results/mesh-jitter.json (results/mesh-jitter-candidates.json with
 * FACE_SET_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { getFaceDetector } from '../packages/vision/src/face-detector.ts';
import { findFaces, refine, type LocatedFace } from '../packages/vision/src/face-search.ts';
import { readPhotoSize } from '../packages/vision/src/photo-input.ts';
import { OUTER_EYE_CORNERS, REGION_VERTICES } from '../packages/vision/src/regions.ts';
import { VISION_VERSION } from '../packages/vision/src/version.ts';
import { FACE_SET, readFacePhoto } from '../packages/vision/test/face-set.ts';
import { lightGains } from '../packages/vision/test/photo-variants.ts';
import { writeReport } from './report.ts';

const dir = process.env.FACE_SET_DIR || undefined;
const faces: { file: string; read: () => Buffer }[] = dir
  ? fs
      .readdirSync(dir)
      .filter((f) => /\.(jpe?g|png)$/i.test(f))
      .sort()
      .map((file) => ({ file, read: () => fs.readFileSync(path.join(dir, file)) }))
  : FACE_SET.map((face) => ({ file: face.file, read: () => readFacePhoto(face) }));

/** The mesh points the under-eye outlines run through. */
const UNDER_EYES = [...REGION_VERTICES.under_eye_left, ...REGION_VERTICES.under_eye_right].filter(
  (vertex): vertex is number => typeof vertex === 'number',
);
const ALL_POINTS = Array.from({ length: 468 }, (_, i) => i);

const CHANGES: [string, (photo: Buffer) => Promise<Buffer>][] = [
  ['jpeg 85', (p) => sharp(p).jpeg({ quality: 85 }).toBuffer()],
  ['jpeg 70', (p) => sharp(p).jpeg({ quality: 70 }).toBuffer()],
  ['exposure +5 %', (p) => lightGains(p, [1.05, 1.05, 1.05])],
  ['exposure -5 %', (p) => lightGains(p, [0.95, 0.95, 0.95])],
  ['warmer 5 %', (p) => lightGains(p, [1.05, 1, 0.95])],
  ['cooler 5 %', (p) => lightGains(p, [0.95, 1, 1.05])],
];

const detector = await getFaceDetector();
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The face found and fitted as the analysis does it (the orientation check aside), and its CPU. */
async function fit(photo: Buffer): Promise<{ face: LocatedFace; cpuMs: number } | null> {
  const started = cpuMs();
  const size = await readPhotoSize(photo);
  const search = await findFaces(detector, photo, size, false);
  if (search.kind !== 'found') return null;
  const face = await refine(detector, photo, size, search.faces[0]!, false);
  return { face, cpuMs: cpuMs() - started };
}

/** Mean distance of `points` between two meshes, in % of the eye span. */
function moved(a: readonly number[][], b: readonly number[][], points: readonly number[], eyeSpan: number): number {
  const sum = points.reduce((s, i) => s + Math.hypot(a[i]![0]! - b[i]![0]!, a[i]![1]! - b[i]![1]!), 0);
  return (100 * sum) / points.length / eyeSpan;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length
    ? Math.round(1000 * sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!) / 1000
    : null;
};
const round3 = (n: number) => Math.round(n * 1000) / 1000;

const rows: Record<string, { fit: Record<string, number>; regions: Record<string, number> } | { notFound: true }> = {};
const jitter = {
  fitUnderEyes: [] as number[],
  regionsUnderEyes: [] as number[],
  fitAll: [] as number[],
  regionsAll: [] as number[],
};
const cpu: number[] = [];
const started = performance.now();
for (const { file, read } of faces) {
  const photo = await sharp(read()).rotate().png().toBuffer();
  const base = await fit(photo);
  if (!base) {
    rows[file] = { notFound: true };
    continue;
  }
  cpu.push(base.cpuMs);
  const eyeSpan = Math.hypot(
    base.face.mesh[OUTER_EYE_CORNERS[0]]![0] - base.face.mesh[OUTER_EYE_CORNERS[1]]![0],
    base.face.mesh[OUTER_EYE_CORNERS[0]]![1] - base.face.mesh[OUTER_EYE_CORNERS[1]]![1],
  );
  const row = { fit: {} as Record<string, number>, regions: {} as Record<string, number> };
  for (const [name, change] of CHANGES) {
    const changed = await fit(await change(photo));
    if (!changed) continue;
    cpu.push(changed.cpuMs);
    const fitMoved = moved(changed.face.mesh, base.face.mesh, UNDER_EYES, eyeSpan);
    const regionsMoved = moved(changed.face.averagedMesh, base.face.averagedMesh, UNDER_EYES, eyeSpan);
    row.fit[name] = round3(fitMoved);
    row.regions[name] = round3(regionsMoved);
    jitter.fitUnderEyes.push(fitMoved);
    jitter.regionsUnderEyes.push(regionsMoved);
    jitter.fitAll.push(moved(changed.face.mesh, base.face.mesh, ALL_POINTS, eyeSpan));
    jitter.regionsAll.push(moved(changed.face.averagedMesh, base.face.averagedMesh, ALL_POINTS, eyeSpan));
  }
  rows[file] = row;
  console.log(`${file}: done`);
}

const summary = Object.fromEntries(
  Object.entries(jitter).map(([key, values]) => [
    key,
    { median: quantile(values, 0.5), p90: quantile(values, 0.9), max: quantile(values, 1) },
  ]),
);
const findAndFitCpuMs = { median: quantile(cpu, 0.5), p90: quantile(cpu, 0.9) };
writeReport(
  dir ? 'mesh-jitter-candidates' : 'mesh-jitter',
  {
    visionVersion: VISION_VERSION,
    faceSet: dir ? `every photo in FACE_SET_DIR (${faces.length})` : 'packages/vision/test/face-set.ts',
    changes: CHANGES.map(([name]) => name),
    unit: '% of the eye span, mean over the points',
    seconds: Math.round((performance.now() - started) / 1000),
    summary,
    findAndFitCpuMs,
    faces: rows,
  },
  { print: false },
);
console.log(JSON.stringify({ summary, findAndFitCpuMs }, null, 2));
