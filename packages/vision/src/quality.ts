/**
 * The quality gate: a photo is measured only when the numbers would mean something. Each refusal
 * carries a reason the person can act on (the web app translates the code); the thresholds and
 * why they sit where they do are in docs/decisions/010-vision-measurements.md.
 */
import type { LabImage } from './colour.ts';
import { MEASUREMENT_EYE_SPAN } from './measurement-scale.ts';
import { gaussianBlur, maskedPercentile, newMask, newPlane, rms, type Mask } from './raster.ts';
import type { SkinRegionId } from './regions.ts';

// The list and the thresholds are shared with the engine, which words each reason for the person,
// and with the web app's live camera guide, which judges the same limits before the photo is taken.
export { QUALITY_REASONS, QUALITY_THRESHOLDS, type QualityReason } from '@skinsight/shared/photo-quality';
import { halfInShadow, highlightsBlown, QUALITY_THRESHOLDS, type QualityReason } from '@skinsight/shared/photo-quality';

export interface SceneExposure {
  meanL: number;
  p99L: number;
  clippedPercent: number;
}

/** Lightness of the whole picture, used when no face is found: 'too dark' beats 'no face' then. */
export function sceneExposure(lab: LabImage): SceneExposure {
  const all = newMask(lab.l.length).fill(1);
  let sum = 0;
  let clipped = 0;
  for (let i = 0; i < lab.l.length; i++) {
    sum += lab.l[i]!;
    clipped += lab.clipped[i]!;
  }
  return {
    meanL: sum / lab.l.length,
    p99L: maskedPercentile(lab.l, all, 99),
    clippedPercent: (100 * clipped) / lab.l.length,
  };
}

export function sceneRefusal(exposure: SceneExposure): QualityReason | null {
  const t = QUALITY_THRESHOLDS;
  if (exposure.p99L < t.minFaceHighlightLightness || exposure.meanL < t.sceneMinMeanL) return 'too_dark';
  if (exposure.meanL > t.sceneMaxMeanL || exposure.clippedPercent > t.sceneMaxClippedPercent) return 'too_bright';
  return null;
}

/**
 * Sharpness of the face in face units: how much 0.5-2 mm detail survives relative to 2-5 mm
 * detail. Blur removes the fine band first; lighting and skin tone scale both bands alike. Being
 * in face units, an upscaled photo is as sharp as its original: only real blur is refused.
 */
export function faceSharpness(lab: LabImage, faceMask: Mask): number {
  const { l, width, height } = lab;
  const fine = gaussianBlur(l, width, height, 1.2);
  const mid = gaussianBlur(l, width, height, 4);
  const coarse = gaussianBlur(l, width, height, 12);
  const fineBand = newPlane(l.length);
  const midBand = newPlane(l.length);
  for (let i = 0; i < l.length; i++) {
    fineBand[i] = fine[i]! - mid[i]!;
    midBand[i] = mid[i]! - coarse[i]!;
  }
  const denominator = rms(midBand, faceMask);
  return denominator > 0 ? rms(fineBand, faceMask) / denominator : 0;
}

export interface QualityRefusal {
  reason: QualityReason;
  /** For logs and support, in English; the person sees the translated reason. */
  detail: string;
}

export interface FaceGeometry {
  /** Widths of the detected faces, largest first, in detection pixels. */
  faceWidths: readonly number[];
  eyeSpanPx: number;
  yawDeg: number;
  pitchDeg: number;
  /** The first skin region that reaches outside the photo, if any. */
  regionOutsidePhoto: SkinRegionId | null;
}

/** No face, or a second face nearly as large as the first (a smaller one far behind is ignored). */
export function faceCountRefusal(faceWidths: readonly number[]): QualityRefusal | null {
  const [main, second] = faceWidths;
  if (main === undefined) return { reason: 'no_face', detail: 'no face found in the photo' };
  if (second !== undefined && second >= QUALITY_THRESHOLDS.secondFaceRelativeWidth * main) {
    return { reason: 'multiple_faces', detail: `${faceWidths.length} faces found; the photo should show one` };
  }
  return null;
}

