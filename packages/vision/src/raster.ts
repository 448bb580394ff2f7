/**
 * Small image operations on single-channel float planes: Gaussian blur restricted to a mask,
 * polygon fill, robust statistics, connected components. Written out rather than delegated to
 * sharp so that masks (skin only, never eyes or hair at a region's edge) take part in every filter.
 */

import { boxesBothAxes, convolveBothAxes } from './blur-wasm.ts';

export type Point = [number, number];

/** A binary mask the size of the measurement image: 1 inside. */
export type Mask = Uint8Array;

/**
 * Planes and masks handed out inside `withPooledPlanes` come from buffers that the next call
 * reuses: one measurement allocates some forty planes, and letting the garbage collector reclaim
 * them cost more time than any filter. Outside it they are ordinary new arrays.
 * Nothing allocated inside may be kept after the callback returns, and the callback must not
 * await: that is what makes one pool per process safe.
 */
interface Pool<T extends Float32Array | Uint8Array> {
  free: T[];
  used: T[];
  make(length: number): T;
}

const planePool: Pool<Float32Array> = { free: [], used: [], make: (length) => new Float32Array(length) };
const maskPool: Pool<Uint8Array> = { free: [], used: [], make: (length) => new Uint8Array(length) };
let pooling = false;

/**
 * The smallest free buffer that fits (photos differ in size), cut to `length` and zeroed unless
 * the caller writes every value (`zeroed` false): the pool's buffers are cold in the cache, and
 * zeroing them was about 12 ms of a 12 MP photo's analysis.
 */
function take<T extends Float32Array | Uint8Array>(pool: Pool<T>, length: number, zeroed = true): T {
  let best = -1;
  for (let i = 0; i < pool.free.length; i++) {
    const capacity = pool.free[i]!.length;
    if (capacity >= length && (best < 0 || capacity < pool.free[best]!.length)) best = i;
  }
  const buffer = best >= 0 ? pool.free.splice(best, 1)[0]! : pool.make(length);
  pool.used.push(buffer);
  const view = buffer.subarray(0, length) as T;
  if (zeroed) view.fill(0);
  return view;
}

/** Returns the buffers, keeping no more than the call just used, the largest first. */
function release<T extends Float32Array | Uint8Array>(pool: Pool<T>): void {
  const keep = pool.used.length;
  pool.free.push(...pool.used);
  pool.used.length = 0;
  pool.free.sort((p, q) => q.length - p.length);
  pool.free.length = Math.min(pool.free.length, keep);
}

export function withPooledPlanes<T>(compute: () => T): T {
  if (pooling) return compute();
  pooling = true;
  try {
    return compute();
  } finally {
    pooling = false;
    release(planePool);
    release(maskPool);
  }
}

/** A zeroed float plane of `length` pixels. */
export function newPlane(length: number): Float32Array {
  return pooling ? take(planePool, length) : new Float32Array(length);
}

/** A plane of `length` pixels whose values are left as they were: for a caller that writes every one. */
export function newPlaneToOverwrite(length: number): Float32Array {
  return pooling ? take(planePool, length, false) : new Float32Array(length);
}

/** A zeroed mask of `length` pixels. */
export function newMask(length: number): Mask {
  return pooling ? take(maskPool, length) : new Uint8Array(length);
}

/** A copy of a plane. */
export function copyPlane(plane: Float32Array): Float32Array {
  const out = newPlaneToOverwrite(plane.length);
  out.set(plane);
  return out;
}

/** A normalised Gaussian kernel of radius ceil(3 sigma) (at least 1), centre in the middle. */
export function gaussianKernel(sigma: number): Float64Array {
  const radius = Math.max(1, Math.ceil(sigma * 3));
  const kernel = new Float64Array(radius * 2 + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) {
    const w = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel[i + radius] = w;
    sum += w;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i]! /= sum;
  return kernel;
}

/**
 * A scratch plane for what a blur reads and no one keeps (the masked input of `blurFrom`, the mask
 * as floats), kept between calls: a measurement runs dozens of blurs, and allocating their
 * temporaries each time made garbage collection a quarter of the work. Safe because no blur
 * awaits anything in between, and each blur has read its input before the next one is written.
 */
