import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_PHOTOS, blurMm, type BadPhoto } from '../test/bad-photos.ts';
import { addGrain } from '../test/photo-variants.ts';
import { FACE_SET, readFacePhoto } from '../test/face-set.ts';
import { sharedAnalyzer } from '../test/results.ts';
import { MEASUREMENT_EYE_SPAN, type FocusScores, type VisionSuccess } from './index.ts';

/**
 * The fast slice of the gate benchmark (bench/gate.ts, decision 029): on every face of the
 * committed set, made-up bad photos are refused with the reason a person can act on, and the
 * ordinary differences between two selfies are never refused. The benchmark runs every bad photo
 * on the whole set and holds the targets; this keeps what the gate guarantees on every face.
 */
const SLOW = 120_000;
const byName = (name: string): BadPhoto => {
  const bad = BAD_PHOTOS.find((b) => b.name === name);
  if (!bad) throw new Error(`no bad photo ${name}`);
  return bad;
};

/** Refused with the reason named, on every face of the set. */
const REFUSED = [
  ['blur 2 mm', 'too_blurry'],
  ['blur 4 mm', 'too_blurry'],
  ['skin smoothed 2 mm', 'filtered'],
  ['jpeg quality 15', 'too_compressed'],
  ['jpeg quality 8', 'too_compressed'],
  ['jpeg quality 4', 'too_compressed'],
  ['tungsten light', 'colour_cast'],
  ['pink light', 'colour_cast'],
  ['blue light', 'colour_cast'],
  ['green light', 'colour_cast'],
  ['light from one side', 'uneven_light'],
  ['three stops under', 'too_dark'],
  ['three stops over', 'too_bright'],
  ['black and white', 'no_colour'],
  ['far away', 'face_too_small'],
  ['two people', 'multiple_faces'],
  ['cut off below the nose', 'face_cut_off'],
] as const;

/** Never refused: what two selfies of one person differ by, and a photo held the wrong way round. */
const ACCEPTED = [
  'jpeg quality 70',
  'warmer light 5 %',
  'cooler light 5 %',
  'exposure -10 %',
  'upside down',
  'upside down, tightly framed',
  'on its side',
] as const;

/** Blurs and filters a person might send: refused or not, never a better score than the sharp photo's. */
const NEVER_BETTER = [
  'blur 0.5 mm',
  'blur 1 mm',
  'motion blur 2 mm',
  'motion blur 5 mm',
  'skin smoothed 0.5 mm',
  'skin smoothed 1 mm',
  'jpeg quality 30',
  'grain sigma 16',
] as const;
/**
 * Points a score may rise by: the benchmark's repeatability target (3) and the noise of these
 * photos' own rounding; the benchmark reports every rise above 3.
 */
const NOISE = 4;

const vision = sharedAnalyzer({ beforeAll, afterAll }, SLOW);

/** No area scored better than the good photo's beyond NOISE, nor measured where the good photo's was not. */
function expectNoBetterScore(base: VisionSuccess, result: VisionSuccess): void {
  for (const key of Object.keys(base.scores) as (keyof FocusScores)[]) {
    const now = result.scores[key];
    const before = base.scores[key];
    if (before === null) expect(now, key).toBeNull();
    else if (now !== null) expect(now - before, key).toBeLessThanOrEqual(NOISE);
  }
}

