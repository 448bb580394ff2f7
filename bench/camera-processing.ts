/**
 * What a camera's own processing does to the scores (issue 17, "perturbations the team has not
 * seen"): changes outside the fidelity benchmark's family of mild changes that two photos of one
 * face can still differ by, because phones and their settings differ. A mirror image (the front
 * camera's setting), a tone curve (gamma 1.15 and 1/1.15), colour saturation ±12 %, sharpening,
 * mild noise reduction and sensor noise, JPEG 55 and 90 (4:4:4), scales of 80 %, 95 % (another
 * resampling kernel) and 125 %, 8 % more exposure, a 3 % warmer light, a 1.5° turn and a 6 % crop
 * from one corner. Per change: the largest move of each area over the faces, the faces moved by
 * more than 3 points (each area and by how much), the areas that turned measurable or not, and
 * the copies refused. No target of its own: it says which camera differences the analysis does
 * not yet measure through (the fidelity benchmark holds the targets for its own family).
 *
 * Run: ./run bench -- camera-processing            the committed face set; results/camera-processing.json
 *      FACE_SET_DIR=DIR ./run bench -- camera-processing   every JPEG/PNG in DIR (for example the
 *      public-domain portraits of decision 020); results/camera-processing-candidates.json
 *      (figures only: no photo enters the repository). About 7 s a face.
 */
import { createVisionAnalyzer, VISION_VERSION } from '../packages/vision/src/index.ts';
import { CAMERA, facesFrom, SCORE_KEYS } from './fidelity-changes.ts';
import { faceSetResultsName, writeReport } from './report.ts';

interface ChangeFigures {
  change: string;
  /** The largest move of each area over the faces measured both ways. */
  maxMove: Record<string, number>;
  /** Faces an area moved by more than 3 points: `file area signed-move`. */
  over3: string[];
  /** Areas measured on one photo and "not measurable" on the other: `file area`. */
  flips: string[];
  /** Copies refused: `file reason`. */
  refused: string[];
}

const candidateDir = process.env.FACE_SET_DIR || undefined;
const analyzer = await createVisionAnalyzer();
const started = performance.now();
const figures: ChangeFigures[] = CAMERA.map(([change]) => ({
  change,
  maxMove: {},
  over3: [],
  flips: [],
  refused: [],
}));
let accepted = 0;
const faces = facesFrom(candidateDir);
for (const face of faces) {
  const photo = face.read();
  const base = await analyzer.analyze(photo);
  if (!base.ok) {
    console.error(`${face.file}: refused as taken (${base.reason})`);
    continue;
  }
  accepted++;
  for (const [k, [, change]] of CAMERA.entries()) {
    const row = figures[k]!;
    const result = await analyzer.analyze(await change(photo));
    if (!result.ok) {
      row.refused.push(`${face.file} ${result.reason}`);
      continue;
    }
    for (const key of SCORE_KEYS) {
      const before = base.scores[key];
      const after = result.scores[key];
      if ((before === null) !== (after === null)) row.flips.push(`${face.file} ${key}`);
      if (before === null || after === null) continue;
      const move = Math.round((after - before) * 10) / 10;
      row.maxMove[key] = Math.max(row.maxMove[key] ?? 0, Math.abs(move));
      if (Math.abs(move) > 3) row.over3.push(`${face.file} ${key} ${move > 0 ? '+' : ''}${move}`);
    }
  }
  console.error(`${face.file}: done`);
}
await analyzer.close();

writeReport(faceSetResultsName('camera-processing', candidateDir), {
  visionVersion: VISION_VERSION,
  faceSet: candidateDir ? `every photo in FACE_SET_DIR (${faces.length})` : 'the committed face set',
  seconds: Math.round((performance.now() - started) / 1000),
  faces: faces.length,
  accepted,
  changes: figures.map((row) => ({
    ...row,
    facesOver3: new Set(row.over3.map((entry) => entry.split(' ')[0])).size,
  })),
});
