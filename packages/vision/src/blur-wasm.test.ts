import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boxGaussianReference, exactGaussianReference } from './blur-reference.ts';
import { BLUR_WASM_URL } from './blur-wasm.ts';
import { gaussianBlur } from './raster.ts';
import { compileWat } from './wat.ts';

/** A plane of values like L*, a* and erythema index, from a fixed seed (a small LCG). */
function noisePlane(width: number, height: number, seed: number): Float32Array {
  let state = seed;
  const plane = new Float32Array(width * height);
  for (let i = 0; i < plane.length; i++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    plane[i] = (state / 2 ** 32) * 120 - 20;
  }
  return plane;
}

/** How many values differ in any bit. */
function differing(a: Float32Array, b: Float32Array): number {
  expect(a.length).toBe(b.length);
  let count = 0;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) count++;
  return count;
}

// The measurement crop's size, and sizes that leave a short last block of rows (1-3), single
// rows and columns, and planes narrower than the kernel.
const SIZES: [number, number][] = [
  [317, 336],
  [318, 337],
  [1, 1],
  [1, 9],
  [9, 1],
  [3, 2],
  [5, 7],
  [64, 6],
  [10, 30],
];

describe('the WebAssembly blurs', () => {
  it('are built from their source: blur.wasm is what blur.wat compiles to (npm run wasm)', async () => {
    const source = fs.readFileSync(new URL('./blur.wat', import.meta.url), 'utf8');
    expect(Buffer.from(await compileWat(source)).equals(fs.readFileSync(BLUR_WASM_URL))).toBe(true);
  });

  it.each([0.8, 1, 1.2, 1.4, 2, 2.2, 2.41, 2.5])(
    'give the JavaScript exact Gaussian to the bit (sigma %s), at every size',
    (sigma) => {
      for (const [width, height] of SIZES) {
        const input = noisePlane(width, height, width * 1000 + height);
        const reference = exactGaussianReference(input, width, height, sigma);
        expect(differing(gaussianBlur(input, width, height, sigma), reference), `${width} × ${height}`).toBe(0);
      }
    },
  );

  it.each([2.6, 4, 4.5, 6.08, 9, 12, 18, 40])(
    'give the JavaScript box passes to the bit (sigma %s), at every size',
    (sigma) => {
      for (const [width, height] of SIZES) {
        const input = noisePlane(width, height, width * 1000 + height + 7);
        const reference = boxGaussianReference(input, width, height, sigma);
        expect(differing(gaussianBlur(input, width, height, sigma), reference), `${width} × ${height}`).toBe(0);
      }
    },
  );

  it('grow their memory for a larger plane and give the same results on a small one after it', () => {
    const small = noisePlane(40, 30, 1);
    const before = gaussianBlur(small, 40, 30, 9);
    const large = noisePlane(1200, 1100, 2);
    expect(differing(gaussianBlur(large, 1200, 1100, 18), boxGaussianReference(large, 1200, 1100, 18))).toBe(0);
    expect(differing(gaussianBlur(small, 40, 30, 9), before)).toBe(0);
  });

  it('leave their input as it was and hand out a plane of their own', () => {
    const input = noisePlane(50, 40, 3);
    const copy = input.slice();
    const first = gaussianBlur(input, 50, 40, 1.4);
    const second = gaussianBlur(input, 50, 40, 6);
    expect(differing(input, copy)).toBe(0);
    expect(first).not.toBe(second);
    expect(differing(first, exactGaussianReference(copy, 50, 40, 1.4))).toBe(0);
  });
});
