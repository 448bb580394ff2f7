import { describe, expect, it } from 'vitest';
import { gaussian, LINEAR_TO_SRGB } from '../test/photo-variants.ts';
import {
  MIN_SCENE_SHARE,
  sceneChromaticity,
  scleraChromaticity,
  skinChromaticity,
  skinDetailTraces,
} from './camera-traces.ts';
import { SRGB_TO_LINEAR } from './colour.ts';
import { REFERENCE_SCLERA } from './illuminant.ts';
import { skinShowsTexture, TRACE_THRESHOLDS, traceRefusal, type CameraTraces } from './quality.ts';
import { dilate, gaussianBlur, newMask, newPlane } from './raster.ts';

/**
 * A made-up crop: skin on the left, the eyes on the right, both the same kind of detail as a
 * camera records it (grain softened by the lens), the eyes' three times stronger.
 */
const W = 160;
const H = 80;
function crop(seed: number): { l: Float32Array; skin: Uint8Array; eyes: Uint8Array } {
  const noise = gaussian(seed);
  const grain = newPlane(W * H);
  for (let i = 0; i < grain.length; i++) grain[i] = noise();
  const detail = gaussianBlur(grain, W, H, 0.7);
  const l = newPlane(W * H);
  const skin = newMask(W * H);
  const eyes = newMask(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const isSkin = x < W / 2;
      l[i] = 60 + (isSkin ? 8 : 24) * detail[i]!;
      // Away from the edges and the border between the two, where blurs mix them.
      if (y >= 8 && y < H - 8 && x >= 8 && x < W / 2 - 8) skin[i] = 1;
      if (y >= 8 && y < H - 8 && x >= W / 2 + 8 && x < W - 8) eyes[i] = 1;
    }
  }
  return { l, skin, eyes };
}

/** The skin half smoothed by a blur of `sigma` pixels, the eyes left as they were: a beauty filter. */
function smoothSkin(l: Float32Array, sigma: number): Float32Array {
  const smooth = gaussianBlur(l, W, H, sigma);
  const out = Float32Array.from(l);
  for (let y = 0; y < H; y++) for (let x = 0; x < W / 2; x++) out[y * W + x] = smooth[y * W + x]!;
  return out;
}

const traces = (skinDetail: number, skinFinestShare: number): CameraTraces => ({
  edgeBlurMm: { x: 0.4, y: 0.4 },
  edgeRiseL: { x: 12, y: 12 },
  photoPxPerMm: 3,
  blockiness: 1,
  grainL: 0.6,
  skinDetail,
  skinFinestShare,
  chroma: { redGreen: 33, blueGreen: -17 },
  photoChroma: { redGreen: 5, blueGreen: -2.5 },
  scleraChroma: { redGreen: 3, blueGreen: -2 },
});

describe('the skin read against the eyes (a beauty filter)', () => {
  it('reads skin as the camera saw it as skin with the eyes’ share of finest detail, blurred or not', () => {
    for (const seed of [1, 2, 3]) {
      const { l, skin, eyes } = crop(seed);
      const sharp = skinDetailTraces(l, W, H, skin, eyes);
      expect(sharp.finestShare).toBeGreaterThan(0.9);
      expect(sharp.finestShare).toBeLessThan(1.1);
      // A blur of the whole photo (focus, shake, a resize) takes detail from skin and eyes alike.
      const blurred = skinDetailTraces(gaussianBlur(l, W, H, 1), W, H, skin, eyes);
      expect(blurred.finestShare).toBeGreaterThan(0.9);
      expect(blurred.finestShare).toBeLessThan(1.1);
      expect(traceRefusal(traces(sharp.ratio, sharp.finestShare))).toBeNull();
      expect(traceRefusal(traces(blurred.ratio, blurred.finestShare))).toBeNull();
    }
  });

  it('does not take shiny skin for a filter: the highlights are left out of the finest share', () => {
    for (const seed of [1, 2, 3]) {
      const { l, skin, eyes } = crop(seed);
      // Soft round highlights, about 3 mm across, over the skin: the lamp on oily skin.
      const glint = newPlane(W * H);
      const glare = newMask(W * H);
      for (let cy = 20; cy < H - 8; cy += 20) {
        for (let cx = 20; cx < W / 2 - 8; cx += 20) {
          glint[cy * W + cx] = 1;
          glare[cy * W + cx] = 1;
        }
      }
      const blobs = gaussianBlur(glint, W, H, 2);
      const peak = Math.max(...blobs);
      const shiny = Float32Array.from(l, (v, i) => v + 30 * (blobs[i]! / peak));
      const zone = dilate(glare, W, H, 3);
      const read = skinDetailTraces(shiny, W, H, skin, eyes);
      const readAwayFromGlare = skinDetailTraces(shiny, W, H, skin, eyes, zone);
      expect(read.finestShare).toBeLessThan(TRACE_THRESHOLDS.minSkinFinestShare);
      expect(readAwayFromGlare.finestShare).toBeGreaterThan(0.9);
      expect(traceRefusal(traces(readAwayFromGlare.ratio, readAwayFromGlare.finestShare))).toBeNull();
    }
  });

  it('finds a light filter on textured skin that leaves more detail than smooth skin has', () => {
    for (const seed of [1, 2, 3]) {
      const { l, skin, eyes } = crop(seed);
      const filtered = skinDetailTraces(smoothSkin(l, 1.2), W, H, skin, eyes);
      // By amount alone it passes as skin: smooth skin unfiltered reads as little as 0.08.
      expect(filtered.ratio).toBeGreaterThan(TRACE_THRESHOLDS.minSkinDetail);
      expect(filtered.finestShare).toBeLessThan(TRACE_THRESHOLDS.minSkinFinestShare);
      expect(traceRefusal(traces(filtered.ratio, filtered.finestShare))?.reason).toBe('filtered');
    }
  });
});

