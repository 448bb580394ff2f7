/**
 * What the camera, the light and the software did to a photo, read from the photo itself, for the
 * quality gate (issue 17, item 5; decision 027): how hard it was compressed (the JPEG quantisation
 * tables in the file), how far the camera moved (the width of the face's sharpest edges in each
 * direction), whether the skin was smoothed while the eyes stayed sharp (a beauty filter), and
 * the colour of the skin and of the scene around the face in linear light (a cast no white balance
 * took out).
 */
import { SRGB_TO_LINEAR } from './colour.ts';
import { REFERENCE_SCLERA } from './illuminant.ts';
import { dilate, gaussianBlur, maskedPercentile, median, newPlane, rms, subtractMask, type Mask } from './raster.ts';

/**
 * How blocky the picture is: a JPEG saved at low quality throws away detail inside each block of
 * 8 × 8 pixels, and the blocks' edges remain as a grid of small steps. Along each axis, the mean
 * step between neighbouring pixels at each of the 8 positions in a block; the grid's position
 * steps above the median of the others by this ratio (1 for a photo without a grid). `grey` is
 * the photo's own pixels (not resized: resizing dissolves the grid), as one channel.
 */
export function blockiness(grey: Uint8Array, width: number, height: number): number {
  const ratio = (dx: number, dy: number) => {
    const sums = new Float64Array(8);
    const counts = new Float64Array(8);
    for (let y = 0; y < height - dy; y++) {
      for (let x = 0; x < width - dx; x++) {
        const i = y * width + x;
        const phase = (dx ? x : y) % 8;
        sums[phase] = sums[phase]! + Math.abs(grey[i + dy * width + dx]! - grey[i]!);
        counts[phase] = counts[phase]! + 1;
      }
    }
    const means = Array.from(sums, (sum, k) => sum / Math.max(1, counts[k]!)).sort((a, b) => a - b);
    const typical = (means[3]! + means[4]!) / 2;
    return typical > 0 ? means[7]! / typical : 1;
  };
  if (width < 32 || height < 32) return 1;
  return Math.sqrt(ratio(1, 0) * ratio(0, 1));
}

/** A 1-D Gaussian blur along x (`dx` 1) or y (`dy` 1), edges clamped, computed inside `box` only. */
function blurAlong(
  l: Float32Array,
  width: number,
  height: number,
  sigma: number,
  dx: number,
  dy: number,
  box: Box,
): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, k) => Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)));
  const total = kernel.reduce((a, b) => a + b, 0);
  const out = newPlane(l.length);
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const xx = Math.min(width - 1, Math.max(0, x + k * dx));
        const yy = Math.min(height - 1, Math.max(0, y + k * dy));
        sum += kernel[k + radius]! * l[yy * width + xx]!;
      }
      out[y * width + x] = sum / total;
    }
  }
  return out;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The bounding box of a mask, grown by `margin` and kept inside the image. */
function maskBox(mask: Mask, width: number, height: number, margin: number): Box {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  return {
    left: Math.max(0, left - margin),
    top: Math.max(0, top - margin),
    right: Math.min(width - 1, right + margin),
    bottom: Math.min(height - 1, bottom + margin),
  };
}

/** The blur added by `blurAlong` to measure against (pixels): about a millimetre at the measurement scale. */
const REBLUR_SIGMA = 2.5;

/**
 * The eyes' sharpest edges along x and along y: their width (Gaussian sigma, pixels) and how
 * steeply they rise where they are read (`rise`, L* a pixel: the slope the top 5 % reach), which
 * says how much a grain of a given size can steepen them (ruler.ts `grainEdgeShare`).
 */
export interface EdgeBlur {
  x: number;
  y: number;
  rise: { x: number; y: number };
}

/**
 * How blurred the photo is along x and along y, as the width (Gaussian sigma, pixels of the image
 * given) of its sharpest edges in each direction inside `mask` (the eyes: lids, lashes and the
 * iris rim give strong edges both ways). Read by blurring again by a known amount: an edge of
 * width sigma loses slope by the ratio R = √(sigma² + s²) / sigma under a further blur s, so
 * sigma = s / √(R² − 1), whatever the edge's height (Zhuo and Sim, 2011). A camera that moved
 * while the shutter was open smears edges along its path only, so the wider of the two is the
 * photo's blur; a measure over both directions at once reads the unsmeared edges and misses it.
 */
