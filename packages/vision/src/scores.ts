/**
 * Focus-area scores (0-100, 100 = best) from the measurements alone, and the skin-type estimate.
 * Each score is a straight line between two anchors: at or better than `best` it is 100, at or
 * worse than `worst` it is 0. Straight lines keep every score explainable ("each extra percent of
 * spotted skin costs 3.4 points") and make its sensitivity the same everywhere, which is what keeps
 * two photos of the same face within a few points. The anchors and the reasoning behind them are
 * in docs/decisions/010-vision-measurements.md; they are provisional until calibrated on a
 * labelled photo set, and changing one bumps VISION_VERSION.
 */
import { FOCUS_SCORE_IDS, type FocusScoreId } from './focus-score-ids.ts';
import type { MeasurementValues } from './measurements.ts';

export { FOCUS_SCORE_IDS, type FocusScoreId };

/** Each 0-100, or null when the photo cannot show what the score reads ('not measurable in this photo'). */
export type FocusScores = Record<FocusScoreId, number | null>;

export type SkinTypeEstimate = 'oily' | 'dry' | 'combination' | 'normal';

export interface ScoreCurve {
  /** Measurement value scoring 100 (and anything better). */
  best: number;
  /** Measurement value scoring 0 (and anything worse). */
  worst: number;
}

export const SCORE_CURVES = {
  /**
   * Cheeks' erythema index above the face's calmest part, the glare filled in (decisions 046 and
   * 057): 2.1 at the 5th percentile of the 42 public-domain portraits, 4.6 at their median, 9.4 at
   * the 95th, 9.9 the ruddiest (2.6, 5.5, 10.2 and 11.1 before decision 046); 20 is a marked,
   * lasting flush.
   * Unaffected by the light's colour. Alone: the flushed area (red_area_cheeks_percent) is
   * reported, but added three times the noise of two photos to the score.
   */
  rednessContrast: { best: 2, worst: 20 },
  /** Share of the skin covered by dark spots: a few freckles stay under 1 %, dense spotting reaches 20-30 %. */
  spotArea: { best: 0.5, worst: 30 },
  /** Blotchiness ΔE*ab: 2 is at the edge of what the eye notices side by side, 12 is marked mottling. */
  toneUnevenness: { best: 2, worst: 12 },
  /**
   * Lightness spread between about 0.5 and 1 mm, as on skin of L* 65, read through the common blur
   * of decision 073: on the 87 London portraits that resolve pores (1350 px), 0.34 at the 5th
   * percentile, 0.52 at the median, 0.79 at the 95th, 1.28 the most (0.72, 1.04, 1.8 and 3.4 read
   * at the crop's finest pixel, whose noise moved pores by up to 14 points between two copies of a
   * photo; `best` 0.9 and `worst` 4 then). At 38 points per unit the worst mild change stays within
   * 3 points on every sampled face, and the set spans 35 points.
   */
  poreVisibility: { best: 0.35, worst: 3 },
  /**
   * Share of the line areas on a crease, counted as on skin of L* 65 (decision 073). On the 87
   * London portraits that resolve lines (1350 px, aged 18-54): 0.02 % at the 5th percentile, 0.8
   * at the median (1.65 for the over-40s), 2.6 at the 95th; drawn creases 1 mm wide add 2-10. The
   * first crease counts (`best` 0; 5 before, where every real face scored 100 and a drawn crease
   * moved nothing), and 3.3 points per percent keep the worst mild change within 3 points on all
   * but one face (a hairline in the forehead's region).
   */
  lineDensity: { best: 0, worst: 30 },
  /**
   * 1-3 mm lightness spread, read through TEXTURE_BLUR_MM of blur (ruler.ts) against the local
   * plane of the light (decision 053), as it would show on skin of L* 65 (decision 064): 0.36 at
   * the 5th percentile of the 42 public-domain portraits, 0.64 at their median, 1.31 at their
   * 95th, 1.46 the roughest (D000096, dark skin; read in L* before, 0.39, 0.62, 1.09 and 1.14,
   * when `worst` was 3.4). Read relative, a dark skin's relief is read at the same scale as a
   * light skin's, and so is the camera's noise on it, which is a larger share of its light: at
   * 28.5 points per unit (33 before) the worst mild change stays within 3 points on all but one
   * face, and the set spans 30 points. Bumpy or scarred skin reads 3 and more.
   */
  textureRoughness: { best: 0.38, worst: 3.9 },
  /**
   * Mean of T-zone and cheek highlight shares, against the skin around them (decision 038,
   * addendum): 0.1 % at the 5th percentile of the 42 portraits under studio flash, 2.5 % at the
   * median, 12 % the shiniest; at 2.5 points per percent, the noise of two photos stays within
   * 2.7 points. No highlight at all is the best (decision 045: from 1 %, the matter third of the
   * set all scored 100); 40 % of the skin in highlights is as shiny as skin shows.
   */
  shine: { best: 0, worst: 40 },
  /**
   * Under-eye darker than the cheek, L* (the middle half of each, decision 045, with lines and dots
   * filled in, decision 052, and the blood the cheek has more than the under-eye taken out of it,
   * decision 056): -2.8 at the 5th percentile of the 42 public-domain portraits, 0.85 at their
   * median, 5.0 at their 95th, 5.96 the darkest (-0.95, 4.5 and 5.96 before the blood was taken
   * out). Most cheeks carry more blood than the skin under the eye, up to 3.5 L* of lightness:
   * `best` 2.5 instead of 0.5 keeps at 100 the faces that scored 100 (29 of the 42, 28 before; 43
   * of the 58 held out, 42), where the blood reading's own noise cannot show. The slope is
   * unchanged: at 5.4 points per L*, the noise of two photos stays within 3 points. 21 is a
   * pronounced circle.
   */
  darkCircles: { best: 2.5, worst: 21 },
} as const satisfies Record<string, ScoreCurve>;

