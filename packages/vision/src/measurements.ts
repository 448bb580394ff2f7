/**
 * The named skin measurements, computed on the face crop at the measurement scale (MEASUREMENT_EYE_SPAN
 * pixels between the outer eye corners, so about 0.45 mm a pixel on an adult face whatever the
 * photo's resolution). Filter sizes are therefore in face units, and the same face photographed
 * closer or farther gives the same numbers as long as the camera resolved the detail.
 */
import { stopsBetween } from '@skinsight/shared/photo-quality';
import {
  chromaAndHue,
  ERYTHEMA_PER_DENSITY,
  HAEMOGLOBIN_DENSITY,
  individualTypologyAngle,
  labToLinearRgb,
  linearRgbToLab,
  type LabImage,
} from './colour.ts';
import {
  connectedComponents,
  copyPlane,
  countMask,
  dilate,
  erode,
  fillWithQuadratic,
  blurFrom,
  linearTrendWithin,
  maskedBlur,
  maskWeightsFor,
  median,
  newMask,
  newPlane,
  maskedPercentile,
  rms,
  robustSpread,
  subtractMask,
  trimmedMean,
  unionMasks,
  type Mask,
} from './raster.ts';
import type { SkinExposure } from './quality.ts';
import type { SkinRegionId } from './regions.ts';
import type { FocusScoreId } from './focus-score-ids.ts';

export { MEASUREMENT_EYE_SPAN } from './measurement-scale.ts';

export type MeasurementRegion =
  SkinRegionId | 'cheeks' | 'under_eyes' | 'eye_corners' | 't_zone' | 'u_zone' | 'all_skin';

export type MeasurementUnit =
  'L*' | 'a*' | 'b*' | 'C*' | 'ΔL*' | 'Δb*' | 'ΔE*ab' | '°' | '%' | 'count' | 'ratio' | 'EI';

interface MeasurementDefinition {
  unit: MeasurementUnit;
  region: MeasurementRegion;
  description: string;
}

/**
 * Every measurement we report, in report order. The ids are stable: a change of meaning gets a new
 * id and a VISION_VERSION bump, so stored results stay comparable.
 */
export const MEASUREMENT_DEFINITIONS = {
  skin_lightness_l_star: {
    unit: 'L*',
    region: 'cheeks',
    description: 'Skin lightness: median CIELAB L* of both cheeks (0 black, 100 white).',
  },
  skin_yellowness_b_star: {
    unit: 'b*',
    region: 'cheeks',
    description: 'Skin yellowness: median CIELAB b* of both cheeks.',
  },
  skin_chroma_c_star: {
    unit: 'C*',
    region: 'cheeks',
    description: 'Colour saturation of the skin: median CIELAB chroma of both cheeks.',
  },
  ita_degrees: {
    unit: '°',
    region: 'cheeks',
    description: 'Individual Typology Angle atan((L* − 50) / b*) of the cheeks: skin tone, higher is lighter.',
  },
  redness_a_star_cheeks: {
    unit: 'a*',
    region: 'cheeks',
    description: 'Redness: median CIELAB a* (green − to red +) of both cheeks.',
  },
  redness_a_star_forehead: {
    unit: 'a*',
    region: 'forehead',
    description: 'Redness: median CIELAB a* of the forehead.',
  },
  redness_a_star_nose: { unit: 'a*', region: 'nose', description: 'Redness: median CIELAB a* of the nose.' },
  redness_a_star_chin: { unit: 'a*', region: 'chin', description: 'Redness: median CIELAB a* of the chin.' },
  erythema_index_cheeks: {
    unit: 'EI',
    region: 'cheeks',
    description:
      'Erythema index 100·log10(red / green) of linear-light cheek colour (after Dawson et al.); unaffected by overall brightness.',
  },
  erythema_contrast_cheeks: {
    unit: 'EI',
    region: 'cheeks',
    description:
      "How much redder the cheeks are than the face's calmest skin: the cheeks' mean erythema index (middle 80 % of their skin) above the mean of the face's 15th-45th percentile, with highlights filled in from the skin around them; unaffected by the light's colour and brightness.",
  },
  red_area_cheeks_percent: {
    unit: '%',
    region: 'cheeks',
    description:
      'Flushed or blotchy patches: share of the cheeks whose 2 mm-smoothed erythema index exceeds the calmest skin of the face by 4.5 (counted in part) to 10.5 or more (counted fully).',
  },
  tone_unevenness_delta_e: {
    unit: 'ΔE*ab',
    region: 'all_skin',
    description:
      'Blotchiness: RMS colour difference between 2 mm and 8 mm smoothing, over forehead, cheeks and chin, as it would show on skin of L* 65 (the same pigment shows less ΔE on darker skin).',
  },
  tone_lightness_variation: {
    unit: 'ΔL*',
    region: 'all_skin',
    description:
      'Mottled pigmentation: RMS lightness difference between 2 mm and 8 mm smoothing, over forehead, cheeks and chin, as it would show on skin of L* 65.',
  },
  dark_spot_count: {
    unit: 'count',
    region: 'all_skin',
    description:
      'Dark spots (freckles, sun spots, marks): blobs of about 1 to 60 mm² whose darkest point is at least 5 L* below the skin around them (as on skin of L* 65), on forehead, nose, cheeks and chin.',
  },
  dark_spot_area_percent: {
    unit: '%',
    region: 'all_skin',
    description:
      'Share of the skin covered by dark spots, each pixel weighted by how much darker it is, as it would show on skin of L* 65 (3 L* counts nothing, 7 L* or more counts fully); blobs larger than 60 mm² or longer than three times their width count less, up to twice those limits.',
  },
  dark_spot_contrast: {
    unit: 'ΔL*',
    region: 'all_skin',
    description:
      'How much darker the spot pixels are than the skin around them, as on skin of L* 65, on average (0 when there are none).',
  },
  texture_roughness: {
    unit: 'ΔL*',
    region: 'all_skin',
    description:
      'Texture: robust spread of lightness variation at the 1-3 mm scale (bumps, flaking, unevenness) over forehead, cheeks and chin, against the local slope of the light, as it would show on skin of L* 65, dark spots and glare left out.',
  },
  pore_visibility_cheeks: {
    unit: 'ΔL*',
    region: 'cheeks',
    description:
      'Pore visibility: robust spread of lightness variation between blurs of about 0.5 and 1 mm on the cheeks, as it would show on skin of L* 65, dark spots left out.',
  },
  pore_visibility_nose: {
    unit: 'ΔL*',
    region: 'nose',
    description:
      'Pore visibility: robust spread of lightness variation between blurs of about 0.5 and 1 mm on the nose, as it would show on skin of L* 65, dark spots left out.',
  },
  shine_t_zone_percent: {
    unit: '%',
    region: 't_zone',
    description:
      'Shine: share of forehead, nose and chin covered by specular highlights: areas 4-14 % lighter and 1.5-8 erythema index less red than the skin within about 8 mm around them, weighted by how clearly they are both.',
  },
  shine_u_zone_percent: {
    unit: '%',
    region: 'u_zone',
    description: 'Shine: share of the cheeks covered by specular highlights, weighted as for the T-zone.',
  },
  shine_t_to_u_ratio: {
    unit: 'ratio',
    region: 'all_skin',
    description:
      'T-zone shine against cheek shine, (T + 1) / (U + 1): above 2 the T-zone is much oilier than the cheeks.',
  },
  dark_circles_delta_l_star: {
    unit: 'ΔL*',
    region: 'under_eyes',
    description:
      'Dark circles: how much darker the skin under the eyes is than the cheek below it, as it would show beside a cheek of L* 65, lines, lashes and dots narrower than about 3 mm filled from the skin beside them, and the blood the cheek has more than the under-eye (a flush) taken out of it (mean of both sides).',
  },
  dark_circles_delta_l_star_left: {
    unit: 'ΔL*',
    region: 'under_eye_left',
    description: 'Dark circle under the left eye: cheek L* minus under-eye L*, as beside a cheek of L* 65.',
  },
  dark_circles_delta_l_star_right: {
    unit: 'ΔL*',
    region: 'under_eye_right',
    description: 'Dark circle under the right eye: cheek L* minus under-eye L*, as beside a cheek of L* 65.',
  },
  under_eye_delta_b_star: {
    unit: 'Δb*',
    region: 'under_eyes',
    description: 'Bluish or purplish tint under the eyes: cheek b* minus under-eye b* (vascular dark circles).',
  },
  line_density_forehead: {
    unit: '%',
    region: 'forehead',
    description:
      'Lines: share of the forehead on a dark crease about 1 mm wide (Hessian valley filter on lightness; strength 1 counts in part, 3 or more fully).',
  },
  line_density_eye_corners: {
    unit: '%',
    region: 'eye_corners',
    description: "Lines: share of the skin beside the outer eye corners on a dark crease (crow's feet).",
  },
  line_density_under_eyes: {
    unit: '%',
    region: 'under_eyes',
    description: 'Lines: share of the skin under the eyes on a dark crease.',
  },
} as const satisfies Record<string, MeasurementDefinition>;

export type MeasurementId = keyof typeof MEASUREMENT_DEFINITIONS;

export interface Measurement {
  id: MeasurementId;
  value: number;
  unit: MeasurementUnit;
  region: MeasurementRegion;
  description: string;
}