let scratchPlane = new Float32Array(0);
function scratch(length: number): Float32Array {
  if (scratchPlane.length < length) scratchPlane = new Float32Array(length);
  return scratchPlane.subarray(0, length);
}

/** The exact Gaussian: one folded kernel along each axis (`convolveBothAxes`). */
function exactGaussian(input: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const kernel = gaussianKernel(sigma);
  const out = newPlaneToOverwrite(input.length);
  convolveBothAxes(input, width, height, kernel.subarray((kernel.length - 1) / 2), out);
  return out;
}

/**
 * The radius and fringe weight of an extended box (`extendedBoxRowsTransposed` in blur.wat) of
 * variance `variance`: the largest whole radius whose plain box is no wider, and the fringe that
 * adds the rest.
 */
export function extendedBox(variance: number): { r: number; alpha: number } {
  // A plain box of radius r has variance r(r + 1)/3.
  const r = Math.max(0, Math.floor((Math.sqrt(1 + 12 * variance) - 1) / 2));
  const alpha = ((2 * r + 1) * ((r * (r + 1)) / 3 - variance)) / (2 * (variance - (r + 1) ** 2));
  return { r, alpha: Math.min(1, Math.max(0, alpha)) };
}

/**
 * Three box passes per axis whose variances add up to sigma² (Kovesi, "Fast almost-Gaussian
 * filtering", 2010): the cost no longer grows with sigma, which matters for the 4-9 mm
 * backgrounds. Two plain boxes of a whole radius, and a third extended box (Gwosdek et al.) that
 * adds exactly the variance still missing, so the blur's width follows sigma continuously. With
 * plain boxes only, the width moved in steps (2.45 or 2.83 px for any sigma between), and a photo
 * whose measured blur asked for a hair less extra blur read its texture 12 % rougher (issue 17,
 * decision 042). Extending all three passes cost 12 % of the measurement time; one costs a third.
 */
function boxGaussian(input: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const variance = sigma * sigma;
  const r = extendedBox(variance / 3).r;
  const last = extendedBox(variance - (2 * r * (r + 1)) / 3);
  const out = newPlaneToOverwrite(input.length);
  boxesBothAxes(input, width, height, r, last, out);
  return out;
}

/** Gaussian blur with clamped edges: exact for small sigma, three box passes beyond. */
export function gaussianBlur(input: Float32Array, width: number, height: number, sigma: number): Float32Array {
  return sigma <= 2.5 ? exactGaussian(input, width, height, sigma) : boxGaussian(input, width, height, sigma);
}

/**
 * Gaussian blur that only averages pixels inside the mask (normalised convolution), so a region's
 * smoothed values never mix in the eye, brow or background next to it. Outside the mask: 0.
 */
export function maskedBlur(
  input: Float32Array,
  mask: Mask,
  width: number,
  height: number,
  sigma: number,
  maskWeights?: Float32Array,
): Float32Array {
  return blurFrom(input, mask, mask, width, height, sigma, maskWeights);
}

/**
 * The average of `input` over the `sources` pixels near each pixel of `targets` (normalised
 * convolution, like `maskedBlur`, but read also where a pixel is not itself a source: the
 * surroundings of a highlight without the highlight). 0 outside `targets` and where no source is near.
 */
export function blurFrom(
  input: Float32Array,
  sources: Mask,
  targets: Mask,
  width: number,
  height: number,
  sigma: number,
  sourceWeights?: Float32Array,
): Float32Array {
  const weighted = scratch(input.length);
  for (let i = 0; i < input.length; i++) weighted[i] = sources[i] ? input[i]! : 0;
  const out = gaussianBlur(weighted, width, height, sigma);
  const denominator = sourceWeights ?? maskWeightsFor(sources, width, height, sigma);
  for (let i = 0; i < input.length; i++) {
    const d = denominator[i]!;
    out[i] = targets[i] && d > 1e-6 ? out[i]! / d : 0;
  }
  return out;
}

/** The planes of a plane fit's moments besides the mask's own weight: u, v, u², uv, v² of the mask, and the input times 1, u, v. */
type PlaneMoments = [
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
  Float32Array,
];

