/**
 * The conditions a face photo was taken in, as the vision package read them (issue 21 item 2,
 * decision 037): the light's colour (from the whites of the eyes), the exposure (the skin's
 * lightness), the scale of the face in the photo (the iris ruler's pixels per mm, which follows
 * the distance to the camera) and the pose. Two assessments are compared like with like only when
 * these match within what the fidelity benchmark showed the analysis to be steady under; where
 * they do not, the focus areas the difference can move are flagged, never adjusted.
 */
import { relativeLuminance } from './photo-quality.ts';
import type { FocusAreaKey } from './recommendation.ts';
import { lazySchema, z } from './zod.ts';

export const photoConditionsSchema = lazySchema(() =>
  z.object({
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
        /**
         * How precisely the colour was read: the standard error of a channel-against-channel log
         * ratio, from how many sclera pixels there were and how alike. Absent from the conditions
         * of photos analysed before it was kept (their comparison uses `lightReadLogRatio`).
         */
        noise: z.number().nonnegative().optional(),
      })
      .nullable(),
    /** Median L* of the skin regions (not corrected for: decision 022) and the share blown out. */
    exposure: z.object({ skinLightness: z.number(), clippedPercent: z.number() }),
    /**
     * Pixels of the photo per mm of skin and what they were read from: the irises, or the eye span
     * when the irises were too small (a ruler for the same person, but not interchangeable with the
     * irises: the eye span is taken as the population's average).
     */
    scale: z.object({
      pxPerMm: z.number().positive(),
      ruler: z.enum(['iris', 'eye_span']),
      /**
       * The outer eye corners apart, photo pixels: the distance to the camera for comparing two
       * photos of one person, whichever ruler gave the mm (their anatomy is the same, so no average
       * stands in). Absent from the conditions of photos analysed before it was kept.
       */
      eyeSpanPx: z.number().positive().optional(),
    }),
    /** Degrees as the face mesh measured them: turned sideways, nodded, tilted. */
    pose: z.object({ yawDeg: z.number(), pitchDeg: z.number(), rollDeg: z.number() }),
    /**
     * The version of the photo analysis that measured it: two photos measured by different
     * versions may score differently for that alone (decision 041). Absent from the conditions of
     * photos analysed before vision 1.10.0.
     */
    visionVersion: z.string().min(1).optional(),
  }),
);
export type PhotoConditions = z.infer<typeof photoConditionsSchema>;

export const CONDITION_DIMENSIONS = ['light', 'exposure', 'distance', 'pose'] as const;
export type ConditionDimension = (typeof CONDITION_DIMENSIONS)[number];

/**
 * How far two photos' conditions may be read apart and still be called alike: as far as the
 * fidelity benchmark's mild changes (bench/fidelity.ts, MILD), under which every photo score stayed
 * within its noise floor (decision 034), moved the readings on the 42 public-domain portraits, at
 * the 95th percentile (`conditionReadings.atChange` in bench/results/fidelity-candidates-mild.json).
 * That is the change itself plus the reading's own noise: so a change the scores were measured to
 * be steady under is called alike 19 times in 20, and beyond it the comparison flags instead of
 * claiming (decision 037, addendum).
 */
