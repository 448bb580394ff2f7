/**
 * "Take a selfie": the front camera with live guidance from a face model in the page (decision
 * 033). Every LIVE_CAPTURE.lookEveryMs the face model looks at a downscaled frame; the guide
 * judges it against the server gate's limits (camera-guide.ts) and says the first thing to fix.
 * When every check has held for LIVE_CAPTURE.steadyMs, or when the person presses the manual
 * shutter, a short burst is taken and its sharpest frame handed to the photo step, which uploads
 * it like a chosen file. Loaded only when the person opens the camera; the face model's code is a
 * further chunk of its own. The camera is stopped when the photo is taken and when this unmounts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_CAPTURE, MEASUREMENT_EYE_SPAN } from '@skinsight/shared/photo-quality';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { GUIDE_CHECKS, judge, type FaceReading, type Judgement, type SceneExposure } from './camera-guide.ts';
import type { FaceModel, ModelFace } from './face-model.ts';
import {
  distance,
  FACE_OUTLINE,
  faceSharpness,
  laplacianVariance,
  lightness,
  measureExposure,
  OUTER_EYE_CORNERS,
  type Point,
} from './frame-measures.ts';

export type CameraError = 'denied' | 'none' | 'insecure' | 'failed';

export interface CameraCaptureProps {
  /** The sharpest frame of the burst, as a JPEG file. */
  onCaptured: (photo: File) => void;
  /** The camera could not be used: the photo step says why and keeps its file picker. */
  onError: (error: CameraError) => void;
  onClose: () => void;
}

function cameraError(error: unknown): CameraError {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'none';
  return 'failed';
}

function sceneExposure(data: Uint8ClampedArray): SceneExposure {
  const values: number[] = [];
  let clipped = 0;
  let sum = 0;
  // Every 7th pixel is plenty for a mean and a 99th percentile.
  for (let i = 0; i < data.length; i += 28) {
    const l = lightness(data[i]!, data[i + 1]!, data[i + 2]!);
    values.push(l);
    sum += l;
    if (data[i]! >= 250 && data[i + 1]! >= 250 && data[i + 2]! >= 250) clipped++;
  }
  values.sort((a, b) => a - b);
  return {
    meanL: sum / values.length,
    p99L: values[Math.floor(0.99 * (values.length - 1))] ?? 0,
    clippedPercent: (100 * clipped) / values.length,
  };
}

function canvas2d(canvas: HTMLCanvasElement, width: number, height: number): CanvasRenderingContext2D {
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  return context;
}

/** The gate's sharpness of the face, on the full-resolution frame scaled to the measurement scale. */
function measureSharpness(video: HTMLVideoElement, mesh: readonly Point[], eyeSpanPx: number): number {
  const scale = MEASUREMENT_EYE_SPAN / eyeSpanPx;
  const outline = FACE_OUTLINE.map((i) => mesh[i]!);
  const pad = 8 / scale;
  const left = Math.max(0, Math.min(...outline.map(([x]) => x)) - pad);
  const top = Math.max(0, Math.min(...outline.map(([, y]) => y)) - pad);
  const right = Math.min(video.videoWidth, Math.max(...outline.map(([x]) => x)) + pad);
  const bottom = Math.min(video.videoHeight, Math.max(...outline.map(([, y]) => y)) + pad);
  const width = Math.max(1, Math.round((right - left) * scale));
  const height = Math.max(1, Math.round((bottom - top) * scale));
  const context = canvas2d(document.createElement('canvas'), width, height);
  context.drawImage(video, left, top, right - left, bottom - top, 0, 0, width, height);
  const crop = context.getImageData(0, 0, width, height);
  return faceSharpness(
    crop,
    outline.map(([x, y]) => [(x - left) * scale, (y - top) * scale] as const),
  );
}

interface Look {
  judgement: Judgement;
  /** The main face's box in the video's pixels, for the burst's choice of the sharpest frame. */
  box: [number, number, number, number] | null;
  centre: Point | null;
  eyeSpanPx: number;
}

