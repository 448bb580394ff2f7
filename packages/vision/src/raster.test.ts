import { describe, expect, it } from 'vitest';
import {
  connectedComponents,
  countMask,
  dilate,
  erode,
  fillPolygon,
  fillWithQuadratic,
  gaussianBlur,
  linearTrendWithin,
  maskedBlur,
  maskedPercentile,
  percentile,
  robustSpread,
  sortedValues,
  subtractMask,
  trimmedMean,
  unionMasks,
} from './raster.ts';

function impulse(width: number, height: number): Float32Array {
  const plane = new Float32Array(width * height);
  plane[Math.floor(height / 2) * width + Math.floor(width / 2)] = 1;
  return plane;
}

describe('gaussianBlur', () => {
  it.each([1, 2.2, 4.5, 9])('keeps the total and spreads an impulse by about sigma %s', (sigma) => {
    const size = 81;
    const out = gaussianBlur(impulse(size, size), size, size, sigma);
    let total = 0;
    let variance = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        total += out[y * size + x]!;
        variance += out[y * size + x]! * (x - 40) ** 2;
      }
    }
    expect(total).toBeCloseTo(1, 3);
    expect(Math.sqrt(variance / total)).toBeGreaterThan(sigma * 0.9);
    expect(Math.sqrt(variance / total)).toBeLessThan(sigma * 1.05);
  });

  it('widens in step with sigma, not in jumps, past the switch to box passes (issue 17)', () => {
    // Plain boxes only have whole radii: any sigma between 2.65 and 2.9 came out 2.45 or 2.83.
    const size = 81;
    const spread = (sigma: number) => {
      const out = gaussianBlur(impulse(size, size), size, size, sigma);
      let total = 0;
      let variance = 0;
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          total += out[y * size + x]!;
          variance += out[y * size + x]! * (x - 40) ** 2;
        }
      return Math.sqrt(variance / total);
    };
    let previous = 0;
    for (let sigma = 2.55; sigma <= 7; sigma += 0.05) {
      const width = spread(sigma);
      expect(width, `sigma ${sigma.toFixed(2)}`).toBeCloseTo(sigma, 2);
      expect(width).toBeGreaterThan(previous);
      previous = width;
    }
  });

  it('leaves a constant image constant, edges included', () => {
    const out = gaussianBlur(new Float32Array(30 * 20).fill(7), 30, 20, 6);
    for (const v of out) expect(v).toBeCloseTo(7, 4);
  });
});

describe('maskedBlur', () => {
  it('never mixes in values from outside the mask', () => {
    const width = 40;
    const height = 10;
    const plane = new Float32Array(width * height);
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        plane[y * width + x] = x < 20 ? 50 : 0;
        mask[y * width + x] = x < 20 ? 1 : 0;
      }
    }
    const out = maskedBlur(plane, mask, width, height, 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < 20; x++) expect(out[y * width + x]).toBeCloseTo(50, 3);
      for (let x = 20; x < width; x++) expect(out[y * width + x]).toBe(0);
    }
  });
});