export const CONDITION_LIMITS = {
  /**
   * The light's colour: the largest change of one channel's gain against another's, as a natural
   * log. Alike up to the benchmark's white balance changes of 5 % ('warmer 5 %': red ×1.05, blue
   * ×0.95), ln(1.05 / 0.95) = 0.100.
   */
  lightLogRatio: Math.log(1.05 / 0.95),
  /**
   * Different beyond what those changes were read as: up to 0.24. The whites of the eyes are few
   * pixels in a portrait, and a re-saved JPEG alone moves the reading by 0.16 (95th percentile),
   * so in between the light may be alike or not: the comparison says it cannot tell.
   */
  lightReadLogRatio: 0.24,
  /**
   * Where both photos say how precisely their light was read (`light.noise`), the limit is each
   * pair's own: the benchmark's change plus 1.96 times the pair's noise (the root sum of the two
   * squares), so that two readings of one light are read apart by no more than that 19 times in 20.
   * A photo with large, well-lit whites of the eyes is then told apart from a small change of light,
   * and two small, soft portraits are not called different for what is their readings' noise.
   */
  lightNoiseZ: 1.96,
  /** The exposure in linear light, as a natural log: the benchmark's ±5 % (0.049) read as up to 0.063. */
  exposureLogRatio: 0.063,
  /**
   * The scale of the face (its eye span in pixels): the benchmark's 90 % and 110 % (±0.1 as a
   * log), read as up to 0.13; the face mesh reads a smaller face a little smaller still.
   */
  scaleLogRatio: 0.13,
  /**
   * The share of the light's correction applied (decision 022: all of it up to a 20 % cast, none
   * from 40 %). The benchmark's white balance changes move it by up to 0.65; beyond that one
   * photo's colour was corrected in full and the other's hardly at all.
   */
  correctedShare: 0.65,
  /** Tilt: the benchmark's ±3° rotation, read as up to 3.8° (the mesh reads a turn a little larger). */
  rollDeg: 3.8,
  /**
   * Turned sideways or nodded: not in the benchmark (a flat photo cannot be turned); 10° is a
   * judgement, under half the gate's limits (22° and 25°), not a measurement. The readings' own
   * noise is under 1° (95th percentile under the mild changes).
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
  | { dimension: 'light'; status: 'unknown'; reason: 'not_read' | 'not_read_either' | 'unclear' | 'uncertain' }
  | { dimension: 'exposure'; status: 'differs'; reason: 'brighter' | 'darker' }
  | { dimension: 'distance'; status: 'differs'; reason: 'closer' | 'further' }
  | { dimension: 'distance'; status: 'unknown'; reason: 'other_ruler' }
  | { dimension: 'pose'; status: 'differs'; reason: 'turned' | 'nodded' | 'tilted' };

export interface ConditionsComparison {
  /** Every dimension within its limit. */
  alike: boolean;
  /**
   * What can be said of the two photos as a whole: alike; different (at least one condition
   * read beyond its limit); or unsure (none read different, but at least one could not be compared).
   */
  verdict: 'alike' | 'differs' | 'unsure';
  checks: ConditionCheck[];
  /** Each focus area a differing (or uncomparable) condition can move, with those conditions. */
  affected: Partial<Record<FocusAreaKey, ConditionDimension[]>>;
}

/** Floating-point slack: a change exactly at a limit is within it. */
const SLACK = 1e-9;

/**
 * How two photos' conditions differ, as numbers: what `compareConditions` holds against
 * `CONDITION_LIMITS`, and what the fidelity benchmark records to measure the readings' own noise.
 * Logs are of `now` over `before` (positive: more light, more blue needed, nearer).
 */
export interface ConditionDifferences {
  /** The light's colour: each channel's gain change as a natural log; null when either was not read. */
  light: { red: number; green: number; blue: number; largest: number; correctedShare: number } | null;
  exposureLog: number;
  /**
   * The scale of the face as a natural log: on the eye span in pixels when both photos have it
   * (corrected for how far each face was turned), else on px per mm when both came from the same
   * ruler; null when neither can be compared.
   */
  scaleLog: number | null;
  yawDeg: number;
  pitchDeg: number;
  rollDeg: number;
}

/** The eye span as it would be seen head-on: a face turned by the yaw shows it shortened by cos(yaw). */
function headOnEyeSpan(conditions: PhotoConditions): number | undefined {
  const span = conditions.scale.eyeSpanPx;
  return span === undefined
    ? undefined
    : span / Math.cos((Math.min(60, Math.abs(conditions.pose.yawDeg)) * Math.PI) / 180);
}

function scaleLog(before: PhotoConditions, now: PhotoConditions): number | null {
  const [spanBefore, spanNow] = [headOnEyeSpan(before), headOnEyeSpan(now)];
  if (spanBefore !== undefined && spanNow !== undefined) return Math.log(spanNow / spanBefore);
  if (before.scale.ruler !== now.scale.ruler) return null;
  return Math.log(now.scale.pxPerMm / before.scale.pxPerMm);
}

export function conditionDifferences(before: PhotoConditions, now: PhotoConditions): ConditionDifferences {
  let light: ConditionDifferences['light'] = null;
  if (before.light && now.light) {
    const [red, green, blue] = now.light.gains.map((g, c) => Math.log(g / before.light!.gains[c]!)) as [
      number,
      number,
      number,
    ];
    const largest = Math.max(Math.abs(red - green), Math.abs(green - blue), Math.abs(blue - red));
    light = { red, green, blue, largest, correctedShare: now.light.corrected - before.light.corrected };
  }
  return {
    light,
    exposureLog: Math.log(
      relativeLuminance(now.exposure.skinLightness) / relativeLuminance(before.exposure.skinLightness),
    ),
    scaleLog: scaleLog(before, now),
    yawDeg: now.pose.yawDeg - before.pose.yawDeg,
    pitchDeg: now.pose.pitchDeg - before.pose.pitchDeg,
    rollDeg: now.pose.rollDeg - before.pose.rollDeg,
  };
}

