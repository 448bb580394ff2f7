/**
 * Face detection and the 478-point face mesh with @vladmandic/human on the tfjs WASM backend,
 * offline: the models ship in the package's models/ folder and the .wasm files in
 * @tensorflow/tfjs-backend-wasm. One detector per process, shared: human keeps its loaded models
 * in module-level variables, so a second instance would share (and could dispose) the first one's
 * weights, and tfjs has one backend per process anyway. Detections run one at a time.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config as HumanConfig, FaceResult, Human, Result as HumanResult } from '@vladmandic/human';
import { eyeBoxes, faceAngles, IRIS_INPUT, withIrises } from './iris-fit.ts';

export interface DetectedFace {
  /** [x, y, width, height] in the detection image's pixels. */
  box: [number, number, number, number];
  /** Landmarks [x, y, z] in the detection image's pixels: 468 mesh points, then 10 iris points with `landmarks`. */
  mesh: [number, number, number][];
  yawDeg: number;
  pitchDeg: number;
  rollDeg: number;
  /** Detector (box) and mesh confidence, 0-1. */
  boxScore: number;
  faceScore: number;
}

/**
 * `locate`: where the faces are (the mesh still verifies each one, which rejects face-like
 * patterns), 468 points. `landmarks`: the full 478 points, iris included (about 10 ms more).
 */
export type DetectionDetail = 'locate' | 'landmarks';

/** A square of an image, in its pixels, turned by `rollRad` (clockwise in the image) about its centre. */
export interface MeshSquare {
  cx: number;
  cy: number;
  side: number;
  rollRad: number;
}

export interface MeshFit {
  /** 468 points [x, y, z] in the image's pixels, not rounded. */
  mesh: [number, number, number][];
  /** The mesh model's confidence that the square holds a face, 0-1. */
  faceScore: number;
}

export interface FaceDetector {
  /** Faces in an interleaved 8-bit RGB image, largest first. */
  detect(rgb: Uint8Array, width: number, height: number, detail: DetectionDetail): Promise<DetectedFace[]>;
  /**
   * The face mesh alone fitted in each of `squares` of the image, without the detector (which is
   * four fifths of a detect's model time): for fitting again a face whose place is already known.
   * One run of the model over all the squares (a batch), whose fits are each square's alone to
   * the bit, at three quarters of the time of one run per square.
   */
  fitMeshes(rgb: Uint8Array, width: number, height: number, squares: readonly MeshSquare[]): Promise<MeshFit[]>;
  /**
   * The mesh model fitted in `square` and the iris model on its two eyes, as the face model's
   * pipeline fits a face after its detector (iris-fit.ts): 478 points, not rounded, in the
   * image's pixels, with the face's turn read from them. A third of a `detect`'s cost.
   */
  fitLandmarks(rgb: Uint8Array, width: number, height: number, square: MeshSquare): Promise<LandmarkFit>;
}

export interface LandmarkFit extends MeshFit {
  yawDeg: number;
  pitchDeg: number;
  rollDeg: number;
}

/** The face mesh model's input side, in pixels. */
const MESH_INPUT = 192;
const MESH_POINTS = 468;

/**
 * The square's pixels as the mesh model reads them: MESH_INPUT × MESH_INPUT, 0-1, sampled
 * bilinearly along the square's turned axes (edges clamped). Output pixel j covers [j, j + 1) of
 * the model's frame, whose centre is the square's centre; image pixel i covers [i, i + 1).
 */
export function meshInput(rgb: Uint8Array, width: number, height: number, square: MeshSquare, out: Float32Array): void {
  const step = square.side / MESH_INPUT;
  const cos = Math.cos(square.rollRad);
  const sin = Math.sin(square.rollRad);
  const half = MESH_INPUT / 2;
  for (let j = 0; j < MESH_INPUT; j++) {
    const v = (j + 0.5 - half) * step;
    for (let i = 0; i < MESH_INPUT; i++) {
      const u = (i + 0.5 - half) * step;
      // Continuous image coordinates, then pixel-centre indices.
      const x = square.cx + cos * u - sin * v - 0.5;
      const y = square.cy + sin * u + cos * v - 0.5;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const xa = Math.min(width - 1, Math.max(0, x0));
      const xb = Math.min(width - 1, Math.max(0, x0 + 1));
      const ya = Math.min(height - 1, Math.max(0, y0));
      const yb = Math.min(height - 1, Math.max(0, y0 + 1));
      const a = (ya * width + xa) * 3;
      const b = (ya * width + xb) * 3;
      const c = (yb * width + xa) * 3;
      const d = (yb * width + xb) * 3;
      const o = (j * MESH_INPUT + i) * 3;
      for (let k = 0; k < 3; k++) {
        const top = rgb[a + k]! + (rgb[b + k]! - rgb[a + k]!) * fx;
        const bottom = rgb[c + k]! + (rgb[d + k]! - rgb[c + k]!) * fx;
        out[o + k] = (top + (bottom - top) * fy) / 255;
      }
    }
  }
}