export type MeasurementValues = Record<MeasurementId, number>;

export type RegionMasks = Record<SkinRegionId, Mask>;

// Gaussian filter scales (sigma) in crop pixels of about 0.45 mm.
const SIGMA_NOISE = 1; // spots are found after smoothing away single-pixel noise
const SIGMA_FINE = 2.2; // ≈ 1 mm: below it pores, above it texture
const SIGMA_PORE_FLOOR = 1.2; // ≈ 0.55 mm: pores are read from here up to SIGMA_FINE, not at the crop's finest pixel
const SIGMA_TEXTURE = 6; // ≈ 2.7 mm: the coarse end of texture
const SIGMA_TONE = 4.5; // ≈ 2 mm: colour as the eye sees patches
const SIGMA_TONE_BACKGROUND = 18; // ≈ 8 mm: the surroundings that shading and light falloff share
const SIGMA_SPOT_BACKGROUND = 9; // ≈ 4 mm: a spot is judged against the skin just around it
const SIGMA_LINE = 2; // ≈ 0.9 mm: the width of a fine line

// Soft thresholds (from, to): a pixel counts 0 below `from`, fully above `to`, linearly between,
// so that a pixel near a threshold cannot flip a count between two photos of the same face.
const SPOT_DEPTH: Ramp = [3, 7];
const SPOT_COUNT_MIN_PEAK = 5;
/**
 * Grain (sensor noise, a dark room) makes blobs as deep as faint spots: the spot depths above are
 * raised to at least this many times the robust spread of the finest detail (lightness minus its
 * blur at SIGMA_NOISE). Well-lit portraits spread 0.2-1.4 L* there (one textured face 2.2), so
 * they are judged as before; grain of sigma 32 on 0-255 spreads 2.7-5.9. On the 42 portraits,
 * that grain moved pigmentation by more than 5 points on 37 faces, and by more than 5 on 5 with
 * the floor (median -9.7 then, +0.7 now). The floor hides faint spots as it rises: past
 * `TRACE_THRESHOLDS.maxGrainL` (quality.ts) the photo is refused as too grainy (decision 051).
 */
const SPOT_GRAIN_DEPTHS = 1.6;
const SPOT_MIN_AREA = 5;
const SPOT_MAX_AREA = 300;
/** Longest over shortest axis above which a dark blob is a line (hair, lashes, a crease), not a spot. */
const SPOT_MAX_ELONGATION = 3;
const LINE_STRENGTH: Ramp = [1, 3];
/**
 * Pixels not hair-like in a row (about 1.3 mm) where the forehead's skin starts below a fringe or
 * above the brows, and the pixels beside the hair left out with it (`foreheadClearOfHair`).
 */
const HAIR_CLEAR_RUN = 3;
const HAIR_EDGE = 2;
/** Below this share of the typical skin's light (about 20 L* darker on skin of L* 65), a pixel is hair-like. */
const HAIR_LIGHT_SHARE = 0.45;
/** Columns each side whose cuts a column's cut is compared with (about 3 mm). */
const HAIR_PROFILE_HALF = 3;
/**
 * Grain makes creases of every pixel: the line ramp starts no lower than this many times the 75th
 * percentile of the skin's crease strength. That percentile is 0.12-0.83 on the 42 portraits
 * (median 0.22) and 0.9 on Grace Hopper's grainy print, so the ramp rises on ten of the portraits
 * (by up to 1.5) and on her print (1.7); grain of sigma 32 on 0-255 takes it to 0.8-1.2, where
 * creases of noise, left out of the under-eyes, moved dark circles by more than 5 on 13 faces.
 */
const LINE_GRAIN_FACTOR = 3;
/**
 * How far grain may raise the line strength ramp's start (`LINE_STRENGTH[0]`, as counted on skin
 * of RELATIVE_TO_L) before lines are hidden by it and "not measurable" (decision 075): the grain's
 * floor then rises over the faint lines a face has, and a grainier copy reads smoother. On the 34
 * London faces as taken it rises by at most 0.49 (a dark face), under grain of sigma 8 by at most
 * 0.56; under sigma 16 by up to 0.83, where frll 042's fine lines read 86 against 75.
 */
export const LINES_HIDDEN_BY_GRAIN_RISE = 0.6;
/**
 * Erythema index above the face's calmest skin that counts as a red patch (partly from the first,
 * fully from the second): about 3 to 7 a* on light skin, where the index runs at about 1.5 per unit of a*.
 */
const RED_ABOVE_CALM: Ramp = [4.5, 10.5];
/**
 * The face's calmest part, as the mean of its 15th-45th percentile band; the cheeks as their
 * middle 80 %. (10th-40th before the glare was filled in: decision 046.)
 */
const CALM_BAND = [15, 45] as const;
const CHEEK_BAND = [10, 90] as const;
/**
 * The lightness of the under-eye and of the cheek it is compared with, as the mean of the middle
 * half of their skin (decision 045): a median is one pixel's value, and on the 42 portraits it
 * moved dark circles by up to 0.7 L* between two photos of one face (E000290, 4.7 points) where
 * the middle half moves by 0.55 at most.
 */
const CIRCLE_BAND = [25, 75] as const;
/**
 * The disk (measurement pixels, about 1.4 mm) of the grey-level closing the under-eye and its
 * cheek are read through (decision 052): a crease, a lash or a spot narrower than about 3 mm is
 * filled from the skin beside it. With it, the fidelity benchmark's drawn creases move dark circles
 * by more than 5 points on 3 of the 42 portraits (15 with vision 1.21.0).
 */
const CIRCLE_CLOSING_PX = 3;
/**
 * The highlight strength (`findHighlights`, 0-1) past which a cheek's pixel is the lamp's sheen
 * rather than its skin, for dark circles (decision 076): the soft rim of a glint lifts the skin
 * beside it without passing the glare's own bar, and as skin it read the cheek lighter than it is.
 * At 0.15 the fidelity benchmark's glints move dark circles by more than 5 points on 5 of the 34
 * London faces; with the glare alone filled, 15; left out, as before, 12.
 */
const CIRCLE_HALO = 0.15;
const SHINE_BRIGHTER: Ramp = [0.04, 0.14];
const SHINE_WHITER: Ramp = [1.5, 8];
/**
 * A pixel more than half a highlight (by the ramps above) is glare: left out of colour, tone,
 * texture, lines and the circles, and filled in for redness (a pixel partly highlight, partly).
 */
const GLARE_SHINE = 0.5;
/**
 * The share of the nose's skin left clear of glare and spots below which its pores are read partly
 * (linearly down to none at the lower end) as the cheeks' (decision 074).
 */
const NOSE_READABLE = [0.25, 0.5] as const;
/**
 * How much more a nose's pores are taken to show than its cheeks' where the glare hides the nose:
 * read as the cheeks' pores times this, not as the cheeks' own. Noses show more (the median ratio
 * is 1.37 on the 34 London portraits, 1.43 on the 68 held out, 1.0-1.8 between the 10th and 90th
 * percentile), and a shiny nose read as the cheeks read as finer pores, by up to 12.5 points. Of
 * 1.0, 1.2 and 1.4, 1.2 leaves glints moving pores by more than 5 on the fewest faces (7, 8 and
 * 10 of 34): the cheeks left beside the glare read a little lower too (decision 077).
 */
const NOSE_PORES_PER_CHEEK = 1.2;
/** How far (crop pixels, about 1.4 mm) a glare's rim is taken out of pores and lines, by a weight falling with the distance (decision 074). */
const GLARE_RIM_PX = 3;
/**
 * Glare told by its colour, for redness (decision 057) and, where it is wholly glare by both ramps,
 * for texture (decision 058): a reflection adds the lamp's white to the
 * skin, which raises the skin's blue against its red towards 1 (linear light, the light's colour
 * corrected). A pixel counts as glare from the first share of the way from the face's typical
 * ratio to white, fully from the second, and only where it is lighter than the face's typical skin
 * (by 0 to GLARE_LIGHTER_L L*): grey hair and glasses are whiter than skin too, but not lighter.
 */
const GLARE_WHITER: Ramp = [0.2, 0.45];
const GLARE_LIGHTER_L: Ramp = [0, 5];

type Ramp = readonly [from: number, to: number];

/**
 * Pigment darkens skin by a share of its light, not by a fixed amount: the same melanin, or the
 * same unevenness, lowers L* by about (L* + 16) times that share (L* is a cube root of
 * luminance), so on skin of L* 35 it shows about 0.6 times the depth it shows on skin of L* 65.
 * Spot depths and tone differences are read as they would show on skin of this lightness, so that
 * a spot counts the same on dark skin as on light (issue 17, decision 041); the exposure of the
 * photo cancels the same way. L* 65 is about the face set's median, whose readings stay where they were.
 */
const RELATIVE_TO_L = 65;

/** The factor that reads a lightness or colour difference on skin of lightness `l` as on skin of RELATIVE_TO_L. */
function relativeGain(l: number): number {
  // Below L* 8 L* is no longer a cube root (it turns linear), and nothing there is skin.
  return (RELATIVE_TO_L + 16) / (Math.max(l, 8) + 16);
}

