/**
 * How sure each part of a result is, and why, in words (issue 17, item 6; docs/decisions/027).
 * Read only from what every stored recommendation carries (per area: score, source, confidence;
 * photo_used, photo_issue), so results from engine 1.0 on are described the same way.
 *
 * A measured area's confidence is 0.5 + 0.4 × the confidence of the kind of measurement it rests
 * on (decision 008, 021): colour for redness and pigmentation, texture for pores and fine lines.
 */
import type { FocusArea, RecommendationJson } from '@skinsight/shared/recommendation';

/** A measured area at or above this confidence (its kind at 0.75 or more) is "high confidence". */
export const HIGH_CONFIDENCE = 0.8;

const COLOUR_AREAS = ['redness', 'pigmentation'];
const TEXTURE_AREAS = ['pores', 'fine_lines'];

export type AreaCertainty =
  /** Not enough information: no score. */
  | 'unknown'
  /** Measured in the photo with a confident reading of its kind. */
  | 'photoHigh'
  /** Measured in the photo, colour less certain: the light. */
  | 'photoLight'
  /** Measured in the photo, detail less certain: sharpness or distance. */
  | 'photoDetail'
  /** A photo can measure it, but none was given. */
  | 'answersNoPhoto'
  /** A photo was given but could not be used at all. */
  | 'answersPhotoRefused'
  /** The photo was used but did not resolve this (pores, fine lines need a closer photo). */
  | 'answersNeedsCloser'
  /** No ordinary photo can measure it (hydration, barrier): from the answers. */
  | 'answersOnly';

type PhotoContext = Pick<RecommendationJson, 'photo_used' | 'photo_issue'>;

export function areaCertainty(
  key: string,
  area: Pick<FocusArea, 'score' | 'source' | 'confidence'>,
  photo: PhotoContext,
): AreaCertainty {
  if (area.score === null) return 'unknown';
  const colour = COLOUR_AREAS.includes(key);
  const texture = TEXTURE_AREAS.includes(key);
  if (area.source === 'photo_and_answers') {
    if (area.confidence >= HIGH_CONFIDENCE) return 'photoHigh';
    return texture ? 'photoDetail' : 'photoLight';
  }
  if (!colour && !texture) return 'answersOnly';
  if (photo.photo_used) return 'answersNeedsCloser';
  return photo.photo_issue ? 'answersPhotoRefused' : 'answersNoPhoto';
}

/** What the photo as a whole measured, per kind, or why it measured nothing. */
export type PhotoCertainty =
  | { kind: 'none' }
  | { kind: 'refused' }
  | { kind: 'used'; colour: 'high' | 'light' | 'notMeasured'; detail: 'high' | 'less' | 'notMeasured' };

export function photoCertainty(
  json: Pick<RecommendationJson, 'photo_used' | 'photo_issue' | 'focus_areas'>,
): PhotoCertainty {
  if (!json.photo_used) return { kind: json.photo_issue ? 'refused' : 'none' };
  const areas = json.focus_areas as Record<string, FocusArea | undefined>;
  // How a kind was measured: not at all, confidently (both areas of a kind share one confidence),
  // or less certainly. A measured area left without a score had too weak a reading to count.
  const reading = (keys: string[]): 'notMeasured' | 'high' | 'less' => {
    const measured = keys
      .map((k) => areas[k])
      .filter((a): a is FocusArea => a !== undefined && a.source === 'photo_and_answers');
    if (measured.length === 0) return 'notMeasured';
    return measured.some((a) => a.score !== null && a.confidence >= HIGH_CONFIDENCE) ? 'high' : 'less';
  };
  const colour = reading(COLOUR_AREAS);
  return { kind: 'used', colour: colour === 'less' ? 'light' : colour, detail: reading(TEXTURE_AREAS) };
}