/** Model coordinates (MESH_INPUT frame) back into the image, through the square they were read in. */
export function meshToImage(values: ArrayLike<number>, square: MeshSquare): [number, number, number][] {
  const scale = square.side / MESH_INPUT;
  const cos = Math.cos(square.rollRad);
  const sin = Math.sin(square.rollRad);
  const half = MESH_INPUT / 2;
  const mesh: [number, number, number][] = [];
  for (let p = 0; p < values.length / 3; p++) {
    const u = (values[3 * p]! - half) * scale;
    const v = (values[3 * p + 1]! - half) * scale;
    mesh.push([square.cx + cos * u - sin * v, square.cy + sin * u + cos * v, values[3 * p + 2]! * scale]);
  }
  return mesh;
}

// The package's `exports` has no entry for the WASM build, so it is loaded by path; `main`
// (dist/human.node.js) sits beside it.
const require = createRequire(import.meta.url);
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const humanModels = path.join(path.dirname(humanDist), 'models');
const wasmDist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

interface HumanModule {
  Human: new (config?: Partial<HumanConfig>) => Human;
}

interface Tensor {
  shape: number[];
  data(): Promise<Float32Array>;
  dispose(): void;
}

/** The few image ops of `human.tf` a landmark fit uses (typed `any` by the package). */
interface TfImage {
  cropAndResize(image: Tensor, boxes: number[][], boxInd: number[], cropSize: [number, number]): Tensor;
  flipLeftRight(image: Tensor): Tensor;
}

/** The few tfjs calls made through `human.tf` (typed `any` by the package). */
interface TfIo {
  io: { registerLoadRouter(router: (url: string | string[]) => { load(): Promise<unknown> } | null): void };
  tensor3d(values: Float32Array, shape: [number, number, number], dtype: 'float32'): Tensor;
  tensor4d(values: Float32Array, shape: [number, number, number, number], dtype: 'float32'): Tensor;
  getBackend(): string;
  image: TfImage;
}

/** The loaded face mesh model, as human keeps it. */
interface MeshModel {
  inputs: { shape?: number[] }[];
  execute(input: Tensor): Tensor | Tensor[];
}

const MODEL_URL_PREFIX = pathToFileURL(humanModels).href + '/';

/**
 * Node's fetch has no file: scheme and tfjs in Node only reads models over HTTP, so model URLs
 * under the package's models/ folder are read from disk by an IO router instead. Registered once
 * per process on tfjs' shared registry; any other URL is left to tfjs.
 */
let routerRegistered = false;
function registerModelFileRouter(tf: TfIo): void {
  if (routerRegistered) return;
  routerRegistered = true;
  tf.io.registerLoadRouter((url) => {
    const href = Array.isArray(url) ? url[0] : url;
    if (typeof href !== 'string' || !href.startsWith(MODEL_URL_PREFIX)) return null;
    return { load: () => loadModelArtifacts(fileURLToPath(href)) };
  });
}

interface ModelJson {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
  userDefinedMetadata?: unknown;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
}

async function loadModelArtifacts(file: string) {
  const json = JSON.parse(await fs.readFile(file, 'utf8')) as ModelJson;
  const dir = path.dirname(file);
  const shards = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths.map((p) => fs.readFile(path.join(dir, p)))),
  );
  const weights = Buffer.concat(shards);
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    signature: json.signature,
    userDefinedMetadata: json.userDefinedMetadata,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  };
}