export function directionalEdgeBlurPx(l: Float32Array, width: number, height: number, mask: Mask): EdgeBlur {
  // Only the eyes are read: the re-blur is computed around them, not over the whole face.
  const box = maskBox(mask, width, height, 1);
  const along = (dx: number, dy: number): [width: number, rise: number] => {
    const step = dy * width + dx;
    const reblurred = blurAlong(l, width, height, REBLUR_SIGMA, dx, dy, box);
    const slope = newPlane(l.length);
    let count = 0;
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        if (!mask[i]) continue;
        slope[i] = Math.abs(l[i + step]! - l[i - step]!) / 2;
        count++;
      }
    }
    if (count < 50) return [Number.NaN, Number.NaN];
    const strongest = maskedPercentile(slope, mask, 95);
    const sigmas: number[] = [];
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        if (!mask[i] || slope[i]! < strongest || slope[i]! <= 0) continue;
        const after = Math.abs(reblurred[i + step]! - reblurred[i - step]!) / 2;
        const ratio = after > 0 ? slope[i]! / after : Infinity;
        sigmas.push(ratio > 1.0001 ? REBLUR_SIGMA / Math.sqrt(ratio * ratio - 1) : 100);
      }
    }
    sigmas.sort((a, b) => a - b);
    return [sigmas[Math.floor(sigmas.length / 2)] ?? Number.NaN, strongest];
  };
  const [x, riseX] = along(1, 0);
  const [y, riseY] = along(0, 1);
  return { x, y, rise: { x: riseX, y: riseY } };
}

/** Blur widths (crop pixels, about 0.4, 0.65 and 1 mm) that cut the fine detail into its finest and next bands. */
const FINEST_BAND_SIGMAS = [0.8, 1.4, 2.2] as const;
/** How far (crop pixels, about 3 mm) a highlight's edge reaches into the bands: left out of the finest share. */
const GLARE_REACH_PX = 6;

/**
 * Two traces of a beauty filter, each the skin against the eyes, which a filter leaves sharp:
 *
 * - `ratio`: how much fine detail the skin has, finer than about 1 mm at the measurement scale
 *   (lightness minus its blur of FINEST_BAND_SIGMAS[2] pixels), over the eyes'. Blur, upscaling and the camera's
 *   resolution lower both alike; a filter lowers the skin's. But skin differs in how much texture
 *   it has (0.08-0.7 on the 42 portraits), so a filter on rough skin leaves more than smooth skin
 *   has unfiltered.
 * - `finestShare` (decision 047): the shape of that detail, how much lies in the finest band
 *   (between blurs of FINEST_BAND_SIGMAS[0] and [1]) for each unit of the next band ([1] to [2]),
 *   over the same for the eyes. Skin of every texture thins out from coarse to fine much as the
 *   eyes do, and a blur, a resize or a JPEG change both alike (0.89-1.6 on the portraits and such
 *   copies of them); a smoothing filter takes the finest band first (0.62-0.92 at 1 mm). Read on
 *   the skin away from `glare`, whose smooth blobs of light add to the next band alone.
 */
export function skinDetailTraces(
  l: Float32Array,
  width: number,
  height: number,
  skin: Mask,
  eyes: Mask,
  glare: Mask | null = null,
): { ratio: number; finestShare: number } {
  const [finest, next, coarsest] = FINEST_BAND_SIGMAS;
  const smooth = gaussianBlur(l, width, height, coarsest);
  const blurFinest = gaussianBlur(l, width, height, finest);
  const blurNext = gaussianBlur(l, width, height, next);
  const band = newPlane(l.length);
  const finestBand = newPlane(l.length);
  const nextBand = newPlane(l.length);
  for (let i = 0; i < l.length; i++) {
    band[i] = l[i]! - smooth[i]!;
    finestBand[i] = blurFinest[i]! - blurNext[i]!;
    nextBand[i] = blurNext[i]! - smooth[i]!;
  }
  const eyeDetail = rms(band, eyes);
  const shape = (mask: Mask) => rms(finestBand, mask) / rms(nextBand, mask);
  const eyeShape = shape(eyes);
  // A highlight is a smooth blob of the lamp's light: it adds to the next band, not the finest, so
  // shiny skin read as filtered (glints drawn 1.5-4 mm across took the share down to 0.80). With
  // all of the skin in glare nothing is left to read: NaN, and no refusal.
  const matte = glare ? subtractMask(skin, dilate(glare, width, height, GLARE_REACH_PX)) : skin;
  return {
    ratio: eyeDetail > 0 ? rms(band, skin) / eyeDetail : Number.NaN,
    finestShare: eyeShape > 0 ? shape(matte) / eyeShape : Number.NaN,
  };
}

