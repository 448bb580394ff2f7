/**
 * A physical ruler on the face: how many of the photo's pixels make a millimetre of skin, and so
 * which skin detail the photo can show at all (decision 021).
 *
 * The iris is the ruler: its visible diameter is about 11.7 mm in adults, with a spread of a few
 * per cent between people and almost no change with age after childhood, far steadier than any
 * other span of the face. The 478-point face mesh places four points on each limbus. When the
 * irises are too small in the photo to be read to a few per cent (or the mesh has no iris points),
 * the span between the outer eye corners stands in, at its adult average.
 */
import type { Point } from './raster.ts';
import { IRISES } from './illuminant.ts';
import { OUTER_EYE_CORNERS } from './regions.ts';

/** Visible iris diameter of an adult, mm. */
export const IRIS_DIAMETER_MM = 11.7;
/**
 * The mesh's outer eye corners (landmarks 33 and 263) apart in an adult, mm: the median over the
 * 41 accepted public-domain portraits of decision 020, measured with their own irises (quartiles
 * 88.9 and 95.7, range 86-103).
 */
export const EYE_SPAN_MM = 92.5;
/**
 * Iris diameters, px, over which the ruler passes from the eye span to the iris: an iris of 10 px
 * is read to about ±10 %, no better than the eye span's spread between people; one of 20 px to
 * about ±5 %. Blended in between, so two photos either side of a threshold cannot jump apart.
 */
export const IRIS_RULER_PX = { from: 10, to: 20 } as const;

/**
 * Texture is read through this much blur (Gaussian sigma, mm of skin), whatever the photo: a
 * sharper photo is blurred to it before the 1-3 mm band is measured, a blurrier one does not
 * resolve texture. So a blurred copy reads the same texture as the sharp photo, never a smoother
 * skin (issue 17: blur must never improve a score). 0.9 mm keeps texture measurable on 95 % of
 * the official portraits (their sharpest edges: median 0.48 mm, 95th percentile 0.91).
 */
export const TEXTURE_BLUR_MM = 0.9;

/**
 * Pixels per millimetre of skin the photo must have for each kind of texture measurement: the
 * detail it measures must be resolved by the camera, not made up by our upscaling. Pores and fine
 * lines are read in the band finer than 1 mm and as creases about 1 mm wide, so they need the
 * measurement scale itself (200 px between the eye corners, about 2.2 px/mm), less 10 % so that a
 * photo at exactly that scale is not refused by rounding; texture is read at 1-3 mm through a blur of
 * TEXTURE_BLUR_MM, so it needs a camera-sharp edge (SHARP_EDGE_PX) no wider than that.
 */
export const MIN_PX_PER_MM = { pores: 2, fine_lines: 2, texture: 1 / TEXTURE_BLUR_MM } as const;
export type TextureKind = keyof typeof MIN_PX_PER_MM;
export const TEXTURE_KINDS = Object.keys(MIN_PX_PER_MM) as TextureKind[];
export const isTextureKind = (id: string): id is TextureKind => id in MIN_PX_PER_MM;

export interface Ruler {
  /** Pixels of the photo per millimetre of skin at the eyes. */
  pxPerMm: number;
  /** What it was mostly read from (near the threshold both are blended). */
  from: 'iris' | 'eye_span';
  /** Mean visible iris diameter in photo pixels, or null when the mesh has no iris points. */
  irisPx: number | null;
}

/** Mean diameter of the two irises in the mesh's pixels (null without iris points). */
export function irisDiameter(mesh: readonly Point[]): number | null {
  if (mesh.length < 478) return null;
  const diameters = IRISES.map(([centre, ...ring]) => {
    const [cx, cy] = mesh[centre]!;
    return (2 * ring.reduce((sum, i) => sum + Math.hypot(mesh[i]![0] - cx, mesh[i]![1] - cy), 0)) / ring.length;
  });
  return diameters.reduce((a, b) => a + b, 0) / diameters.length;
}

export function faceRuler(mesh: readonly Point[]): Ruler {
  const irisPx = irisDiameter(mesh);
  const [a, b] = OUTER_EYE_CORNERS.map((i) => mesh[i]!);
  const byEyeSpan = Math.hypot(a![0] - b![0], a![1] - b![1]) / EYE_SPAN_MM;
  if (irisPx === null) return { pxPerMm: byEyeSpan, from: 'eye_span', irisPx };
  const weight = Math.min(1, Math.max(0, (irisPx - IRIS_RULER_PX.from) / (IRIS_RULER_PX.to - IRIS_RULER_PX.from)));
  return {
    pxPerMm: weight * (irisPx / IRIS_DIAMETER_MM) + (1 - weight) * byEyeSpan,
    from: weight >= 0.5 ? 'iris' : 'eye_span',
    irisPx,
  };
}

