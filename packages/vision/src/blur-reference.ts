/**
 * The separable blurs as they were written in JavaScript before they moved to WebAssembly
 * (blur.wat, decision 067): kept as the reference that the WebAssembly blurs are tested against,
 * to the bit. Nothing in the measurement calls them.
 */
import { extendedBox, gaussianKernel } from './raster.ts';

/**
 * Four rows at a time, each with its clamped edges written out (`left` copies of its first value
 * before it, `right` of its last after it), `stride` floats apart; a short last block repeats its
 * last row. The filters below run the four rows side by side: four independent sums per step
 * instead of one, and no bounds tests in the inner loop, which made them about twice as fast.
 */
let fourRows = new Float32Array(0);
function padFourRows(src: Float32Array, width: number, y0: number, rows: number, left: number, right: number) {
  const stride = width + left + right;
  if (fourRows.length < 4 * stride) fourRows = new Float32Array(4 * stride);
  for (let j = 0; j < 4; j++) {
    const row = (y0 + Math.min(j, rows - 1)) * width;
    const base = j * stride;
    fourRows.fill(src[row]!, base, base + left);
    fourRows.set(src.subarray(row, row + width), base + left);
    fourRows.fill(src[row + width - 1]!, base + left + width, base + stride);
  }
  return { padded: fourRows, stride };
}

/** The four padded rows' sums over `count` values from `from` on: a running filter's opening window. */
function openingSums(
  padded: Float32Array,
  stride: number,
  from: number,
  count: number,
): [number, number, number, number] {
  let sum0 = 0;
  let sum1 = 0;
  let sum2 = 0;
  let sum3 = 0;
  for (let k = from; k < from + count; k++) {
    sum0 += padded[k]!;
    sum1 += padded[stride + k]!;
    sum2 += padded[2 * stride + k]!;
    sum3 += padded[3 * stride + k]!;
  }
  return [sum0, sum1, sum2, sum3];
}

/**
 * Convolves each row of a width × height plane with a symmetric kernel and writes the result
 * transposed (height × width), so that two calls blur both axes while every read runs along
 * memory. Edges are clamped. The kernel is folded: the two taps k either side of the centre share
 * one weight, so each step adds their sum once (half the multiplications); the sums differ from
 * the unfolded ones only in the last bits of a double, below what a float keeps.
 */
function convolveRowsTransposed(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  height: number,
  kernel: Float64Array,
): void {
  const radius = (kernel.length - 1) / 2;
  const centre = kernel[radius]!;
  for (let y0 = 0; y0 < height; y0 += 4) {
    const rows = Math.min(4, height - y0);
    const { padded, stride } = padFourRows(src, width, y0, rows, radius, radius);
    const s1 = stride;
    const s2 = 2 * stride;
    const s3 = 3 * stride;
    for (let x = 0; x < width; x++) {
      const c = x + radius;
      let acc0 = padded[c]! * centre;
      let acc1 = padded[s1 + c]! * centre;
      let acc2 = padded[s2 + c]! * centre;
      let acc3 = padded[s3 + c]! * centre;
      for (let k = 1; k <= radius; k++) {
        const w = kernel[radius + k]!;
        const l = c - k;
        const r = c + k;
        acc0 += (padded[l]! + padded[r]!) * w;
        acc1 += (padded[s1 + l]! + padded[s1 + r]!) * w;
        acc2 += (padded[s2 + l]! + padded[s2 + r]!) * w;
        acc3 += (padded[s3 + l]! + padded[s3 + r]!) * w;
      }
      const column = x * height + y0;
      dst[column] = acc0;
      if (rows > 1) dst[column + 1] = acc1;
      if (rows > 2) dst[column + 2] = acc2;
      if (rows > 3) dst[column + 3] = acc3;
    }
  }
}

