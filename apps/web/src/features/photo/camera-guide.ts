/**
 * The live camera guide's judgement of one look at the camera: the server's quality gate's limits
 * (QUALITY_THRESHOLDS, one definition in @skinsight/shared/photo-quality) and the few the guide
 * adds (LIVE_CAPTURE), in the gate's order. Pure: the camera and the face model are elsewhere.
 */
import {
  halfInShadow,
  highlightsBlown,
  LIVE_CAPTURE,
  QUALITY_THRESHOLDS,
  type QualityReason,
} from '@skinsight/shared/photo-quality';
import type { Exposure } from './frame-measures.ts';

/**
 * What the guide can ask for. The gate's own reasons keep their codes (their texts say the same
 * as the gate's refusal does); the rest are what only a live camera can ask.
 */
export type GuideIssue =
  | Extract<
      QualityReason,
      | 'no_face'
      | 'multiple_faces'
      | 'face_cut_off'
      | 'face_too_small'
      | 'face_turned'
      | 'too_dark'
      | 'too_bright'
      | 'uneven_light'
      | 'too_blurry'
    >
  | 'off_centre'
  | 'head_tilted'
  | 'hold_still';

/** The list the person sees ticked off, in this order. */
export const GUIDE_CHECKS = ['face', 'close', 'light', 'even', 'straight', 'sharp', 'still'] as const;
export type GuideCheck = (typeof GUIDE_CHECKS)[number];

const CHECK_OF: Record<GuideIssue, GuideCheck> = {
  no_face: 'face',
  multiple_faces: 'face',
  off_centre: 'face',
  face_cut_off: 'face',
  face_too_small: 'close',
  too_dark: 'light',
  too_bright: 'light',
  uneven_light: 'even',
  face_turned: 'straight',
  head_tilted: 'straight',
  too_blurry: 'sharp',
  hold_still: 'still',
};

export interface SceneExposure {
  meanL: number;
  p99L: number;
  clippedPercent: number;
}

export interface FaceReading {
  /** [x, y, width, height] in the captured frame's pixels. */
  box: readonly [number, number, number, number];
  /** Between the outer eye corners, in the captured frame's pixels. */
  eyeSpanPx: number;
  yawDeg: number;
  pitchDeg: number;
  rollDeg: number;
}

export interface Reading {
  frame: { width: number; height: number };
  scene: SceneExposure;
  /** Largest first. */
  faces: readonly FaceReading[];
  /** Of the largest face; null when it was not measured (no face). */
  exposure: Exposure | null;
  sharpness: number | null;
  /** How far the face moved since the previous look, in eye spans; null on the first look. */
  motionEyeSpans: number | null;
}

export interface Judgement {
  /** Everything not yet right, most important first: the first is what the guide says. */
  issues: GuideIssue[];
  /** Each check: met, not met, or not judged yet (nothing to judge without a face). */
  checks: Record<GuideCheck, boolean | null>;
}

/** The gate's reading of a picture without a face: too dark or too bright beats 'no face' (quality.ts). */
function sceneIssue(scene: SceneExposure): GuideIssue | null {
  const t = QUALITY_THRESHOLDS;
  if (scene.p99L < t.minFaceHighlightLightness || scene.meanL < t.sceneMinMeanL) return 'too_dark';
  if (scene.meanL > t.sceneMaxMeanL || scene.clippedPercent > t.sceneMaxClippedPercent) return 'too_bright';
  return null;
}

export function judge(reading: Reading): Judgement {
  const t = QUALITY_THRESHOLDS;
  const live = LIVE_CAPTURE;
  const issues: GuideIssue[] = [];
  const [face, second] = reading.faces;
  if (!face) {
    const scene = sceneIssue(reading.scene);
    return {
      issues: scene ? [scene, 'no_face'] : ['no_face'],
      checks: {
        face: false,
        close: null,
        light: scene ? false : null,
        even: null,
        straight: null,
        sharp: null,
        still: null,
      },
    };
  }
  if (second && second.box[2] >= t.secondFaceRelativeWidth * face.box[2]) issues.push('multiple_faces');

  const { width, height } = reading.frame;
  const [x, y, w, h] = face.box;
  const margin = live.minEdgeMargin;
  if (x < margin * w || y < margin * h || x + w > width - margin * w || y + h > height - margin * h) {
    issues.push('face_cut_off');
  }
  const cx = x + w / 2;
  const cy = y + h / 2;
  if (Math.abs(cx - width / 2) > live.maxOffCentre * width || Math.abs(cy - height / 2) > live.maxOffCentre * height) {
    issues.push('off_centre');
  }
  if (face.eyeSpanPx < Math.max(t.minEyeSpanPx, live.closeEnoughEyeSpanPx)) issues.push('face_too_small');
  if (Math.abs(face.yawDeg) > t.maxYawDeg || Math.abs(face.pitchDeg) > t.maxPitchDeg) issues.push('face_turned');
  if (Math.abs(face.rollDeg) > live.maxRollDeg) issues.push('head_tilted');

  const e = reading.exposure;
  if (e) {
    const dark = e.skinMedianL < t.minSkinLightness || e.faceP99L < t.minFaceHighlightLightness;
    // Half the face in shadow with its lit side bright enough: turn to the light, as the gate says.
    if (dark && !halfInShadow(e)) issues.push('too_dark');
    else if (e.skinMedianL > t.maxSkinLightness || e.clippedPercent > t.maxClippedPercent || highlightsBlown(e))
      issues.push('too_bright');
    if (e.cheekDifferenceStops > t.maxCheekStops) issues.push('uneven_light');
  }
  if (reading.sharpness !== null && reading.sharpness < t.minSharpness) issues.push('too_blurry');
  if (reading.motionEyeSpans === null || reading.motionEyeSpans > live.maxMotionEyeSpans) issues.push('hold_still');

  const checks = Object.fromEntries(GUIDE_CHECKS.map((check) => [check, true])) as Record<GuideCheck, boolean | null>;
  for (const issue of issues) checks[CHECK_OF[issue]] = false;
  if (!e) checks.light = checks.even = null;
  if (reading.sharpness === null) checks.sharp = null;
  return { issues, checks };
}