/** Refusals decided by where the face is, before any pixel is measured. */
export function geometryRefusal(face: FaceGeometry): QualityRefusal | null {
  const t = QUALITY_THRESHOLDS;
  const counted = faceCountRefusal(face.faceWidths);
  if (counted) return counted;
  if (face.eyeSpanPx < t.minEyeSpanPx) {
    return {
      reason: 'face_too_small',
      detail: `${Math.round(face.eyeSpanPx)} px between the outer eye corners, at least ${t.minEyeSpanPx} needed`,
    };
  }
  if (face.regionOutsidePhoto) {
    return {
      reason: 'face_cut_off',
      detail: `the ${face.regionOutsidePhoto.replaceAll('_', ' ')} is outside the photo`,
    };
  }
  if (Math.abs(face.yawDeg) > t.maxYawDeg || Math.abs(face.pitchDeg) > t.maxPitchDeg) {
    return {
      reason: 'face_turned',
      detail: `face turned ${Math.round(face.yawDeg)}° sideways and ${Math.round(face.pitchDeg)}° up or down`,
    };
  }
  return null;
}

export interface SkinExposure {
  skinMedianL: number;
  skinChroma: number;
  faceP99L: number;
  clippedPercent: number;
  /** Share of the skin with any channel blown out (at 250 or more). */
  channelClippedPercent: number;
  /** Stops of light between the two cheeks' median lightness (light from one side). */
  cheekDifferenceStops: number;
  /** The brighter cheek's median L*: whether the lit side of a side-lit face had light enough. */
  litCheekL: number;
}

/** Refusals decided by the pixels of the face: light, colour and focus. */
export function pixelRefusal(exposure: SkinExposure, sharpness: number): QualityRefusal | null {
  const t = QUALITY_THRESHOLDS;
  const exposed = exposureRefusal(exposure) ?? unevenLightRefusal(exposure);
  if (exposed) return exposed;
  if (exposure.skinChroma < t.minSkinChroma) {
    return {
      reason: 'no_colour',
      detail: `skin colour saturation C* ${exposure.skinChroma.toFixed(1)}: a black-and-white or filtered photo`,
    };
  }
  if (sharpness < t.minSharpness) {
    return { reason: 'too_blurry', detail: `sharpness ${sharpness.toFixed(2)}, at least ${t.minSharpness} needed` };
  }
  return null;
}

/** Light from one side beyond the limit, in stops of light between the cheeks (decision 061). */
function unevenLightRefusal(exposure: SkinExposure): QualityRefusal | null {
  if (exposure.cheekDifferenceStops <= QUALITY_THRESHOLDS.maxCheekStops) return null;
  return {
    reason: 'uneven_light',
    detail: `one cheek has ${exposure.cheekDifferenceStops.toFixed(1)} stops less light than the other`,
  };
}

/**
 * A photo too dark or too bright: the face's lightness as a whole, which reads the same on a fit
 * that did not settle on the features, so the analyzer judges it before the fit (decision 049,
 * addendum): a blown-out face is told to find softer light, not to try another pose.
 */
export function exposureRefusal(exposure: SkinExposure): QualityRefusal | null {
  const t = QUALITY_THRESHOLDS;
  if (exposure.skinMedianL < t.minSkinLightness || exposure.faceP99L < t.minFaceHighlightLightness) {
    if (halfInShadow(exposure)) return unevenLightRefusal(exposure);
    return {
      reason: 'too_dark',
      detail: `skin lightness L* ${Math.round(exposure.skinMedianL)}, brightest face parts L* ${Math.round(exposure.faceP99L)}`,
    };
  }
  if (exposure.skinMedianL > t.maxSkinLightness || exposure.clippedPercent > t.maxClippedPercent) {
    return {
      reason: 'too_bright',
      detail: `skin lightness L* ${Math.round(exposure.skinMedianL)}, ${Math.round(exposure.clippedPercent)} % of the skin blown out`,
    };
  }
  if (highlightsBlown(exposure)) {
    return {
      reason: 'too_bright',
      detail: `the face's highlights white and a colour channel blown out on ${Math.round(exposure.channelClippedPercent)} % of the skin, at most ${t.maxChannelClippedPercent} %`,
    };
  }
  return null;
}

/**
 * What the camera and its software left in the photo (camera-traces.ts), in physical units where
 * they have one, for the refusals a photo can look fine by exposure and still fail (decision 027).
 */
