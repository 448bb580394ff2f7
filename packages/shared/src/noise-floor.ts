import type { FocusAreaKey, FocusAreaSource } from './recommendation.ts';

/**
 * The smallest change of a focus area's score between two assessments that is more than the noise
 * of two photos of one face (issue 21, decision 034). A photo moves an area by at most the
 * engine's photo weight (0.6) times the vision score's change, and the engine rounds to whole
 * points (±0.5); the vision score's change under the differences two selfies of one person really
 * have (JPEG, scale, exposure, crop, shift, rotation, white balance) is measured by the fidelity
 * benchmark (bench/results/fidelity.json and fidelity-candidates.json, the largest on any face).
 * An area scored from the answers alone moves only when the answers do: any change is real.
 * Since engine 1.5.0 the benchmark also records how far the engine's areas moved on the page
 * (with one everyday questionnaire); each floor is above that too (decision 068).
 * `packages/engine/src/noise-floor.test.ts` fails when the benchmark's figures outgrow these.
 */
export const AREA_NOISE_FLOOR: Readonly<Record<FocusAreaKey, number>> = {
  hydration: 1,
  // Vision 1.41.0: 3.0 on the London portraits (the forehead up to the hair, decision 078; the strip
  // on the brows' edge moved frll 042 by 7.5), 0.6 × 3.0 + 0.5 = 2.3; the page showed 3.
  // Vision 1.37.0 to 1.40.0: 7.5 on the 1350 px London portraits (frll 042 under a 3 % crop, his
  // forehead's region reaching his hairline; 9.3 in 1.36.0, when the highlights' rims were read as
  // creases, decision 074), 0.6 × 7.5 + 0.5 = 5.0; the page showed 5 (frll 044 and 114; with 1.38.0
  // five faces moved 4-5, decision 075). 1.36.0 was the first measured on real faces that resolve
  // them (decision 073: a floor of 7); until 1.35.0 no face resolved fine lines and texture's figure
  // stood in (4.2, M001137, decision 064: a floor of 4).
  fine_lines: 4,
  // Vision 1.38.0 and 1.39.0: 2.6 on the London portraits (2.9 in 1.36.0, decision 074), read through a
  // common blur (decision 073; 14.4 at the crop's finest pixel), 0.6 × 2.6 + 0.5 = 2.1; the page
  // showed 4 (frll 091 under a warmer light, JPEG 70 and a 2° turn: pores now weigh by their own
  // resolution, full only at 4 px per mm, and the resolution read moved with the JPEG; decision
  // 075), 3 with 1.37.0. Until 1.35.0 texture's figure stood in; C000537's copy at 110 % scale,
  // whose pores the page showed move 4 (engine 1.5.0, decision 068; the floor was 5), no longer
  // resolves them through its grain (decision 072).
  pores: 5,
  // Vision 1.21.0: 3.0 on G000553 (the bent score of decision 050; 2.7 on M001137 from 1.12.0 to
  // 1.20.0, 1.7 on Jesper among the committed faces): 0.6 × 3.0 + 0.5 = 2.3. Before: 2.7 in
  // 1.11.0 (decision 043), 3.4 in 1.10.0 (decision 042), 2.8 in 1.9.0.
  pigmentation: 3,
  // Vision 1.41.0: 3.3 on the London portraits (frll 082), 0.6 × 3.3 + 0.5 = 2.5, and the page showed
  // 3 (its calm skin now mostly forehead, decision 078; 2 before): a floor of 4.
  // Vision 1.15.0: 2.8 (C000537; the glare filled in, decision 046), as in 1.10.0 (skin told by
  // colour whatever the light, decision 041; 6.0 in 1.9.0 when a warmer light took greyish pixels
  // in as skin), 0.6 × 2.8 + 0.5 = 2.2.
  redness: 4,
  skin_barrier_strength: 1,
};

/**
 * The overall score is the rounded mean of at least four known areas: its noise is at most the
 * mean of the four noisiest areas' plus the rounding (vision 1.41.0: 2.8, redness 2.5, fine lines
 * 2.3, pigmentation 2.3, pores 2.0, decision 078; vision 1.37.0: 3.5, fine lines 5.0, redness
 * 2.8, pigmentation 2.2, pores 2.1, decision 074; 3.9 with vision 1.36.0, decision 073; 3.1 with
 * vision 1.31.0, when texture's noise stood in for pores and fine lines, decision 064).
 */
export const OVERALL_NOISE_FLOOR = 3;

export type ScoreChange =
  /** No score now or before: nothing to compare. */
  | { kind: 'unknown' }
  /** Within what two photos of one face differ by. */
  | { kind: 'within_noise'; delta: number }
  | { kind: 'change'; delta: number };

/** How a score moved from `before` to `now`, given the smallest change that is more than noise. */
export function scoreChange(before: number | null | undefined, now: number | null, floor: number): ScoreChange {
  if (before === null || before === undefined || now === null) return { kind: 'unknown' };
  const delta = now - before;
  return Math.abs(delta) >= floor ? { kind: 'change', delta } : { kind: 'within_noise', delta };
}

/**
 * The floor for one area between two assessments: the photo's noise only where a photo was
 * measured in either; answers alone move a score only when they change, so any change is real.
 */
export function areaNoiseFloor(area: FocusAreaKey, sources: readonly (FocusAreaSource | undefined)[]): number {
  return sources.includes('photo_and_answers') ? AREA_NOISE_FLOOR[area] : 1;
}
