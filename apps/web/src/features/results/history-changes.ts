import { areaNoiseFloor, OVERALL_NOISE_FLOOR, scoreChange, type ScoreChange } from '@skinsight/shared/noise-floor';
import {
  CONDITION_DIMENSIONS,
  compareConditions,
  type ConditionDimension,
  type ConditionsComparison,
  type PhotoConditions,
} from '@skinsight/shared/photo-conditions';
import { FOCUS_AREA_KEYS, type FocusAreaKey, type RecommendationJson } from '@skinsight/shared/recommendation';

/**
 * What besides the skin may have moved a score between two photos: a photo condition that
 * differed (decision 037), or the analysis itself, updated between the two (decision 041).
 */
export type ChangeCause = ConditionDimension | 'analysis';

export interface AreaChange {
  key: FocusAreaKey;
  change: ScoreChange;
  /**
   * What differed between the two photos and can move this area: its change may be them. Empty
   * when the photos were taken alike and measured by the same analysis, or the area is not
   * measured in a photo.
   */
  conditions: ChangeCause[];
}

/** Whether the two photos were taken alike, when both assessments measured a photo. */
export type ConditionsView =
  | { kind: 'compared'; comparison: ConditionsComparison }
  /** Both used a photo, but one was analysed before the conditions were recorded. */
  | { kind: 'not_recorded' };

export interface HistoryChanges {
  overall: ScoreChange;
  /** Every condition that flags an area flags the overall score, their mean. */
  overallConditions: ChangeCause[];
  areas: AreaChange[];
  conditions: ConditionsView | null;
  /**
   * Both photos measured, by different versions of the analysis (the earlier one from before the
   * version was recorded counts as different): every photo-measured area's change may be that.
   */
  analysisChanged: boolean;
}

/** One assessment as the history compares it: the recommendation and its photo's conditions. */
export interface ComparedAssessment {
  json: RecommendationJson;
  conditions: PhotoConditions | null;
}

/**
 * The change of each score since the previous assessment, called a change only beyond what two
 * photos of one face differ by where a photo was measured (decision 034), and flagged where the
 * two photos were taken in conditions unlike each other that can move that area (decision 037),
 * or measured by different versions of the analysis (decision 041).
 */
export function historyChanges(previous: ComparedAssessment, latest: ComparedAssessment): HistoryChanges {
  const before = previous.json;
  const now = latest.json;
  const bothPhotos = before.photo_used && now.photo_used;
  const conditions: ConditionsView | null = !bothPhotos
    ? null
    : previous.conditions && latest.conditions
      ? { kind: 'compared', comparison: compareConditions(previous.conditions, latest.conditions) }
      : { kind: 'not_recorded' };
  const affected = conditions?.kind === 'compared' ? conditions.comparison.affected : {};
  const analysisChanged =
    bothPhotos && (previous.conditions?.visionVersion ?? null) !== (latest.conditions?.visionVersion ?? null);
  const areas = FOCUS_AREA_KEYS.filter((key) => key in now.focus_areas).map((key): AreaChange => {
    const was = before.focus_areas[key];
    const is = now.focus_areas[key];
    const sources = [was?.source, is.source];
    const photoMeasured = sources.includes('photo_and_answers');
    return {
      key,
      change: scoreChange(was?.score, is.score, areaNoiseFloor(key, sources)),
      conditions: photoMeasured ? [...(affected[key] ?? []), ...(analysisChanged ? (['analysis'] as const) : [])] : [],
    };
  });
  const photoInEither = FOCUS_AREA_KEYS.some(
    (key) =>
      before.focus_areas[key]?.source === 'photo_and_answers' || now.focus_areas[key]?.source === 'photo_and_answers',
  );
  const flagged = new Set(areas.flatMap((a) => a.conditions));
  return {
    overall: scoreChange(before.score, now.score, photoInEither ? OVERALL_NOISE_FLOOR : 1),
    overallConditions: [...CONDITION_DIMENSIONS, 'analysis' as const].filter((d) => flagged.has(d)),
    areas,
    conditions,
    analysisChanged,
  };
}