export interface CameraTraces {
  /** Width (Gaussian sigma) of the sharpest edges at the eyes along x and along y, in mm of skin. */
  edgeBlurMm: { x: number; y: number };
  /** How steeply those edges rise where they are read (L* a pixel of the measurement crop, along x and y). */
  edgeRiseL: { x: number; y: number };
  /** Pixels of the photo per mm of skin (the ruler), to tell blur from the photo's own pixel size. */
  photoPxPerMm: number;
  /** Strength of a JPEG block grid in the photo's own pixels around the nose and cheeks: 1 when there is none. */
  blockiness: number;
  /**
   * The grain dark spots must stand out from: the robust spread of the skin's finest detail (L*
   * minus its blur at one pixel, about 0.45 mm) at the measurement scale, between the spots and
   * the glare.
   */
  grainL: number;
  /** Fine detail of the skin over that of the eyes: low when the skin alone was smoothed. */
  skinDetail: number;
  /**
   * The share of the skin's fine detail in its finest band (about 0.4-0.65 mm) over the eyes'
   * (decision 047): about 1 for skin as the camera saw it, low when a filter took the finest
   * detail out of the skin alone.
   */
  skinFinestShare: number;
  /** The skin's colour after the light's correction, as 100·log10 of red/green and blue/green in linear light. */
  chroma: { redGreen: number; blueGreen: number };
  /**
   * The scene's mean colour around the person (a grey world), as the same two ratios after the
   * same correction (decision 048); null when the person fills the photo.
   */
  photoChroma: { redGreen: number; blueGreen: number } | null;
  /**
   * The whites of the eyes' colour against a reference sclera, as the same two ratios after the
   * same correction (decision 059); null when no sclera was read.
   */
  scleraChroma: { redGreen: number; blueGreen: number } | null;
}

export const TRACE_THRESHOLDS = {
  /**
   * The photo's blur: the wider of its edges along x and y. Beyond this a camera shake or a missed
   * focus smears what the colour measurements read at 2 mm (it raises the redness and
   * pigmentation scores of a blurred copy), so the photo is refused as too blurry.
   */
  maxEdgeBlurMm: 1.2,
  /**
   * ...and wider than this in the photo's own pixels: a face photographed small is soft by its
   * pixel size alone (a camera-sharp edge reads up to about 1 px), which is not blur but a face
   * too far away, and is judged by the ruler instead.
   */
  minBlurPx: 1.6,
  /** A JPEG block grid this much stronger than the pixels between: saved at a quality below about 30. */
  maxBlockiness: 1.65,
  /**
   * Where no face was found, the grid is read on the middle of the photo (decision 066), where hair,
   * clothes and the background read higher than the face does: up to 1.62 at JPEG quality 70 and
   * 2.24 at 30, 2.4-4.8 at 8, 3.5-9.2 at 4. A grid this strong (quality about 8 or below) is named
   * as the reason the face was not found: JPEG quality 4 hid the face of 2 of the 101 portraits,
   * and the person is better told to send a better copy than that there is no face.
   */
  maxBlockinessWithoutFace: 3.3,
  /**
   * Grain (sensor noise of a dark room, or a photo's noise brought out by sharpening) beyond which
   * dark spots cannot be told from it (decision 051). A spot must be 1.6 times this deeper than the
   * skin around it (SPOT_GRAIN_DEPTHS, measurements.ts), so here the faintest spot counted is 4 L*
   * deep where it is 3 on a clean photo; past it, grain hid real spots and pigmentation read up to
   * 10 points better. The 100 accepted portraits read 0.23-2.02 (the highest a textured dark face),
   * and none of the fidelity benchmark's mild changes takes one past this; grain of sigma 32 on
   * 0-255 reads 2.8-6.1.
   */
  maxGrainL: 2.5,
  /**
   * Skin detail below this share of the eyes' detail is smoothed skin, where the eyes are sharp
   * enough to tell: a beauty filter. Unfiltered portraits measure 0.08-0.7 (median 0.18); a skin
   * blur of 1 mm brings them to 0.04-0.16, of 2 mm to 0.02-0.09.
   */
  minSkinDetail: 0.065,
  /**
   * The skin's finest detail below this share of the eyes' is a filter too (decision 047): the 42
   * portraits read 0.96-1.59, and no lower than 0.89 blurred, shaken, resized, recompressed or
   * with glints; a skin blur of 1 mm brings 37 of them below this (0.62-0.92), of 0.5 mm two
   * (0.81-1.15).
   */
  minSkinFinestShare: 0.84,
  /**
   * Where the eyes are too soft to tell a filter (`filterNeedsEdgeMm`), skin detail below this may
   * be smoothing: texture, pores and lines are not measured (a filter would score them well). Where
   * they are sharp, the filter refusals have judged the skin and what they accept is measured
   * (vision 1.19.0: smooth skin hovering about 0.1 switched between measured and not under a JPEG
   * re-save or a 3° turn).
   */
  textureNeedsSkinDetail: 0.1,
  /** The eyes' edges must be at least this sharp (mm) for smooth skin to mean a filter rather than a soft photo. */
  filterNeedsEdgeMm: 0.9,
  /**
   * Where skin of any tone lies, in 100·log10 red/green and blue/green of linear light: along a
   * line from light skin (less red, more blue) to dark skin (more red, less blue), as melanin
   * absorbs blue and green more than red. Measured on 155 official portraits across every band
   * (decision 029): centre, direction, and the extent along and across it, with a margin. A
   * light's colour adds a constant to both: a pink or green tint moves skin off the line, where no
   * skin is; a warm or cool light moves it along the line, which only its ends can tell from a
   * darker or lighter skin.
   */
  skinLocus: { centre: [33.2, -17.2], direction: [0.651, -0.759], along: [-32, 38], across: [-22, 24] },
  /**
   * A warm or cool light moves the skin along the line, as a darker or lighter skin would, and
   * moves the scene around the face (its grey world: hair, neck, clothes, what is behind) the same
   * way, which skin tone does not (decision 048). A cast is refused when both agree: the skin more
   * than `skinAlong` from the line's centre and the scene more than `sceneAlong` from neutral along
   * the same direction, on the same side. The 42 portraits' scenes read -19 to +18 (median -6:
   * their backdrops are bluish). Tungsten light (red 1.6, blue 0.45) is then refused as a cast on
   * 40 of them (before: 22), blue light (red 0.65, blue 1.6) on 37 (before: 11), a light 5 % warmer
   * or cooler on none. On 781 portraits a light 5 % off white is refused by this rule on 7 of 3,124
   * copies (4 where a blue backdrop meets a light skin, 3 before warm scenes); a scene limit far
   * enough out to measure them lets 47 coloured lights through (decision 071).
   */
  castAgreement: { skinAlong: 8, sceneAlong: 22 },
  /**
   * A light's colour moves three things by the same amount: the skin, the scene around the face
   * and the whites of the eyes; skin tone moves only the first, the clothes and the wall only the
   * second, lashes and vessels only the third (decision 059). Where all three moved the same way
   * (the skin from the line's centre, the scene from neutral, the sclera from the reference
   * sclera), their sum along or across the skin-tone line tells a light that each alone leaves
   * within what faces, rooms and eyes show. On the 100 portraits and their mild changes of light
   * the sums read -41 to 91 along and -24 to 73 across (a rosy face in a red jacket whose eyes
   * read pink too); the limits sit past them by at least what a 5 % change of white balance
   * moves a sum.
   */
  castWitnesses: { cool: -46, warm: 95, green: -44, pink: 84 },
} as const;

