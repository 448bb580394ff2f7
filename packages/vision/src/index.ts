/**
 * Skin measurements from a face photo (server side). Face detection and the region
 * measurements arrive with the analysis issue; the colour science they share lives here.
 */
export const VISION_VERSION = '0.1.0';

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