describe('fillWithQuadratic', () => {
  // A rounded cheek: lightest where it faces the lamp, falling off to every side, with a glint's
  // hole over its lit middle.
  const width = 70;
  const height = 50;
  const dome = (x: number, y: number) =>
    70 - 0.012 * (x - 38) ** 2 - 0.02 * (y - 22) ** 2 + 0.004 * (x - 38) * (y - 22);
  const cheek = new Uint8Array(width * height);
  const glint = new Uint8Array(width * height);
  const plane = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const inCheek = ((x - 35) / 30) ** 2 + ((y - 25) / 20) ** 2 < 1;
      glint[i] = inCheek && (x - 38) ** 2 + (y - 22) ** 2 < 64 ? 1 : 0;
      cheek[i] = inCheek && !glint[i] ? 1 : 0;
      // The glint itself: far lighter than any skin.
      plane[i] = glint[i] ? 98 : dome(x, y);
    }
  }

  it("carries the cheek's curvature across the hole, where the skin around it is darker", () => {
    const filled = fillWithQuadratic(plane, cheek, glint, width);
    const around = maskedBlur(plane, cheek, width, height, 6);
    for (let i = 0; i < plane.length; i++) {
      if (!glint[i]) continue;
      const x = i % width;
      const truth = dome(x, (i - x) / width);
      expect(Math.abs(filled[i]! - truth)).toBeLessThan(0.01);
    }
    // The skin around the hole is its darker rim: filling from it reads the lit middle too dark.
    const middle = 22 * width + 38;
    expect(dome(38, 22) - around[middle]!).toBeGreaterThan(0.3);
  });

  it('leaves every pixel it is not asked to fill as it was, and a photo without glare unchanged', () => {
    const filled = fillWithQuadratic(plane, cheek, glint, width);
    for (let i = 0; i < plane.length; i++) if (!glint[i]) expect(filled[i]).toBe(plane[i]);
    expect(Array.from(fillWithQuadratic(plane, cheek, new Uint8Array(plane.length), width))).toEqual(Array.from(plane));
  });

  it('fills nothing from too few pixels to fit a surface through', () => {
    const few = new Uint8Array(plane.length);
    for (let i = 0; i < 10; i++) few[i * width + 5] = 1;
    expect(Array.from(fillWithQuadratic(plane, few, glint, width))).toEqual(Array.from(plane));
  });
});

describe('linearTrendWithin', () => {
  // A cheek-like outline: an ellipse with a bite out of it, on a plane of light falling off to one side.
  const width = 80;
  const height = 60;
  const inside = (x: number, y: number) =>
    ((x - 40) / 34) ** 2 + ((y - 30) / 24) ** 2 < 1 && !((x - 62) ** 2 + (y - 30) ** 2 < 100);
  const mask = new Uint8Array(width * height);
  const slope = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      mask[y * width + x] = inside(x, y) ? 1 : 0;
      slope[y * width + x] = 60 + 0.4 * x - 0.25 * y;
    }
  }

  it('follows a slope of the light to the very edge of the mask, where an average is one-sided', () => {
    const trend = linearTrendWithin(slope, mask, width, height, 6);
    const average = maskedBlur(slope, mask, width, height, 6);
    let worstTrend = 0;
    let worstAverage = 0;
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      worstTrend = Math.max(worstTrend, Math.abs(trend[i]! - slope[i]!));
      worstAverage = Math.max(worstAverage, Math.abs(average[i]! - slope[i]!));
    }
    expect(worstTrend).toBeLessThan(0.05);
    // The plain average at the edge is off by more than a lightness unit: what texture read as relief.
    expect(worstAverage).toBeGreaterThan(1);
  });

  it('never mixes in values from outside the mask, and is 0 there', () => {
    const walled = Float32Array.from(slope, (v, i) => (mask[i] ? v : 255));
    const trend = linearTrendWithin(walled, mask, width, height, 6);
    for (let i = 0; i < mask.length; i++) {
      if (mask[i]) expect(Math.abs(trend[i]! - slope[i]!)).toBeLessThan(0.05);
      else expect(trend[i]).toBe(0);
    }
  });

  it('reads a line one pixel wide, where no slope across it can be told, as its average', () => {
    const line = new Uint8Array(width * height);
    for (let x = 10; x < 70; x++) line[30 * width + x] = 1;
    const flat = new Float32Array(width * height).fill(42);
    const trend = linearTrendWithin(flat, line, width, height, 6);
    for (let x = 10; x < 70; x++) expect(trend[30 * width + x]).toBeCloseTo(42, 3);
  });
});