/**
 * The local plane through `input` over the mask's pixels near each pixel of the mask (first-order
 * normalised convolution, Knutsson and Westin 1993): a Gaussian-weighted least-squares fit of
 * a + b·x + c·y, read at the pixel. Where the mask ends, a plain masked average is one-sided and
 * shifted along any slope of the light; the plane follows the slope to the edge. Falls back to the
 * average where the neighbourhood is too thin to tell a slope (a line of pixels). 0 outside the mask.
 */
export function linearTrendWithin(
  input: Float32Array,
  mask: Mask,
  width: number,
  height: number,
  sigma: number,
): Float32Array {
  const n = input.length;
  // Coordinates from the centre, in units of sigma: small numbers keep float32 sums exact enough.
  const cx = width / 2;
  const cy = height / 2;
  const planes = Array.from({ length: 8 }, () => newPlane(n));
  const [mx, my, mxx, mxy, myy, f, fx, fy] = planes as PlaneMoments;
  for (let y = 0; y < height; y++) {
    const v = (y - cy) / sigma;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      const u = (x - cx) / sigma;
      const value = input[i]!;
      mx[i] = u;
      my[i] = v;
      mxx[i] = u * u;
      mxy[i] = u * v;
      myy[i] = v * v;
      f[i] = value;
      fx[i] = value * u;
      fy[i] = value * v;
    }
  }
  const s0 = maskWeightsFor(mask, width, height, sigma);
  const [sx, sy, sxx, sxy, syy, t0, tx, ty] = planes.map((plane) =>
    gaussianBlur(plane, width, height, sigma),
  ) as PlaneMoments;
  const out = newPlane(n);
  for (let y = 0; y < height; y++) {
    const v = (y - cy) / sigma;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const w = s0[i]!;
      if (!mask[i] || w <= 1e-6) continue;
      const u = (x - cx) / sigma;
      // Moments about the pixel itself: the fit's value there is its intercept.
      const ax = sx[i]! - u * w;
      const ay = sy[i]! - v * w;
      const axx = sxx[i]! - 2 * u * sx[i]! + u * u * w;
      const axy = sxy[i]! - u * sy[i]! - v * sx[i]! + u * v * w;
      const ayy = syy[i]! - 2 * v * sy[i]! + v * v * w;
      const b0 = t0[i]!;
      const bx = tx[i]! - u * b0;
      const by = ty[i]! - v * b0;
      // Solve [w ax ay; ax axx axy; ay axy ayy] [a b c] = [b0 bx by] for a (Cramer's rule).
      const det = w * (axx * ayy - axy * axy) - ax * (ax * ayy - axy * ay) + ay * (ax * axy - axx * ay);
      const scale = w * w * w * 1e-4;
      if (Math.abs(det) <= scale) {
        out[i] = b0 / w;
        continue;
      }
      const detA = b0 * (axx * ayy - axy * axy) - ax * (bx * ayy - axy * by) + ay * (bx * axy - axx * by);
      out[i] = detA / det;
    }
  }
  return out;
}

/**
 * `plane` with the pixels of `fill` replaced by one smooth surface through the pixels of `fit`: the
 * least-squares a + b·x + c·y + d·x² + e·x·y + f·y² over the whole of `fit` (decision 076). A
 * rounded cheek is lightest where it faces the lamp, and that is where a glint sits: the surface
 * carries the cheek's curvature across the hole, which an average of the skin around it does not.
 * The other pixels are copied as they are; with too few pixels to fit, or none to fill, the copy
 * is all.
 */