/**
 * A made-up photo under a light of `gains` (linear red, green, blue): a face of `skin` (sRGB) in a
 * box in the middle, the rest a scene of `scene` colours in equal shares.
 */
const PHOTO = { width: 60, height: 50 };
const FACE_BOX = [20, 10, 20, 20] as const;
function litTraces(skin: readonly number[], scene: readonly (readonly number[])[], gains: readonly number[]) {
  const { width, height } = PHOTO;
  const rgb = new Uint8Array(width * height * 3);
  const face = newMask(width * height);
  const [fx, fy, fw, fh] = FACE_BOX;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const inFace = x >= fx && x < fx + fw && y >= fy && y < fy + fh;
      const colour = inFace ? skin : scene[i % scene.length]!;
      face[i] = inFace ? 1 : 0;
      for (let c = 0; c < 3; c++)
        rgb[i * 3 + c] = Math.round(Math.min(255, LINEAR_TO_SRGB(SRGB_TO_LINEAR[colour[c]!]! * gains[c]!)));
    }
  }
  return {
    ...traces(0.3, 1.2),
    chroma: skinChromaticity(rgb, face),
    photoChroma: sceneChromaticity({ rgb, width, height }, face),
    // Whites of the eyes as a reference sclera shows them in that light, uncorrected (a light this
    // strong is not trusted).
    scleraChroma: scleraChromaticity(
      REFERENCE_SCLERA.map((v, c) => v * gains[c]!) as [number, number, number],
      [1, 1, 1],
    ),
  };
}
const lit = (...args: Parameters<typeof litTraces>) => traceRefusal(litTraces(...args));

describe('texture measured only on skin that shows its own', () => {
  it('measures smooth skin the filter check has judged, and not where the eyes are too soft to judge it', () => {
    const smooth = traces(0.08, 1.1);
    // Sharp eyes, and the skin's finest detail in its usual share: not a filter, only smooth skin.
    expect(traceRefusal(smooth)).toBeNull();
    expect(skinShowsTexture(smooth)).toBe(true);
    // Eyes too soft to tell a filter from a soft photo: smooth skin may be smoothed.
    const soft = { ...smooth, edgeBlurMm: { x: 1, y: 1 } };
    expect(traceRefusal(soft)).toBeNull();
    expect(skinShowsTexture(soft)).toBe(false);
    expect(skinShowsTexture({ ...soft, skinDetail: 0.12 })).toBe(true);
  });
});

/** Grey walls (one a little blue), a white shirt, dark hair. */
const GREY_ROOM = [
  [170, 170, 168],
  [150, 160, 178],
  [120, 120, 122],
  [196, 196, 192],
  [40, 34, 30],
];