function ramp(value: number, range: Ramp): number {
  // Indexing, not destructuring: this runs for every pixel, and array destructuring allocates an iterator.
  const from = range[0];
  const to = range[1];
  if (value <= from) return 0;
  if (value >= to) return 1;
  return (value - from) / (to - from);
}

/** Two decimals are finer than any measurement is repeatable; a region left empty reports 0. */
function round(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * The measurements that serve one score only, which a photo may not be able to measure: the
 * texture kinds (detail the photo must resolve, ruler.ts) and shine (not under side light).
 */
export const MEASUREMENT_SCORE: Partial<Record<MeasurementId, FocusScoreId>> = {
  pore_visibility_cheeks: 'pores',
  pore_visibility_nose: 'pores',
  line_density_forehead: 'fine_lines',
  line_density_eye_corners: 'fine_lines',
  line_density_under_eyes: 'fine_lines',
  texture_roughness: 'texture',
  shine_t_zone_percent: 'shine',
  shine_u_zone_percent: 'shine',
  shine_t_to_u_ratio: 'shine',
};

/** The measurements, without those of the scores the photo could not measure. */
export function measurementList(
  values: MeasurementValues,
  measured: (score: FocusScoreId) => boolean = () => true,
): Measurement[] {
  const shown = (id: MeasurementId) => {
    const score = MEASUREMENT_SCORE[id];
    return score === undefined || measured(score);
  };
  return (Object.keys(MEASUREMENT_DEFINITIONS) as MeasurementId[]).filter(shown).map((id) => {
    const definition: MeasurementDefinition = MEASUREMENT_DEFINITIONS[id];
    return {
      id,
      value: round(values[id], 2),
      unit: definition.unit,
      region: definition.region,
      description: definition.description,
    };
  });
}

function hypot(x: number, y: number, z = 0): number {
  return Math.sqrt(x * x + y * y + z * z);
}

function subtract(a: Float32Array, b: Float32Array): Float32Array {
  const out = newPlane(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! - b[i]!;
  return out;
}

/** Mean of a 0-1 weight plane under a mask, in percent. */
function sharePercent(weight: Float32Array | Uint8Array, mask: Mask): number {
  let hit = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    n++;
    hit += weight[i]!;
  }
  return n === 0 ? 0 : (100 * hit) / n;
}

/**
 * Valley strength of a dark crease at scale `sigma`: the larger Hessian eigenvalue (curvature
 * across the crease) minus the magnitude of the smaller one (curvature along it), scale-normalised.
 * A round spot curves equally both ways and scores near 0; a straight crease scores high.
 */
function creaseStrength(smoothed: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const out = newPlane(smoothed.length);
  const s2 = sigma * sigma;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const c = smoothed[i]!;
      const lxx = smoothed[i - 1]! - 2 * c + smoothed[i + 1]!;
      const lyy = smoothed[i - width]! - 2 * c + smoothed[i + width]!;
      const lxy =
        (smoothed[i + width + 1]! - smoothed[i + width - 1]! - smoothed[i - width + 1]! + smoothed[i - width - 1]!) / 4;
      const half = (lxx + lyy) / 2;
      const root = Math.sqrt(((lxx - lyy) / 2) ** 2 + lxy * lxy);
      const major = half + root;
      const minor = half - root;
      out[i] = major > 0 ? s2 * Math.max(0, major - Math.abs(minor)) : 0;
    }
  }
  return out;
}

export interface MeasurementContext {
  lab: LabImage;
  masks: RegionMasks;
  /**
   * Blur (sigma, crop pixels) added before texture, shine and dark spots are measured, so that the
   * photo's own blur and this one make the same total on every photo (ruler.ts TEXTURE_BLUR_MM);
   * 0 adds none.
   */
  textureBlurPx?: number;
  /**
   * The cheeks the under-eyes are compared with for dark circles, placed on the same mesh as the
   * under-eyes (decision 040); the regions' own cheeks when not given.
   */
  circleCheeks?: { left: Mask; right: Mask };
}

/**
 * The pixels of a region that are skin (decision 021): within 20 L* of the face's typical skin
 * lightness (darker is hair, brows, beard, lashes or deep shadow; lighter is glare), at least 45 %
 * of its chroma (greyer is hair, glasses, background), and within 25° of its hue. The region's
 * outline comes from the mesh, which moves by a pixel or two between two photos of one face; at
 * its edges that takes in or leaves out a strand of hair or a lash line, which this leaves out.
 */
export const SKIN_PIXEL = { belowL: 20, aboveL: 20, minChromaShare: 0.45, maxHueDeg: 25 } as const;
/**
 * For dark spots, pigment darker than the skin is the measurement: only what is darker than any
 * spot (hair and lashes on light skin, 35 L* and more) or greyer or off-hue is left out.
 */
export const SPOT_PIXEL_BELOW_L = 35;

/**
 * The skin colour the face's own typical skin is mapped to before its pixels are told by hue and
 * chroma: about the median cheek of the 42 portraits (L* 63, a* 20, b* 20), a little less red.
 */
const TYPICAL_SKIN_LINEAR = labToLinearRgb([63, 18, 20]);

/**
 * The face's typical skin (median lightness, chroma and hue of `reference`), to tell skin pixels by.
 * Hue and chroma are read after the light's colour is taken out by the skin itself: each channel
 * of linear light is scaled so that the median of the reference's calmer half becomes typical skin
 * of the same luminance. A colour cast the light correction did not catch (no sclera to read it by) scales a
 * channel of every pixel alike, so it changes no pixel's verdict. Read on the photo's own colours,
 * a 5 % warmer light took hue-edge pixels of a ruddy cheek in or out of the skin and moved its
 * redness by 3-6 points (issue 17, decision 041).
 */
function skinReference(lab: LabImage, erythema: Float32Array, reference: Mask) {
  // The light is read on the calmer half of the skin (erythema index at or below its median, an
  // order that a cast does not change): a flush on the cheeks is then not taken for a warm light
  // and corrected away. Read on all of it, the strongest drawn flush raised redness less than a
  // milder one on some faces.
  const calmLimit = median(erythema, reference);
  const calm = newMask(reference.length);
  for (let i = 0; i < calm.length; i++) calm[i] = reference[i] && erythema[i]! <= calmLimit ? 1 : 0;
  const own = [median(lab.redLinear, calm), median(lab.greenLinear, calm), median(lab.blueLinear, calm)];
  const luminance = ([r, g, b]: readonly number[]) => 0.2126729 * r! + 0.7151522 * g! + 0.072175 * b!;
  const scale = luminance(own) / luminance(TYPICAL_SKIN_LINEAR);
  const gains = [0, 1, 2].map((c) => (scale * TYPICAL_SKIN_LINEAR[c]!) / Math.max(own[c]!, 1e-4)) as [
    number,
    number,
    number,
  ];
  const { chroma, hue } = chromaAndHue(lab, gains);
  return { lab, chroma, hue, l: median(lab.l, reference), c: median(chroma, reference), h: median(hue, reference) };
}

/** Whether pixel `i` has the chroma and hue of skin by `reference` (SKIN_PIXEL), whatever its lightness. */
function skinColoured(ref: ReturnType<typeof skinReference>, i: number): boolean {
  return ref.chroma[i]! >= SKIN_PIXEL.minChromaShare * ref.c && Math.abs(ref.hue[i]! - ref.h) <= SKIN_PIXEL.maxHueDeg;
}

/** The skin pixels by `reference`, leaving out what is more than `belowL` darker than it. */
function skinPixels(ref: ReturnType<typeof skinReference>, belowL: number = SKIN_PIXEL.belowL): Mask {
  const { lab } = ref;
  const skin = newMask(ref.hue.length);
  for (let i = 0; i < skin.length; i++) {
    const li = lab.l[i]!;
    skin[i] = li > ref.l - belowL && li < ref.l + SKIN_PIXEL.aboveL && skinColoured(ref, i) ? 1 : 0;
  }
  return skin;
}

/**
 * The skin of a region, or the whole region when less than a third of it passes (a full beard,
 * heavy make-up); either way without the pixels in `never`, which are not counted in the region
 * either (decision 054: glare is the lamp's light, however much of a cheek it covers).
 */
function skinOf(region: Mask, skin: Mask, never?: Mask): Mask {
  const out = newMask(region.length);
  let inRegion = 0;
  let kept = 0;
  for (let i = 0; i < region.length; i++) {
    if (!region[i] || never?.[i]) continue;
    inRegion++;
    if (skin[i]) {
      out[i] = 1;
      kept++;
    }
  }
  if (kept * 3 >= inRegion) return out;
  return never ? subtractMask(region, never) : region;
}

/** Longest over shortest axis of a blob (from its second moments): 1 for a disc, large for a line. */
function elongation(pixels: readonly number[], width: number): number {
  let sx = 0;
  let sy = 0;
  for (const i of pixels) {
    sx += i % width;
    sy += Math.floor(i / width);
  }
  const mx = sx / pixels.length;
  const my = sy / pixels.length;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const i of pixels) {
    const dx = (i % width) - mx;
    const dy = Math.floor(i / width) - my;
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
  }
  const half = (xx + yy) / 2;
  const root = Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy);
  return Math.sqrt((half + root) / Math.max(half - root, 1e-6 * pixels.length));
}

