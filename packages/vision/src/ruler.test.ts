import { describe, expect, it } from 'vitest';
import {
  effectivePxPerMm,
  EYE_SPAN_MM,
  faceRuler,
  grainEdgeShare,
  SHARP_EDGE_PX,
  IRIS_DIAMETER_MM,
  IRIS_RULER_PX,
  MIN_PX_PER_MM,
  resolves,
} from './ruler.ts';
import type { Point } from './raster.ts';

/** A 478-point mesh with the outer eye corners `span` px apart and irises `iris` px across. */
function mesh(span: number, iris: number | null): Point[] {
  const points: Point[] = Array.from({ length: iris === null ? 468 : 478 }, () => [0, 0] as Point);
  points[33] = [500 - span / 2, 400];
  points[263] = [500 + span / 2, 400];
  if (iris !== null) {
    for (const [centre, cx] of [
      [468, 470 - span / 4],
      [473, 530 + span / 4],
    ] as const) {
      points[centre] = [cx, 400];
      const r = iris / 2;
      [
        [cx + r, 400],
        [cx, 400 - r],
        [cx - r, 400],
        [cx, 400 + r],
      ].forEach((p, k) => (points[centre + 1 + k] = p as Point));
    }
  }
  return points;
}

describe('the physical ruler', () => {
  it('reads pixels per millimetre from the irises when they are large enough', () => {
    const ruler = faceRuler(mesh(400, 50));
    expect(ruler.from).toBe('iris');
    expect(ruler.irisPx).toBeCloseTo(50);
    expect(ruler.pxPerMm).toBeCloseTo(50 / IRIS_DIAMETER_MM);
  });

  it('falls back on the eye span for small irises or a mesh without them', () => {
    expect(faceRuler(mesh(92.5, 8)).pxPerMm).toBeCloseTo(92.5 / EYE_SPAN_MM);
    expect(faceRuler(mesh(92.5, 8)).from).toBe('eye_span');
    expect(faceRuler(mesh(185, null))).toEqual({ pxPerMm: 185 / EYE_SPAN_MM, from: 'eye_span', irisPx: null });
  });

  it('passes from one to the other without a jump', () => {
    // A face whose eye span and iris disagree by 10 %, photographed at sizes around the threshold.
    let previous: number | null = null;
    for (let iris = IRIS_RULER_PX.from - 2; iris <= IRIS_RULER_PX.to + 2; iris += 0.25) {
      const span = (iris / IRIS_DIAMETER_MM) * EYE_SPAN_MM * 1.1;
      const perIris = faceRuler(mesh(span, iris)).pxPerMm / iris;
      if (previous !== null) expect(Math.abs(perIris - previous) / previous).toBeLessThan(0.01);
      previous = perIris;
    }
  });

  it('counts only the detail a soft photo shows: edges twice as wide, half the pixels per mm', () => {
    const ruler = faceRuler(mesh(600, 75));
    // Measured in a crop at 2.2 px/mm, whose edges are as sharp as a camera's: the crop's scale.
    expect(effectivePxPerMm(ruler, 2.2, SHARP_EDGE_PX)).toBeCloseTo(2.2);
    expect(effectivePxPerMm(ruler, 2.2, 2 * SHARP_EDGE_PX)).toBeCloseTo(1.1);
    // Sharp edges never make more of a photo than its pixels.
    expect(effectivePxPerMm(faceRuler(mesh(120, 15)), 2.2, 0.5)).toBeCloseTo(faceRuler(mesh(120, 15)).pxPerMm);
    expect(effectivePxPerMm(ruler, 2.2, Number.NaN)).toBe(ruler.pxPerMm);
  });

  it('does not let grain make texture measurable on a photo too soft for it (decision 072)', () => {
    const ruler = faceRuler(mesh(600, 75));
    // J000288 of the face set, a 450 px portrait the crop enlarges 1.35 times: eyes' edges 0.94 mm
    // wide as taken (texture not resolved at 2.2 px per mm of crop), read 0.83 mm wide under grain
    // of sigma 8 (0.86 L* on the skin) and 0.64 mm under sigma 16 (1.65 L*): the grain steepened
    // the edges' steepest pixels.
    const enlarged = (l: number) => ({ l, enlargement: 1.35 });
    const asTaken = effectivePxPerMm(ruler, 2.2, 0.94 * 2.2, enlarged(0.27));
    expect(resolves(asTaken, 'texture')).toBe(false);
    expect(resolves(effectivePxPerMm(ruler, 2.2, 0.83 * 2.2), 'texture')).toBe(true);
    for (const [edgeMm, grainL] of [
      [0.83, 0.86],
      [0.64, 1.65],
    ] as const) {
      expect(resolves(effectivePxPerMm(ruler, 2.2, edgeMm * 2.2, enlarged(grainL)), 'texture')).toBe(false);
    }
    // A clean photo keeps its edges as read; grain lowers the share steadily, to a floor.
    expect(effectivePxPerMm(ruler, 2.2, 0.8 * 2.2, enlarged(0.3))).toBeCloseTo(effectivePxPerMm(ruler, 2.2, 0.8 * 2.2));
    for (const enlargement of [0.5, 1, 1.2, 1.35, 2]) {
      const shares = [0, 0.5, 1, 1.5, 2, 2.5, 4].map((l) => grainEdgeShare(l, enlargement));
      for (let i = 1; i < shares.length; i++) expect(shares[i]!).toBeLessThanOrEqual(shares[i - 1]!);
      expect(shares[0]).toBe(1);
      expect(shares.at(-1)).toBeGreaterThan(0.5);
    }
    expect(grainEdgeShare(Number.NaN)).toBe(1);
  });

  it('takes grain a photo was shrunk with as the pixel-wide grain it is, not as enlarged grain (decision 075)', () => {
    // A dark face of the London set (frll 099, 3.4 px per mm, shrunk 0.64 times into the crop):
    // edges 0.45 mm wide, and 0.98 L* of fine detail on its skin, which is not grain enough to
    // have narrowed them by more than a few per cent. It resolves pores; read as enlarged grain
    // it would not.
    const ruler = faceRuler(mesh(1000, 124));
    const edgePx = 0.45 * 2.2;
    expect(resolves(effectivePxPerMm(ruler, 2.2, edgePx, { l: 0.98, enlargement: 0.64 }), 'pores')).toBe(true);
    expect(resolves(effectivePxPerMm(ruler, 2.2, edgePx, { l: 0.98, enlargement: 1.35 }), 'pores')).toBe(false);
    // The same grain narrows an enlarged photo's edges more: its share is smaller, never larger.
    for (const l of [0.5, 1, 1.5, 2, 2.5]) {
      const shares = [0.5, 1, 1.1, 1.2, 1.35, 2].map((enlargement) => grainEdgeShare(l, enlargement));
      for (let i = 1; i < shares.length; i++) expect(shares[i]!).toBeLessThanOrEqual(shares[i - 1]!);
    }
  });

  it('says which detail a photo resolves', () => {
    const coarse = faceRuler(mesh(120, 15));
    const fine = faceRuler(mesh(600, 75));
    expect(resolves(coarse.pxPerMm, 'pores')).toBe(false);
    expect(resolves(coarse.pxPerMm, 'texture')).toBe(true);
    expect(resolves(fine.pxPerMm, 'pores')).toBe(true);
    expect(MIN_PX_PER_MM.pores).toBeGreaterThan(MIN_PX_PER_MM.texture);
  });
});