/**
 * A JPEG block grid too strong to measure through. It is read on the photo's own pixels around the
 * nose and cheeks, where a grid shows whether or not the mesh settled on the features, so it may
 * also be judged before the fit check (decision 049, second addendum).
 */
export function compressionRefusal(
  blockiness: number,
  limit: number = TRACE_THRESHOLDS.maxBlockiness,
): QualityRefusal | null {
  if (blockiness <= limit) return null;
  return {
    reason: 'too_compressed',
    detail: `JPEG block grid ${blockiness.toFixed(2)} times the detail between, at most ${limit}`,
  };
}

/** Refusals read from the camera's traces: compression, blur (shake included), grain, a beauty filter, a colour cast. */
export function traceRefusal(traces: CameraTraces): QualityRefusal | null {
  const t = TRACE_THRESHOLDS;
  const compressed = compressionRefusal(traces.blockiness);
  if (compressed) return compressed;
  const blur = Math.max(traces.edgeBlurMm.x, traces.edgeBlurMm.y);
  if (blur > t.maxEdgeBlurMm && blur * traces.photoPxPerMm > t.minBlurPx) {
    const shake = traces.edgeBlurMm.x > 1.5 * traces.edgeBlurMm.y || traces.edgeBlurMm.y > 1.5 * traces.edgeBlurMm.x;
    return {
      reason: 'too_blurry',
      detail: `edges ${blur.toFixed(2)} mm wide${shake ? ' in one direction (camera shake)' : ''}, at most ${t.maxEdgeBlurMm}`,
    };
  }
  if (traces.grainL > t.maxGrainL) {
    return {
      reason: 'too_grainy',
      detail: `grain of ${traces.grainL.toFixed(2)} L* on the skin, at most ${t.maxGrainL}: it hides faint dark spots`,
    };
  }
  // Smooth skin means a filter only where the eyes are sharp enough to tell it from a soft photo.
  if (eyesTellAFilter(traces)) {
    if (traces.skinDetail < t.minSkinDetail) {
      return {
        reason: 'filtered',
        detail: `skin detail ${traces.skinDetail.toFixed(2)} of the eyes', at least ${t.minSkinDetail}: smoothed skin`,
      };
    }
    if (traces.skinFinestShare < t.minSkinFinestShare) {
      return {
        reason: 'filtered',
        detail: `skin's finest detail ${traces.skinFinestShare.toFixed(2)} of the eyes' share, at least ${t.minSkinFinestShare}: smoothed skin`,
      };
    }
  }
  const { centre, along, across } = t.skinLocus;
  const skin = onSkinLine(traces.chroma, centre);
  if (skin.along < along[0] || skin.along > along[1] || skin.across < across[0] || skin.across > across[1]) {
    return {
      reason: 'colour_cast',
      detail: `skin colour ${skin.along.toFixed(0)} along and ${skin.across.toFixed(0)} across the skin-tone line: outside every skin tone, a coloured light`,
    };
  }
  const agree = t.castAgreement;
  const scene = traces.photoChroma && onSkinLine(traces.photoChroma);
  const sceneAlong = scene ? scene.along : 0;
  if (
    Math.abs(skin.along) > agree.skinAlong &&
    Math.abs(sceneAlong) > agree.sceneAlong &&
    skin.along * sceneAlong > 0
  ) {
    return {
      reason: 'colour_cast',
      detail: `skin ${skin.along.toFixed(0)} and the scene around the face ${sceneAlong.toFixed(0)} along the skin-tone line: a ${skin.along > 0 ? 'warm' : 'cool'} light`,
    };
  }
  const sclera = traces.scleraChroma && onSkinLine(traces.scleraChroma);
  const light = scene && sclera && threeWitnesses([skin, scene, sclera]);
  if (light) {
    return {
      reason: 'colour_cast',
      detail: `skin, scene and the whites of the eyes all moved, together ${light.along.toFixed(0)} along and ${light.across.toFixed(0)} across the skin-tone line: a ${light.colour} light`,
    };
  }
  return null;
}

