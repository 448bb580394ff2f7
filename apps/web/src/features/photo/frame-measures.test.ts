import { describe, expect, it } from 'vitest';
import { QUALITY_THRESHOLDS } from '@skinsight/shared/photo-quality';
import {
  faceSharpness,
  gaussianBlur,
  insidePolygon,
  laplacianVariance,
  lightness,
  type Pixels,
} from './frame-measures.ts';

/** A grey picture with fine random detail over a coarse gradient, blurred by `sigma` when given. */
function textured(size: number, sigma = 0): Pixels {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  let plane: Float32Array = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) plane[y * size + x] = 120 + 40 * Math.sin(x / 25) + 40 * (random() - 0.5);
  if (sigma > 0) plane = gaussianBlur(plane, size, size, sigma);
  const data = new Uint8ClampedArray(size * size * 4);
  for (let i = 0; i < plane.length; i++) data.set([plane[i]!, plane[i]!, plane[i]!, 255], 4 * i);
  return { data, width: size, height: size };
}

describe('what the camera guide reads from a frame', () => {
  it('gives CIELAB L* as the gate does', () => {
    expect(lightness(0, 0, 0)).toBeCloseTo(0, 5);
    expect(lightness(255, 255, 255)).toBeCloseTo(100, 3);
    expect(lightness(119, 119, 119)).toBeCloseTo(50, 0);
  });

  it('finds points inside a polygon', () => {
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as const;
    expect(insidePolygon(5, 5, square)).toBe(true);
    expect(insidePolygon(11, 5, square)).toBe(false);
  });

  it('reads blur as less sharpness and less Laplacian variance', () => {
    const outline = [
      [20, 20],
      [180, 20],
      [180, 180],
      [20, 180],
    ] as const;
    const sharp = textured(200);
    const soft = textured(200, 4);
    expect(faceSharpness(sharp, outline)).toBeGreaterThan(0.5);
    expect(faceSharpness(soft, outline)).toBeLessThan(QUALITY_THRESHOLDS.minSharpness);
    expect(laplacianVariance(sharp, [0, 0, 200, 200])).toBeGreaterThan(10 * laplacianVariance(soft, [0, 0, 200, 200]));
  });
});