/** The unions of regions the measurements read, in crop pixels. */
function skinAreas(masks: RegionMasks, width: number, height: number) {
  const mainSkin = unionMasks([masks.forehead, masks.cheek_left, masks.cheek_right, masks.chin, masks.nose]);
  const underEyes = unionMasks([masks.under_eye_left, masks.under_eye_right]);
  const eyeCorners = unionMasks([masks.eye_corner_left, masks.eye_corner_right]);
  return {
    cheeks: unionMasks([masks.cheek_left, masks.cheek_right]),
    underEyes,
    eyeCorners,
    tZone: unionMasks([masks.forehead, masks.nose, masks.chin]),
    mainSkin,
    // Texture and tone skip the nose: its curvature and shadows are shape, not skin.
    flatSkin: unionMasks([masks.forehead, masks.cheek_left, masks.cheek_right, masks.chin]),
    everySkin: unionMasks([mainSkin, underEyes, eyeCorners]),
    // Keep filter responses away from region edges, where a brow or lid just outside would leak in.
    spotInterior: erode(mainSkin, width, height, 2),
  };
}

type SkinAreas = ReturnType<typeof skinAreas>;

/** The planes every step reads: the crop in CIELAB, its chroma and its erythema index. */
interface SkinPlanes {
  lab: LabImage;
  width: number;
  height: number;
  n: number;
  chroma: Float32Array;
  erythema: Float32Array;
  /** Pixels that look like the face's typical skin (not hair, brows, lashes or shadow). */
  skin: Mask;
  typicalSkin: ReturnType<typeof skinReference>;
}

function skinPlanes(lab: LabImage, areas: SkinAreas): SkinPlanes {
  const { width, height, l, a, b } = lab;
  const n = l.length;
  const chroma = newPlane(n);
  const erythema = newPlane(n);
  for (let i = 0; i < n; i++) {
    chroma[i] = hypot(a[i]!, b[i]!);
    erythema[i] = 100 * Math.log10(Math.max(lab.redLinear[i]!, 1e-4) / Math.max(lab.greenLinear[i]!, 1e-4));
  }
  const typicalSkin = skinReference(lab, erythema, areas.flatSkin);
  return { lab, width, height, n, chroma, erythema, typicalSkin, skin: skinPixels(typicalSkin) };
}

/** Colour of the cheeks and redness by region, as the light-corrected crop shows it, without the glare. */
function measureColour(p: SkinPlanes, masks: RegionMasks, areas: SkinAreas, glare: Mask) {
  const { l, a, b } = p.lab;
  const cheeks = subtractMask(areas.cheeks, glare);
  const cheekL = median(l, cheeks);
  const cheekB = median(b, cheeks);
  return {
    skin_lightness_l_star: cheekL,
    skin_yellowness_b_star: cheekB,
    skin_chroma_c_star: median(p.chroma, cheeks),
    ita_degrees: individualTypologyAngle(cheekL, cheekB),
    redness_a_star_cheeks: median(a, cheeks),
    redness_a_star_forehead: median(a, subtractMask(masks.forehead, glare)),
    redness_a_star_nose: median(a, subtractMask(masks.nose, glare)),
    redness_a_star_chin: median(a, subtractMask(masks.chin, glare)),
    erythema_index_cheeks: median(p.erythema, cheeks),
  };
}

/**
 * How much of each pixel is glare by its colour (0-1, GLARE_WHITER), whatever the skin around it:
 * `findHighlights` judges a pixel against its surroundings, and where glints covered most of a
 * forehead or a nose those surroundings were glare too. Drawn glints of 4 mm then lowered a
 * forehead's erythema index from 21 to 10 and moved redness by more than 5 points on 11 of the 42
 * portraits. The blue-to-red ratio is read through SIGMA_NOISE, where a JPEG's coarse colour
 * moved it between two photos; with `blurPx`, ratio and lightness are read through the common
 * total blur that texture is read through, so that a blurred copy's glare is the sharp photo's.
 */
function glareByColour(p: SkinPlanes, areas: SkinAreas, blurPx = 0): Float32Array {
  const { width, height, n, skin } = p;
  const { redLinear, blueLinear } = p.lab;
  const ratio = newPlane(n);
  for (let i = 0; i < n; i++) ratio[i] = blueLinear[i]! / Math.max(redLinear[i]!, 1e-4);
  const sigma = Math.hypot(SIGMA_NOISE, blurPx);
  const weights = maskWeightsFor(areas.everySkin, width, height, sigma);
  const smooth = maskedBlur(ratio, areas.everySkin, width, height, sigma, weights);
  const l = blurPx > 0 ? maskedBlur(p.lab.l, areas.everySkin, width, height, sigma, weights) : p.lab.l;
  const typical = median(smooth, skinOf(areas.flatSkin, skin));
  const white = newPlane(n);
  if (!(typical < 1)) return white;
  for (let i = 0; i < n; i++) {
    if (!areas.everySkin[i]) continue;
    white[i] =
      ramp((smooth[i]! - typical) / (1 - typical), GLARE_WHITER) * ramp(l[i]! - p.typicalSkin.l, GLARE_LIGHTER_L);
  }
  return white;
}

/**
 * Tone: colour at 2 mm against its 8 mm surroundings, so face shape and light falloff cancel; on
 * skin pixels only (a strand of hair is not uneven tone). Redness against the face's calmest
 * skin, in erythema index: a log ratio of red to green, so the light's colour and brightness (a
 * gain per channel) and shading add the same to every pixel and cancel (decision 021).
 */
function measureToneAndRedness(
  p: SkinPlanes,
  areas: SkinAreas,
  glare: Mask,
  highlight: Float32Array,
  toneGlare: Mask,
  byColour: Float32Array,
) {
  const { width, height, n, skin } = p;
  const { l, a, b } = p.lab;
  const everySkinPixel = skinOf(areas.everySkin, skin);
  // Tone without the glare (a highlight is the lamp's colour, the largest ΔE there is), found
  // against the matte skin too (decision 055).
  const toneSkin = subtractMask(everySkinPixel, toneGlare);
  const flatSkinPixel = subtractMask(skinOf(areas.flatSkin, skin), toneGlare);
  const blurOf = (mask: Mask, sigma: number) => {
    const weights = maskWeightsFor(mask, width, height, sigma);
    return (plane: Float32Array) => maskedBlur(plane, mask, width, height, sigma, weights);
  };
  const tone = blurOf(toneSkin, SIGMA_TONE);
  const background = blurOf(toneSkin, SIGMA_TONE_BACKGROUND);
  const lTone = tone(l);
  const aTone = tone(a);
  const bTone = tone(b);
  const lBackground = background(l);
  const aBackground = background(a);
  const bBackground = background(b);
  const deltaE = newPlane(n);
  const deltaL = newPlane(n);
  for (let i = 0; i < n; i++) {
    const gain = relativeGain(lBackground[i]!);
    const dl = lTone[i]! - lBackground[i]!;
    deltaL[i] = gain * dl;
    deltaE[i] = gain * hypot(dl, aTone[i]! - aBackground[i]!, bTone[i]! - bBackground[i]!);
  }
  // Redness with the glare filled in from the skin around it (decision 046): a highlight's white
  // lowers the erythema index, and glints moved redness by more than 5 points on 20 of 42
  // portraits. Filled in by how much of a highlight each pixel is, not cut out at a threshold:
  // leaving the glare out of the trimmed means moved the shiniest portraits' redness by up to 10
  // points between two photos, as highlights crossed the threshold and the bands reshuffled.
  // Glare is also told by its colour (decision 057), and counted as the skin it lies on, filled
  // in: left out, glints on the middle of a cheek left only its paler edges to be read.
  const redGlare = newMask(n);
  for (let i = 0; i < n; i++) redGlare[i] = glare[i] || byColour[i]! > GLARE_SHINE ? 1 : 0;
  const redSkin = unionMasks([skin, redGlare]);
  const redEverySkin = skinOf(areas.everySkin, redSkin);
  const fill = blurFrom(p.erythema, subtractMask(everySkinPixel, redGlare), redEverySkin, width, height, SIGMA_TONE);
  const erythema = newPlane(n);
  for (let i = 0; i < n; i++) {
    const partly = Math.min(1, Math.max(highlight[i]!, byColour[i]!) / GLARE_SHINE);
    const share = fill[i] === 0 ? 0 : redGlare[i] ? 1 : partly;
    erythema[i] = (1 - share) * p.erythema[i]! + share * fill[i]!;
  }
  const eiTone = blurOf(redEverySkin, SIGMA_TONE)(erythema);
  // Means of bands of the sorted values, not single order statistics: they move less when JPEG
  // blocks or a pixel of mesh jitter reshuffle the pixels (decision 038).
  const calmEi = trimmedMean(eiTone, skinOf(areas.mainSkin, redSkin), ...CALM_BAND);
  const redCheeks = skinOf(areas.cheeks, redSkin);
  const redWeight = newPlane(n);
  for (let i = 0; i < n; i++) redWeight[i] = ramp(eiTone[i]! - calmEi, RED_ABOVE_CALM);
  return {
    erythema_contrast_cheeks: trimmedMean(eiTone, redCheeks, ...CHEEK_BAND) - calmEi,
    red_area_cheeks_percent: sharePercent(redWeight, redCheeks),
    tone_unevenness_delta_e: rms(deltaE, flatSkinPixel),
    tone_lightness_variation: rms(deltaL, flatSkinPixel),
  };
}

