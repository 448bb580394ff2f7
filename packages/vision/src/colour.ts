/**
 * Colour science shared by the measurements: sRGB to CIELAB (D65) and the Individual Typology
 * Angle. Everything is computed in plain arrays so that the same file always gives the same numbers.
 */
import { newMask, newPlane } from './raster.ts';

export type ItaBand = 'very_light' | 'light' | 'intermediate' | 'tan' | 'brown' | 'dark';

/**
 * Individual Typology Angle in degrees from CIELAB L* and b*:
 * ITA = atan((L* - 50) / b*) * 180 / π (Chardon et al., 1991). Uses atan2 so that b* = 0
 * gives ±90° instead of dividing by zero.
 */
export function individualTypologyAngle(lightness: number, yellowness: number): number {
  return (Math.atan2(lightness - 50, yellowness) * 180) / Math.PI;
}

/** Skin-tone bands of the ITA scale (del Bino et al., 2006). */
export function itaBand(ita: number): ItaBand {
  if (ita > 55) return 'very_light';
  if (ita > 41) return 'light';
  if (ita > 28) return 'intermediate';
  if (ita > 10) return 'tan';
  if (ita > -30) return 'brown';
  return 'dark';
}

/** sRGB byte to linear light (IEC 61966-2-1), tabulated once: 256 values cover every input. */
export const SRGB_TO_LINEAR: Float64Array = (() => {
  const table = new Float64Array(256);
  for (let i = 0; i < 256; i++) {
    const c = i / 255;
    table[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }
  return table;
})();

// D65 reference white of sRGB, and the sRGB-to-XYZ matrix (IEC 61966-2-1).
const XN = 0.95047;
const YN = 1.0;
const ZN = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

function labF(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

export interface LabImage {
  width: number;
  height: number;
  l: Float32Array;
  a: Float32Array;
  b: Float32Array;
  /** Linear-light red and green, kept for the erythema index (a log ratio of reflectances). */
  redLinear: Float32Array;
  greenLinear: Float32Array;
  /** Blown-out pixels (all channels at or above 250): the camera recorded white, not skin. */
  clipped: Uint8Array;
}

/**
 * Converts interleaved 8-bit sRGB (3 channels) to CIELAB planes, after multiplying linear light by
 * per-channel `gains` (the correction for the light's colour and strength, illuminant.ts).
 * `clipped` always describes the photo as taken.
 */
export function rgbToLab(
  rgb: Uint8Array,
  width: number,
  height: number,
  gains: readonly [number, number, number] = [1, 1, 1],
): LabImage {
  const [gr, gg, gb] = gains;
  const n = width * height;
  const l = newPlane(n);
  const a = newPlane(n);
  const b = newPlane(n);
  const redLinear = newPlane(n);
  const greenLinear = newPlane(n);
  const clipped = newMask(n);
  for (let i = 0; i < n; i++) {
    const r8 = rgb[i * 3]!;
    const g8 = rgb[i * 3 + 1]!;
    const b8 = rgb[i * 3 + 2]!;
    const r = SRGB_TO_LINEAR[r8]! * gr;
    const g = SRGB_TO_LINEAR[g8]! * gg;
    const bl = SRGB_TO_LINEAR[b8]! * gb;
    const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / XN;
    const y = (0.2126729 * r + 0.7151522 * g + 0.072175 * bl) / YN;
    const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * bl) / ZN;
    const fx = labF(x);
    const fy = labF(y);
    const fz = labF(z);
    l[i] = 116 * fy - 16;
    a[i] = 500 * (fx - fy);
    b[i] = 200 * (fy - fz);
    redLinear[i] = r;
    greenLinear[i] = g;
    clipped[i] = r8 >= 250 && g8 >= 250 && b8 >= 250 ? 1 : 0;
  }
  return { width, height, l, a, b, redLinear, greenLinear, clipped };
}

/** CIELAB of one sRGB colour; used by tests and for documenting thresholds. */
export function srgbToLab(red: number, green: number, blue: number): [number, number, number] {
  const image = rgbToLab(new Uint8Array([red, green, blue]), 1, 1);
  return [image.l[0]!, image.a[0]!, image.b[0]!];
}