describe('a warm or cool light told from a darker or lighter skin (decision 048)', () => {
  const lightSkin = [226, 188, 166];
  const mediumSkin = [198, 150, 120];
  const darkSkin = [112, 74, 56];
  // A muted green plant and a wooden door besides.
  const room = [...GREY_ROOM, [96, 110, 84], [150, 110, 80]];
  const orangeWall = [
    [230, 140, 60],
    [220, 130, 50],
    [40, 34, 30],
  ];
  const tungsten = [1.6, 1, 0.45];
  const blue = [0.65, 1, 1.6];

  it('measures light and dark skin in ordinary light, and a light skin before a coloured wall', () => {
    expect(lit(lightSkin, room, [1, 1, 1])).toBeNull();
    expect(lit(mediumSkin, room, [1, 1, 1])).toBeNull();
    expect(lit(darkSkin, room, [1, 1, 1])).toBeNull();
    expect(lit(lightSkin, room, [1.05, 1, 0.95])).toBeNull();
    expect(lit(darkSkin, room, [0.95, 1, 1.05])).toBeNull();
    expect(lit(lightSkin, orangeWall, [1, 1, 1])).toBeNull();
  });

  it('does not read the scene of a photo the face fills', () => {
    const grey = { rgb: new Uint8Array(PHOTO.width * PHOTO.height * 3).fill(128), ...PHOTO };
    const face = newMask(PHOTO.width * PHOTO.height);
    face.fill(1, 0, Math.round(PHOTO.width * PHOTO.height * (1 - MIN_SCENE_SHARE)) - PHOTO.width);
    expect(sceneChromaticity(grey, face)).toEqual({ redGreen: 0, blueGreen: 0 });
    face.fill(1, 0, Math.round(PHOTO.width * PHOTO.height * (1 - MIN_SCENE_SHARE)) + PHOTO.width);
    expect(sceneChromaticity(grey, face)).toBeNull();
  });

  it('refuses a light skin under a tungsten light and a medium one under a blue light, where its colour alone could be another skin tone', () => {
    // The skin alone stays on the skin-tone line, where a darker or a lighter skin lies: only the
    // scene around the face moving the same way tells the light.
    const { photoChroma: neutralPhoto, scleraChroma: neutralEyes } = litTraces(lightSkin, room, [1, 1, 1]);
    for (const [skin, gains] of [
      [lightSkin, tungsten],
      [mediumSkin, blue],
    ] as const) {
      const traces = litTraces(skin, room, gains);
      expect(traceRefusal({ ...traces, photoChroma: neutralPhoto, scleraChroma: neutralEyes })).toBeNull();
      expect(lit(skin, room, gains)?.reason).toBe('colour_cast');
    }
  });
});

describe('a coloured light told by the skin, the scene and the whites of the eyes together (decision 059)', () => {
  const oliveSkin = [200, 175, 140];
  const rosySkin = [225, 160, 160];
  const room = GREY_ROOM;
  const pink = [1.4, 0.75, 1.25];
  const green = [0.8, 1.3, 0.75];

  it('refuses a pink light on an olive skin and a green one on a rosy skin, which each stay among skin tones', () => {
    for (const [skin, gains] of [
      [oliveSkin, pink],
      [rosySkin, green],
    ] as const) {
      const traces = litTraces(skin, room, gains);
      const { photoChroma: neutralPhoto, scleraChroma: neutralEyes } = litTraces(skin, room, [1, 1, 1]);
      // The skin alone could be that skin in ordinary light, and so could the skin with a coloured
      // wall, or with eyes that read a little pink or green: one witness besides the skin is not enough.
      expect(traceRefusal({ ...traces, photoChroma: neutralPhoto, scleraChroma: neutralEyes })).toBeNull();
      expect(traceRefusal({ ...traces, scleraChroma: neutralEyes })).toBeNull();
      expect(traceRefusal({ ...traces, photoChroma: neutralPhoto })).toBeNull();
      const refusal = traceRefusal(traces);
      expect(refusal?.reason).toBe('colour_cast');
      expect(refusal?.detail).toContain(gains === pink ? 'a pink light' : 'a green light');
    }
  });

  it('measures a rosy face in a red jacket whose eyes read a little pink, under a white balance 5 % off either way', () => {
    const redJacket = [...room, [200, 40, 50], [190, 35, 45], [210, 50, 60]];
    for (const gains of [
      [1, 1, 1],
      [1.05, 1, 1],
      [1, 1, 1.05],
      [0.95, 1, 1],
      [1, 0.95, 1],
    ]) {
      const traces = litTraces(rosySkin, redJacket, gains);
      const pinkEyes = scleraChromaticity(
        REFERENCE_SCLERA.map((v, c) => v * [1.1, 1, 1.05][c]! * gains[c]!) as [number, number, number],
        [1, 1, 1],
      );
      expect(traceRefusal({ ...traces, scleraChroma: pinkEyes })).toBeNull();
    }
  });

  it('judges the skin and the scene alone where no sclera was read', () => {
    const traces = litTraces(oliveSkin, room, pink);
    expect(traceRefusal({ ...traces, scleraChroma: null })).toBeNull();
    expect(traceRefusal({ ...litTraces(rosySkin, room, pink), scleraChroma: null })?.reason).toBe('colour_cast');
  });
});
