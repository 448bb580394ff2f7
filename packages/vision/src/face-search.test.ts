/**
 * The face search's decisions with a scripted detector: which way to turn a photo, and when a
 * face found only with a border is cut off. The live model's behaviour is in gate.test.ts; these
 * cases are the detector disagreeing with itself, which real photos do (a face cut off below the
 * nose), and which must never make the analysis turn a photo by nothing, forever.
 */
import { describe, expect, it } from 'vitest';
import type { DetectedFace, DetectionDetail, FaceDetector } from './face-detector.ts';
import sharp from 'sharp';
import {
  CLEARLY_UPRIGHT_EVIDENCE,
  findFaces,
  FIT_EVIDENCE,
  FIT_SETTLED,
  fitSettled,
  MESH_REFITS,
  refine,
  type LocatedFace,
} from './face-search.ts';
import { readPhotoSize } from './photo-input.ts';
import { readFixture } from '../test/photo-variants.ts';

/**
 * A face filling `box` of the detection image, rolled by `rollDeg`, with a mesh spread over the box
 * (and the 10 iris points when `points` is 478).
 */
function faceAt(
  box: [number, number, number, number],
  rollDeg: number,
  faceScore = 1,
  points = 468,
  boxScore = 0.9,
): DetectedFace {
  const [x, y, w, h] = box;
  const mesh = Array.from({ length: points }, (_, i) => [
    x + ((i % 20) / 19) * w,
    y + ((Math.floor(i / 20) % 24) / 23) * h,
    0,
  ]);
  return { box, mesh: mesh as DetectedFace['mesh'], yawDeg: 0, pitchDeg: 0, rollDeg, boxScore, faceScore };
}

/**
 * A detector that answers each detection from `script` in turn (nothing once it runs out), and
 * counts the calls. Its landmark fits in a square find a face there with the mesh model's score
 * `fitScore`; its refits land `refitShift` of the square's side lower.
 */
function scriptedDetector(script: ((width: number, height: number) => DetectedFace[])[], fitScore = 1, refitShift = 0) {
  const calls: { width: number; height: number; detail: DetectionDetail | 'refit' | 'fit' }[] = [];
  let detections = 0;
  const detector: FaceDetector = {
    detect(_rgb, width, height, detail) {
      const answer = script[detections++];
      calls.push({ width, height, detail });
      return Promise.resolve(answer ? answer(width, height) : []);
    },
    // The mesh model alone, refitting a face already found: a mesh spread over the square.
    fitMeshes(_rgb, width, height, squares) {
      return Promise.resolve(
        squares.map(({ cx, cy, side }) => {
          calls.push({ width, height, detail: 'refit' });
          const face = faceAt([cx - side / 2, cy - side / 2 + refitShift * side, side, side], 0);
          return { mesh: face.mesh, faceScore: 1 };
        }),
      );
    },
    fitLandmarks(_rgb, width, height, { cx, cy, side }) {
      calls.push({ width, height, detail: 'fit' });
      const face = faceAt([cx - side / 2, cy - side / 2, side, side], 0, 1, 478);
      return Promise.resolve({ mesh: face.mesh, faceScore: fitScore, yawDeg: 0, pitchDeg: 0, rollDeg: 0 });
    },
  };
  return { detector, calls };
}

const none = () => [];
const centred = (rollDeg: number) => (width: number, height: number) => [
  faceAt([width * 0.3, height * 0.2, width * 0.4, height * 0.6], rollDeg),
];

describe('findFaces', () => {
  it('turns a photo whose face lies upside down or on its side, by the turn that makes it upright', async () => {
    const photo = readFixture('coffee-no-face.png');
    const size = await readPhotoSize(photo);
    // Found in the photo as given, rolled by 180° or by 90° anticlockwise.
    expect(await findFaces(scriptedDetector([centred(180)]).detector, photo, size, true)).toEqual({
      kind: 'turn',
      degrees: 180,
    });
    expect(await findFaces(scriptedDetector([centred(-90)]).detector, photo, size, true)).toEqual({
      kind: 'turn',
      degrees: 90,
    });
    // Not found as given; found upright once turned by 180°.
    expect(await findFaces(scriptedDetector([none, centred(0)]).detector, photo, size, true)).toEqual({
      kind: 'turn',
      degrees: 180,
    });
  });

  it('never asks to turn a photo by 0°: a face found only turned, yet upright in the photo as given, is no reason to turn', async () => {
    const photo = readFixture('coffee-no-face.png');
    const size = await readPhotoSize(photo);
    // Missed as given; found when turned by 180°, but rolled by 180° there, so upright as given. It
    // used to answer 'turn by 0°', and the analysis turned the photo by nothing and asked again, forever.
    const { detector, calls } = scriptedDetector([none, centred(180), none, none, none]);
    const search = await findFaces(detector, photo, size, true);
    expect(search.kind).toBe('none');
    // The first look, the three turns, and the look with a border: then it stops.
    expect(calls).toHaveLength(5);
  });

  it('refuses as cut off a face found only with a border that reaches well beyond the photo', async () => {
    const photo = readFixture('coffee-no-face.png');
    const size = await readPhotoSize(photo);
    // Found only in the padded image, its box running far past the photo's bottom edge.
    const beyondBottom = (width: number, height: number) => [
      faceAt([width * 0.3, height * 0.4, width * 0.4, height * 0.6], 0),
    ];
    const search = await findFaces(
      scriptedDetector([none, none, none, none, beyondBottom]).detector,
      photo,
      size,
      true,
    );
    expect(search).toMatchObject({ kind: 'cut_off', edge: 'bottom' });
    // Inside the photo but for its border: found, to be judged on its fit.
    const inside = (width: number, height: number) => [
      faceAt([width * 0.3, height * 0.2, width * 0.4, height * 0.5], 0),
    ];
    const found = await findFaces(scriptedDetector([none, none, none, none, inside]).detector, photo, size, true);
    expect(found.kind).toBe('found');
  });
});

