import { describe, expect, it } from 'vitest';
import { LIVE_CAPTURE, QUALITY_THRESHOLDS } from '@skinsight/shared/photo-quality';
import { judge, type FaceReading, type Reading } from './camera-guide.ts';

const t = QUALITY_THRESHOLDS;
const face = (over: Partial<FaceReading> = {}): FaceReading => ({
  box: [330, 170, 300, 340],
  eyeSpanPx: 160,
  yawDeg: 0,
  pitchDeg: 0,
  rollDeg: 0,
  ...over,
});
const good = (over: Partial<Reading> = {}): Reading => ({
  frame: { width: 960, height: 720 },
  scene: { meanL: 55, p99L: 95, clippedPercent: 0 },
  faces: [face()],
  exposure: {
    skinMedianL: 60,
    faceP99L: 92,
    clippedPercent: 0,
    channelClippedPercent: 0,
    cheekDifferenceStops: 0.2,
    litCheekL: 61,
  },
  sharpness: 0.4,
  motionEyeSpans: 0.01,
  ...over,
});

describe('the live camera guide', () => {
  it('passes a good, still face on every check', () => {
    const j = judge(good());
    expect(j.issues).toEqual([]);
    expect(Object.values(j.checks).every((c) => c === true)).toBe(true);
  });

  it('asks to hold still on the first look and when the face moves', () => {
    expect(judge(good({ motionEyeSpans: null })).issues).toEqual(['hold_still']);
    expect(judge(good({ motionEyeSpans: LIVE_CAPTURE.maxMotionEyeSpans + 0.01 })).issues).toEqual(['hold_still']);
  });

  it('refuses at the gate’s own limits', () => {
    const e = good().exposure!;
    const cases: [Partial<Reading>, string][] = [
      [{ exposure: { ...e, skinMedianL: t.minSkinLightness - 1 } }, 'too_dark'],
      [{ exposure: { ...e, faceP99L: t.minFaceHighlightLightness - 1 } }, 'too_dark'],
      [{ exposure: { ...e, skinMedianL: t.maxSkinLightness + 1 } }, 'too_bright'],
      [{ exposure: { ...e, clippedPercent: t.maxClippedPercent + 1 } }, 'too_bright'],
      // A dark skin three stops over: white highlights, its red channel cut off (decision 065).
      [
        {
          exposure: {
            ...e,
            skinMedianL: 72,
            faceP99L: t.blownHighlightLightness,
            channelClippedPercent: t.maxChannelClippedPercent + 1,
          },
        },
        'too_bright',
      ],
      [{ exposure: { ...e, cheekDifferenceStops: t.maxCheekStops + 0.1 } }, 'uneven_light'],
      [{ sharpness: t.minSharpness - 0.01 }, 'too_blurry'],
      [{ faces: [face({ yawDeg: t.maxYawDeg + 1 })] }, 'face_turned'],
      [{ faces: [face({ pitchDeg: -(t.maxPitchDeg + 1) })] }, 'face_turned'],
      [{ faces: [face({ rollDeg: LIVE_CAPTURE.maxRollDeg + 1 })] }, 'head_tilted'],
      [{ faces: [face(), face({ box: [10, 10, 200, 200] })] }, 'multiple_faces'],
    ];
    for (const [change, issue] of cases) expect(judge(good(change)).issues, issue).toEqual([issue]);
    // Half the face in deep shadow, its lit side bright enough: turn to the light, as the gate says.
    const sideLit = { ...e, skinMedianL: t.minSkinLightness - 2, litCheekL: 34, cheekDifferenceStops: 2.4 };
    expect(judge(good({ exposure: sideLit })).issues).toEqual(['uneven_light']);
    expect(judge(good({ exposure: { ...sideLit, litCheekL: t.minSkinLightness - 1 } })).issues).toEqual([
      'too_dark',
      'uneven_light',
    ]);
    // Just inside each limit passes: a light skin's red channel near the top is not too bright
    // while its highlights are not white, nor are white highlights alone.
    expect(judge(good({ exposure: { ...e, channelClippedPercent: 68, faceP99L: 90 } })).issues).toEqual([]);
    expect(judge(good({ exposure: { ...e, faceP99L: 100, channelClippedPercent: 1 } })).issues).toEqual([]);
    // Just inside each limit passes.
    expect(judge(good({ exposure: { ...e, skinMedianL: t.minSkinLightness } })).issues).toEqual([]);
    expect(judge(good({ sharpness: t.minSharpness })).issues).toEqual([]);
    expect(judge(good({ faces: [face({ yawDeg: -t.maxYawDeg })] })).issues).toEqual([]);
    // A much smaller face behind is not a second person.
    expect(judge(good({ faces: [face(), face({ box: [10, 10, 100, 100] })] })).issues).toEqual([]);
  });

  it('asks to come closer below full confidence, and always below the gate’s refusal', () => {
    expect(LIVE_CAPTURE.closeEnoughEyeSpanPx).toBeGreaterThan(t.minEyeSpanPx);
    expect(judge(good({ faces: [face({ eyeSpanPx: LIVE_CAPTURE.closeEnoughEyeSpanPx - 1 })] })).issues).toEqual([
      'face_too_small',
    ]);
    expect(judge(good({ faces: [face({ eyeSpanPx: t.minEyeSpanPx - 1 })] })).checks.close).toBe(false);
  });

  it('wants the face in the middle and wholly in the picture', () => {
    expect(judge(good({ faces: [face({ box: [40, 170, 300, 340] })] })).issues).toEqual(['off_centre']);
    expect(judge(good({ faces: [face({ box: [330, -20, 300, 340] })] })).issues).toContain('face_cut_off');
  });

  it('says too dark rather than no face when the picture is dark, as the gate does', () => {
    const dark = judge(
      good({ faces: [], exposure: null, sharpness: null, scene: { meanL: 8, p99L: 20, clippedPercent: 0 } }),
    );
    expect(dark.issues).toEqual(['too_dark', 'no_face']);
    expect(dark.checks).toMatchObject({ face: false, light: false, sharp: null });
    expect(judge(good({ faces: [], exposure: null, sharpness: null })).issues).toEqual(['no_face']);
  });
});