/**
 * Lightness smoothed at SIGMA_NOISE (the spots' grain floor reads it), and lightness and erythema
 * index through the common total blur (SIGMA_NOISE and the blur the photo lacks, `spotBlurPx`):
 * spots and shine are both judged through it.
 */
function commonBlur(p: SkinPlanes, areas: SkinAreas, spotBlurPx: number) {
  const { width, height } = p;
  const { l } = p.lab;
  const { mainSkin } = areas;
  const noiseWeights = maskWeightsFor(mainSkin, width, height, SIGMA_NOISE);
  const lSmooth = maskedBlur(l, mainSkin, width, height, SIGMA_NOISE, noiseWeights);
  const commonSigma = Math.hypot(SIGMA_NOISE, spotBlurPx);
  const commonWeights = spotBlurPx > 0 ? maskWeightsFor(mainSkin, width, height, commonSigma) : noiseWeights;
  const lCommon = spotBlurPx > 0 ? maskedBlur(l, mainSkin, width, height, commonSigma, commonWeights) : lSmooth;
  const eiCommon = maskedBlur(p.erythema, mainSkin, width, height, commonSigma, commonWeights);
  return { lSmooth, lCommon, eiCommon };
}

type CommonBlur = ReturnType<typeof commonBlur>;

/**
 * Dark spots: compact blobs darker than the skin around them, judged through the common total
 * blur (`spotBlurPx` added, as texture and shine are), so that a blurred copy's spots are no
 * fainter than the sharp photo's. Judged at the photo's own blur, spots faded with it: blur of
 * 1 mm took Grace Hopper's spotted area from 4.8 to 2.6 % of the skin and raised her pigmentation
 * by 2.9 points, by 5.3 on a fit a pixel or two different (decision 040, addendum). The grain floor
 * still reads the finest detail. The skin around a spot is the skin without the glare (decision 043).
 */
function findDarkSpots(p: SkinPlanes, areas: SkinAreas, common: CommonBlur, glareZone: Mask) {
  const { width, height, n } = p;
  const { l } = p.lab;
  const { mainSkin, spotInterior } = areas;
  const { lSmooth, lCommon } = common;
  // The skin around a spot, without the glare: a highlight raised it, and the skin between two
  // glints then read as a spot (drawn glints moved pigmentation by up to 9 points).
  const matteSkin = subtractMask(mainSkin, glareZone);
  const lSpotBackground = blurFrom(l, matteSkin, mainSkin, width, height, SIGMA_SPOT_BACKGROUND);
  // Depth as it would show on skin of RELATIVE_TO_L (relativeGain).
  const depth = newPlane(n);
  for (let i = 0; i < n; i++) depth[i] = relativeGain(lSpotBackground[i]!) * (lSpotBackground[i]! - lCommon[i]!);
  // A spot must stand out from the photo's own grain (decision 038, addendum): the depth ramp
  // starts no lower than SPOT_GRAIN_DEPTHS times the spread of the finest detail. The grain is the
  // camera's, in the photo's own L* (8-bit steps and sensor noise are about even in L*), and
  // raises the ramp from where it rises in the photo, then read as on typical skin. Read as
  // relative as well, it rose on dark skin at grain the portraits all have, and a 3° turn of the
  // photo (whose resampling smooths grain) moved a dark face's spotted area from 2.1 to 3.9 %.
  const grain = robustSpread(subtract(l, lSmooth), subtractMask(spotInterior, glareZone));
  const rise = Math.max(0, SPOT_GRAIN_DEPTHS * grain - SPOT_DEPTH[0]) * relativeGain(p.typicalSkin.l);
  const spotDepth: Ramp = [SPOT_DEPTH[0] + rise, SPOT_DEPTH[1] + rise];
  const spotCandidate = newMask(n);
  const spotSkin = skinPixels(p.typicalSkin, SPOT_PIXEL_BELOW_L);
  for (let i = 0; i < n; i++) spotCandidate[i] = spotInterior[i] && spotSkin[i] && depth[i]! > spotDepth[0] ? 1 : 0;
  // A spot is compact; a strand of hair, a lash line or a crease is long and thin, and a shadow
  // is large. Past their limits, blobs count less and less rather than not at all: two spots
  // that a photo's JPEG blocks join into one a little over the largest size were dropped whole.
  const spots = connectedComponents(spotCandidate, depth, width, height)
    .filter((blob) => blob.area >= SPOT_MIN_AREA)
    .map((blob) => {
      const bySize = 1 - ramp(blob.area, [SPOT_MAX_AREA, 2 * SPOT_MAX_AREA]);
      // A blob too large to count at all (a shadow) needs no shape.
      const byShape =
        bySize > 0 ? 1 - ramp(elongation(blob.pixels, width), [SPOT_MAX_ELONGATION, 1.5 * SPOT_MAX_ELONGATION]) : 0;
      return { ...blob, weight: bySize * byShape };
    })
    .filter((blob) => blob.weight > 0);
  const spotPixels = newMask(n);
  let spotWeightedArea = 0;
  let spotDepthSum = 0;
  let spotPixelCount = 0;
  for (const spot of spots) {
    for (const i of spot.pixels) {
      spotWeightedArea += spot.weight * ramp(depth[i]!, spotDepth);
      // Only what is a spot by every limit is left out of texture, shine and lines: a large,
      // faint blob partly counted (a glint's darker rim, a shadow) is skin for them, as before.
      if (spot.weight === 1) spotPixels[i] = 1;
    }
    spotDepthSum += spot.weight * spot.sum;
    spotPixelCount += spot.weight * spot.area;
  }
  let interiorArea = 0;
  for (let i = 0; i < n; i++) interiorArea += spotInterior[i]!;
  return {
    values: {
      dark_spot_count: spots.filter((spot) => spot.weight >= 0.5 && spot.max >= SPOT_COUNT_MIN_PEAK + rise).length,
      dark_spot_area_percent: interiorArea === 0 ? 0 : (100 * spotWeightedArea) / interiorArea,
      dark_spot_contrast: spotPixelCount === 0 ? 0 : spotDepthSum / spotPixelCount,
    },
    /** Spots are pigment: texture, pores, lines and shine are measured on the skin between them. */
    spotZone: dilate(spotPixels, width, height, 2),
    /** The spread of the skin's finest detail (L*) that the spot depths stand out from: the photo's grain. */
    grain,
  };
}

type DarkSpots = ReturnType<typeof findDarkSpots>;

/**
 * Texture and pores: band-pass lightness with the spots filled in from their surroundings (a
 * filter's response to a spot reaches well beyond it), robust to the odd hair or noisy pixel.
 */
function measureTexture(
  p: SkinPlanes,
  masks: RegionMasks,
  areas: SkinAreas,
  spots: DarkSpots,
  textureBlurPx: number,
  highlight: Float32Array,
  lines: Mask,
) {
  const { width, height, n } = p;
  const { mainSkin } = areas;
  const lClear = copyPlane(p.lab.l);
  const lFill = blurFrom(
    p.lab.l,
    subtractMask(mainSkin, spots.spotZone),
    mainSkin,
    width,
    height,
    SIGMA_SPOT_BACKGROUND,
  );
  for (let i = 0; i < n; i++) if (spots.spotZone[i]) lClear[i] = lFill[i]!;
  // A crease is a line, not texture (decision 078): filled in from the skin around it, as a spot is.
  const lTexture = copyPlane(lClear);
  const lineFill = blurFrom(
    p.lab.l,
    subtractMask(mainSkin, unionMasks([spots.spotZone, lines])),
    mainSkin,
    width,
    height,
    SIGMA_SPOT_BACKGROUND,
  );
  for (let i = 0; i < n; i++) if (lines[i] && mainSkin[i]) lTexture[i] = lineFill[i]!;
  // Texture through a common total blur (Gaussians compose: sigma² add), so blur cannot smooth it.
  const lFineTexture = maskedBlur(lTexture, mainSkin, width, height, Math.hypot(SIGMA_FINE, textureBlurPx));
  // The coarse end as the local plane through the skin, not its average: where a region ends (the
  // fold beside the nose, the jaw, a highlight or spot left out) an average is one-sided and
  // shifted along the light's slope, and that shift read as texture all along the outline.
  const lCoarse = linearTrendWithin(lTexture, mainSkin, width, height, Math.hypot(SIGMA_TEXTURE, textureBlurPx));
  // Pores through a common blur of SIGMA_PORE_FLOOR (decision 073), as texture is read through
  // its own: the finest pixel of the measurement crop is mostly the camera's noise, which a JPEG or
  // a turn of the photo smooths or adds, and which moved pores by up to 14 points between two
  // copies of a 1350 px portrait. Composed with the blur at SIGMA_FINE, the band keeps its 1 mm end.
  // And with the highlights taken out by their weight (decision 074): a glint's rim read as pores.
  const lPores = withoutHighlights(lClear, highlight, spots.spotZone, mainSkin, width, height);
  const poreBand = subtract(
    maskedBlur(lPores, mainSkin, width, height, SIGMA_PORE_FLOOR),
    maskedBlur(lPores, mainSkin, width, height, Math.hypot(SIGMA_FINE, SIGMA_PORE_FLOOR)),
  );
  const textureBand = subtract(lFineTexture, lCoarse);
  // Relief shades the skin by a share of its light, as pigment does: both bands are read as they
  // would show on skin of RELATIVE_TO_L, at the face's typical skin lightness, so that the photo's
  // exposure and the skin's own tone cancel (decision 064). One gain for the face (a spread scales
  // with it), not one per pixel from the skin around it: per pixel, the shadows' relief was raised
  // with their noise, and a 3 % crop moved G000553's texture by 5.7 points (3.4 with one gain).
  const gain = relativeGain(p.typicalSkin.l);
  const clear = clearOfSpots(spots, width, height);
  // Read where the skin is mostly the skin's own: not where the fill took over more than half of it.
  // (The spots' and glare's zone grown, so it holds the zone itself.)
  const filled = dilate(spots.spotZone, width, height, GLARE_RIM_PX - 1);
  // The cheeks' pores at the lightness of the skin read there, not the face's: glare leaves the
  // darker skin around it, whose relief shows less, and the face's lightness read it as finer
  // pores (a glint moved frll 137's pores by 17.5 points; decision 077).
  const cheekRead = subtractMask(erode(areas.cheeks, width, height, 2), filled);
  const cheekGain = relativeGain(trimmedMean(p.lab.l, cheekRead, 25, 75));
  const cheeks = (Number.isFinite(cheekGain) ? cheekGain : gain) * robustSpread(poreBand, cheekRead);
  // Where glare leaves little of the nose, what is left is its edges and the glare's rims: the
  // nose is read from the cheeks' pores (NOSE_PORES_PER_CHEEK), passing over to them as its
  // readable share falls (decisions 074, 077).
  const noseSkin = erode(masks.nose, width, height, 1);
  const noseClear = subtractMask(noseSkin, filled);
  const readable = countMask(noseClear) / Math.max(1, countMask(noseSkin));
  const noseWeight = Math.min(1, Math.max(0, (readable - NOSE_READABLE[0]) / (NOSE_READABLE[1] - NOSE_READABLE[0])));
  const nose = gain * robustSpread(poreBand, noseClear);
  const noseFromCheeks = NOSE_PORES_PER_CHEEK * cheeks;
  return {
    texture_roughness: gain * robustSpread(textureBand, clear(areas.flatSkin, 2)),
    pore_visibility_cheeks: cheeks,
    pore_visibility_nose:
      noseWeight * (Number.isFinite(nose) ? nose : noseFromCheeks) + (1 - noseWeight) * noseFromCheeks,
  };
}