/** A colour's place against the skin-tone line: along it and across it, from `origin`. */
export function onSkinLine(
  colour: { redGreen: number; blueGreen: number },
  origin: readonly [number, number] = [0, 0],
): { along: number; across: number } {
  const { direction } = TRACE_THRESHOLDS.skinLocus;
  const dr = colour.redGreen - origin[0];
  const db = colour.blueGreen - origin[1];
  return { along: dr * direction[0] + db * direction[1], across: -dr * direction[1] + db * direction[0] };
}

/**
 * The light's colour where the skin, the scene and the sclera (their places against the
 * skin-tone line) all moved the same way and their sum is beyond `castWitnesses`.
 */
function threeWitnesses(witnesses: readonly { along: number; across: number }[]) {
  const w = TRACE_THRESHOLDS.castWitnesses;
  const along = witnesses.map((p) => p.along);
  const across = witnesses.map((p) => p.across);
  const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
  const allBelow = (values: readonly number[], limit: number) => values.every((v) => v < 0) && sum(values) < limit;
  const allAbove = (values: readonly number[], limit: number) => values.every((v) => v > 0) && sum(values) > limit;
  const lights = [
    ['cool', allBelow(along, w.cool)],
    ['warm', allAbove(along, w.warm)],
    ['green', allBelow(across, w.green)],
    ['pink', allAbove(across, w.pink)],
  ] as const;
  const colour = lights.find(([, moved]) => moved)?.[0];
  return colour ? { colour, along: sum(along), across: sum(across) } : null;
}

/**
 * Whether the skin's texture in the photo is the skin's own: where the eyes are sharp enough to
 * tell a filter, the gate judged the skin's detail by its shape as well (decision 047) and refused
 * a filter, so what it let through is the skin as it is, however smooth; where they are not, skin
 * smoother than `textureNeedsSkinDetail` may be smoothed.
 */
export function skinShowsTexture(traces: CameraTraces): boolean {
  return eyesTellAFilter(traces) || traces.skinDetail >= TRACE_THRESHOLDS.textureNeedsSkinDetail;
}

/** Whether the eyes' edges are sharp enough for smooth skin to mean a filter rather than a soft photo. */
function eyesTellAFilter(traces: CameraTraces): boolean {
  return Math.max(traces.edgeBlurMm.x, traces.edgeBlurMm.y) <= TRACE_THRESHOLDS.filterNeedsEdgeMm;
}