export function fillWithQuadratic(plane: Float32Array, fit: Mask, fill: Mask, width: number): Float32Array {
  const out = copyPlane(plane);
  const height = plane.length / width;
  // Coordinates from the fit's centre, in units of its extent: the normal equations stay well scaled.
  let [count, toFill, sumX, sumY] = [0, 0, 0, 0];
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let i = 0; i < plane.length; i++) {
    if (!fit[i]) {
      if (fill[i]) toFill++;
      continue;
    }
    const x = i % width;
    const y = (i - x) / width;
    count++;
    sumX += x;
    sumY += y;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  if (count < 24 || toFill === 0) return out;
  const [cx, cy] = [sumX / count, sumY / count];
  const extent = Math.max(1, x1 - x0, y1 - y0) / 2;
  const terms = (x: number, y: number) => {
    const u = (x - cx) / extent;
    const v = (y - cy) / extent;
    return [1, u, v, u * u, u * v, v * v];
  };
  // The normal equations A·c = r, solved by Gaussian elimination with partial pivoting.
  const size = 6;
  const a = Array.from({ length: size }, () => new Float64Array(size + 1));
  for (let i = 0; i < plane.length; i++) {
    if (!fit[i]) continue;
    const x = i % width;
    const t = terms(x, (i - x) / width);
    const value = plane[i]!;
    for (let r = 0; r < size; r++) {
      const row = a[r]!;
      for (let c = 0; c < size; c++) row[c] = row[c]! + t[r]! * t[c]!;
      row[size] = row[size]! + t[r]! * value;
    }
  }
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let r = col + 1; r < size; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-9 * count) return out;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const lead = a[col]!;
    for (let r = 0; r < size; r++) {
      if (r === col) continue;
      const row = a[r]!;
      const factor = row[col]! / lead[col]!;
      if (factor === 0) continue;
      for (let c = col; c <= size; c++) row[c] = row[c]! - factor * lead[c]!;
    }
  }
  const coefficients = a.map((row, r) => row[size]! / row[r]!);
  for (let i = 0; i < plane.length; i++) {
    if (!fill[i] || fit[i]) continue;
    const x = i % width;
    const t = terms(x, (i - x) / width);
    let value = 0;
    for (let r = 0; r < size; r++) value += coefficients[r]! * t[r]!;
    out[i] = value;
  }
  return out;
}

/** The blurred mask that `maskedBlur` divides by; compute once when blurring several planes. */
export function maskWeightsFor(mask: Mask, width: number, height: number, sigma: number): Float32Array {
  const asFloat = scratch(mask.length);
  for (let i = 0; i < mask.length; i++) asFloat[i] = mask[i]!;
  return gaussianBlur(asFloat, width, height, sigma);
}