/**
 * Lightness with the highlights taken out by how much of a highlight each pixel is (`highlight`,
 * 0-1; fully from GLARE_SHINE, and in `zone`), filled from the skin around them that is no
 * highlight at all: a weight, not a mask, so that a glint's soft rim, which passes for skin, no
 * longer rings the skin around it as a pore or a crease, and nothing jumps where a pixel crosses
 * a threshold between two photos (decision 074).
 */
function withoutHighlights(
  l: Float32Array,
  highlight: Float32Array,
  zone: Mask,
  within: Mask,
  width: number,
  height: number,
): Float32Array {
  const n = l.length;
  const weight = newPlane(n);
  for (let i = 0; i < n; i++) if (within[i]) weight[i] = zone[i] ? 1 : Math.min(1, highlight[i]! / GLARE_SHINE);
  // The rim: a falling weight out to GLARE_RIM_PX from the zone, by distance, not by a threshold.
  for (let k = 1; k <= GLARE_RIM_PX; k++) {
    const ring = dilate(zone, width, height, k);
    const w = 1 - k / (GLARE_RIM_PX + 1);
    for (let i = 0; i < n; i++) if (within[i] && ring[i] && weight[i]! < w) weight[i] = w;
  }
  const sources = newMask(n);
  for (let i = 0; i < n; i++) sources[i] = within[i] && weight[i] === 0 ? 1 : 0;
  const fill = blurFrom(l, sources, within, width, height, SIGMA_SPOT_BACKGROUND);
  const out = copyPlane(l);
  for (let i = 0; i < n; i++) {
    const w = weight[i]!;
    if (w > 0) out[i] = l[i]! + w * (fill[i]! - l[i]!);
  }
  return out;
}

/** A region shrunk by `edge` pixels, without the spots. */
const clearOfSpots = (spots: DarkSpots, width: number, height: number) => (mask: Mask, edge: number) =>
  subtractMask(erode(mask, width, height, edge), spots.spotZone);

/**
 * Highlights: pixels brighter and whiter than the skin around them (specular reflection adds white
 * light; a cheekbone that merely faces the lamp is brighter but keeps its colour). A highlight is
 * an area, not a pixel: judged after smoothing away single-pixel noise (sensor noise and JPEG
 * blocks otherwise count as glints). "Around" is the skin within about 8 mm (SIGMA_TONE_BACKGROUND,
 * the scale that shading and light falloff share), not the region's median: against the median, the
 * lit half of a cheek under broad light counted as shine, and a region outline moved by the mesh's
 * jitter moved the median and with it up to 7 points of the score (decision 038, addendum).
 * "Whiter" is read as less red than the skin around in erythema index, a log ratio: a light's
 * colour scales both by the same gains and cancels, where a chroma ratio did not.
 */
function findHighlights(p: SkinPlanes, areas: SkinAreas, common: CommonBlur, spotZone: Mask) {
  const { width, height, n } = p;
  const { mainSkin } = areas;
  const shine = newPlane(n);
  // Through the common total blur, as texture and the spots: a blurred copy's highlights are no fainter.
  const { lCommon: lShine, eiCommon: eiShine } = common;
  const around = subtractMask(mainSkin, spotZone);
  const aroundWeights = maskWeightsFor(around, width, height, SIGMA_TONE_BACKGROUND);
  const lAround = blurFrom(lShine, around, mainSkin, width, height, SIGMA_TONE_BACKGROUND, aroundWeights);
  const eiAround = blurFrom(eiShine, around, mainSkin, width, height, SIGMA_TONE_BACKGROUND, aroundWeights);
  for (let i = 0; i < n; i++) {
    if (lAround[i]! <= 0) continue;
    shine[i] = ramp(lShine[i]! / lAround[i]! - 1, SHINE_BRIGHTER) * ramp(eiAround[i]! - eiShine[i]!, SHINE_WHITER);
  }
  const glare = newMask(n);
  for (let i = 0; i < n; i++) glare[i] = shine[i]! > GLARE_SHINE ? 1 : 0;
  return {
    /** How much of a highlight each pixel is (0-1). */
    shine,
    /** The highlights and a pixel around them: the lamp's light, not the skin's colour or relief. */
    glareZone: dilate(glare, width, height, 1),
  };
}

/** Shine: the share of the T-zone and of the cheeks in highlights (`findHighlights`). */
function measureShine(p: SkinPlanes, areas: SkinAreas, common: CommonBlur, spotZone: Mask) {
  const { shine, glareZone } = findHighlights(p, areas, common, spotZone);
  const shineT = sharePercent(shine, areas.tZone);
  const shineU = sharePercent(shine, areas.cheeks);
  return {
    values: {
      shine_t_zone_percent: shineT,
      shine_u_zone_percent: shineU,
      shine_t_to_u_ratio: (shineT + 1) / (shineU + 1),
    },
    /** How much of a highlight each pixel is (0-1). */
    highlight: shine,
    glareZone,
  };
}

/**
 * A grey-level closing of `plane` within `mask` (a disk of `radius` pixels): the largest value
 * around each pixel, then the smallest of those around it, over the mask's pixels only. Dark
 * lines and dots narrower than the disk are filled from the skin beside them; broader darkness stays.
 */
function closeWithin(plane: Float32Array, mask: Mask, width: number, height: number, radius: number): Float32Array {
  const reach = Math.ceil(radius);
  // The disk as one row segment per row offset dy: dx from -halfWidth[dy] to halfWidth[dy].
  const halfWidth: number[] = [];
  for (let dy = -reach; dy <= reach; dy++) {
    let w = -1;
    for (let dx = 0; dx <= reach; dx++) if (dx * dx + dy * dy <= radius * radius) w = dx;
    halfWidth.push(w);
  }
  // Only the mask's bounding box is read: its pixels, and the disk around them.
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  const out = new Float32Array(plane.length);
  if (x1 < 0) return out;
  const bx0 = Math.max(0, x0 - reach);
  const by0 = Math.max(0, y0 - reach);
  const boxWidth = Math.min(width - 1, x1 + reach) - bx0 + 1;
  const boxHeight = Math.min(height - 1, y1 + reach) - by0 + 1;
  const size = boxWidth * boxHeight;
  // The largest of the mask's values along each row segment of every half-width (pixels outside
  // the mask at -∞), then along the disk's segments; the smallest as the largest of the negated
  // values. A maximum is exact whatever the order it is taken in, and negation is exact: this is
  // the closing of the disk's pixels taken one by one, about 1.7 times as fast (decision 067).
  const along = Array.from({ length: reach + 1 }, () => new Float64Array(size));
  const disk = new Float64Array(size);
  const pass = (source: Float32Array, sign: 1 | -1, target: Float32Array) => {
    const values = along[0]!;
    for (let y = 0; y < boxHeight; y++) {
      for (let x = 0; x < boxWidth; x++) {
        const i = (by0 + y) * width + bx0 + x;
        values[y * boxWidth + x] = mask[i] ? sign * source[i]! : -Infinity;
      }
    }
    for (let w = 1; w <= reach; w++) {
      const previous = along[w - 1]!;
      const current = along[w]!;
      for (let y = 0; y < boxHeight; y++) {
        const row = y * boxWidth;
        for (let x = 0; x < boxWidth; x++) {
          let value = previous[row + x]!;
          if (x >= w) value = Math.max(value, values[row + x - w]!);
          if (x + w < boxWidth) value = Math.max(value, values[row + x + w]!);
          current[row + x] = value;
        }
      }
    }
    // Then the disk: each row offset's segments, a row at a time.
    disk.fill(-Infinity);
    for (let dy = -reach; dy <= reach; dy++) {
      const w = halfWidth[dy + reach]!;
      if (w < 0) continue;
      const segments = along[w]!;
      for (let y = Math.max(y0, -dy); y <= Math.min(y1, height - 1 - dy); y++) {
        const from = (y + dy - by0) * boxWidth - bx0;
        const to = (y - by0) * boxWidth - bx0;
        for (let x = x0; x <= x1; x++) disk[to + x] = Math.max(disk[to + x]!, segments[from + x]!);
      }
    }
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = y * width + x;
        if (mask[i]) target[i] = sign * disk[(y - by0) * boxWidth + x - bx0]!;
      }
    }
  };
  const dilated = new Float32Array(plane.length);
  pass(plane, 1, dilated);
  pass(dilated, -1, out);
  return out;
}

