import { describe, expect, it } from 'vitest';
import { gaussian } from '../test/photo-variants.ts';
import { skinDetailTraces } from './camera-traces.ts';
import { TRACE_THRESHOLDS, traceRefusal, type CameraTraces } from './quality.ts';
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
  photoPxPerMm: 3,
  blockiness: 1,
  skinDetail,
  skinFinestShare,
  chroma: { redGreen: 33, blueGreen: -17 },
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
