/**
 * Colour science shared by the measurements: sRGB to CIELAB (D65) and the Individual Typology
 * Angle. Everything is computed in plain arrays so that the same file always gives the same numbers.
 */
import { relativeLuminance } from '@skinsight/shared/photo-quality';
import { newMask, newPlaneToOverwrite } from './raster.ts';

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

export const ITA_BANDS: readonly ItaBand[] = ['very_light', 'light', 'intermediate', 'tan', 'brown', 'dark'];

/**
 * The changes of light a photo cannot tell from a change of skin, for the ITA: exposure, which is
 * never corrected (the whites of the eyes read brightness too unreliably, decision 022), by the
 * ±10 % two selfies of one person differ by; and where the light's colour could not be read from
 * the sclera (trust below 1), a white balance ±5 % warmer or cooler, in that share.
 *
 * And a photo that may lack light (decision 063): the brightest 1 % of a face (the whites of the
 * eyes, teeth, highlights) reaches `wellExposedHighlightL` in a photo with light enough, whatever
 * the skin's tone; where it reaches less, the skin may have been lit by as much more light as
 * would bring it there, and the range reaches up to the angle that light would give. A face that
 * reaches it is measured as it is (its range spans ±10 % only); a face too dark to reach it is
 * not named darker than the photo can tell.
 */
export const ITA_UNCERTAINTY = { exposure: 0.1, whiteBalance: 0.05, wellExposedHighlightL: 85 } as const;

/** The luminance of the brightest 1 % of a face in a photo with light enough. */
const WELL_EXPOSED_HIGHLIGHT_Y = relativeLuminance(ITA_UNCERTAINTY.wellExposedHighlightL);

/**
 * How much more light a photo whose face's brightest 1 % reads `highlightL` may have lacked: the
 * factor that brings that lightness to ITA_UNCERTAINTY.wellExposedHighlightL, at least 1.
 */
export function lightMaybeLacking(highlightL: number): number {
  return Math.max(1, WELL_EXPOSED_HIGHLIGHT_Y / relativeLuminance(Math.max(1, highlightL)));
}

/**
 * The ITA angles a skin colour (CIELAB, as measured) could have had under the changes of light of
 * ITA_UNCERTAINTY, as [lowest, highest]; `uncorrected` is the share (0-1) of the light's colour
 * that was not corrected, `highlightL` the lightness the brightest 1 % of the face reaches (the
 * range reaches up to the light the photo may have lacked; the angle rises with the light, so
 * the ends are the least and the most light). The bands this range touches are the ones the
 * photo cannot tell apart.
 */
export function itaRange(
  lab: readonly [number, number, number],
  uncorrected: number,
  highlightL: number = ITA_UNCERTAINTY.wellExposedHighlightL,
): [number, number] {
  const [r, g, b] = labToLinearRgb(lab);
  const e = ITA_UNCERTAINTY.exposure;
  const w = ITA_UNCERTAINTY.whiteBalance * Math.min(1, Math.max(0, uncorrected));
  let low = Infinity;
  let high = -Infinity;
  for (const exposure of [1 - e, 1, Math.max(1 + e, lightMaybeLacking(highlightL))]) {
    for (const balance of [-w, 0, w]) {
      const [l, , bStar] = linearRgbToLab([r * exposure * (1 + balance), g * exposure, b * exposure * (1 - balance)]);
      const angle = individualTypologyAngle(l, bStar);
      low = Math.min(low, angle);
      high = Math.max(high, angle);
    }
  }
  return [low, high];
}

/** The bands from the lightest to the darkest that an ITA range touches. */
export function itaBandsOf([low, high]: readonly [number, number]): ItaBand[] {
  const from = ITA_BANDS.indexOf(itaBand(high));
  const to = ITA_BANDS.indexOf(itaBand(low));
  return ITA_BANDS.slice(from, to + 1);
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
  /**
   * Linear light, kept for the erythema index (a log ratio of reflectances) and for telling skin
   * pixels by colour whatever the light's colour (measurements.ts skinReference).
   */
  redLinear: Float32Array;
  greenLinear: Float32Array;
  blueLinear: Float32Array;
  /** Blown-out pixels (all channels at or above 250): the camera recorded white, not skin. */
  clipped: Uint8Array;
  /**
   * Pixels with any channel at or above 250: the camera lost that channel's share of the colour
   * (a red channel blown out on skin that is not white).
   */
  channelClipped: Uint8Array;
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
  const l = newPlaneToOverwrite(n);
  const a = newPlaneToOverwrite(n);
  const b = newPlaneToOverwrite(n);
  const redLinear = newPlaneToOverwrite(n);
  const greenLinear = newPlaneToOverwrite(n);
  const blueLinear = newPlaneToOverwrite(n);
  const clipped = newMask(n);
  const channelClipped = newMask(n);
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
    blueLinear[i] = bl;
    clipped[i] = r8 >= 250 && g8 >= 250 && b8 >= 250 ? 1 : 0;
    channelClipped[i] = r8 >= 250 || g8 >= 250 || b8 >= 250 ? 1 : 0;
  }
  return { width, height, l, a, b, redLinear, greenLinear, blueLinear, clipped, channelClipped };
}