/** A flat grey photo, where every cue of a face the right way up reads 0 but the mesh model's own score. */
const grey = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
/** The first look's face on the grey photo, a square of 200 px in its middle. */
const coarse = (): LocatedFace => {
  const face = faceAt([200, 200, 200, 200], 0);
  const mesh = face.mesh.map(([x, y]) => [x, y] as [number, number]);
  return { face, mesh, averagedMesh: mesh, box: face.box };
};

describe('refine: is the face upside down after all?', () => {
  // On a flat grey photo every cue of a face the right way up reads 0 but the mesh model's own
  // score: a fit's evidence is then the digits of certainty of that score / 0.7 (uprightEvidence).
  /** The mesh model's score that makes a fit on the grey photo show `evidence`. */
  const scoreFor = (evidence: number) => 1 - 10 ** (-0.7 * evidence);
  /** The crop fitted with evidence `straight`, and turned over with evidence `over` (and a detector score). */
  const fits = (straight: number, over: number, overBoxScore = 0.9) =>
    scriptedDetector(
      [(w, h) => [faceAt([w * 0.3, h * 0.3, w * 0.4, h * 0.4], 0, scoreFor(over), 478, overBoxScore)]],
      scoreFor(straight),
    ).detector;

  it('turns the photo when the fit turned over looks more like a face the right way up', async () => {
    const photo = await grey();
    const size = { width: 600, height: 600, format: 'png' };
    const over = await refine(fits(4, 4.5), photo, size, coarse(), true);
    expect(over.upsideDown).toBe(true);
    // What the photo turned over must beat when it is fitted (decision 070).
    expect(over.uprightEvidence).toBeCloseTo(4, 5);
    expect((await refine(fits(4, 3.5), photo, size, coarse(), true)).upsideDown).toBe(false);
  });

  it('does not fit the crop turned over when its own fit is clearly upright, and does below that', async () => {
    const photo = await grey();
    const size = { width: 600, height: 600, format: 'png' };
    // The mesh model's score alone shows 10 at most: dark irises (the mesh's bottom row here)
    // under bright cheeks add 0.9 / 0.3 = 3, so that a fit shows 3 + its score's evidence.
    const darkIrises = await sharp(photo)
      .composite([
        { input: { create: { width: 240, height: 24, channels: 3, background: '#0d0d0d' } }, left: 180, top: 388 },
      ])
      .png()
      .toBuffer();
    // The crop fitted by the mesh model alone reads as clearly upright: its own score counts, not
    // the first look's detector score that it carries.
    const clear = scriptedDetector([], scoreFor(CLEARLY_UPRIGHT_EVIDENCE - 3 + 0.05));
    const clearFit = coarse();
    clearFit.face.boxScore = 0.1;
    expect((await refine(clear.detector, darkIrises, size, clearFit, true)).upsideDown).toBe(false);
    // The landmark fit on the crop, then only the mesh model's refits for the average: no
    // detection on the crop, and no fit of the crop turned over.
    const refits = MESH_REFITS.map(() => 'refit');
    expect(clear.calls.map((c) => c.detail)).toEqual(['fit', ...refits]);
    const doubt = scriptedDetector([], scoreFor(CLEARLY_UPRIGHT_EVIDENCE - 3 - 0.05));
    await refine(doubt.detector, darkIrises, size, coarse(), true);
    expect(doubt.calls.map((c) => c.detail)).toEqual(['fit', 'landmarks', ...refits]);
    // A fit that reaches beyond the photo is always checked, however clear it looks.
    const cutOff = scriptedDetector([], scoreFor(CLEARLY_UPRIGHT_EVIDENCE - 3 + 0.05));
    await refine(cutOff.detector, darkIrises, size, coarse(), true, () => 'cut_off');
    expect(cutOff.calls.map((c) => c.detail)).toEqual(['fit', 'landmarks', ...refits]);
  });

  it("fits the crop with the whole face model when the mesh model doubts that the first fit's square holds a face", async () => {
    const photo = await grey();
    const size = { width: 600, height: 600, format: 'png' };
    const doubtful = scriptedDetector([(w, h) => [faceAt([w * 0.3, h * 0.3, w * 0.4, h * 0.4], 0, 1, 478)]], 0.3);
    const refined = await refine(doubtful.detector, photo, size, coarse(), true);
    // The whole pipeline's fit is the one kept, and, a square the mesh model doubted, its
    // orientation is checked (a wrong fit of the whole model looked clearly upright).
    expect(refined.face.faceScore).toBe(1);
    expect(refined.upsideDown).toBe(false);
    expect(doubtful.calls.map((c) => c.detail)).toEqual([
      'fit',
      'landmarks',
      'landmarks',
      ...MESH_REFITS.map(() => 'refit'),
    ]);
  });

  it('turns a photo whose fit reaches beyond it only when the fit turned over is whole (a face cut off, not upside down)', async () => {
    const photo = await grey();
    const size = { width: 600, height: 600, format: 'png' };
    const cutOff = () => 'cut_off' as const;
    /** The crop turned over fitted with evidence 10 (beating 4 by far) at `top` of the crop's height, 0.4 of it tall. */
    const turnedFitAt = (top: number) =>
      scriptedDetector([(w, h) => [faceAt([w * 0.3, h * top, w * 0.4, h * 0.4], 0, scoreFor(10), 478)]], scoreFor(4))
        .detector;
    // A face framed tightly and upside down: turned over, its fit lies well inside the crop.
    expect((await refine(turnedFitAt(0.3), photo, size, coarse(), true, cutOff)).upsideDown).toBe(true);
    // Inside by an eighth of its size (0.05 of the crop), and by less than a tenth (0.03).
    expect((await refine(turnedFitAt(0.05), photo, size, coarse(), true, cutOff)).upsideDown).toBe(true);
    expect((await refine(turnedFitAt(0.03), photo, size, coarse(), true, cutOff)).upsideDown).toBe(false);
    // A face cut off below the nose, turned over: what is left looks like a face, but its fit
    // reaches the crop's edge where the rest of the face would be; the photo is not turned.
    expect((await refine(turnedFitAt(0), photo, size, coarse(), true, cutOff)).upsideDown).toBe(false);
    expect((await refine(turnedFitAt(0.65), photo, size, coarse(), true, cutOff)).upsideDown).toBe(false);
    // Where the fit as it is stays inside the photo, where the turned fit lies does not matter.
    expect((await refine(turnedFitAt(0), photo, size, coarse(), true)).upsideDown).toBe(true);
  });
});

