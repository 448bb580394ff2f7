/**
 * Measuring recorded crops again (issue 17): a change to the measurements or the score curves
 * checked on a whole face set in about two minutes, where the fidelity benchmark takes 13-20.
 *
 * Run: FACE_SET_DIR=DIR REMEASURE_DIR=OUT node bench/remeasure.ts record
 *        analyses every face of DIR (the committed set without FACE_SET_DIR), and each of the
 *        fidelity benchmark's mild changes and doses of it and the camera-processing benchmark's
 *        changes (fidelity-changes.ts), and keeps in OUT
 *        what each photo's measurements were computed from (the crop's planes, the regions, the
 *        texture blur and the circles' cheeks: about 100 MB a face) with the scores it got
 *      REMEASURE_DIR=OUT node bench/remeasure.ts
 *        measures every recorded crop again with the code as it is now and prints how many scores
 *        differ from the recorded ones, and per area: the faces whose worst mild change is over 3
 *        points, the camera changes that move it by more than 3 on a face, the faces on which the area's own dose at its strongest lowers it by less than 10,
 *        each kind of dose that moves the area by more than 5 (cross-talk, as fidelity.ts counts
 *        it) and the area's spread over the set. AREAS=dark_circles,texture narrows the
 *        report; CHANGED=1 lists every score that differs.
 *
 * Only the measurements and scores are new: the face detection, the crop, the light's correction
 * and the regions are the recorded ones, and so are the refusals (a photo refused when recorded is
 * not measured again; one refused because of a measurement, a photo too grainy to read spots in,
 * would be refused or not with the new code too). A change to any of those needs fidelity.ts itself,
 * and so does every figure kept in results/. OUT must be outside the repository: it holds copies of
 * the photos' pixels, and several GB for the 42 portraits.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { createVisionAnalyzer, type FocusScores, type VisionResult } from '../packages/vision/src/index.ts';
import { measureSkinAndGlare, type MeasurementContext } from '../packages/vision/src/measurements.ts';
import { focusScores } from '../packages/vision/src/scores.ts';
import { CAMERA, DOSES, facesFrom, MILD, SCORE_KEYS, type ScoreKey } from './fidelity-changes.ts';

const TARGET = { maxDeviation: 3, minOwnEffect: 10, maxCrossTalk: 5 } as const;

interface Recorded {
  file: string;
  /** 'as taken', a mild change's or a camera change's name, or a dose's change and amount. */
  photo: string;
  kind: 'base' | 'mild' | 'camera' | 'dose';
  /** A dose's change (DOSES) and its own area, which it may move as far as it likes. */
  dose?: { change: string; area: ScoreKey };
  crop: string;
  scores: FocusScores;
}

const out = process.env.REMEASURE_DIR;
if (!out) throw new Error('REMEASURE_DIR: a folder outside the repository for the recorded crops');
const repository = path.resolve(import.meta.dirname, '..');
if (!path.relative(repository, path.resolve(out)).startsWith('..'))
  throw new Error(`REMEASURE_DIR must be outside the repository (${repository}): it holds the photos' pixels`);
const indexFile = path.join(out, 'index.json');

if (process.argv[2] === 'record') await record();
else remeasure();

async function record() {
  fs.mkdirSync(out!, { recursive: true });
  // The planes are reused by the next analysis: serialised (copied) at once.
  let copy: Buffer | null = null;
  const analyzer = await createVisionAnalyzer({
    onMeasurementContext: (context) => {
      copy = v8.serialize(context);
    },
  });
  const index: Recorded[] = [];
  const keep = (file: string, photo: string, result: VisionResult, kind: Recorded['kind'], dose?: Recorded['dose']) => {
    if (!result.ok || !copy) return;
    const crop = `${index.length}.bin`;
    fs.writeFileSync(path.join(out!, crop), copy);
    index.push({ file, photo, kind, dose, crop, scores: result.scores });
  };
  const analyse = async (photo: Buffer) => {
    copy = null;
    return analyzer.analyze(photo);
  };
  for (const face of facesFrom(process.env.FACE_SET_DIR || undefined)) {
    const photo = face.read();
    const base = await analyse(photo);
    keep(face.file, 'as taken', base, 'base');
    if (!base.ok) {
      console.error(`${face.file}: refused (${base.reason})`);
      continue;
    }
    for (const [name, change] of MILD) keep(face.file, name, await analyse(await change(photo)), 'mild');
    for (const [name, change] of CAMERA) keep(face.file, name, await analyse(await change(photo)), 'camera');
    for (const { change, area, doses, apply } of DOSES)
      for (const amount of doses)
        keep(face.file, `${change} ${amount}`, await analyse(await apply(photo, base, amount)), 'dose', {
          change,
          area,
        });
    console.error(`${face.file}: recorded`);
  }
  await analyzer.close();
  fs.writeFileSync(indexFile, JSON.stringify(index));
  console.error(`${index.length} crops in ${out}`);
}

/** The strongest amount of a dose (DOSES), the one its own effect is judged at. */
function strongest(change: string): number | undefined {
  const amounts = DOSES.find((d) => d.change === change)?.doses;
  return amounts && Math.max(...amounts);
}

