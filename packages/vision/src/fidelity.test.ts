import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_SET, readFacePhoto } from '../test/face-set.ts';
import { addGlints, lightGains } from '../test/photo-variants.ts';
import { expectSuccess, sharedAnalyzer } from '../test/results.ts';
import type { FocusScores } from './index.ts';

/**
 * The fast slice of the fidelity benchmark (bench/fidelity.ts, decision 021): on every face of
 * the committed set, the light changes of two selfies (±5 % exposure, ±5 % white balance) must
 * move no colour score by more than 5 points (the benchmark holds the target of 3 on the full set
 * of changes and faces) and must not change what is measurable. Vision 1.1 moved redness by up to
 * 34 points under such changes.
 */
const LIGHTS: [string, [number, number, number]][] = [
  ['5 % brighter', [1.05, 1.05, 1.05]],
  ['5 % darker', [0.95, 0.95, 0.95]],
  ['5 % warmer', [1.05, 1, 0.95]],
  ['5 % cooler', [0.95, 1, 1.05]],
  ['5 % greener', [1, 1.05, 1]],
  ['5 % more magenta', [1.05, 0.95, 1.05]],
];
const COLOUR_SCORES = [
  'redness',
  'pigmentation',
  'shine',
  'dark_circles',
] as const satisfies readonly (keyof FocusScores)[];
const SLOW = 120_000;

const vision = sharedAnalyzer({ beforeAll, afterAll }, SLOW);

describe.each(FACE_SET.map((face) => [face.person, face] as const))(
  '%s under the light of another day',
  (_person, face) => {
    it.each(LIGHTS)(
      '%s moves no colour score by more than 5 points, and measures the same areas',
      async (_name, gains) => {
        const photo = readFacePhoto(face);
        const base = await vision.base(face.file, photo);
        const changed = expectSuccess(await vision.analyze(await lightGains(photo, gains)));
        for (const key of COLOUR_SCORES)
          expect(Math.abs(changed.scores[key]! - base.scores[key]!), key).toBeLessThanOrEqual(5);
        expect(changed.quality.ruler.resolves).toEqual(base.quality.ruler.resolves);
      },
      SLOW,
    );
  },
);

describe.each(FACE_SET.map((face) => [face.person, face] as const))('%s under a lamp, oily', (_person, face) => {
  it(
    "glints of the fidelity benchmark's strongest dose (4 mm radius) are not pigment",
    async () => {
      // Broad glints lift the skin around them, against which glare is judged: their rims passed
      // for skin and for uneven tone, and moved the astronaut's pigmentation by 7.5 points (decision
      // 055; 5.7 with the glare judged again against the matte skin; the benchmark's target is 5).
      const photo = readFacePhoto(face);
      const base = await vision.base(face.file, photo);
      const radius = Math.max(1, 4 * base.quality.ruler.pxPerMm);
      const zones = ['forehead', 'nose', 'cheek_left', 'cheek_right'] as const;
      const glinting = expectSuccess(await vision.analyze(await addGlints(photo, base.regions, zones, radius)));
      expect(Math.abs(glinting.scores.pigmentation! - base.scores.pigmentation!)).toBeLessThanOrEqual(6);
    },
    SLOW,
  );
});

describe.each(FACE_SET.map((face) => [face.person, face] as const))('%s in a dim room', (_person, face) => {
  it(
    'a stop less light moves no score by more than 3 points, and measures the same areas',
    async () => {
      // Relief and circles shade the skin by a share of its light, so their depth in L* shrinks with
      // the exposure: read in L*, the photo a stop darker scored Grace Hopper's texture 8.9 points
      // smoother and Jesper's 4.1 (decision 064).
      const photo = readFacePhoto(face);
      const base = await vision.base(face.file, photo);
      const darker = expectSuccess(await vision.analyze(await lightGains(photo, [0.5, 0.5, 0.5])));
      for (const key of Object.keys(base.scores) as (keyof FocusScores)[]) {
        if (base.scores[key] === null) expect(darker.scores[key], key).toBeNull();
        else expect(Math.abs(darker.scores[key]! - base.scores[key]!), key).toBeLessThanOrEqual(3);
      }
    },
    SLOW,
  );
});