/** One look at the camera: detection on a downscaled frame, exposure and sharpness as the gate reads them. */
async function look(
  model: FaceModel,
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  previous: Look | null,
): Promise<Look> {
  const vw = video.videoWidth;
  const vh = video.videoHeight;
  const down = Math.min(1, LIVE_CAPTURE.detectionLongSide / Math.max(vw, vh));
  const dw = Math.round(vw * down);
  const dh = Math.round(vh * down);
  const context = canvas2d(canvas, dw, dh);
  context.drawImage(video, 0, 0, dw, dh);
  const pixels = context.getImageData(0, 0, dw, dh);
  const faces: ModelFace[] = await model.detect(canvas);
  const up = 1 / down;
  const readings: FaceReading[] = faces.map((face) => ({
    box: [face.box[0] * up, face.box[1] * up, face.box[2] * up, face.box[3] * up] as const,
    eyeSpanPx: distance(face.mesh[OUTER_EYE_CORNERS[0]]!, face.mesh[OUTER_EYE_CORNERS[1]]!) * up,
    yawDeg: face.yawDeg,
    pitchDeg: face.pitchDeg,
    rollDeg: face.rollDeg,
  }));
  const main = faces[0];
  const reading = readings[0];
  const meshInVideo = main?.mesh.map(([x, y]) => [x * up, y * up] as const);
  const centre = reading ? ([reading.box[0] + reading.box[2] / 2, reading.box[1] + reading.box[3] / 2] as const) : null;
  const motion = centre && previous?.centre && reading ? distance(centre, previous.centre) / reading.eyeSpanPx : null;
  const judgement = judge({
    frame: { width: vw, height: vh },
    scene: sceneExposure(pixels.data),
    faces: readings,
    exposure: main ? measureExposure(pixels, main.mesh) : null,
    // The gate's sharpness needs the face at the measurement scale; a face far too small has none to show.
    sharpness:
      meshInVideo && reading && reading.eyeSpanPx >= MEASUREMENT_EYE_SPAN / 4
        ? measureSharpness(video, meshInVideo, reading.eyeSpanPx)
        : null,
    motionEyeSpans: motion,
  });
  return {
    judgement,
    box: reading ? [reading.box[0], reading.box[1], reading.box[2], reading.box[3]] : null,
    centre,
    eyeSpanPx: reading?.eyeSpanPx ?? 0,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A short burst from the camera: each frame drawn at full size, the one with the most detail on the face kept. */
async function burst(video: HTMLVideoElement, box: Look['box']): Promise<Blob> {
  let best: { canvas: HTMLCanvasElement; score: number } | null = null;
  for (let n = 0; n < LIVE_CAPTURE.burstFrames; n++) {
    if (n > 0) await wait(LIVE_CAPTURE.burstEveryMs);
    const canvas = document.createElement('canvas');
    const context = canvas2d(canvas, video.videoWidth, video.videoHeight);
    context.drawImage(video, 0, 0);
    const faceBox = box ?? [0, 0, canvas.width, canvas.height];
    const pixels = context.getImageData(faceBox[0], faceBox[1], Math.max(1, faceBox[2]), Math.max(1, faceBox[3]));
    const score = laplacianVariance(pixels, [0, 0, pixels.width, pixels.height]);
    if (!best || score > best.score) best = { canvas, score };
  }
  const blob = await new Promise<Blob | null>((resolve) => best!.canvas.toBlob(resolve, 'image/jpeg', 0.92));
  if (!blob) throw new Error('the camera frame could not be encoded');
  return blob;
}

export default function CameraCapture({ onCaptured, onError, onClose }: CameraCaptureProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [live, setLive] = useState(false);
  const [model, setModel] = useState<FaceModel | 'loading' | 'failed'>('loading');
  const [current, setCurrent] = useState<Look | null>(null);
  const [capturing, setCapturing] = useState(false);
  const capturingRef = useRef(false);
  const readySince = useRef<number | null>(null);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  // The camera: the front one on phones, the largest picture it offers up to Full HD.
  useEffect(() => {
    let cancelled = false;
    if (!window.isSecureContext) {
      onError('insecure');
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      onError('none');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      })
      .then(async (stream) => {
        if (cancelled) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        if (!cancelled) setLive(true);
      })
      .catch((error: unknown) => {
        if (!cancelled) onError(cameraError(error));
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [onError, stop]);

  // The face model, fetched only now.
  useEffect(() => {
    let cancelled = false;
    import('./face-model.ts')
      .then(({ loadFaceModel }) => loadFaceModel())
      .then((loaded) => !cancelled && setModel(loaded))
      .catch((error: unknown) => {
        console.error('face model', error);
        if (!cancelled) setModel('failed');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const capture = useCallback(
    async (box: Look['box']) => {
      const video = videoRef.current;
      if (!video || capturingRef.current || !video.videoWidth) return;
      capturingRef.current = true;
      setCapturing(true);
      try {
        const blob = await burst(video, box);
        stop();
        onCaptured(new File([blob], 'selfie.jpg', { type: 'image/jpeg', lastModified: Date.now() }));
      } catch {
        capturingRef.current = false;
        setCapturing(false);
        onError('failed');
      }
    },
    [onCaptured, onError, stop],
  );

  // The guide's loop: one look at a time, never overlapping.
  useEffect(() => {
    if (!live || typeof model !== 'object') return;
    let stopped = false;
    let previous: Look | null = null;
    const canvas = document.createElement('canvas');
    const loop = async () => {
      while (!stopped) {
        const started = performance.now();
        const video = videoRef.current;
        if (video && video.videoWidth && !capturingRef.current) {
          try {
            const seen = await look(model, video, canvas, previous);
            if (stopped) return;
            previous = seen;
            setCurrent(seen);
            if (seen.judgement.issues.length === 0) {
              readySince.current ??= performance.now();
              if (performance.now() - readySince.current >= LIVE_CAPTURE.steadyMs) void capture(seen.box);
            } else {
              readySince.current = null;
            }
          } catch (error) {
            console.error('camera guide', error);
            setModel('failed');
            return;
          }
        }
        await wait(Math.max(0, LIVE_CAPTURE.lookEveryMs - (performance.now() - started)));
      }
    };
    void loop();
    return () => {
      stopped = true;
    };
  }, [live, model, capture]);

  const judgement = current?.judgement;
  const ready = judgement !== undefined && judgement.issues.length === 0;
  const firstIssue = judgement?.issues[0];
  const message = capturing
    ? t('photo.camera.capturing')
    : !live
      ? t('photo.camera.starting')
      : model === 'loading'
        ? t('photo.camera.modelLoading')
        : model === 'failed'
          ? t('photo.camera.modelFailed')
          : firstIssue
            ? t(`photo.camera.guide.${firstIssue}`)
            : ready
              ? t('photo.camera.ready')
              : t('photo.camera.modelLoading');

  return (
    <section aria-label={t('photo.camera.title')} className="mt-8 grid gap-4" data-testid="camera">
      <div className="relative overflow-hidden rounded-card border border-line bg-ink">
        <video
          ref={videoRef}
          aria-label={t('photo.camera.video')}
          playsInline
          muted
          className="aspect-[3/4] w-full [transform:scaleX(-1)] object-cover sm:aspect-[4/3]"
        />
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-[12%_20%] rounded-[50%] border-4 transition-colors',
            ready ? 'border-brand' : 'border-white/70',
          )}
        />
        {!live && (
          <div className="absolute inset-0 grid place-items-center">
            <Spinner label={t('photo.camera.starting')} />
          </div>
        )}
      </div>
      <p
        aria-live="polite"
        role="status"
        data-testid="camera-guidance"
        className={cn('rounded-card p-3 text-center font-medium', ready ? 'bg-brand-soft' : 'bg-surface')}
      >
        {message}
      </p>
      <ul aria-label={t('photo.camera.checksLabel')} className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {GUIDE_CHECKS.map((check) => {
          const state = judgement?.checks[check] ?? null;
          return (
            <li
              key={check}
              data-check={check}
              data-met={state === null ? 'unknown' : String(state)}
              className="flex items-center gap-2"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-grid size-5 shrink-0 place-items-center rounded-full text-xs',
                  state ? 'bg-brand text-white' : state === false ? 'bg-danger-soft text-danger' : 'border border-line',
                )}
              >
                {state ? '✓' : state === false ? '✕' : ''}
              </span>
              <span>
                {t(`photo.camera.checks.${check}`)}
                <span className="sr-only">: {state ? t('photo.camera.met') : t('photo.camera.notMet')}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => void capture(current?.box ?? null)} disabled={!ready || capturing}>
          {t('photo.camera.shutter')}
        </Button>
        <Button variant="secondary" onClick={() => void capture(current?.box ?? null)} disabled={!live || capturing}>
          {t('photo.camera.manualShutter')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            stop();
            onClose();
          }}
          disabled={capturing}
        >
          {t('photo.camera.close')}
        </Button>
      </div>
    </section>
  );
}
