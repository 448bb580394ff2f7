/**
 * The light's colour and strength, estimated from the face itself: the whites of the eyes. The
 * sclera reflects nearly every wavelength alike, so its colour in the photo is the colour of the
 * light times the camera's white balance, and its brightness the exposure. Dividing every pixel by
 * it (in linear light, a von Kries adaptation) and multiplying by a fixed reference sclera makes
 * skin colour a property of the skin: two selfies of one person under a warmer lamp or a darker
 * room give the same a*, b*, L* and ITA (decision 022). Where no sclera can be read (eyes closed,
 * sunglasses, too small), nothing is corrected and the colour measurements say so.
 */
import { SRGB_TO_LINEAR } from './colour.ts';
import { dilate, fillPolygon, newMask, type Mask, type Point } from './raster.ts';

/**
 * Eye openings (upper and lower lid margins) in MediaPipe Face Mesh numbering, and the iris rings
 * of the 478-point mesh: a centre and four points on the limbus each.
 */
export const EYE_OPENINGS = [
  [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246],
  [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466],
] as const;
export const IRISES = [
  [468, 469, 470, 471, 472],
  [473, 474, 475, 476, 477],
] as const;

/**
 * The reference sclera in linear sRGB: what the whites of the eyes measure, as a median, in the
 * repository's face set of studio portraits under flash (close to D65 and well exposed); see
 * decision 022 for how it was measured. Slightly warm, as sclera is.
 */
export const REFERENCE_SCLERA: readonly [number, number, number] = [0.558, 0.45, 0.419];

/**
 * How much of the estimated correction is applied, by the colour cast it implies: all of it up to
 * FULL_TRUST_CAST, none from NO_TRUST_CAST, in between a share (gains raised to that power), so that
 * a photo near the limit cannot jump between corrected and uncorrected. Real sclera under ordinary
 * light is close to the reference; a strong "cast" far more often means the pixels read were not
 * sclera (a narrowed eye, lashes, the skin beside the eye) than that the light was that coloured.
 */
export const FULL_TRUST_CAST = 0.2;
export const NO_TRUST_CAST = 0.4;

/** Fewer sclera pixels than this (both eyes, at the measurement scale) and the estimate is noise. */
export const MIN_SCLERA_PIXELS = 24;

/**
 * The share of the eye pixels read as sclera, ranked by whiteness: the whitest 3 % are glints, the
 * next up to 25 % sclera even in a narrowed eye. A share rather than a threshold, so that the same
 * pixels are read whatever the exposure and white balance.
 */
const SCLERA_SHARE: readonly [number, number] = [0.03, 0.25];

/** Pixels around the mesh's eye opening that are looked at too. */
const EYE_MARGIN = 2;

/** The iris is cut out a little wider than the mesh says: its edge is blurred and the mesh jitters. */
const IRIS_MARGIN = 1.2;

export interface IlluminantEstimate {
  /** Linear-light gains per channel (red, green, blue) applied to every pixel before colour is measured. */
  gains: [number, number, number];
  /** Brightness part of the gains: above 1 the photo was darker than the reference exposure. */
  exposure: number;
  /**
   * The colour part: how far the light's colour was from the reference, as the largest ratio
   * between two channels' gains minus 1 (0.1 = one channel needed 10 % more than another).
   */
  cast: number;
  /** How much of the correction was applied, 0-1 (see FULL_TRUST_CAST). */
  trust: number;
  /** How many sclera pixels the estimate rests on. */
  scleraPixels: number;
  /**
   * The sclera's colour as the photo shows it, linear red, green and blue (medians of the pixels
   * read): with `gains` applied, what the gate compares with REFERENCE_SCLERA as one of three
   * witnesses of a coloured light the correction could not trust (decision 059).
   */
  sclera: [number, number, number];
  /**
   * How precisely the light's colour was read: the standard error of a channel-against-channel log
   * ratio of the estimate (natural log), from the spread of the sclera pixels' own ratios and how
   * many there are (`colourNoise`). Two readings of one light differ by up to about twice the
   * root sum of their squares, 19 times in 20.
   */
  colourNoise: number;
}

/**
 * Neighbouring pixels are not independent readings (the camera's demosaicing and the JPEG's 8 × 8
 * blocks share colour between them), so the spread over √n understates the noise of a median of n
 * pixels by this factor: measured by the fidelity benchmark on the 42 portraits, as the factor
 * that puts the readings' changes under the mild changes that leave the light alone within
 * 1.96 × the pair's noise 19 times in 20 (decision 037, addendum of 2026-11-27).
 */
export const SCLERA_CORRELATION = 3;

/** Median of an array (sorted in place). */
function medianInPlace(values: Float64Array): number {
  values.sort();
  return values[Math.floor(values.length / 2)]!;
}

/**
 * The standard error of the light's colour read from these pixels: for each pair of channels, the
 * median's standard error (1.2533 σ / √n, σ from the median absolute deviation of the pixels' log
 * ratios), times SCLERA_CORRELATION; the largest of the three pairs. `upscale` is how much the
 * crop was enlarged from the photo (above 1 when the face was smaller than the measurement scale).
 */