/** The two photos' light readings' noise together (root sum of squares); undefined when either has none. */
export function lightPairNoise(
  before: NonNullable<PhotoConditions['light']>,
  now: NonNullable<PhotoConditions['light']>,
): number | undefined {
  return before.noise === undefined || now.noise === undefined ? undefined : Math.hypot(before.noise, now.noise);
}

/**
 * How far two readings of the light may be apart before the light itself differed, given their
 * pair's noise (`lightPairNoise`); the fixed limit when it is not known (CONDITION_LIMITS).
 */
export function lightDiffersBeyond(pairNoise: number | undefined): number {
  if (pairNoise === undefined) return CONDITION_LIMITS.lightReadLogRatio;
  return CONDITION_LIMITS.lightLogRatio + CONDITION_LIMITS.lightNoiseZ * pairNoise;
}

function compareLight(
  before: PhotoConditions['light'],
  now: PhotoConditions['light'],
  d: ConditionDifferences['light'],
): ConditionCheck {
  if (!d || !before || !now)
    return { dimension: 'light', status: 'unknown', reason: before || now ? 'not_read' : 'not_read_either' };
  if (d.largest > lightDiffersBeyond(lightPairNoise(before, now)) + SLACK) {
    // More blue needed than before: the light was warmer (redder, yellower).
    const blueRed = d.blue - d.red;
    if (Math.abs(blueRed) >= d.largest - SLACK)
      return { dimension: 'light', status: 'differs', reason: blueRed > 0 ? 'warmer' : 'cooler' };
    return { dimension: 'light', status: 'differs', reason: 'tint' };
  }
  // Read apart by more than the benchmark's change, but by no more than the readings' noise allows.
  if (d.largest > CONDITION_LIMITS.lightLogRatio + SLACK)
    return { dimension: 'light', status: 'unknown', reason: 'unclear' };
  // Alike light, but read with such different certainty that one photo's colour was corrected
  // much more than the other's.
  if (Math.abs(d.correctedShare) > CONDITION_LIMITS.correctedShare + SLACK)
    return { dimension: 'light', status: 'unknown', reason: 'uncertain' };
  return { dimension: 'light', status: 'match' };
}

function compareExposure(ratio: number): ConditionCheck {
  if (Math.abs(ratio) <= CONDITION_LIMITS.exposureLogRatio + SLACK) return { dimension: 'exposure', status: 'match' };
  return { dimension: 'exposure', status: 'differs', reason: ratio > 0 ? 'brighter' : 'darker' };
}

function compareScale(ratio: number | null): ConditionCheck {
  if (ratio === null) return { dimension: 'distance', status: 'unknown', reason: 'other_ruler' };
  if (Math.abs(ratio) <= CONDITION_LIMITS.scaleLogRatio + SLACK) return { dimension: 'distance', status: 'match' };
  // A larger face in the photo: nearer the camera (or a camera with more pixels or a longer lens).
  return { dimension: 'distance', status: 'differs', reason: ratio > 0 ? 'closer' : 'further' };
}

function comparePose(d: ConditionDifferences): ConditionCheck {
  if (Math.abs(d.yawDeg) > CONDITION_LIMITS.yawDeg) return { dimension: 'pose', status: 'differs', reason: 'turned' };
  if (Math.abs(d.pitchDeg) > CONDITION_LIMITS.pitchDeg)
    return { dimension: 'pose', status: 'differs', reason: 'nodded' };
  if (Math.abs(d.rollDeg) > CONDITION_LIMITS.rollDeg) return { dimension: 'pose', status: 'differs', reason: 'tilted' };
  return { dimension: 'pose', status: 'match' };
}

/**
 * Whether the photo of a later assessment (`now`) was taken in conditions like the earlier one's
 * (`before`), per dimension, and which focus areas a difference can move. Nothing is adjusted:
 * the analysis was not measured beyond these limits, so a change there is flagged (decision 037).
 */
export function compareConditions(before: PhotoConditions, now: PhotoConditions): ConditionsComparison {
  const d = conditionDifferences(before, now);
  const checks: ConditionCheck[] = [
    compareLight(before.light, now.light, d.light),
    compareExposure(d.exposureLog),
    compareScale(d.scaleLog),
    comparePose(d),
  ];
  const affected: Partial<Record<FocusAreaKey, ConditionDimension[]>> = {};
  for (const check of checks) {
    if (check.status === 'match') continue;
    for (const area of CONDITION_AREAS[check.dimension]) (affected[area] ??= []).push(check.dimension);
  }
  const verdict = checks.some((c) => c.status === 'differs')
    ? 'differs'
    : checks.every((c) => c.status === 'match')
      ? 'alike'
      : 'unsure';
  return { alike: verdict === 'alike', verdict, checks, affected };
}
