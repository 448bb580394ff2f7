/**
 * The live camera guide's face model: @vladmandic/human, the library the server analyses photos
 * with, on the same tfjs WASM backend, with BlazeFace and the 468-point face mesh only (no iris:
 * the guide needs the box, the eye corners and the head's angles). Its code is a chunk of its own,
 * fetched when the person opens the camera; its weights and WASM runtime come from our server
 * (scripts/face-model-plugin.ts), never from a CDN (decision 033).
 */
import type { Config, Human } from '@vladmandic/human';
import { FACE_MODEL_BASE } from 'virtual:face-model';

export interface ModelFace {
  /** [x, y, width, height] in the input's pixels. */
  box: [number, number, number, number];
  /** 468 points [x, y] in the input's pixels, MediaPipe numbering. */
  mesh: [number, number][];
  yawDeg: number;
  pitchDeg: number;
  rollDeg: number;
}

export interface FaceModel {
  /** Faces on a canvas, largest first. */
  detect(input: HTMLCanvasElement): Promise<ModelFace[]>;
}

const DEGREES = 180 / Math.PI;

function config(): Partial<Config> {
  const base = new URL(FACE_MODEL_BASE, window.location.origin).href;
  return {
    backend: 'wasm',
    wasmPath: base,
    wasmPlatformFetch: false,
    modelBasePath: base,
    debug: false,
    async: true,
    warmup: 'none',
    cacheModels: false,
    // Every look is judged from scratch: a cached answer would keep a face that has moved.
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
        modelPath: 'blazeface.json',
        rotation: true,
        maxDetected: 2,
        minConfidence: 0.5,
        iouThreshold: 0.1,
        skipFrames: 0,
        skipTime: 0,
        return: false,
      },
      mesh: { enabled: true, modelPath: 'facemesh.json' },
      iris: { enabled: false },
      attention: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      gear: { enabled: false },
    },
  } as Partial<Config>;
}

let loading: Promise<FaceModel> | null = null;

/** Loads the model once per page; a failure can be retried. */
export function loadFaceModel(): Promise<FaceModel> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<FaceModel> {
  const { Human: HumanClass } = (await import('@vladmandic/human')) as unknown as {
    Human: new (config: Partial<Config>) => Human;
  };
  const human = new HumanClass(config());
  await human.init();
  const backend = (human.tf as { getBackend(): string }).getBackend();
  if (backend !== 'wasm') throw new Error(`tfjs backend is ${backend}, expected wasm`);
  await human.load();
  if (!human.models.models.blazeface || !human.models.models.facemesh) throw new Error('face model did not load');
  let busy: Promise<unknown> = Promise.resolve();
  return {
    detect(input) {
      const run = busy.then(async () => {
        const result = await human.detect(input);
        if (result.error) throw new Error(`face detection failed: ${result.error}`);
        return result.face
          .filter((face) => face.mesh.length >= 468)
          .map((face): ModelFace => ({
            box: [face.box[0], face.box[1], face.box[2], face.box[3]],
            mesh: face.mesh.map((p) => [p[0], p[1]] as [number, number]),
            yawDeg: (face.rotation?.angle.yaw ?? 0) * DEGREES,
            pitchDeg: (face.rotation?.angle.pitch ?? 0) * DEGREES,
            rollDeg: (face.rotation?.angle.roll ?? 0) * DEGREES,
          }))
          .sort((a, b) => b.box[2] - a.box[2]);
      });
      busy = run.catch(() => undefined);
      return run;
    },
  };
}
