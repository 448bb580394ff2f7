/**
 * The conditions a photo was taken in (decision 037), read from what the analysis already
 * measured: nothing here measures anything new or changes a measurement.
 */
import type { PhotoConditions } from '@skinsight/shared/photo-conditions';
import type { VisionSuccess } from './analyzer.ts';

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The light's colour, exposure, scale and pose of an analysed photo. The light's gains are stored
 * as estimated, before a share of the correction was withheld (`trust`, decision 022): the applied
 * gains are the estimate raised to that share, so the estimate is them raised to its inverse. With
 * no share applied (the reading was too unlike sclera) the light's colour is not known.
 */
export function photoConditions(result: VisionSuccess): PhotoConditions {
  const { light, ruler } = result.quality;
  let gains: [number, number, number] | null = null;
  if (light && light.trust > 0) {
    const estimate = light.gains.map((g) => g ** (1 / light.trust));
    const mean = Math.cbrt(estimate[0]! * estimate[1]! * estimate[2]!);
    gains = estimate.map((g) => round3(g / mean)) as [number, number, number];
  }
  return {
    light:
      light && gains
        ? {
            gains,
            castPercent: light.castPercent,
            corrected: Math.min(1, Math.max(0, light.trust)),
            noise: light.colourNoise,
          }
        : null,
    exposure: { skinLightness: result.quality.skinLightness, clippedPercent: result.quality.clippedPercent },
    scale: { pxPerMm: ruler.pxPerMm, ruler: ruler.from, eyeSpanPx: result.quality.eyeSpanPx },
    pose: { yawDeg: result.face.yawDeg, pitchDeg: result.face.pitchDeg, rollDeg: result.face.rollDeg },
    visionVersion: result.version,
  };
}
