/**
 * The separable blurs behind `gaussianBlur` (raster.ts), run in WebAssembly: `blur.wat`, built into
 * `blur.wasm` by `npm run wasm` (a unit test checks that the two agree). The measurement runs
 * about fifty-six blurs per photo, and written in JavaScript they were a third of its time; here
 * four rows go side by side in two lanes of doubles (SIMD), two to three times as fast.
 *
 * The results are those of the JavaScript filters to the bit (`blur-reference.ts`, tested): every
 * sum is taken in doubles, in the same order, and rounded to a float where they rounded it. So the
 * measurements did not change, and neither did the vision version (decision 067).
 */
import fs from 'node:fs';

/** What this file uses of WebAssembly (the project's type libraries leave it out: it has no DOM). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}
const { Module, Instance } = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface BlurModule {
  memory: WasmMemory;
  convolveRowsTransposed(
    src: number,
    dst: number,
    width: number,
    height: number,
    kernel: number,
    radius: number,
    pad: number,
  ): void;
  boxRowsTransposed(
    src: number,
    dst: number,
    width: number,
    height: number,
    r: number,
    norm: number,
    pad: number,
  ): void;
  extendedBoxRowsTransposed(
    src: number,
    dst: number,
    width: number,
    height: number,
    r: number,
    alpha: number,
    norm: number,
    pad: number,
  ): void;
}

export const BLUR_WASM_URL = new URL('./blur.wasm', import.meta.url);

// About 1.5 kB, compiled once per process (or worker thread) when the module is first imported.
const blur = new Instance(new Module(fs.readFileSync(BLUR_WASM_URL)), {}).exports as unknown as BlurModule;

const PAGE = 65536;

/**
 * Byte offsets in the module's memory of three planes of `n` floats (the input, the passes in
 * between, the output), the kernel, and the four padded rows (doubles, rows at most `long` values
 * plus `reach` either side); the memory grows to hold them and stays grown for the next photo.
 */
function layout(n: number, long: number, reach: number) {
  const plane = (n * 4 + 15) & ~15;
  const kernel = 3 * plane;
  const pad = kernel + ((8 * (reach + 1) + 15) & ~15);
  const end = pad + 32 * (long + 2 * reach + 4);
  const short = end - blur.memory.buffer.byteLength;
  if (short > 0) blur.memory.grow(Math.ceil(short / PAGE));
  return { input: 0, between: plane, output: 2 * plane, kernel, pad };
}

function readIn(input: Float32Array, at: number): void {
  new Float32Array(blur.memory.buffer, at, input.length).set(input);
}

function readOut(at: number, out: Float32Array): void {
  out.set(new Float32Array(blur.memory.buffer, at, out.length));
}

/**
 * `input` (width × height) convolved along both axes with the symmetric kernel whose centre and
 * taps 1 … radius are `halfKernel`, edges clamped, into `out`.
 */
export function convolveBothAxes(
  input: Float32Array,
  width: number,
  height: number,
  halfKernel: Float64Array,
  out: Float32Array,
): void {
  const radius = halfKernel.length - 1;
  const at = layout(input.length, Math.max(width, height), radius);
  readIn(input, at.input);
  new Float64Array(blur.memory.buffer, at.kernel, halfKernel.length).set(halfKernel);
  blur.convolveRowsTransposed(at.input, at.between, width, height, at.kernel, radius, at.pad);
  blur.convolveRowsTransposed(at.between, at.output, height, width, at.kernel, radius, at.pad);
  readOut(at.output, out);
}

/**
 * `input` (width × height) through two box passes of radius `r` and one extended box `last` along
 * each axis (raster.ts, `boxGaussian`), edges clamped, into `out`.
 */
export function boxesBothAxes(
  input: Float32Array,
  width: number,
  height: number,
  r: number,
  last: { r: number; alpha: number },
  out: Float32Array,
): void {
  const at = layout(input.length, Math.max(width, height), Math.max(r + 1, last.r + 2));
  const norm = 1 / (2 * r + 1);
  const lastNorm = 1 / (2 * last.r + 1 + 2 * last.alpha);
  readIn(input, at.input);
  // Each pass reads one plane and writes the other transposed: back in the first after two.
  blur.boxRowsTransposed(at.input, at.between, width, height, r, norm, at.pad);
  blur.boxRowsTransposed(at.between, at.output, height, width, r, norm, at.pad);
  blur.boxRowsTransposed(at.output, at.between, width, height, r, norm, at.pad);
  blur.boxRowsTransposed(at.between, at.input, height, width, r, norm, at.pad);
  blur.extendedBoxRowsTransposed(at.input, at.between, width, height, last.r, last.alpha, lastNorm, at.pad);
  blur.extendedBoxRowsTransposed(at.between, at.output, height, width, last.r, last.alpha, lastNorm, at.pad);
  readOut(at.output, out);
}