/** Fills a polygon, sampling at pixel centres (even-odd rule). */
export function fillPolygon(polygon: readonly Point[], width: number, height: number): Mask {
  const mask = newMask(width * height);
  const count = polygon.length;
  if (count < 3) return mask;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    minY = Math.min(minY, polygon[i]![1]);
    maxY = Math.max(maxY, polygon[i]![1]);
  }
  const y0 = Math.max(0, Math.floor(minY));
  const y1 = Math.min(height - 1, Math.ceil(maxY));
  const crossings = new Float64Array(count);
  for (let y = y0; y <= y1; y++) {
    const sy = y + 0.5;
    let found = 0;
    for (let i = 0; i < count; i++) {
      const a = polygon[i]!;
      const b = polygon[(i + 1) % count]!;
      if ((a[1] <= sy && b[1] > sy) || (b[1] <= sy && a[1] > sy))
        crossings[found++] = a[0] + ((sy - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
    }
    const row = crossings.subarray(0, found).sort();
    for (let k = 0; k + 1 < found; k += 2) {
      const from = Math.max(0, Math.ceil(row[k]! - 0.5));
      const to = Math.min(width - 1, Math.floor(row[k + 1]! - 0.5));
      for (let x = from; x <= to; x++) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/**
 * A mask's bytes four at a time, when it starts on a 4-byte boundary (every mask made here does):
 * masks are 0 or 1 per byte, so bitwise operations on the words are the same operations on the
 * pixels, a quarter as many of them. Null otherwise; the pixels past the last whole word are
 * left to the caller.
 */
function maskWords(mask: Mask): Uint32Array | null {
  return mask.byteOffset % 4 === 0 ? new Uint32Array(mask.buffer, mask.byteOffset, mask.length >> 2) : null;
}

/** The union of masks (0 or 1 each): a bitwise or, a word at a time (a dozen unions of up to five masks per photo). */
export function unionMasks(masks: readonly Mask[]): Mask {
  const out = newMask(masks[0]?.length ?? 0);
  const outWords = maskWords(out);
  for (const mask of masks) {
    const words = maskWords(mask);
    let from = 0;
    if (outWords && words) {
      for (let w = 0; w < outWords.length; w++) outWords[w]! |= words[w]!;
      from = outWords.length * 4;
    }
    for (let i = from; i < out.length; i++) out[i]! |= mask[i]!;
  }
  return out;
}

export function countMask(mask: Mask): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) n += mask[i]!;
  return n;
}

/** Values of a plane under a mask, in image order. */
export function maskedValues(plane: Float32Array, mask: Mask): Float64Array {
  const values = new Float64Array(countMask(mask));
  let j = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) values[j++] = plane[i]!;
  return values;
}

/** Values of a plane under a mask, sorted ascending. */
export function sortedValues(plane: Float32Array, mask: Mask): Float64Array {
  return maskedValues(plane, mask).sort();
}

/** Percentile (0-100) of sorted values, linearly interpolated; NaN when empty. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(sorted.length - 1, lower + 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** Rearranges `values` so that values[k] is the k-th smallest (Hoare's selection, median-of-three pivot). */
function select(values: Float64Array, k: number): void {
  let lo = 0;
  let hi = values.length - 1;
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    const x = values[lo]!;
    const y = values[mid]!;
    const z = values[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/** Reused by every selection: a percentile is taken some forty times per photo. */
let selectionBuffer = new Float64Array(0);

/**
 * Percentile (0-100) of a plane under a mask, linearly interpolated as `percentile` does, found by
 * selection instead of a full sort; NaN when the mask is empty.
 */
export function maskedPercentile(plane: Float32Array, mask: Mask, p: number): number {
  // One pass over the mask, into a buffer that would hold every pixel: counting first was a
  // second pass over the whole crop, some forty times per photo.
  if (selectionBuffer.length < mask.length) selectionBuffer = new Float64Array(mask.length);
  let j = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) selectionBuffer[j++] = plane[i]!;
  const values = selectionBuffer.subarray(0, j);
  if (values.length === 0) return Number.NaN;
  const position = (p / 100) * (values.length - 1);
  const lower = Math.floor(position);
  select(values, lower);
  const below = values[lower]!;
  if (lower + 1 >= values.length || position === lower) return below;
  let next = Infinity;
  for (let i = lower + 1; i < values.length; i++) if (values[i]! < next) next = values[i]!;
  return below + (next - below) * (position - lower);
}

export function median(plane: Float32Array, mask: Mask): number {
  return maskedPercentile(plane, mask, 50);
}

/**
 * Mean of the values of a plane under a mask between two percentiles (0-100): a trimmed mean. It
 * keeps the median's indifference to a few stray pixels (a hair, a glint) and, by averaging the
 * bulk instead of picking one order statistic, moves less when compression or a pixel of mesh
 * jitter reshuffles the values; NaN when the mask is empty.
 */
export function trimmedMean(plane: Float32Array, mask: Mask, fromP: number, toP: number): number {
  const sorted = sortedValues(plane, mask);
  if (sorted.length === 0) return Number.NaN;
  const from = Math.min(sorted.length - 1, Math.floor((fromP / 100) * sorted.length));
  const to = Math.max(from + 1, Math.ceil((toP / 100) * sorted.length));
  let sum = 0;
  for (let i = from; i < to; i++) sum += sorted[i]!;
  return sum / (to - from);
}

/** Mean of a plane under a mask. */
export function mean(plane: Float32Array, mask: Mask): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    sum += plane[i]!;
    n++;
  }
  return n === 0 ? Number.NaN : sum / n;
}

/**
 * Robust standard deviation (1.4826 × median absolute deviation): the spread of the bulk of the
 * pixels, so that a few spots or a stray hair do not dominate a texture measure.
 */
export function robustSpread(plane: Float32Array, mask: Mask): number {
  const centre = median(plane, mask);
  const deviation = newPlane(plane.length);
  for (let i = 0; i < plane.length; i++) deviation[i] = Math.abs(plane[i]! - centre);
  return 1.4826 * median(deviation, mask);
}

/** Root mean square of a plane under a mask. */
export function rms(plane: Float32Array, mask: Mask): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    sum += plane[i]! * plane[i]!;
    n++;
  }
  return n === 0 ? Number.NaN : Math.sqrt(sum / n);
}

function copyMask(mask: Mask): Mask {
  const out = newMask(mask.length);
  out.set(mask);
  return out;
}

/**
 * Runs of the same value along rows and down columns, counted as the square filters below go:
 * each pixel is visited a fixed number of times whatever the radius, where a summed-area table
 * took four lookups and a branch per pixel over a table the size of the image. The masks are 0 or
 * 1, so these answer exactly as the table did.
 */
