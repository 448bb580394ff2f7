/**
 * The quality gate on made-up bad photos (issue 17, item 5): for every face of the set, each bad
 * photo below must be refused with the right reason, or (for the milder blurs and filters) be
 * accepted with no focus-area score better than the original's by more than the repeatability
 * margin: blur and beauty filters must never improve a result. A photo turned on its side or upside
 * down must give the upright photo's scores.
 *
 * Run: ./run bench -- gate                    the committed face set; writes results/gate.json
 *      FACE_SET_DIR=DIR ./run bench -- gate   every JPEG/PNG in DIR; writes results/gate-candidates.json
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  createVisionAnalyzer,
  VISION_VERSION,
  type FocusScores,
  type QualityReason,
  type VisionSuccess,
} from '../packages/vision/src/index.ts';
import { FACE_SET, readFacePhoto } from '../packages/vision/test/face-set.ts';
import { BAD_PHOTOS, type BadPhoto } from '../packages/vision/test/bad-photos.ts';
import { faceSetResultsName, writeReport } from './report.ts';

type ScoreKey = keyof FocusScores;
const SCORE_KEYS: ScoreKey[] = ['redness', 'pigmentation', 'pores', 'fine_lines', 'texture', 'shine', 'dark_circles'];
/** A score may sit this much above the original's by noise alone (the repeatability target). */
const NOISE = 3;

const candidateDir = process.env.FACE_SET_DIR || undefined;
const faces = candidateDir
  ? fs
      .readdirSync(candidateDir)
      .filter((f) => /\.(jpe?g|png)$/i.test(f))
      .sort()
      .map((file) => ({ file, read: () => fs.readFileSync(path.join(candidateDir, file)) }))
  : FACE_SET.map((face) => ({ file: face.file, read: () => readFacePhoto(face) }));

interface Row {
  bad: string;
  expect: string;
  got: string;
  right: boolean;
  /** Areas scored better than the original's by more than NOISE, with the gain. */
  raised?: Partial<Record<ScoreKey, number | 'flip'>>;
  /** For a turned photo: areas whose score moved by more than NOISE from the upright photo's. */
  moved?: Partial<Record<ScoreKey, number | 'flip'>>;
}

function judge(
  bad: BadPhoto,
  base: VisionSuccess,
  result: Awaited<ReturnType<Awaited<ReturnType<typeof createVisionAnalyzer>>['analyze']>>,
): Row {
  const got = result.ok ? 'accepted' : result.reason;
  const expected: readonly (QualityReason | 'accepted')[] = bad.expect;
  const row: Row = {
    bad: bad.name,
    expect: expected.join(' | '),
    got,
    right: expected.includes(got as QualityReason | 'accepted'),
  };
  if (result.ok && bad.mustNotRaise) {
    const raised: Partial<Record<ScoreKey, number | 'flip'>> = {};
    for (const key of SCORE_KEYS) {
      const now = result.scores[key];
      const before = base.scores[key];
      if (now !== null && before !== null && now - before > NOISE) raised[key] = Math.round((now - before) * 10) / 10;
      // An area that the original could not measure and the bad photo can is a gain too.
      if (now !== null && before === null) raised[key] = 'flip';
    }
    if (Object.keys(raised).length > 0) {
      row.raised = raised;
      row.right = false;
    }
  }
  if (result.ok && bad.mustMatch) {
    const moved: Partial<Record<ScoreKey, number | 'flip'>> = {};
    for (const key of SCORE_KEYS) {
      const now = result.scores[key];
      const before = base.scores[key];
      if (now === null || before === null ? now !== before : Math.abs(now - before) > NOISE)
        moved[key] = now === null || before === null ? 'flip' : Math.round((now - before) * 10) / 10;
    }
    if (Object.keys(moved).length > 0) {
      row.moved = moved;
      row.right = false;
    }
  }
  return row;
}

const analyzer = await createVisionAnalyzer();
const started = performance.now();
const perFace: { file: string; accepted: boolean; rows?: Row[] }[] = [];
for (const face of faces) {
  const photo = face.read();
  const base = await analyzer.analyze(photo);
  if (!base.ok) {
    perFace.push({ file: face.file, accepted: false });
    continue;
  }
  const rows: Row[] = [];
  for (const bad of BAD_PHOTOS) rows.push(judge(bad, base, await analyzer.analyze(await bad.make(photo, base))));
  perFace.push({ file: face.file, accepted: true, rows });
  const wrong = rows.filter((r) => !r.right);
  console.error(
    `${face.file}: ${rows.length - wrong.length}/${rows.length} right${wrong.length ? `; wrong: ${wrong.map((r) => `${r.bad} → ${r.got}${r.raised ? ` raised ${JSON.stringify(r.raised)}` : ''}${r.moved ? ` moved ${JSON.stringify(r.moved)}` : ''}`).join('; ')}` : ''}`,
  );
}
await analyzer.close();

const measured = perFace.filter((f) => f.accepted);
const perBadPhoto = BAD_PHOTOS.map((bad) => {
  const rows = measured.map((f) => f.rows!.find((r) => r.bad === bad.name)!);
  const got: Record<string, number> = {};
  for (const r of rows) got[r.got] = (got[r.got] ?? 0) + 1;
  return {
    bad: bad.name,
    expect: bad.expect.join(' | '),
    right: rows.filter((r) => r.right).length,
    of: rows.length,
    got,
    // Named by the row's own face (its index among all rows, not among the raised ones).
    raisedOn: rows.flatMap((r, k) => (r.raised ? [{ face: measured[k]!.file, raised: r.raised }] : [])),
  };
});
for (const p of perBadPhoto)
  console.log(`${p.right}/${p.of}\t${p.bad}\texpect ${p.expect}\tgot ${JSON.stringify(p.got)}`);

writeReport(faceSetResultsName('gate', candidateDir), {
  visionVersion: VISION_VERSION,
  faceSet: candidateDir ? `every photo in FACE_SET_DIR (${faces.length})` : 'packages/vision/test/face-set.ts',
  seconds: Math.round((performance.now() - started) / 1000),
  faces: faces.length,
  accepted: measured.length,
  right: perBadPhoto.reduce((n, p) => n + p.right, 0),
  of: perBadPhoto.reduce((n, p) => n + p.of, 0),
  perBadPhoto,
  perFace,
});