/** 100 at `best`, 0 at `worst`, linear between and clamped; works whichever way round they are. */
export function linearScore(value: number, { best, worst }: ScoreCurve): number {
  if (!Number.isFinite(value)) return 0;
  const t = (value - best) / (worst - best);
  return 100 * Math.min(1, Math.max(0, 1 - t));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * How far pigmentation's score bends (decision 050): its shortfall from 100 is raised to this
 * power, so the first spots and blotches on clear skin cost more points than the same amount added
 * to skin that already has many. Its measurements' noise grows with how much there is to measure
 * (under the mild changes of two selfies, a median of 0.3 points on faces scoring 95 and more, up
 * to 2.7 on the least even), so the bend spends the points where the noise is small: on the 42
 * portraits the score spans 32.7 points (23.4 straight) and still moves by at most 3.0 under those
 * changes.
 */
export const PIGMENTATION_BEND = 0.7;

/**
 * A score with diminishing steps: the shortfall of `straight` (0-100) from 100 raised to `bend`
 * (below 1). 100 and 0 stay where they are, and the order of any two scores is kept.
 */
export function bentScore(straight: number, bend: number): number {
  const shortfall = Math.min(1, Math.max(0, (100 - straight) / 100));
  return 100 - 100 * shortfall ** bend;
}

/**
 * The scores of a photo, null for those it could not measure (`measured`: detail too fine for its
 * resolution, ruler.ts; shine under side light), never the 100 they would otherwise score.
 */
export function focusScores(
  v: MeasurementValues,
  measured: (score: FocusScoreId) => boolean = () => true,
): FocusScores {
  const scores: FocusScores = allFocusScores(v);
  for (const id of FOCUS_SCORE_IDS) if (!measured(id)) scores[id] = null;
  return scores;
}

function allFocusScores(v: MeasurementValues): Record<FocusScoreId, number> {
  const c = SCORE_CURVES;
  return {
    redness: round1(linearScore(v.erythema_contrast_cheeks, c.rednessContrast)),
    pigmentation: round1(
      bentScore(
        0.6 * linearScore(v.dark_spot_area_percent, c.spotArea) +
          0.4 * linearScore(v.tone_unevenness_delta_e, c.toneUnevenness),
        PIGMENTATION_BEND,
      ),
    ),
    pores: round1(linearScore((v.pore_visibility_cheeks + v.pore_visibility_nose) / 2, c.poreVisibility)),
    fine_lines: round1(
      linearScore(
        0.4 * v.line_density_forehead + 0.4 * v.line_density_eye_corners + 0.2 * v.line_density_under_eyes,
        c.lineDensity,
      ),
    ),
    texture: round1(linearScore(v.texture_roughness, c.textureRoughness)),
    shine: round1(linearScore((v.shine_t_zone_percent + v.shine_u_zone_percent) / 2, c.shine)),
    dark_circles: round1(linearScore(v.dark_circles_delta_l_star, c.darkCircles)),
  };
}

/** Shine shares (percent) that mark a zone as oily, and below which the whole face is matte. */
export const SKIN_TYPE_THRESHOLDS = { oilyZone: 6, matte: 1.25, dryTexture: 2 } as const;

/**
 * Oily: cheeks shine as well as the T-zone. Combination: only the T-zone shines. Dry: matte
 * everywhere, or little shine with rough texture (flaking). Normal: in between. Shine depends on
 * the light as much as on sebum, so this is an estimate beside the questionnaire's answer.
 */
export function skinTypeEstimate(v: MeasurementValues, textureResolved = true): SkinTypeEstimate {
  const t = SKIN_TYPE_THRESHOLDS;
  const tZone = v.shine_t_zone_percent;
  const uZone = v.shine_u_zone_percent;
  if (tZone >= t.oilyZone) return uZone >= t.oilyZone * 0.8 ? 'oily' : 'combination';
  if (uZone >= t.oilyZone) return 'oily';
  if (
    (tZone < t.matte && uZone < t.matte) ||
    (textureResolved && tZone < 2 * t.matte && v.texture_roughness >= t.dryTexture)
  )
    return 'dry';
  return 'normal';
}