/**
 * Chroma and hue angle (degrees) of every pixel of `lab` as it would be with its linear light
 * multiplied by per-channel `gains`: the same conversion as rgbToLab, for colour only.
 */
export function chromaAndHue(
  lab: LabImage,
  [gr, gg, gb]: readonly [number, number, number],
): { chroma: Float32Array; hue: Float32Array } {
  const n = lab.l.length;
  const chroma = newPlaneToOverwrite(n);
  const hue = newPlaneToOverwrite(n);
  const { redLinear, greenLinear, blueLinear } = lab;
  for (let i = 0; i < n; i++) {
    const r = redLinear[i]! * gr;
    const g = greenLinear[i]! * gg;
    const bl = blueLinear[i]! * gb;
    const fx = labF((0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / XN);
    const fy = labF((0.2126729 * r + 0.7151522 * g + 0.072175 * bl) / YN);
    const fz = labF((0.0193339 * r + 0.119192 * g + 0.9503041 * bl) / ZN);
    const a = 500 * (fx - fy);
    const b = 200 * (fy - fz);
    chroma[i] = Math.sqrt(a * a + b * b);
    hue[i] = (Math.atan2(b, a) * 180) / Math.PI;
  }
  return { chroma, hue };
}

/**
 * How much more blood darkens each channel of a camera's linear light, relative to green (optical
 * density per unit of green density; decision 052). Oxyhaemoglobin absorbs most between 520 and
 * 590 nm (green), strongly in the blue as well but blue light reaches less of the dermis' blood,
 * and little beyond 600 nm: a camera's red filter catches only the edge of its 577 nm band. So a
 * flush lowers green most, blue somewhat, red little, and raises the erythema index (100 log10 of
 * red over green) by 100 (1 − 0.1) = 90 per unit of green density. Dark circles take a cheek's
 * extra blood back out with it (measurements.ts, decision 056); the fidelity benchmark draws its
 * flush with it (test/photo-variants.ts).
 */
export const HAEMOGLOBIN_DENSITY = [0.1, 1, 0.6] as const;

/** Erythema index (100 log10 of red over green) that one unit of haemoglobin's green density adds. */
export const ERYTHEMA_PER_DENSITY = 100 * (HAEMOGLOBIN_DENSITY[1] - HAEMOGLOBIN_DENSITY[0]);

/** CIELAB of one linear-light sRGB colour (D65). */
export function linearRgbToLab([r, g, bl]: readonly [number, number, number]): [number, number, number] {
  const fx = labF((0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / XN);
  const fy = labF((0.2126729 * r + 0.7151522 * g + 0.072175 * bl) / YN);
  const fz = labF((0.0193339 * r + 0.119192 * g + 0.9503041 * bl) / ZN);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** Linear-light sRGB of one CIELAB colour (D65): the inverse of linearRgbToLab. */
export function labToLinearRgb([l, a, b]: readonly [number, number, number]): [number, number, number] {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inverse = (f: number) => (f ** 3 > EPSILON ? f ** 3 : (116 * f - 16) / KAPPA);
  const x = inverse(fx) * XN;
  const y = inverse(fy) * YN;
  const z = inverse(fz) * ZN;
  return [
    3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  ];
}

/** CIELAB of one sRGB colour; used by tests and for documenting thresholds. */
export function srgbToLab(red: number, green: number, blue: number): [number, number, number] {
  const image = rgbToLab(new Uint8Array([red, green, blue]), 1, 1);
  return [image.l[0]!, image.a[0]!, image.b[0]!];
}