/**
 * Only BlazeFace, the face mesh and the iris model (which adds the 10 iris points to make 478).
 * Result caching across calls is off (cacheSensitivity 0, skip 0): every photo is analysed from
 * scratch, which is what makes the same file give the same numbers.
 */
const HUMAN_CONFIG: Partial<HumanConfig> = {
  backend: 'wasm',
  wasmPath: wasmDist + path.sep,
  modelBasePath: MODEL_URL_PREFIX,
  debug: false,
  async: false,
  warmup: 'none',
  cacheModels: false,
  cacheSensitivity: 0,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    detector: {
      rotation: true,
      maxDetected: 4,
      minConfidence: 0.5,
      iouThreshold: 0.1,
      skipFrames: 0,
      skipTime: 0,
      return: false,
    },
    mesh: { enabled: true },
    iris: { enabled: true, skipFrames: 0, skipTime: 0 },
    attention: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  },
};

const DEGREES = 180 / Math.PI;

function toDetectedFace(face: FaceResult): DetectedFace {
  const angle = face.rotation?.angle;
  return {
    box: [face.box[0], face.box[1], face.box[2], face.box[3]],
    mesh: face.mesh.map((p) => [p[0], p[1], p[2] ?? 0]),
    yawDeg: (angle?.yaw ?? 0) * DEGREES,
    pitchDeg: (angle?.pitch ?? 0) * DEGREES,
    rollDeg: (angle?.roll ?? 0) * DEGREES,
    boxScore: face.boxScore,
    faceScore: face.faceScore,
  };
}

