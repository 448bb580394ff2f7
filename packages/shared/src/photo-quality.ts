/**
 * The photo quality gate's one definition, browser-safe (no Node API): why a photo cannot be
 * measured and the limits that decide it. The vision package's gate (packages/vision/src/quality.ts)
 * refuses with these reasons at these limits, the engine tells the person what to do about each,
 * and the web app's live camera guide judges the camera's frames against the same limits
 * (decision 033).
 */
export const QUALITY_REASONS = [
  'unreadable_image',
  'no_face',
  'multiple_faces',
  'face_too_small',
  'face_cut_off',
  'face_turned',
  'too_dark',
  'too_bright',
  'uneven_light',
  'too_blurry',
  'too_grainy',
  'no_colour',
  'colour_cast',
  'too_compressed',
  'filtered',
] as const;
export type QualityReason = (typeof QUALITY_REASONS)[number];

export const QUALITY_THRESHOLDS = {
  /** A second face at least this fraction of the main face's width counts as another person. */
  secondFaceRelativeWidth: 0.5,
  /** Pixels between the outer eye corners in the photo; fewer and a pixel spans ~2 mm of skin. */
  minEyeSpanPx: 48,
  maxYawDeg: 22,
  maxPitchDeg: 25,
  /** Median skin L* below this is underexposed for every skin tone (the darkest skin is ~L* 25-35 well lit). */
  minSkinLightness: 20,
  /** The brightest 1 % of the face (eye whites, teeth, highlights) stays below this only in the dark. */
  minFaceHighlightLightness: 40,
  /** Median skin L* above this is washed out (the lightest skin is ~L* 70-75 well lit). */
  maxSkinLightness: 88,
  /** Share of skin pixels blown out to white (every channel at 250 or more): their colour is lost. */
  maxClippedPercent: 20,
  /**
   * The face's brightest 1 % at this L* or more is white: the whites of the eyes, the teeth and
   * the highlights are past what the camera records, and say the photo had more light than it
   * could hold (decision 065).
   */
  blownHighlightLightness: 99,
  /**
   * Where the highlights are white, a share of the skin with any channel blown out (at 250 or
   * more) above this is too bright: a dark skin given three stops too much light reads as a
   * lighter skin with its red channel cut off, and its redness and tone are no longer its own. Well
   * exposed photos whose highlights are white show at most 0.6 %; a skin whose highlights are not
   * white may show more (a light skin's red channel near the top) and is judged by the limits above.
   */
  maxChannelClippedPercent: 20,
  /**
   * Stops of light (doublings of luminance) between the two cheeks beyond which side light leaves
   * too little to measure: 1.5 stops is a lighting ratio of 2.8:1, just short of the 3:1 that
   * portrait lighting calls dramatic. In stops, not in L*, because the same light moves a dark
   * skin's L* less than a light skin's: a limit in L* let dark skin through twice the light ratio
   * (decision 061). Redness (a log ratio) and tone (local contrast) cancel shading, so a moderate
   * side light only lowers the colour confidence; shine is not comparable from
   * `maxCheekStopsForShine` (decision 021).
   */
  maxCheekStops: 1.5,
  /** Beyond this (2:1) the highlights on the lit side are not the skin's shine: shine is not measured. */
  maxCheekStopsForShine: 1,
  /**
   * Ratio of 0.5-2 mm to 2-5 mm detail over the face, eyes, brows and lips included. The 512 px
   * fixture scores 0.5; a Gaussian blur of 1.5 mm brings it to 0.34, 3 mm to 0.21, 4 mm to 0.17.
   */
  minSharpness: 0.18,
  /** Median skin chroma C*: skin of any tone photographs at about 8-30; below 4 the photo is black and white or filtered. */
  minSkinChroma: 4,
  /** When no face is found: the whole picture's mean L* and blown-out share that make the light, not the face, the problem. */
  sceneMinMeanL: 12,
  sceneMaxMeanL: 92,
  sceneMaxClippedPercent: 60,
} as const;