/**
 * The sharpest edge of a camera-sharp photo is about this wide (Gaussian sigma, in its own pixels,
 * as camera-traces.ts `directionalEdgeBlurPx` reads it along the blurrier direction): the face
 * set's portraits measure 0.5-0.9 at the eyes.
 */
export const SHARP_EDGE_PX = 1;

/**
 * How much narrower grain makes the eyes' edges read (decisions 072 and 075). The edges' width is
 * read at their steepest pixels, and grain steepens some of them. The share an edge may have
 * lost: 1 up to `fromL` of grain (`grainL`, the skin's finest detail, L*), less by `perL` for each
 * L* beyond, never below `floor` (the lower edge of the readings of 100 portraits under grain of
 * sigma 8 and 16). How much less depends on how the photo was brought to the measurement scale
 * (`enlargement`, crop pixels per pixel of the photo):
 *
 * - **Shrunk** by `SHRUNK_AT` or more (a photo with half as many pixels again as the crop or more,
 *   every phone selfie at arm's length): the grain is left a crop pixel wide, as `grainL` reads
 *   it, and under grain of 1-2.5 L* the 102 London faces' edges read at most 12-23 % narrower:
 *   `perL.shrunk`.
 * - **Enlarged** by `ENLARGED_AT` or more (a photo with fewer pixels than the crop: a 450 px
 *   portrait): each grain is spread over several crop pixels, so `grainL`, the finest detail,
 *   holds little of it while the edges' slopes take all of it, and the same `grainL` narrows the
 *   edges twice as much (35-40 % on one copy in twenty): `perL.enlarged`.
 * - Between the two, linearly by the enlargement (the London faces kept at about the crop's
 *   scale read in between).
 */
export const GRAIN_EDGE_SHARE = { fromL: 0.5, perL: { shrunk: 0.15, enlarged: 0.3 }, floor: 0.6 } as const;

/** Crop pixels per photo pixel up to which grain is read as in a shrunk photo (the London faces as taken: 0.64-0.78). */
export const SHRUNK_AT = 0.7;
/** Crop pixels per photo pixel from which grain is spread as in an enlarged photo (the 450 px portraits: 1.3-1.45). */
export const ENLARGED_AT = 1.35;

/**
 * The share of its width an edge read through this much grain (L*) may have lost to it: 1 on a
 * clean photo. `enlargement`: crop pixels per pixel of the photo (above 1 when it was enlarged).
 */
export function grainEdgeShare(grainL: number, enlargement = 1): number {
  if (!Number.isFinite(grainL)) return 1;
  const { fromL, perL, floor } = GRAIN_EDGE_SHARE;
  const spread = Math.min(1, Math.max(0, (enlargement - SHRUNK_AT) / (ENLARGED_AT - SHRUNK_AT)));
  const per = perL.shrunk + spread * (perL.enlarged - perL.shrunk);
  return Math.max(floor, Math.min(1, 1 - per * (grainL - fromL)));
}

/** The grain an edge was read through: its size on the skin (L*) and the crop's enlargement of the photo. */
export interface EdgeGrain {
  l: number;
  enlargement: number;
}

/**
 * The detail the photo really shows, in pixels per mm: its pixel count, or less when its edges are
 * soft. An upscaled or blurred photo has the pixels without the detail: its sharpest edges (at the
 * eyes, along the blurrier direction; camera-traces.ts `directionalEdgeBlurPx`, measured in the
 * measurement crop of `cropPxPerMm`) are wider than a camera-sharp edge, and it resolves only what
 * a photo with that many fewer pixels would. Through grain, the edges are taken as wide as they
 * may really be (`grainEdgeShare`), so that grain does not pass for detail.
 */
export function effectivePxPerMm(
  ruler: Ruler,
  cropPxPerMm: number,
  edgeBlurPx: number,
  grain: EdgeGrain = { l: 0, enlargement: 1 },
): number {
  if (!Number.isFinite(edgeBlurPx) || edgeBlurPx <= 0) return ruler.pxPerMm;
  const share = grainEdgeShare(grain.l, grain.enlargement);
  return Math.min(ruler.pxPerMm, (cropPxPerMm * SHARP_EDGE_PX * share) / edgeBlurPx);
}

/** Whether a photo showing this many pixels per mm resolves the detail a texture measurement of this kind reads. */
export function resolves(pxPerMm: number, kind: TextureKind): boolean {
  return pxPerMm >= MIN_PX_PER_MM[kind];
}