/**
 * How much lighter a cheek would read with no more blood than the under-eye it is compared with
 * (decision 056). Blood darkens skin, green most (`HAEMOGLOBIN_DENSITY`): a flushed cheek read
 * darker and the under-eye beside it lighter, and the fidelity benchmark's drawn flush moved dark
 * circles by more than 5 points on 12 of the 42 portraits. Where the cheek's erythema index (its
 * middle half) is higher than the under-eye's, the difference is read as that much more
 * haemoglobin, and the cheek's typical colour (each channel's median in linear light) is lightened
 * by taking it back out. An under-eye as red as its cheek or redder (blood or pigment under the
 * eye) is left as it is: it is not read as lighter.
 */
function cheekBloodLift(p: SkinPlanes, cheekSkin: Mask, underEyeSkin: Mask): number {
  const extra =
    trimmedMean(p.erythema, cheekSkin, ...CIRCLE_BAND) - trimmedMean(p.erythema, underEyeSkin, ...CIRCLE_BAND);
  if (!(extra > 0)) return 0;
  const density = extra / ERYTHEMA_PER_DENSITY;
  const { redLinear, greenLinear, blueLinear } = p.lab;
  const typical = [
    median(redLinear, cheekSkin),
    median(greenLinear, cheekSkin),
    median(blueLinear, cheekSkin),
  ] as const;
  const withoutBlood = typical.map((v, c) => v * 10 ** (density * HAEMOGLOBIN_DENSITY[c]!)) as [number, number, number];
  return linearRgbToLab(withoutBlood)[0] - linearRgbToLab(typical)[0];
}

/**
 * The creases of the skin: where a valley filter about a line's width (SIGMA_LINE) stands out from
 * the photo's grain. The dark circles leave them out of the under-eyes (decision 052: a line is not
 * a circle) and texture fills them in (decision 078: a line is not texture); the lines are counted
 * from the same filter with the highlights taken out (`measureLinesAndCircles`).
 */
function findCreases(p: SkinPlanes, areas: SkinAreas, glare: Mask) {
  const { width, height, n, skin } = p;
  const { l } = p.lab;
  // Never skin, even in a region read whole for want of skin: the highlights, and what is lighter
  // than any skin of this face (the middle of a highlight too broad for `findHighlights`, which
  // judges a pixel against the skin around it).
  const neverSkin = newMask(n);
  const tooLight = p.typicalSkin.l + SKIN_PIXEL.aboveL;
  for (let i = 0; i < n; i++) neverSkin[i] = glare[i] || l[i]! >= tooLight ? 1 : 0;
  const lineWeights = maskWeightsFor(areas.everySkin, width, height, SIGMA_LINE);
  const creaseOf = (plane: Float32Array) =>
    creaseStrength(
      maskedBlur(plane, areas.everySkin, width, height, SIGMA_LINE, lineWeights),
      width,
      height,
      SIGMA_LINE,
    );
  // A line must stand out from the photo's own grain, as a spot must (decision 044): the strength
  // ramp starts no lower than LINE_GRAIN_FACTOR times the crease strength of the skin's calmer
  // three quarters.
  const grainFloorOf = (crease: Float32Array) =>
    LINE_GRAIN_FACTOR * maskedPercentile(crease, skinOf(areas.everySkin, skin, neverSkin), 75);
  // Read in L*, with the highlights as they are (the figures of decisions 052 and 073).
  const crease = creaseOf(l);
  const rise = Math.max(0, grainFloorOf(crease) - LINE_STRENGTH[0]);
  const lineStrength: Ramp = [LINE_STRENGTH[0] + rise, LINE_STRENGTH[1] + rise];
  const zone = newMask(n);
  for (let i = 0; i < n; i++) zone[i] = ramp(crease[i]!, lineStrength) > 0.5 ? 1 : 0;
  return {
    /** The highlights, and what is lighter than any skin of this face: never skin. */
    neverSkin,
    creaseOf,
    grainFloorOf,
    /** The creases and a pixel around them. */
    zone: dilate(zone, width, height, 1),
  };
}

type Creases = ReturnType<typeof findCreases>;

/**
 * Lines (dark creases), and dark circles on the skin under the eyes without lashes, hair or
 * creases (a line is not a circle).
 */
function measureLinesAndCircles(
  p: SkinPlanes,
  masks: RegionMasks,
  areas: SkinAreas,
  spots: DarkSpots,
  glare: Mask,
  highlight: Float32Array,
  creases: Creases,
  circleCheeks = { left: masks.cheek_left, right: masks.cheek_right },
) {
  const { width, height, n, skin } = p;
  const { l, b } = p.lab;
  const { neverSkin, creaseOf, grainFloorOf } = creases;
  const skinIn = (region: Mask, pixels = skin) => skinOf(region, pixels, neverSkin);
  // Lines are read with the highlights taken out by their weight (decision 074): the skin between
  // and around glints is darker than they are, and was read as creases. And they are counted as
  // they would show on skin of RELATIVE_TO_L (decision 073): a crease shades the skin by a share of
  // its light, so in L* it is 0.6 times as deep on dark skin as on light, and drawn 1 mm creases
  // were not read on dark faces.
  const lineCrease = creaseOf(withoutHighlights(l, highlight, glare, areas.everySkin, width, height));
  const lineGain = relativeGain(p.typicalSkin.l);
  const relativeRise = Math.max(0, lineGain * grainFloorOf(lineCrease) - LINE_STRENGTH[0]);
  const relativeStrength: Ramp = [LINE_STRENGTH[0] + relativeRise, LINE_STRENGTH[1] + relativeRise];
  const onRelativeLine = newPlane(n);
  for (let i = 0; i < n; i++) onRelativeLine[i] = ramp(lineGain * lineCrease[i]!, relativeStrength);

  const circleSkin = subtractMask(skin, creases.zone);
  // Not the skin a cheek is read by: the glare, and the sheen around it, which lifts the skin but
  // passes for it (decision 076).
  const notCheekSkin = newMask(n);
  for (let i = 0; i < n; i++) notCheekSkin[i] = neverSkin[i] || highlight[i]! > CIRCLE_HALO ? 1 : 0;
  const circles = (cheek: Mask, underEye: Mask) => {
    const cheekSkin = skinOf(cheek, skin, notCheekSkin);
    const underEyeSkin = skinIn(underEye, circleSkin);
    // Lines, lashes and dots narrower than the closing are not a circle: filled from the skin beside them.
    const closedL = (mask: Mask) => closeWithin(l, mask, width, height, CIRCLE_CLOSING_PX);
    // The cheek's glare sits where it faces the lamp, its lightest skin: read through a smooth
    // surface over the rest of the cheek rather than left out (decision 076).
    const hole = newMask(n);
    for (let i = 0; i < n; i++) hole[i] = cheek[i] && notCheekSkin[i] ? 1 : 0;
    const cheekClosedL = fillWithQuadratic(closedL(cheekSkin), cheekSkin, hole, width);
    const cheekL =
      trimmedMean(cheekClosedL, unionMasks([cheekSkin, hole]), ...CIRCLE_BAND) +
      cheekBloodLift(p, cheekSkin, underEyeSkin);
    // As it would show beside a cheek of RELATIVE_TO_L, the cheek without its flush: a circle
    // darkens by a share of the light (decision 064).
    return relativeGain(cheekL) * (cheekL - trimmedMean(closedL(underEyeSkin), underEyeSkin, ...CIRCLE_BAND));
  };
  const circlesLeft = circles(circleCheeks.left, masks.under_eye_left);
  const circlesRight = circles(circleCheeks.right, masks.under_eye_right);
  const clear = clearOfSpots(spots, width, height);
  const values = {
    dark_circles_delta_l_star: (circlesLeft + circlesRight) / 2,
    dark_circles_delta_l_star_left: circlesLeft,
    dark_circles_delta_l_star_right: circlesRight,
    under_eye_delta_b_star: median(b, skinIn(areas.cheeks)) - median(b, skinIn(areas.underEyes, circleSkin)),
    line_density_forehead: sharePercent(onRelativeLine, clear(masks.forehead, 2)),
    line_density_eye_corners: sharePercent(onRelativeLine, clear(areas.eyeCorners, 2)),
    line_density_under_eyes: sharePercent(onRelativeLine, clear(areas.underEyes, 2)),
  };
  // How far the photo's grain raised the lines' ramp: past LINES_HIDDEN_BY_GRAIN_RISE it hides them.
  return { values, lineGrainRise: relativeRise };
}