async function loadFaceDetector(): Promise<FaceDetector> {
  const { Human: HumanClass } = require(path.join(humanDist, 'human.node-wasm.js')) as HumanModule;
  const human = new HumanClass(HUMAN_CONFIG);
  const tf = human.tf as TfIo;
  registerModelFileRouter(tf);
  await human.init();
  if (tf.getBackend() !== 'wasm') throw new Error(`tfjs backend is ${tf.getBackend()}, expected wasm`);
  await human.load();
  const missing = ['blazeface', 'facemesh', 'iris'].filter((name) => !human.models.models[name]);
  if (missing.length > 0) throw new Error(`face models did not load: ${missing.join(', ')}`);
  const meshModel = human.models.models.facemesh as unknown as MeshModel;
  if (meshModel.inputs[0]?.shape?.[1] !== MESH_INPUT) throw new Error('the face mesh model does not read 192 px');
  const irisModel = human.models.models.iris as unknown as MeshModel;
  if (irisModel.inputs[0]?.shape?.[1] !== IRIS_INPUT) throw new Error('the iris model does not read 64 px');

  // human keeps per-call state on the instance, so calls must not overlap.
  let queue: Promise<unknown> = Promise.resolve();
  // The pixels go to the model as float32, which is what human would cast them to. Passing them
  // from one reused array spares a new 4-8 MB array per photo: tfjs copies them into the WASM
  // heap when the tensor is made.
  let pixels = new Float32Array(0);
  async function detectNow(
    rgb: Uint8Array,
    width: number,
    height: number,
    detail: DetectionDetail,
  ): Promise<DetectedFace[]> {
    if (pixels.length < rgb.length) pixels = new Float32Array(rgb.length);
    const values = pixels.subarray(0, rgb.length);
    // One native conversion of the bytes to floats (the same values), not a loop in JavaScript.
    values.set(rgb);
    const tensor = tf.tensor3d(values, [height, width, 3], 'float32');
    const points = detail === 'landmarks' ? 478 : 468;
    let result: HumanResult;
    try {
      // human merges a call's settings into its own, so every call states the iris setting it wants.
      result = await human.detect(tensor as Parameters<Human['detect']>[0], {
        face: { iris: { enabled: detail === 'landmarks' } },
      });
    } finally {
      tensor.dispose();
    }
    if (result.error) throw new Error(`face detection failed: ${result.error}`);
    // Faces whose mesh could not be fitted carry fewer points; they cannot be measured.
    return result.face
      .filter((face) => face.mesh.length >= points)
      .map(toDetectedFace)
      .sort((p, q) => q.box[2] * q.box[3] - p.box[2] * p.box[3]);
  }
  let meshPixels = new Float32Array(0);
  /**
   * The mesh model run once over all of `squares` (a batch), its scores and points (its 192-pixel
   * frame, square after square); then `more` with its input, before it is freed.
   */
  async function runMesh<T>(
    rgb: Uint8Array,
    width: number,
    height: number,
    squares: readonly MeshSquare[],
    more: (input: Tensor, faceScores: Float32Array, values: Float32Array) => Promise<T>,
  ): Promise<T> {
    const each = MESH_INPUT * MESH_INPUT * 3;
    if (meshPixels.length < squares.length * each) meshPixels = new Float32Array(squares.length * each);
    squares.forEach((square, k) =>
      meshInput(rgb, width, height, square, meshPixels.subarray(k * each, (k + 1) * each)),
    );
    const shape: [number, number, number, number] = [squares.length, MESH_INPUT, MESH_INPUT, 3];
    const input = tf.tensor4d(meshPixels.subarray(0, squares.length * each), shape, 'float32');
    let outputs: Tensor[] = [];
    try {
      const result = meshModel.execute(input);
      outputs = Array.isArray(result) ? result : [result];
      const score = outputs.find((t) => t.shape[t.shape.length - 1] === 1);
      const coords = outputs.find((t) => t.shape[t.shape.length - 1] === MESH_POINTS * 3);
      if (!score || !coords) throw new Error('the face mesh model gave no score or no points');
      const [faceScores, values] = await Promise.all([score.data(), coords.data()]);
      return await more(input, faceScores, values);
    } finally {
      input.dispose();
      for (const t of outputs) t.dispose();
    }
  }
  function fitAllNow(
    rgb: Uint8Array,
    width: number,
    height: number,
    squares: readonly MeshSquare[],
  ): Promise<MeshFit[]> {
    if (squares.length === 0) return Promise.resolve([]);
    const points = MESH_POINTS * 3;
    return runMesh(rgb, width, height, squares, async (_input, faceScores, values) =>
      squares.map((square, k) => ({
        mesh: meshToImage(values.subarray(k * points, (k + 1) * points), square),
        faceScore: faceScores[k]!,
      })),
    );
  }
  function fitLandmarksNow(rgb: Uint8Array, width: number, height: number, square: MeshSquare): Promise<LandmarkFit> {
    return runMesh(rgb, width, height, [square], async (input, faceScores, values) => {
      const faceScore = faceScores[0]!;
      const raw: [number, number, number][] = [];
      for (let p = 0; p < MESH_POINTS; p++) raw.push([values[3 * p]!, values[3 * p + 1]!, values[3 * p + 2]!]);
      const { boxes, crops } = eyeBoxes(raw, MESH_INPUT);
      const eyes = tf.image.cropAndResize(input, crops, [0, 0], [IRIS_INPUT, IRIS_INPUT]);
      const mirrored = tf.image.flipLeftRight(eyes);
      eyes.dispose();
      let irisOut: Tensor[] = [];
      try {
        const result = irisModel.execute(mirrored);
        irisOut = Array.isArray(result) ? result : [result];
        const points = withIrises(raw, await irisOut[0]!.data(), boxes);
        const mesh = meshToImage(points.flat(), square);
        const angle = faceAngles(mesh, square.side);
        return {
          mesh,
          faceScore,
          yawDeg: angle.yaw * DEGREES,
          pitchDeg: angle.pitch * DEGREES,
          rollDeg: angle.roll * DEGREES,
        };
      } finally {
        mirrored.dispose();
        for (const t of irisOut) t.dispose();
      }
    });
  }
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  }
  return {
    detect: (rgb, width, height, detail) => serially(() => detectNow(rgb, width, height, detail)),
    fitMeshes: (rgb, width, height, squares) => serially(() => fitAllNow(rgb, width, height, squares)),
    fitLandmarks: (rgb, width, height, square) => serially(() => fitLandmarksNow(rgb, width, height, square)),
  };
}

let shared: Promise<FaceDetector> | null = null;

/** The process's face detector, loaded on first use (about a second) and kept. */
export function getFaceDetector(): Promise<FaceDetector> {
  if (!shared) {
    shared = loadFaceDetector();
    // A failed load (a missing model file, say) is not cached: the next call tries again.
    shared.catch(() => {
      shared = null;
    });
  }
  return shared;
}