let columnRuns = new Int32Array(0);
function columnRunsFor(width: number): Int32Array {
  if (columnRuns.length < width) columnRuns = new Int32Array(width);
  const runs = columnRuns.subarray(0, width);
  runs.fill(0);
  return runs;
}

/** Mask pixels whose whole (2r+1)-square neighbourhood is inside the mask (outside the image counts as outside). */
export function erode(mask: Mask, width: number, height: number, radius: number): Mask {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) return copyMask(mask);
  const span = 2 * r + 1;
  const out = newMask(mask.length);
  if (width < span || height < span) return out;
  // Along rows: x is kept when the 2r + 1 pixels centred on it are all in the mask.
  const across = newMask(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let run = 0;
    for (let x = 0; x < width; x++) {
      run = mask[row + x] ? run + 1 : 0;
      if (run >= span) across[row + x - r] = 1;
    }
  }
  // Down columns: row y is kept where the rows y - r to y + r all kept it.
  const runs = columnRunsFor(width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) runs[x] = across[row + x] ? runs[x]! + 1 : 0;
    if (y < 2 * r) continue;
    const centre = (y - r) * width;
    for (let x = 0; x < width; x++) if (runs[x]! >= span) out[centre + x] = 1;
  }
  return out;
}

/** Mask grown by a (2r+1)-square: every pixel within r (in x and y) of the mask. */
export function dilate(mask: Mask, width: number, height: number, radius: number): Mask {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) return copyMask(mask);
  // Along rows: x is hit when the pixels from x - r to x + r (clipped) are not all outside the
  // mask, that is when the run of outside pixels ending at the window's last pixel is shorter
  // than the window.
  const across = newMask(mask.length);
  const gaps = columnRunsFor(width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let run = 0;
    for (let x = 0; x < width; x++) {
      run = mask[row + x] ? 0 : run + 1;
      gaps[x] = run;
    }
    for (let x = 0; x < width; x++) {
      const last = Math.min(x + r, width - 1);
      if (gaps[last]! < last - Math.max(0, x - r) + 1) across[row + x] = 1;
    }
  }
  // Down columns, the same with the runs counted row by row: row y is settled once row
  // min(y + r, height - 1) is counted.
  const out = newMask(mask.length);
  const runs = columnRunsFor(width);
  for (let last = 0; last < height; last++) {
    const row = last * width;
    for (let x = 0; x < width; x++) runs[x] = across[row + x] ? 0 : runs[x]! + 1;
    const to = last === height - 1 ? height - 1 : last - r;
    for (let y = Math.max(0, last - r); y <= to; y++) {
      const window = last - Math.max(0, y - r) + 1;
      const at = y * width;
      for (let x = 0; x < width; x++) if (runs[x]! < window) out[at + x] = 1;
    }
  }
  return out;
}

/** Pixels of `mask` that are not in `without`. */
export function subtractMask(mask: Mask, without: Mask): Mask {
  const out = newMask(mask.length);
  const [outWords, words, withoutWords] = [maskWords(out), maskWords(mask), maskWords(without)];
  let from = 0;
  if (outWords && words && withoutWords) {
    for (let w = 0; w < outWords.length; w++) outWords[w] = words[w]! & (withoutWords[w]! ^ 0x01010101);
    from = outWords.length * 4;
  }
  for (let i = from; i < mask.length; i++) out[i] = mask[i]! & (without[i]! ^ 1);
  return out;
}

export interface Blob {
  area: number;
  /** Sum and maximum of the plane's values over the blob. */
  sum: number;
  max: number;
  /** Pixel indices of the blob. */
  pixels: number[];
}

/** 8-connected components of a binary mask, with the sum of `plane` over each. */
export function connectedComponents(binary: Mask, plane: Float32Array, width: number, height: number): Blob[] {
  const seen = newMask(binary.length);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < binary.length; start++) {
    if (!binary[start] || seen[start]) continue;
    let sum = 0;
    let max = -Infinity;
    const pixels: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      pixels.push(i);
      sum += plane[i]!;
      max = Math.max(max, plane[i]!);
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (binary[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    blobs.push({ area: pixels.length, sum, max, pixels });
  }
  return blobs;
}