function remeasure() {
  const index: Recorded[] = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
  const areas = (process.env.AREAS?.split(',') ?? SCORE_KEYS) as ScoreKey[];
  const byFace = new Map<string, Recorded[]>();
  for (const row of index)
    byFace
      .set(row.file, byFace.get(row.file) ?? [])
      .get(row.file)!
      .push(row);
  let differing = 0;
  const perFace: {
    file: string;
    mild: Record<string, number>;
    /** Each area's largest move under each camera change (`change → area`). */
    camera: Record<string, number>;
    crossTalk: Record<string, number>;
    /** Each dose's change of its own area at its strongest amount (negative: the area got worse). */
    own: Record<string, number>;
  }[] = [];
  const spread = new Map<ScoreKey, number[]>();
  for (const [file, rows] of byFace) {
    const now = rows.map((row) => {
      const context = v8.deserialize(fs.readFileSync(path.join(out!, row.crop))) as MeasurementContext;
      // What the photo could not measure when recorded (detail finer than it resolves) stays so.
      const scores = focusScores(measureSkinAndGlare(context).values, (id) => row.scores[id] !== null);
      for (const key of SCORE_KEYS) {
        if (row.scores[key] === null || Math.abs(scores[key]! - row.scores[key]) < 0.05) continue;
        differing++;
        if (process.env.CHANGED)
          console.log(`changed: ${file}, ${row.photo}, ${key}: ${row.scores[key]} → ${scores[key]}`);
      }
      return { row, scores };
    });
    const base = now.find((x) => x.row.kind === 'base');
    if (!base) continue;
    const mild: Record<string, number> = {};
    const camera: Record<string, number> = {};
    const crossTalk: Record<string, number> = {};
    const own: Record<string, number> = {};
    for (const key of SCORE_KEYS)
      if (base.scores[key] !== null)
        spread
          .set(key, spread.get(key) ?? [])
          .get(key)!
          .push(base.scores[key]);
    for (const { row, scores } of now) {
      if (row.kind === 'base') continue;
      const atStrongest = row.dose && row.photo === `${row.dose.change} ${strongest(row.dose.change)}`;
      for (const key of SCORE_KEYS) {
        if (base.scores[key] === null || scores[key] === null) continue;
        const moved = Math.abs(scores[key] - base.scores[key]);
        if (row.kind === 'mild') mild[key] = Math.max(mild[key] ?? 0, moved);
        else if (row.kind === 'camera') camera[`${row.photo} → ${key}`] = moved;
        else if (row.dose && key === row.dose.area && atStrongest)
          own[row.dose.change] = scores[key] - base.scores[key];
        // Pores and texture read the same grain at two scales; the grain may move both (fidelity.ts).
        else if (row.dose && key !== row.dose.area && !(row.dose.area === 'pores' && key === 'texture')) {
          const pair = `${row.dose.change} → ${key}`;
          crossTalk[pair] = Math.max(crossTalk[pair] ?? 0, moved);
        }
      }
    }
    perFace.push({ file, mild, camera, crossTalk, own });
  }
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const listed = (pairs: [string, number][]) =>
    pairs
      .sort((a, b) => b[1] - a[1])
      .map(([f, v]) => `${f} ${round1(v)}`)
      .join(', ');
  console.log(
    `${index.length} crops of ${perFace.length} faces measured again: ${differing} scores differ from the recorded ones`,
  );
  for (const key of areas) {
    const scores = spread.get(key) ?? [];
    const overMild = perFace.flatMap((f): [string, number][] =>
      (f.mild[key] ?? 0) > TARGET.maxDeviation ? [[f.file, f.mild[key]!]] : [],
    );
    console.log(
      `\n${key}: spread ${scores.length ? round1(Math.max(...scores) - Math.min(...scores)) : '-'} over ${scores.length} faces (${scores.filter((s) => s >= 100).length} at 100)`,
    );
    console.log(`  worst mild change over ${TARGET.maxDeviation} on ${overMild.length}: ${listed(overMild)}`);
    for (const [change] of CAMERA) {
      const over = perFace.flatMap((f): [string, number][] => {
        const moved = f.camera[`${change} → ${key}`] ?? 0;
        return moved > TARGET.maxDeviation ? [[f.file, moved]] : [];
      });
      if (over.length)
        console.log(`  ${change} moves it by more than ${TARGET.maxDeviation} on ${over.length}: ${listed(over)}`);
    }
    for (const dose of DOSES.filter((d) => d.area === key)) {
      const short = perFace.flatMap((f): [string, number][] => {
        const moved = f.own[dose.change];
        return moved !== undefined && moved > -TARGET.minOwnEffect ? [[f.file, moved]] : [];
      });
      const measured = perFace.filter((f) => f.own[dose.change] !== undefined).length;
      console.log(
        `  ${dose.change} at its strongest lowers it by less than ${TARGET.minOwnEffect} on ${short.length} of ${measured}: ${listed(short)}`,
      );
    }
    for (const dose of DOSES) {
      if (dose.area === key || (dose.area === 'pores' && key === 'texture')) continue;
      const over = perFace.flatMap((f): [string, number][] => {
        const moved = f.crossTalk[`${dose.change} → ${key}`] ?? 0;
        return moved > TARGET.maxCrossTalk ? [[f.file, moved]] : [];
      });
      console.log(`  ${dose.change} moves it by more than ${TARGET.maxCrossTalk} on ${over.length}: ${listed(over)}`);
    }
  }
}