describe.each(FACE_SET.map((face) => [face.person, face] as const))('the gate on %s', (_person, face) => {
  it.each(REFUSED)(
    '%s: refused as %s',
    async (name, reason) => {
      const photo = readFacePhoto(face);
      const result = await vision.analyze(await byName(name).make(photo, await vision.base(face.file, photo)));
      expect(result.ok ? 'accepted' : result.reason).toBe(reason);
    },
    SLOW,
  );

  it.each(ACCEPTED)(
    '%s: measured',
    async (name) => {
      const photo = readFacePhoto(face);
      const result = await vision.analyze(await byName(name).make(photo, await vision.base(face.file, photo)));
      expect(result.ok ? 'accepted' : `${result.reason}: ${result.detail}`).toBe('accepted');
    },
    SLOW,
  );

  it.each(['upside down', 'on its side'] as const)(
    '%s: turned upright and measured like the photo as given',
    async (name) => {
      const photo = readFacePhoto(face);
      const base = await vision.base(face.file, photo);
      expect(base.turnedDeg ?? 0, 'the photo as given is not turned').toBe(0);
      // An upside-down face is often found and fitted the right way up with no roll: the
      // orientation cues of face-search.ts must still see it (decision 029).
      const result = await vision.analyze(await byName(name).make(photo, base));
      if (!result.ok) throw new Error(`${result.reason}: ${result.detail}`);
      expect(result.turnedDeg).toBe(name === 'upside down' ? 180 : 270);
      for (const key of Object.keys(base.scores) as (keyof FocusScores)[]) {
        const now = result.scores[key];
        const before = base.scores[key];
        if (before === null || now === null) expect(now, key).toBe(before);
        else expect(Math.abs(now - before), key).toBeLessThanOrEqual(NOISE);
      }
    },
    SLOW,
  );

  it.each(NEVER_BETTER)(
    '%s: never a better score',
    async (name) => {
      const photo = readFacePhoto(face);
      const base = await vision.base(face.file, photo);
      const result = await vision.analyze(await byName(name).make(photo, base));
      if (!result.ok)
        return expect(['too_blurry', 'filtered', 'too_compressed', 'too_grainy']).toContain(result.reason);
      expectNoBetterScore(base, result);
    },
    SLOW,
  );

  it(
    'skin smoothed 1 mm: refused as filtered where the photo has a pixel per mm to show it',
    async () => {
      const photo = readFacePhoto(face);
      const base = await vision.base(face.file, photo);
      const result = await vision.analyze(await byName('skin smoothed 1 mm').make(photo, base));
      // Eileen Collins' portrait has 0.64 pixels per mm: a blur of 1 mm is less than a pixel of it.
      if (base.quality.ruler.pxPerMm < 1)
        return expect(result.ok ? 'accepted' : result.reason).toMatch(/accepted|filtered/);
      expect(result.ok ? 'accepted' : result.reason).toBe('filtered');
    },
    SLOW,
  );

  it(
    'grain sigma 32: refused as too grainy, or on a face enlarged to be measured, never a better score',
    async () => {
      const photo = readFacePhoto(face);
      const base = await vision.base(face.file, photo);
      const result = await vision.analyze(await byName('grain sigma 32').make(photo, base));
      // Enlarged more than twice (Eileen Collins' portrait, 3.4 times), the grain is smoothed out of
      // the finest detail the gate reads, and its grains grow to the size of small spots: they lower
      // pigmentation, never raise a score (decision 051).
      if (MEASUREMENT_EYE_SPAN / base.quality.eyeSpanPx <= 2) {
        expect(result.ok ? 'accepted' : result.reason).toBe('too_grainy');
        return;
      }
      if (!result.ok) return expect(result.reason).toBe('too_grainy');
      expectNoBetterScore(base, result);
    },
    SLOW,
  );

  it(
    'grain on a photo just too soft for texture: texture still not measured (decision 072)',
    async () => {
      const photo = readFacePhoto(face);
      const base = await vision.base(face.file, photo);
      const soft = await blurMm(photo, base, 0.9);
      const asSoft = await vision.analyze(soft);
      if (!asSoft.ok) throw new Error(`${asSoft.reason}: ${asSoft.detail}`);
      expect(asSoft.scores.texture).toBeNull();
      // Grace Hopper's and Jesper's eyes read 0.86 and 0.74 mm wide under grain of sigma 8, 0.71 and
      // 0.41 under 16 (1.01 and 0.91 without): grain steepens the edges' steepest pixels.
      for (const sigma of [8, 16]) {
        const result = await vision.analyze(await addGrain(soft, sigma));
        if (!result.ok) expect(result.reason).toBe('too_grainy');
        else expect(result.scores.texture, `grain of sigma ${sigma}`).toBeNull();
      }
    },
    SLOW,
  );

  it.each(['blur 0.5 mm', 'blur 1 mm'] as const)(
    '%s: dark spots are read through the common blur, so pigmentation stays within 2.5 points',
    async (name) => {
      const photo = readFacePhoto(face);
      const base = await vision.base(face.file, photo);
      const result = await vision.analyze(await byName(name).make(photo, base));
      if (!result.ok) return expect(result.reason).toBe('too_blurry');
      // Read at the photo's own blur, spots faded with it: Grace Hopper +2.9 under 1 mm, Jesper −2.6 under 0.5 mm.
      expect(Math.abs(result.scores.pigmentation! - base.scores.pigmentation!)).toBeLessThanOrEqual(2.5);
    },
    SLOW,
  );
});