export function colourNoise(band: readonly { r: number; g: number; b: number }[], upscale = 1): number {
  const n = band.length;
  const ratios = new Float64Array(n);
  const deviations = new Float64Array(n);
  let largest = 0;
  for (const [p, q] of [
    ['r', 'g'],
    ['b', 'g'],
    ['r', 'b'],
  ] as const) {
    for (let i = 0; i < n; i++) ratios[i] = Math.log(Math.max(band[i]![p], 1e-4) / Math.max(band[i]![q], 1e-4));
    const centre = medianInPlace(ratios);
    for (let i = 0; i < n; i++) deviations[i] = Math.abs(ratios[i]! - centre);
    const sigma = 1.4826 * medianInPlace(deviations);
    largest = Math.max(largest, (1.2533 * sigma) / Math.sqrt(n));
  }
  // A crop enlarged from a smaller photo holds no more readings than the photo did: k × k crop
  // pixels per photo pixel.
  return largest * Math.max(1, upscale) * SCLERA_CORRELATION;
}

/** Sclera candidates in an image: inside the eye openings, the iris cut out, away from the lids. */
export function scleraMask(mesh: readonly Point[], width: number, height: number): Mask {
  const out = newMask(width * height);
  // Without the iris points (the fallback 468-point fit) the iris cannot be cut out.
  if (mesh.length < 478) return out;
  const irises = IRISES.map((ring) => {
    const centre = mesh[ring[0]]!;
    const radius =
      ring.slice(1).reduce((sum, i) => sum + Math.hypot(mesh[i]![0] - centre[0], mesh[i]![1] - centre[1]), 0) / 4;
    return { centre, radius: radius * IRIS_MARGIN };
  });
  for (let e = 0; e < EYE_OPENINGS.length; e++) {
    // A little wider than the mesh's eye: the mesh moves by a pixel or two between two photos, and
    // the pixels are chosen by their whiteness below, not by where the mesh puts the lids.
    const opening = dilate(
      fillPolygon(
        EYE_OPENINGS[e]!.map((i) => mesh[i]!),
        width,
        height,
      ),
      width,
      height,
      EYE_MARGIN,
    );
    // Only the rows the grown opening can reach, not the whole crop.
    const ys = EYE_OPENINGS[e]!.map((i) => mesh[i]![1]);
    const fromRow = Math.max(0, Math.floor(Math.min(...ys)) - EYE_MARGIN - 1);
    const toRow = Math.min(height, Math.ceil(Math.max(...ys)) + EYE_MARGIN + 2);
    for (let i = fromRow * width; i < toRow * width; i++) {
      if (!opening[i]) continue;
      const x = i % width;
      const y = (i - x) / width;
      if (irises.some(({ centre, radius }) => Math.hypot(x - centre[0], y - centre[1]) <= radius)) continue;
      out[i] = 1;
    }
  }
  return out;
}

/**
 * The light, from the sclera pixels of an interleaved 8-bit sRGB image; null when too few usable
 * pixels are left (the caller then measures uncorrected colour and says it is less sure).
 */
export function estimateIlluminant(rgb: Uint8Array, eyes: Mask, upscale = 1): IlluminantEstimate | null {
  const pixels: { whiteness: number; r: number; g: number; b: number }[] = [];
  for (let i = 0; i < eyes.length; i++) {
    if (!eyes[i]) continue;
    const r = SRGB_TO_LINEAR[rgb[i * 3]!]!;
    const g = SRGB_TO_LINEAR[rgb[i * 3 + 1]!]!;
    const b = SRGB_TO_LINEAR[rgb[i * 3 + 2]!]!;
    const max = Math.max(r, g, b);
    // Bright and colourless: sclera. Skin beside the eye is as bright but coloured; lashes and the
    // lid's shadow are dark.
    pixels.push({ whiteness: max > 0 ? ((r + g + b) / 3) * (Math.min(r, g, b) / max) : 0, r, g, b });
  }
  pixels.sort((p, q) => q.whiteness - p.whiteness);
  // Glints (the wet surface reflecting the light source) are the very whitest: skipped.
  const band = pixels.slice(Math.floor(pixels.length * SCLERA_SHARE[0]), Math.ceil(pixels.length * SCLERA_SHARE[1]));
  if (band.length < MIN_SCLERA_PIXELS) return null;
  const medianOf = (pick: (p: (typeof band)[number]) => number) => medianInPlace(Float64Array.from(band, pick));
  const seen: [number, number, number] = [medianOf((p) => p.r), medianOf((p) => p.g), medianOf((p) => p.b)];
  if (seen.some((v) => v <= 1e-4)) return null;
  const full = seen.map((v, c) => REFERENCE_SCLERA[c]! / v);
  const cast = Math.max(...full) / Math.min(...full) - 1;
  const trust = Math.min(1, Math.max(0, (NO_TRUST_CAST - cast) / (NO_TRUST_CAST - FULL_TRUST_CAST)));
  const exposure = Math.cbrt(full[0]! * full[1]! * full[2]!);
  // The colour of the light only: how bright the sclera is depends on the lids' shadow as much
  // as on the exposure (decision 022), so brightness is not normalised by it.
  const gains = full.map((g) => (g / exposure) ** trust) as [number, number, number];
  return {
    gains,
    exposure,
    cast,
    trust,
    scleraPixels: band.length,
    sclera: seen,
    colourNoise: colourNoise(band, upscale),
  };
}
