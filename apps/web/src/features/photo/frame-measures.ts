/**
 * What the live camera guide reads from a camera frame's pixels, measured as the server's quality
 * gate measures a photo (packages/vision/src/quality.ts and measurements.ts), so that the same
 * limits (QUALITY_THRESHOLDS in @skinsight/shared/photo-quality) mean the same thing:
 * - lightness is CIELAB L* of the pixels as taken (sRGB, D65), over the skin of the cheeks, nose
 *   and chin; the face's brightest 1 %; the share of skin blown out (every channel at 250 or more);
 *   the stops of light between the two cheeks' median L* (stopsBetween);
 * - sharpness is the gate's band ratio: 0.5-2 mm detail (Gaussian σ 1.2 px minus σ 4 px) over
 *   2-5 mm detail (σ 4 minus σ 12) inside the face outline, on a crop scaled so that the outer eye
 *   corners are MEASUREMENT_EYE_SPAN pixels apart. Gaussians beyond σ 2.5 are three box blurs,
 *   as in the gate.
 * Landmark numbers are MediaPipe's face mesh, as in packages/vision/src/regions.ts.
 */
import { stopsBetween } from '@skinsight/shared/photo-quality';

export type Point = readonly [number, number];

export interface Pixels {
  /** RGBA, 4 bytes a pixel, as ImageData has it. */
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Landmarks of the outer eye corners: their distance is the scale. */
export const OUTER_EYE_CORNERS = [33, 263] as const;
/** The face outline (the gate's face mask). */
export const FACE_OUTLINE = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136,
  172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;
/** The skin regions whose lightness the gate reads (the person's own left and right). */
export const SKIN_REGIONS = {
  cheek_left: [346, 347, 348, 329, 371, 423, 426, 427, 411, 352, 345],
  cheek_right: [117, 118, 119, 100, 142, 203, 206, 207, 187, 123, 116],
  nose: [168, 417, 351, 419, 248, 281, 275, 1, 45, 51, 3, 196, 122, 193],
  chin: [182, 83, 18, 313, 406, 424, 431, 395, 396, 175, 171, 170, 211, 204],
} as const;

const linear = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  linear[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

/** CIELAB L* of one sRGB pixel (D65, as packages/vision/src/colour.ts). */
export function lightness(r: number, g: number, b: number): number {
  const y = 0.2126729 * linear[r]! + 0.7151522 * linear[g]! + 0.072175 * linear[b]!;
  const f = y > EPSILON ? Math.cbrt(y) : (KAPPA * y + 16) / 116;
  return 116 * f - 16;
}

export function insidePolygon(x: number, y: number, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The pixels inside a polygon, as indices into `pixels`, visited on a grid of `step` pixels. */
function polygonPixels(pixels: Pixels, polygon: readonly Point[], step = 1): number[] {
  const xs = polygon.map(([x]) => x);
  const ys = polygon.map(([, y]) => y);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(pixels.width - 1, Math.ceil(Math.max(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(pixels.height - 1, Math.ceil(Math.max(...ys)));
  const out: number[] = [];
  for (let y = top; y <= bottom; y += step) {
    for (let x = left; x <= right; x += step) {
      if (insidePolygon(x + 0.5, y + 0.5, polygon)) out.push(y * pixels.width + x);
    }
  }
  return out;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round((p / 100) * (sorted.length - 1))))]!;
}

export interface Exposure {
  skinMedianL: number;
  faceP99L: number;
  clippedPercent: number;
  /** Share of the skin with any channel blown out, as the gate reads it (decision 065). */
  channelClippedPercent: number;
  /** Stops of light between the cheeks, as the gate reads them (decision 061). */
  cheekDifferenceStops: number;
  /** The brighter cheek's median L*. */
  litCheekL: number;
}

/** The gate's exposure figures for the face whose mesh is `mesh`, in `pixels`' coordinates. */
export function measureExposure(pixels: Pixels, mesh: readonly Point[]): Exposure {
  const { data } = pixels;
  const lOf = (i: number) => lightness(data[4 * i]!, data[4 * i + 1]!, data[4 * i + 2]!);
  const region = (ids: readonly number[]) =>
    polygonPixels(
      pixels,
      ids.map((id) => mesh[id]!),
    );
  const cheekLeft = region(SKIN_REGIONS.cheek_left);
  const cheekRight = region(SKIN_REGIONS.cheek_right);
  const skin = [...cheekLeft, ...cheekRight, ...region(SKIN_REGIONS.nose), ...region(SKIN_REGIONS.chin)];
  const face = polygonPixels(
    pixels,
    FACE_OUTLINE.map((id) => mesh[id]!),
    2,
  );
  const left = percentile(cheekLeft.map(lOf), 50);
  const right = percentile(cheekRight.map(lOf), 50);
  let clipped = 0;
  let channelClipped = 0;
  for (const i of skin) {
    const [r, g, b] = [data[4 * i]!, data[4 * i + 1]!, data[4 * i + 2]!];
    if (r >= 250 && g >= 250 && b >= 250) clipped++;
    if (r >= 250 || g >= 250 || b >= 250) channelClipped++;
  }
  return {
    skinMedianL: percentile(skin.map(lOf), 50),
    faceP99L: percentile(face.map(lOf), 99),
    clippedPercent: skin.length > 0 ? (100 * clipped) / skin.length : 0,
    channelClippedPercent: skin.length > 0 ? (100 * channelClipped) / skin.length : 0,
    cheekDifferenceStops: stopsBetween(left, right),
    litCheekL: Math.max(left, right),
  };
}

/** Widths of three box blurs whose sum approximates a Gaussian of `sigma` (Kovesi 2010). */
function boxesForGauss(sigma: number): number[] {
  const n = 3;
  const ideal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const m = Math.round((12 * sigma * sigma - n * lower * lower - 4 * n * lower - 3 * n) / (-4 * lower - 4));
  return Array.from({ length: n }, (_, i) => (i < m ? lower : upper));
}

function boxBlurPass(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  height: number,
  r: number,
  horizontal: boolean,
) {
  const [outer, inner, stride, lineStride] = horizontal ? [height, width, 1, width] : [width, height, width, 1];
  const scale = 1 / (2 * r + 1);
  for (let o = 0; o < outer; o++) {
    const base = o * lineStride;
    const at = (k: number) => src[base + Math.min(inner - 1, Math.max(0, k)) * stride]!;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += at(k);
    for (let k = 0; k < inner; k++) {
      dst[base + k * stride] = sum * scale;
      sum += at(k + r + 1) - at(k - r);
    }
  }
}

/** As the gate blurs: an exact kernel up to σ 2.5, three box blurs beyond (packages/vision/src/raster.ts). */
export function gaussianBlur(plane: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const a = Float32Array.from(plane);
  const b = new Float32Array(plane.length);
  if (sigma <= 2.5) {
    const r = Math.ceil(3 * sigma);
    const kernel = Array.from({ length: 2 * r + 1 }, (_, k) => Math.exp(-((k - r) ** 2) / (2 * sigma * sigma)));
    const total = kernel.reduce((s, v) => s + v, 0);
    const weights = kernel.map((v) => v / total);
    convolve(a, b, width, height, weights, true);
    convolve(b, a, width, height, weights, false);
    return a;
  }
  for (const box of boxesForGauss(sigma)) {
    const r = (box - 1) / 2;
    boxBlurPass(a, b, width, height, r, true);
    boxBlurPass(b, a, width, height, r, false);
  }
  return a;
}

function convolve(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  height: number,
  weights: number[],
  horizontal: boolean,
) {
  const r = (weights.length - 1) / 2;
  const [outer, inner, stride, lineStride] = horizontal ? [height, width, 1, width] : [width, height, width, 1];
  for (let o = 0; o < outer; o++) {
    const base = o * lineStride;
    for (let k = 0; k < inner; k++) {
      let sum = 0;
      for (let j = -r; j <= r; j++)
        sum += weights[j + r]! * src[base + Math.min(inner - 1, Math.max(0, k + j)) * stride]!;
      dst[base + k * stride] = sum;
    }
  }
}

/** L* of every pixel. */
export function lightnessPlane(pixels: Pixels): Float32Array {
  const out = new Float32Array(pixels.width * pixels.height);
  const { data } = pixels;
  for (let i = 0; i < out.length; i++) out[i] = lightness(data[4 * i]!, data[4 * i + 1]!, data[4 * i + 2]!);
  return out;
}

/**
 * The gate's sharpness (fine over middle detail inside the face outline) of a crop already scaled
 * to the measurement scale; `outline` in the crop's coordinates.
 */
export function faceSharpness(crop: Pixels, outline: readonly Point[]): number {
  const { width, height } = crop;
  const l = lightnessPlane(crop);
  const fine = gaussianBlur(l, width, height, 1.2);
  const mid = gaussianBlur(l, width, height, 4);
  const coarse = gaussianBlur(l, width, height, 12);
  // The gate erodes the outline by 4 px; the skin inside by a step of 2 is plenty here.
  const inside = polygonPixels(crop, shrink(outline, 4), 2);
  let fineSum = 0;
  let midSum = 0;
  for (const i of inside) {
    const f = fine[i]! - mid[i]!;
    const m = mid[i]! - coarse[i]!;
    fineSum += f * f;
    midSum += m * m;
  }
  return midSum > 0 ? Math.sqrt(fineSum / midSum) : 0;
}

/** A polygon moved `by` pixels towards its centroid. */
function shrink(polygon: readonly Point[], by: number): Point[] {
  const cx = polygon.reduce((s, [x]) => s + x, 0) / polygon.length;
  const cy = polygon.reduce((s, [, y]) => s + y, 0) / polygon.length;
  return polygon.map(([x, y]) => {
    const d = Math.hypot(x - cx, y - cy);
    const k = d > by ? (d - by) / d : 0;
    return [cx + (x - cx) * k, cy + (y - cy) * k] as const;
  });
}

/** Variance of the Laplacian of L* inside a box: how much fine detail a frame kept (burst pick). */
export function laplacianVariance(pixels: Pixels, box: readonly [number, number, number, number]): number {
  const { width, data } = pixels;
  const left = Math.max(1, Math.floor(box[0]));
  const top = Math.max(1, Math.floor(box[1]));
  const right = Math.min(pixels.width - 2, Math.ceil(box[0] + box[2]));
  const bottom = Math.min(pixels.height - 2, Math.ceil(box[1] + box[3]));
  const lOf = (x: number, y: number) => {
    const i = 4 * (y * width + x);
    return lightness(data[i]!, data[i + 1]!, data[i + 2]!);
  };
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const v = lOf(x - 1, y) + lOf(x + 1, y) + lOf(x, y - 1) + lOf(x, y + 1) - 4 * lOf(x, y);
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  return n > 0 ? sumSq / n - (sum / n) ** 2 : 0;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}