/** Pixels between the outer eye corners in the vision package's measurement crop (adult span ≈ 90 mm). */
export const MEASUREMENT_EYE_SPAN = 200;

/**
 * What the live camera guide adds to the gate's limits (decision 033). The gate judges a finished
 * photo; the guide also steers the person to the photo the gate scores best, and takes it.
 */
export const LIVE_CAPTURE = {
  /**
   * Eye span in the captured photo's pixels from which the gate's geometry confidence is full
   * (quality.ts, `confidenceByKind`): the guide asks to come closer below it, though the gate
   * refuses only below `QUALITY_THRESHOLDS.minEyeSpanPx`.
   */
  closeEnoughEyeSpanPx: (2 * MEASUREMENT_EYE_SPAN) / 3,
  /** The face's centre within this share of the picture's width and height from its middle. */
  maxOffCentre: 0.2,
  /** The face box this share of its size inside every edge of the picture: the gate refuses a face cut off. */
  minEdgeMargin: 0.05,
  /**
   * Head tilted sideways (roll). The gate turns a tilted photo upright, but a tilt beyond this
   * leaves one cheek lower and nearer the light: the guide asks for a straight head.
   */
  maxRollDeg: 12,
  /** Between two looks the face's centre moves less than this share of the eye span: held still. */
  maxMotionEyeSpans: 0.06,
  /** How often the guide looks at the camera, in ms (the face model on a downscaled frame). */
  lookEveryMs: 200,
  /** Long side of the frame the face model looks at, in pixels. */
  detectionLongSide: 480,
  /** Every check met for this long before the shutter fires by itself. */
  steadyMs: 1000,
  /** Frames in a burst; the sharpest (variance of the Laplacian over the face) is sent. */
  burstFrames: 4,
  /** Time between the burst's frames, in ms. */
  burstEveryMs: 90,
} as const;

/** A lightness L* as relative luminance Y (CIE 1976), 0-1. */
export function relativeLuminance(lightness: number): number {
  const f = (Math.max(0, lightness) + 16) / 116;
  return f > 6 / 29 ? f ** 3 : 3 * (6 / 29) ** 2 * (f - 4 / 29);
}

/** The darkest luminance a stop count is taken from (L* 1): black has no ratio. */
const MIN_LUMINANCE = relativeLuminance(1);

/**
 * The stops of light between two lightnesses L*: what a light sets whatever the skin's own tone,
 * where a difference in L* shrinks on darker skin (decision 061).
 */
export function stopsBetween(lightnessA: number, lightnessB: number): number {
  const ya = Math.max(MIN_LUMINANCE, relativeLuminance(lightnessA));
  const yb = Math.max(MIN_LUMINANCE, relativeLuminance(lightnessB));
  return Math.abs(Math.log2(ya / yb));
}

/**
 * Past the camera's range: the face's highlights white and a fifth of the skin with a colour channel
 * blown out (decision 065). The gate and the camera guide both ask this, besides the skin's lightness
 * and its share blown out to white.
 */
export function highlightsBlown(exposure: { faceP99L: number; channelClippedPercent: number }): boolean {
  const t = QUALITY_THRESHOLDS;
  return exposure.faceP99L >= t.blownHighlightLightness && exposure.channelClippedPercent > t.maxChannelClippedPercent;
}

/**
 * Half the face in deep shadow, its lit side and highlights with light enough: a dark skin median
 * then comes from the shadow, and the person is told to turn to the light, not to find more of it
 * (decision 061). The gate and the camera guide both ask this.
 */
export function halfInShadow(exposure: { cheekDifferenceStops: number; litCheekL: number; faceP99L: number }): boolean {
  const t = QUALITY_THRESHOLDS;
  return (
    exposure.cheekDifferenceStops > t.maxCheekStops &&
    exposure.litCheekL >= t.minSkinLightness &&
    exposure.faceP99L >= t.minFaceHighlightLightness
  );
}
