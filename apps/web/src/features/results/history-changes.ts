import { areaNoiseFloor, OVERALL_NOISE_FLOOR, scoreChange, type ScoreChange } from '@skinsight/shared/noise-floor';
import { FOCUS_AREA_KEYS, type FocusAreaKey, type RecommendationJson } from '@skinsight/shared/recommendation';

export interface HistoryChanges {
  overall: ScoreChange;
  areas: { key: FocusAreaKey; change: ScoreChange }[];
}

/**
 * The change of each score since the previous assessment, called a change only beyond what two
 * photos of one face differ by where a photo was measured (decision 034).
 */
export function historyChanges(previous: RecommendationJson, latest: RecommendationJson): HistoryChanges {
  const areas = FOCUS_AREA_KEYS.filter((key) => key in latest.focus_areas).map((key) => {
    const before = previous.focus_areas[key];
    const now = latest.focus_areas[key];
    return { key, change: scoreChange(before?.score, now.score, areaNoiseFloor(key, [before?.source, now.source])) };
  });
  const photoInEither = FOCUS_AREA_KEYS.some(
    (key) =>
      previous.focus_areas[key]?.source === 'photo_and_answers' ||
      latest.focus_areas[key]?.source === 'photo_and_answers',
  );
  return {
    overall: scoreChange(previous.score, latest.score, photoInEither ? OVERALL_NOISE_FLOOR : 1),
    areas,
  };
}