/**
 * Hair in the forehead's region: a fringe or a hairline over its top, the brows' upper hairs at its
 * foot. A pixel is hair-like when it is darker than the face's typical skin and either less than
 * HAIR_LIGHT_SHARE of its light (a share, which a change of exposure does not move as it moves a
 * difference in L*), or greyer or off-hue as `skinPixels` tells them. What is lighter is glare,
 * which is shine, not hair. Each column of the region is cut from the top down to the first
 * HAIR_CLEAR_RUN pixels in a row that are not hair-like, and from the foot up the same way, with
 * HAIR_EDGE pixels more where anything was cut (the skin beside hair blends with it); a column
 * cut less than the columns around it is cut as they are (a gap between strands is not skin).
 * Only the ends of a column are cut, so a dark crease within the skin stays.
 */
function foreheadClearOfHair(forehead: Mask, p: SkinPlanes): Mask {
  const { width, height } = p;
  const { l } = p.lab;
  const ref = p.typicalSkin;
  const luminance = (lightness: number) => (lightness > 8 ? ((lightness + 16) / 116) ** 3 : lightness / 903.3);
  const typicalY = luminance(ref.l);
  const hairLike = (i: number) =>
    l[i]! < ref.l && (luminance(l[i]!) < HAIR_LIGHT_SHARE * typicalY || !skinColoured(ref, i));
  const top = new Int32Array(width).fill(-1);
  const foot = new Int32Array(width).fill(-1);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (forehead[y * width + x]) {
        if (top[x]! < 0) top[x] = y;
        foot[x] = y;
      }
  // The first row, walked from `from` towards `to`, that starts a clear run; past `to` if none.
  const clearFrom = (x: number, from: number, to: number, step: 1 | -1) => {
    for (let y = from; step * (to - y) >= 0; y += step) {
      let clear = true;
      for (let k = 0; k < HAIR_CLEAR_RUN && clear && step * (to - (y + step * k)) >= 0; k++)
        clear = !hairLike((y + step * k) * width + x);
      if (clear) return y === from ? y : y + step * HAIR_EDGE;
    }
    return to + step;
  };
  const keepFrom = new Int32Array(width);
  const keepTo = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    if (top[x]! < 0) continue;
    keepFrom[x] = clearFrom(x, top[x]!, foot[x]!, 1);
    keepTo[x] = clearFrom(x, foot[x]!, top[x]!, -1);
  }
  const out = newMask(forehead.length);
  for (let x = 0; x < width; x++) {
    if (top[x]! < 0) continue;
    const near: number[] = [];
    const nearTo: number[] = [];
    for (let dx = -HAIR_PROFILE_HALF; dx <= HAIR_PROFILE_HALF; dx++) {
      const c = x + dx;
      if (c < 0 || c >= width || top[c]! < 0) continue;
      near.push(keepFrom[c]! - top[c]!);
      nearTo.push(foot[c]! - keepTo[c]!);
    }
    near.sort((a, b) => a - b);
    nearTo.sort((a, b) => a - b);
    const from = Math.max(keepFrom[x]!, top[x]! + near[near.length >> 1]!);
    const to = Math.min(keepTo[x]!, foot[x]! - nearTo[nearTo.length >> 1]!);
    for (let y = from; y <= to; y++) if (forehead[y * width + x]) out[y * width + x] = 1;
  }
  return out;
}

/** Every named measurement of the crop, one step per kind (see MEASUREMENT_DEFINITIONS). */
export function measureSkin(context: MeasurementContext): MeasurementValues {
  return measureSkinAndGlare(context).values;
}

/**
 * `measureSkin`, and for the camera's traces where the glare is (the highlights and a pixel around
 * them) and the grain the spots were judged against; and how far the grain raised the lines' ramp.
 */
export function measureSkinAndGlare({ lab, masks: regions, textureBlurPx = 0, circleCheeks }: MeasurementContext): {
  values: MeasurementValues;
  glareZone: Mask;
  grainL: number;
  lineGrainRise: number;
} {
  const planes = skinPlanes(lab, skinAreas(regions, lab.width, lab.height));
  // The forehead is the skin below the hair and above the brows (decision 078).
  const masks: RegionMasks = {
    ...regions,
    forehead: foreheadClearOfHair(regions.forehead, planes),
  };
  const areas = skinAreas(masks, lab.width, lab.height);
  const common = commonBlur(planes, areas, textureBlurPx);
  // Glare first, judged against all the skin around it, so that the spots are judged without it;
  // then shine again, against the skin without the spots (a spot darkens what is around).
  const firstGlare = findHighlights(planes, areas, common, newMask(planes.n)).glareZone;
  const spots = findDarkSpots(planes, areas, common, firstGlare);
  const shine = measureShine(planes, areas, common, spots.spotZone);
  // A highlight is the lamp's light: measured as shine, and left out of the cheeks' colour, tone,
  // texture and lines (as the spots are) and the circles (issue 17: measure only skin), and filled
  // in from the skin around it for redness (measureToneAndRedness).
  const matte: SkinPlanes = { ...planes, skin: subtractMask(planes.skin, shine.glareZone) };
  const clearOfGlare: DarkSpots = { ...spots, spotZone: unionMasks([spots.spotZone, shine.glareZone]) };
  // Broad glints lift the skin around them, against which glare is judged: their rims and middles
  // then pass for skin, and for uneven tone. Judged again against the skin without the glare
  // found, they are left out of tone (decision 055); shine, redness, texture and the circles keep
  // the first judgement, which their repeatability was measured on.
  const rejudged = findHighlights(planes, areas, common, unionMasks([spots.spotZone, shine.glareZone]));
  const toneGlare = unionMasks([shine.glareZone, rejudged.glareZone]);
  // Pores and lines read the skin with each pixel's highlight taken out by its weight, judged
  // both ways (decision 074).
  const highlight = newPlane(planes.n);
  for (let i = 0; i < planes.n; i++) highlight[i] = Math.max(shine.highlight[i]!, rejudged.shine[i]!);
  const byColour = glareByColour(planes, areas);
  // Texture leaves out, besides, what is wholly glare by its colour (decision 058): glints over most
  // of a forehead pass for skin against skin that is glare too, and their edges for relief. Read
  // through texture's common blur, as texture is.
  const textureGlare = textureBlurPx > 0 ? glareByColour(planes, areas, textureBlurPx) : byColour;
  const wholly = newMask(planes.n);
  for (let i = 0; i < planes.n; i++) wholly[i] = textureGlare[i]! >= 1 ? 1 : 0;
  const clearOfAllGlare: DarkSpots = { ...spots, spotZone: unionMasks([clearOfGlare.spotZone, wholly]) };
  // In the order they have always run: their planes come from one pool.
  const colour = measureColour(planes, masks, areas, shine.glareZone);
  const tone = measureToneAndRedness(planes, areas, shine.glareZone, shine.highlight, toneGlare, byColour);
  const creases = findCreases(matte, areas, shine.glareZone);
  const texture = measureTexture(planes, masks, areas, clearOfAllGlare, textureBlurPx, highlight, creases.zone);
  const lines = measureLinesAndCircles(
    matte,
    masks,
    areas,
    clearOfGlare,
    shine.glareZone,
    highlight,
    creases,
    circleCheeks,
  );
  const values = { ...colour, ...tone, ...spots.values, ...texture, ...shine.values, ...lines.values };
  return { values, glareZone: shine.glareZone, grainL: spots.grain, lineGrainRise: lines.lineGrainRise };
}

/**
 * Lightness and colour statistics that the quality gate reads. Given the photo as taken (not
 * corrected for the light): "too dark" is about what the camera recorded.
 */
export function skinExposure(lab: LabImage, masks: RegionMasks): SkinExposure {
  const { l, a, b } = lab;
  const n = l.length;
  const mainSkin = unionMasks([masks.forehead, masks.cheek_left, masks.cheek_right, masks.chin, masks.nose]);
  const chroma = newPlane(n);
  for (let i = 0; i < n; i++) chroma[i] = hypot(a[i]!, b[i]!);
  const left = median(l, masks.cheek_left);
  const right = median(l, masks.cheek_right);
  return {
    skinMedianL: median(l, mainSkin),
    skinChroma: median(chroma, mainSkin),
    faceP99L: maskedPercentile(l, newMask(n).fill(1), 99),
    clippedPercent: sharePercent(lab.clipped, mainSkin),
    channelClippedPercent: sharePercent(lab.channelClipped, mainSkin),
    cheekDifferenceStops: stopsBetween(left, right),
    litCheekL: Math.max(left, right),
  };
}