/** 1 when `value` is at `comfortable` or beyond, 0 at `limit`, linear between. */
function clearance(value: number, limit: number, comfortable: number): number {
  return Math.min(1, Math.max(0, (value - limit) / (comfortable - limit)));
}

/** How much each kind of measurement can be trusted, 0-1 (decision 021). */
export interface ConfidenceByKind {
  /** Colour (redness, pigmentation, shine, tone): exposure, even light, and how well the light's colour was read. */
  colour: number;
  /** Texture (pores, fine lines, roughness): resolution in pixels per millimetre, and focus. 0 when none is measurable. */
  texture: number;
  /** Geometry (where the regions lie, so dark circles and the under-eye): pose and the face's size in pixels. */
  geometry: number;
}

/**
 * Colour confidence of the light read from the sclera (illuminant.ts): a cast corrected with full
 * trust costs nothing; a photo whose light could not be read, or only partly trusted, is measured
 * (partly) as the camera recorded it, which auto white balance usually gets close, but not always.
 */
export const UNREAD_LIGHT_CONFIDENCE = 0.6;

/**
 * How much to trust each kind of measurement, 0-1: the smallest clearance from each refusal
 * threshold that concerns it. Texture needs the photo to resolve the detail it reads
 * (`texture.pxPerMm`: the effective pixels per mm, against the finest measured kind's minimum),
 * half again above the minimum for full trust. The engine weighs each area's photo evidence by
 * the confidence of its kind.
 */
export function confidenceByKind(
  face: FaceGeometry,
  exposure: SkinExposure,
  sharpness: number,
  light: { trust: number } | null,
  texture: { pxPerMm: number; minPxPerMm: number } | null,
): ConfidenceByKind {
  const t = QUALITY_THRESHOLDS;
  const lightConfidence = light
    ? UNREAD_LIGHT_CONFIDENCE + (1 - UNREAD_LIGHT_CONFIDENCE) * light.trust
    : UNREAD_LIGHT_CONFIDENCE;
  return {
    colour: Math.min(
      lightConfidence,
      // Half trust where shine stops being measured, none at the refusal.
      clearance(t.maxCheekStops - exposure.cheekDifferenceStops, 0, 2 * (t.maxCheekStops - t.maxCheekStopsForShine)),
      clearance(exposure.skinMedianL, t.minSkinLightness, t.minSkinLightness + 10),
      clearance(t.maxSkinLightness - exposure.skinMedianL, 0, 5),
      clearance(t.maxClippedPercent - exposure.clippedPercent, 0, t.maxClippedPercent / 2),
    ),
    texture: texture
      ? Math.min(
          clearance(texture.pxPerMm, texture.minPxPerMm * 0.9, texture.minPxPerMm * 1.5),
          clearance(sharpness, t.minSharpness, t.minSharpness * 1.6),
        )
      : 0,
    geometry: Math.min(
      clearance(face.eyeSpanPx, t.minEyeSpanPx, (2 * MEASUREMENT_EYE_SPAN) / 3),
      clearance(t.maxYawDeg - Math.abs(face.yawDeg), 0, t.maxYawDeg / 2),
      clearance(t.maxPitchDeg - Math.abs(face.pitchDeg), 0, t.maxPitchDeg / 2),
    ),
  };
}

/**
 * How far one texture kind's score can be trusted, 0-1 (decision 075): from none at the pixels
 * per mm it needs (`minPxPerMm`, where it passes from "not measurable" to measured) to full trust
 * at twice that, and the photo's focus. None at the threshold, so that a photo at a kind's limit,
 * measured in one copy and not in the next, weighs nothing either way; full only at twice it,
 * because the resolution read from the eyes' edges moves by up to a quarter between two copies
 * of a photo (JPEG 85 took frll 114 from 2.23 to 2.84 px per mm), and the weight with it.
 */
export function textureKindConfidence(pxPerMm: number, minPxPerMm: number, sharpness: number): number {
  const t = QUALITY_THRESHOLDS;
  return Math.min(
    clearance(pxPerMm, minPxPerMm, minPxPerMm * 2),
    clearance(sharpness, t.minSharpness, t.minSharpness * 1.6),
  );
}

/** The photo's overall confidence: the lowest of the kinds it measured (texture only if any was measurable). */
export function overallConfidence(kinds: ConfidenceByKind, textureMeasured: boolean): number {
  return Math.min(kinds.colour, kinds.geometry, textureMeasured ? kinds.texture : 1);
}