/** Running-sum box filter of radius r along each row, written transposed; edges clamped. */
function boxRowsTransposed(src: Float32Array, dst: Float32Array, width: number, height: number, r: number): void {
  const norm = 1 / (2 * r + 1);
  for (let y0 = 0; y0 < height; y0 += 4) {
    const rows = Math.min(4, height - y0);
    // r clamped copies before each row and r + 1 after it: the last step reads one past the window.
    const { padded, stride } = padFourRows(src, width, y0, rows, r, r + 1);
    const s1 = stride;
    const s2 = 2 * stride;
    const s3 = 3 * stride;
    let [sum0, sum1, sum2, sum3] = openingSums(padded, stride, 0, 2 * r + 1);
    for (let x = 0; x < width; x++) {
      const column = x * height + y0;
      dst[column] = sum0 * norm;
      if (rows > 1) dst[column + 1] = sum1 * norm;
      if (rows > 2) dst[column + 2] = sum2 * norm;
      if (rows > 3) dst[column + 3] = sum3 * norm;
      // Entering at x + r + 1 and leaving at x - r, in the padded row's indices shifted by r.
      const entering = x + 2 * r + 1;
      sum0 += padded[entering]! - padded[x]!;
      sum1 += padded[s1 + entering]! - padded[s1 + x]!;
      sum2 += padded[s2 + entering]! - padded[s2 + x]!;
      sum3 += padded[s3 + entering]! - padded[s3 + x]!;
    }
  }
}

/**
 * The same with an extended box (Gwosdek et al., "Theoretical foundations of Gaussian convolution
 * by extended box filtering", 2011): the 2r + 1 pixels of radius r at full weight and the two just
 * beyond at weight `alpha` (0-1), so that its variance can take any value, not only those of whole
 * radii. Twice the reads of a plain box, so a loop of its own: the plain one stays the fast path
 * of the other passes.
 */
function extendedBoxRowsTransposed(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  height: number,
  r: number,
  alpha: number,
): void {
  const norm = 1 / (2 * r + 1 + 2 * alpha);
  for (let y0 = 0; y0 < height; y0 += 4) {
    const rows = Math.min(4, height - y0);
    // r + 1 clamped copies before each row and r + 2 after it: pixel x sits at x + r + 1, its
    // window at x + 1 ... x + 2r + 1, the fringe at x and x + 2r + 2.
    const { padded, stride } = padFourRows(src, width, y0, rows, r + 1, r + 2);
    const s1 = stride;
    const s2 = 2 * stride;
    const s3 = 3 * stride;
    let [sum0, sum1, sum2, sum3] = openingSums(padded, stride, 1, 2 * r + 1);
    for (let x = 0; x < width; x++) {
      const column = x * height + y0;
      const far = x + 2 * r + 2;
      dst[column] = (sum0 + alpha * (padded[x]! + padded[far]!)) * norm;
      if (rows > 1) dst[column + 1] = (sum1 + alpha * (padded[s1 + x]! + padded[s1 + far]!)) * norm;
      if (rows > 2) dst[column + 2] = (sum2 + alpha * (padded[s2 + x]! + padded[s2 + far]!)) * norm;
      if (rows > 3) dst[column + 3] = (sum3 + alpha * (padded[s3 + x]! + padded[s3 + far]!)) * norm;
      // The window moves on: x + 2r + 2 enters, x + 1 leaves.
      sum0 += padded[far]! - padded[x + 1]!;
      sum1 += padded[s1 + far]! - padded[s1 + x + 1]!;
      sum2 += padded[s2 + far]! - padded[s2 + x + 1]!;
      sum3 += padded[s3 + far]! - padded[s3 + x + 1]!;
    }
  }
}

/** `gaussianBlur`'s exact Gaussian (sigma 2.5 and less), in JavaScript. */
export function exactGaussianReference(
  input: Float32Array,
  width: number,
  height: number,
  sigma: number,
): Float32Array {
  const kernel = gaussianKernel(sigma);
  const tmp = new Float32Array(input.length);
  const out = new Float32Array(input.length);
  convolveRowsTransposed(input, tmp, width, height, kernel);
  convolveRowsTransposed(tmp, out, height, width, kernel);
  return out;
}

/** `gaussianBlur`'s three box passes (sigma over 2.5), in JavaScript. */
export function boxGaussianReference(input: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const variance = sigma * sigma;
  const r = extendedBox(variance / 3).r;
  const last = extendedBox(variance - (2 * r * (r + 1)) / 3);
  const transposed = new Float32Array(input.length);
  const out = new Float32Array(input.length);
  const between = new Float32Array(input.length);
  boxRowsTransposed(input, transposed, width, height, r);
  boxRowsTransposed(transposed, out, height, width, r);
  boxRowsTransposed(out, transposed, width, height, r);
  boxRowsTransposed(transposed, between, height, width, r);
  extendedBoxRowsTransposed(between, transposed, width, height, last.r, last.alpha);
  extendedBoxRowsTransposed(transposed, out, height, width, last.r, last.alpha);
  return out;
}