describe('masks', () => {
  it('fills a polygon by pixel centres', () => {
    const square = fillPolygon(
      [
        [2, 2],
        [12, 2],
        [12, 12],
        [2, 12],
      ],
      20,
      20,
    );
    expect(countMask(square)).toBe(100);
    const triangle = fillPolygon(
      [
        [0, 0],
        [20, 0],
        [0, 20],
      ],
      20,
      20,
    );
    expect(countMask(triangle)).toBeGreaterThan(180);
    expect(countMask(triangle)).toBeLessThan(220);
  });

  it('erodes and dilates by whole squares', () => {
    const square = fillPolygon(
      [
        [5, 5],
        [15, 5],
        [15, 15],
        [5, 15],
      ],
      20,
      20,
    );
    expect(countMask(erode(square, 20, 20, 2))).toBe(36);
    expect(countMask(dilate(square, 20, 20, 2))).toBe(196);
    expect(countMask(dilate(square, 20, 20, 10))).toBe(400);
  });

  it('unites and subtracts masks pixel by pixel, whatever their length and alignment', () => {
    // Lengths that leave a tail past the last whole word, and views that start off a word boundary.
    for (const length of [1, 7, 64, 103]) {
      for (const offset of [0, 1]) {
        const random = (seed: number) =>
          new Uint8Array(length + offset).map((_, i) => ((i * 7919 + seed * 104729) % 13 < 5 ? 1 : 0)).subarray(offset);
        const [a, b, c] = [random(1), random(2), random(3)];
        const union = unionMasks([a, b, c]);
        const difference = subtractMask(a, b);
        for (let i = 0; i < length; i++) {
          expect(union[i], `union ${length}/${offset} at ${i}`).toBe(a[i]! || b[i]! || c[i]! ? 1 : 0);
          expect(difference[i], `difference ${length}/${offset} at ${i}`).toBe(a[i]! && !b[i]! ? 1 : 0);
        }
      }
    }
  });

  it('finds 8-connected blobs with their size and strongest value', () => {
    // Two blobs: a diagonal pair (connected through the corner) and a single pixel.
    const binary = new Uint8Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1]);
    const plane = new Float32Array([3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 2]);
    const blobs = connectedComponents(binary, plane, 4, 3);
    expect(blobs.map((b) => [b.area, b.sum, b.max])).toEqual([
      [2, 8, 5],
      [1, 2, 2],
    ]);
  });
});

describe('statistics', () => {
  const plane = new Float32Array([9, 1, 8, 2, 7, 3, 6, 4, 5, 100]);
  const all = new Uint8Array(plane.length).fill(1);

  it('finds percentiles by selection exactly as sorting does', () => {
    const sorted = sortedValues(plane, all);
    for (const p of [0, 10, 25, 50, 75, 90, 99, 100])
      expect(maskedPercentile(plane, all, p)).toBeCloseTo(percentile(sorted, p), 10);
    const someOf = new Uint8Array([1, 1, 1, 0, 0, 0, 0, 0, 0, 1]);
    expect(maskedPercentile(plane, someOf, 50)).toBe(8.5);
  });

  it('averages the values between two percentiles, leaving out the outliers on either side', () => {
    // 1..9 and 100: the top 10 % is the outlier, the bottom 10 % is the 1.
    expect(trimmedMean(plane, all, 10, 90)).toBe(5.5);
    expect(trimmedMean(plane, all, 0, 100)).toBeCloseTo(14.5, 10);
    // The calmest quarter's band: the 2nd to 4th smallest of ten.
    expect(trimmedMean(plane, all, 10, 40)).toBe(3);
    expect(trimmedMean(plane, new Uint8Array(plane.length), 10, 90)).toBeNaN();
    // A band narrower than one value still reads one value.
    expect(trimmedMean(plane, all, 50, 50)).toBe(6);
  });

  it('gives a spread that one outlier does not move much', () => {
    const spread = robustSpread(plane, all);
    expect(spread).toBeGreaterThan(2);
    expect(spread).toBeLessThan(5);
  });
});