describe('refine: did the fit settle on the face?', () => {
  const size = { width: 600, height: 600, format: 'png' };

  it('reads how far the refits land from the fit, and calls a fit whose refits land elsewhere unsettled', async () => {
    const photo = await grey();
    // Refits where the fit is: settled. (The fit's evidence on grey is its score's alone: 7 / 0.7.)
    const same = await refine(scriptedDetector([], 1, 0).detector, photo, size, coarse(), false);
    expect(same.refitSpread).toBeLessThan(0.001);
    expect(same.evidence).toBeGreaterThanOrEqual(FIT_EVIDENCE);
    expect(fitSettled(same)).toBe(true);
    // Refits a tenth of the square lower: the mesh here spans the square, so its eye span (points
    // 33 and 263) is a known share of it, and the shift a known number of spans.
    const shifted = await refine(scriptedDetector([], 1, 0.1).detector, photo, size, coarse(), false);
    expect(shifted.refitSpread).toBeGreaterThan(FIT_SETTLED);
    expect(fitSettled(shifted)).toBe(false);
  });

  it('calls a fit that does not look like a face the right way up unsettled, however well its refits agree', async () => {
    const photo = await grey();
    // A mesh model's score of 0.9 reads 1 digit of certainty: evidence 1 / 0.7 on grey.
    const doubtful = await refine(scriptedDetector([], 0.9, 0).detector, photo, size, coarse(), false);
    expect(doubtful.refitSpread).toBeLessThan(0.001);
    expect(doubtful.evidence).toBeLessThan(FIT_EVIDENCE);
    expect(fitSettled(doubtful)).toBe(false);
  });
});
