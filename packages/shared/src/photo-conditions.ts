/**
 * The conditions a face photo was taken in, as the vision package read them (issue 21 item 2,
 * decision 037): the light's colour (from the whites of the eyes), the exposure (the skin's
 * lightness), the scale of the face in the photo (the iris ruler's pixels per mm, which follows
 * the distance to the camera) and the pose. Two assessments are compared like with like only when
 * these match within what the fidelity benchmark showed the analysis to be steady under; where
 * they do not, the focus areas the difference can move are flagged, never adjusted.
 */
import type { FocusAreaKey } from './recommendation.ts';
import { z } from './zod.ts';

export const photoConditionsSchema = z.object({
  /**
   * The light's colour: the linear-light gains (red, green, blue, geometric mean 1) that would make
   * the whites of the eyes the reference sclera, before any share of the correction was withheld;
   * a blue gain above the red one means a light warmer than the reference. Null when no sclera was
   * read, or the reading was too far from sclera to be trusted at all (colour then uncorrected).
   */
  light: z
    .object({
      gains: z.tuple([z.number().positive(), z.number().positive(), z.number().positive()]),
      castPercent: z.number(),
      /** Share of the correction applied, 0-1 (decision 022). */
      corrected: z.number().min(0).max(1),
    })
    .nullable(),
  /** Median L* of the skin regions (not corrected for: decision 022) and the share blown out. */
  exposure: z.object({ skinLightness: z.number(), clippedPercent: z.number() }),
  /**
   * Pixels of the photo per mm of skin and what they were read from: the irises, or the eye span
   * when the irises were too small (a ruler for the same person, but not interchangeable with the
   * irises: the eye span is taken as the population's average).
   */
  scale: z.object({ pxPerMm: z.number().positive(), ruler: z.enum(['iris', 'eye_span']) }),
  /** Degrees as the face mesh measured them: turned sideways, nodded, tilted. */
  pose: z.object({ yawDeg: z.number(), pitchDeg: z.number(), rollDeg: z.number() }),
});
export type PhotoConditions = z.infer<typeof photoConditionsSchema>;

export const CONDITION_DIMENSIONS = ['light', 'exposure', 'distance', 'pose'] as const;
export type ConditionDimension = (typeof CONDITION_DIMENSIONS)[number];

/**
 * How far two photos' conditions may differ and still be called alike: the changes the fidelity
 * benchmark applied to every face (bench/fidelity.ts, MILD) and under which every photo score
 * stayed within its noise floor (decision 034). Beyond them the analysis was not measured, so the
 * comparison flags instead of claiming (decision 037).
 */
export const CONDITION_LIMITS = {
  /**
   * The light's colour: the largest change of one channel's gain against another's, as a natural
   * log. The benchmark's white balance changes of 5 % ('warmer 5 %': red ×1.05, blue ×0.95;
   * 'magenta 5 %') move it by ln(1.05 / 0.95) = 0.100.
   */
  lightLogRatio: Math.log(1.05 / 0.95),
  /** The exposure in linear light, as a natural log: the benchmark's ±5 % (ln 1.05 = 0.049). */
  exposureLogRatio: Math.log(1.05),
  /** The scale of the face (px per mm): the benchmark's 90 % and 110 % (ln 1.1 = 0.095). */
  scaleLogRatio: Math.log(1.1),
  /**
   * The share of the light's correction applied (decision 022: all of it up to a 20 % cast, none
   * from 40 %). A 5 % white balance change moves the cast by about 10 points, half that ramp: two
   * photos whose shares differ by more had their colour measured in ways the benchmark did not pair.
   */
  correctedShare: 0.5,
  /** Tilt: the benchmark's ±3° rotation. */
  rollDeg: 3,
  /**
   * Turned sideways or nodded: not in the benchmark (a flat photo cannot be turned); 10° is a
   * judgement, under half the gate's limits (22° and 25°), not a measurement.
   */
  yawDeg: 10,
  pitchDeg: 10,
} as const;

/**
 * The photo-measured focus areas each condition can move. Colour (redness, pigmentation) is
 * corrected for the light's colour only while the whites of the eyes are read, and never for its
 * brightness (decision 022); exposure also changes the noise the texture measures; pores, fine
 * lines and dark spots are measured in mm through the ruler, at a scale that follows the distance;
 * and a different pose puts every region on a differently lit, differently foreshortened skin.
 */
export const CONDITION_AREAS: Readonly<Record<ConditionDimension, readonly FocusAreaKey[]>> = {
  light: ['redness', 'pigmentation'],
  exposure: ['redness', 'pigmentation', 'pores', 'fine_lines'],
  distance: ['pores', 'fine_lines', 'pigmentation'],
  pose: ['redness', 'pigmentation', 'pores', 'fine_lines'],
};