/**
 * The skin's colour in linear light as two log ratios, 100·log10(red/green) and
 * 100·log10(blue/green), medians over `skin`, after the light's correction `gains`. Skin of every
 * tone lies in a narrow band of these (melanin and blood both absorb blue and green more than
 * red); a light's colour adds a constant to each, so a skin colour outside the band is a cast
 * that was not corrected.
 */
export function skinChromaticity(
  rgb: Uint8Array,
  skin: Mask,
  gains: readonly [number, number, number] = [1, 1, 1],
): { redGreen: number; blueGreen: number } {
  const rg = newPlane(skin.length);
  const bg = newPlane(skin.length);
  for (let i = 0; i < skin.length; i++) {
    if (!skin[i]) continue;
    const r = Math.max(1e-4, SRGB_TO_LINEAR[rgb[i * 3]!]! * gains[0]);
    const g = Math.max(1e-4, SRGB_TO_LINEAR[rgb[i * 3 + 1]!]! * gains[1]);
    const b = Math.max(1e-4, SRGB_TO_LINEAR[rgb[i * 3 + 2]!]! * gains[2]);
    rg[i] = 100 * Math.log10(r / g);
    bg[i] = 100 * Math.log10(b / g);
  }
  return { redGreen: median(rg, skin), blueGreen: median(bg, skin) };
}

/** Less of the photo than this left around the face, and the scene's colour is not read. */
export const MIN_SCENE_SHARE = 0.15;

/**
 * The colour of the scene around the face, as the same two log ratios of the mean of each channel
 * in linear light over the photo outside `face` (the face's outline, as a mask of the image): a
 * grey world of the hair, the neck, the clothes and what is behind. A scene's average is near
 * neutral give or take its walls and clothes; a coloured light moves it by the light's colour, as
 * it moves the skin, where skin tone moves only the skin (decision 048). Null when the face fills
 * the photo.
 */
export function sceneChromaticity(
  image: { rgb: Uint8Array; width: number; height: number },
  face: Mask,
): { redGreen: number; blueGreen: number } | null {
  const { rgb, width, height } = image;
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i < width * height; i++) {
    if (face[i]) continue;
    r += SRGB_TO_LINEAR[rgb[i * 3]!]!;
    g += SRGB_TO_LINEAR[rgb[i * 3 + 1]!]!;
    b += SRGB_TO_LINEAR[rgb[i * 3 + 2]!]!;
    n++;
  }
  if (n < MIN_SCENE_SHARE * width * height) return null;
  const floor = 1e-4 * n;
  return {
    redGreen: 100 * Math.log10(Math.max(floor, r) / Math.max(floor, g)),
    blueGreen: 100 * Math.log10(Math.max(floor, b) / Math.max(floor, g)),
  };
}

/**
 * The whites of the eyes' colour against a reference sclera in a neutral light, as the same two
 * log ratios, after the light's correction `gains`: about 0 when the light was read and corrected
 * with full trust, or was neutral; moved by the light's colour where the correction could not
 * trust the reading (decision 059). Lashes, vessels and the skin at the lids make it read a
 * little warm on most faces.
 */
export function scleraChromaticity(
  sclera: readonly [number, number, number],
  gains: readonly [number, number, number],
): { redGreen: number; blueGreen: number } {
  const channel = (c: 0 | 1 | 2) => Math.max(1e-4, sclera[c] * gains[c]) / REFERENCE_SCLERA[c];
  const [r, g, b] = [channel(0), channel(1), channel(2)];
  return { redGreen: 100 * Math.log10(r / g), blueGreen: 100 * Math.log10(b / g) };
}