export type ConditionCheck =
  | { dimension: ConditionDimension; status: 'match' }
  | { dimension: 'light'; status: 'differs'; reason: 'warmer' | 'cooler' | 'tint' }
  | { dimension: 'light'; status: 'unknown'; reason: 'not_read' | 'uncertain' }
  | { dimension: 'exposure'; status: 'differs'; reason: 'brighter' | 'darker' }
  | { dimension: 'distance'; status: 'differs'; reason: 'closer' | 'further' }
  | { dimension: 'distance'; status: 'unknown'; reason: 'other_ruler' }
  | { dimension: 'pose'; status: 'differs'; reason: 'turned' | 'nodded' | 'tilted' };

export interface ConditionsComparison {
  /** Every dimension within its limit. */
  alike: boolean;
  checks: ConditionCheck[];
  /** Each focus area a differing (or uncomparable) condition can move, with those conditions. */
  affected: Partial<Record<FocusAreaKey, ConditionDimension[]>>;
}

/** Floating-point slack: a change exactly at a limit is within it. */
const SLACK = 1e-9;

/** The skin's lightness L* as relative luminance (CIE 1976), for an exposure ratio. */
function luminance(lightness: number): number {
  const f = (Math.max(0, lightness) + 16) / 116;
  return f > 6 / 29 ? f ** 3 : 3 * (6 / 29) ** 2 * (f - 4 / 29);
}

function compareLight(before: PhotoConditions['light'], now: PhotoConditions['light']): ConditionCheck {
  if (!before || !now) return { dimension: 'light', status: 'unknown', reason: 'not_read' };
  const d = now.gains.map((g, c) => Math.log(g / before.gains[c]!)) as [number, number, number];
  const blueRed = d[2] - d[0];
  const largest = Math.max(Math.abs(d[0] - d[1]), Math.abs(d[1] - d[2]), Math.abs(blueRed));
  if (largest > CONDITION_LIMITS.lightLogRatio + SLACK) {
    // More blue needed than before: the light was warmer (redder, yellower).
    if (Math.abs(blueRed) >= largest - SLACK)
      return { dimension: 'light', status: 'differs', reason: blueRed > 0 ? 'warmer' : 'cooler' };
    return { dimension: 'light', status: 'differs', reason: 'tint' };
  }
  // Alike light, but read with such different certainty that one photo's colour was corrected
  // much more than the other's.
  if (Math.abs(now.corrected - before.corrected) > CONDITION_LIMITS.correctedShare + SLACK)
    return { dimension: 'light', status: 'unknown', reason: 'uncertain' };
  return { dimension: 'light', status: 'match' };
}

function compareExposure(before: PhotoConditions['exposure'], now: PhotoConditions['exposure']): ConditionCheck {
  const ratio = Math.log(luminance(now.skinLightness) / luminance(before.skinLightness));
  if (Math.abs(ratio) <= CONDITION_LIMITS.exposureLogRatio + SLACK) return { dimension: 'exposure', status: 'match' };
  return { dimension: 'exposure', status: 'differs', reason: ratio > 0 ? 'brighter' : 'darker' };
}

function compareScale(before: PhotoConditions['scale'], now: PhotoConditions['scale']): ConditionCheck {
  if (before.ruler !== now.ruler) return { dimension: 'distance', status: 'unknown', reason: 'other_ruler' };
  const ratio = Math.log(now.pxPerMm / before.pxPerMm);
  if (Math.abs(ratio) <= CONDITION_LIMITS.scaleLogRatio + SLACK) return { dimension: 'distance', status: 'match' };
  // More pixels per mm of skin: nearer the camera (or a camera with more pixels or a longer lens).
  return { dimension: 'distance', status: 'differs', reason: ratio > 0 ? 'closer' : 'further' };
}

function comparePose(before: PhotoConditions['pose'], now: PhotoConditions['pose']): ConditionCheck {
  if (Math.abs(now.yawDeg - before.yawDeg) > CONDITION_LIMITS.yawDeg)
    return { dimension: 'pose', status: 'differs', reason: 'turned' };
  if (Math.abs(now.pitchDeg - before.pitchDeg) > CONDITION_LIMITS.pitchDeg)
    return { dimension: 'pose', status: 'differs', reason: 'nodded' };
  if (Math.abs(now.rollDeg - before.rollDeg) > CONDITION_LIMITS.rollDeg)
    return { dimension: 'pose', status: 'differs', reason: 'tilted' };
  return { dimension: 'pose', status: 'match' };
}

/**
 * Whether the photo of a later assessment (`now`) was taken in conditions like the earlier one's
 * (`before`), per dimension, and which focus areas a difference can move. Nothing is adjusted:
 * the analysis was not measured beyond these limits, so a change there is flagged (decision 037).
 */
export function compareConditions(before: PhotoConditions, now: PhotoConditions): ConditionsComparison {
  const checks: ConditionCheck[] = [
    compareLight(before.light, now.light),
    compareExposure(before.exposure, now.exposure),
    compareScale(before.scale, now.scale),
    comparePose(before.pose, now.pose),
  ];
  const affected: Partial<Record<FocusAreaKey, ConditionDimension[]>> = {};
  for (const check of checks) {
    if (check.status === 'match') continue;
    for (const area of CONDITION_AREAS[check.dimension]) (affected[area] ??= []).push(check.dimension);
  }
  return { alike: checks.every((c) => c.status === 'match'), checks, affected };
}
