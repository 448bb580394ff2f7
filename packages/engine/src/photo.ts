/**
 * What the engine needs from a photo analysis. The server maps the vision package's result into
 * this shape, so the engine never depends on the vision package.
 */
export const PHOTO_SCORE_KEYS = [
  'redness',
  'pigmentation',
  'pores',
  'fine_lines',
  'texture',
  'shine',
  'dark_circles',
] as const;
export type PhotoScoreKey = (typeof PHOTO_SCORE_KEYS)[number];

export const ITA_BANDS = ['very_light', 'light', 'intermediate', 'tan', 'brown', 'dark'] as const;
export type ItaBand = (typeof ITA_BANDS)[number];

export type EstimatedSkinType = 'oily' | 'dry' | 'combination' | 'normal';

export type PhotoFindings = {
  /**
   * Each 0-100, 100 best (least redness, most even tone, least visible pores, ...), or null when
   * the photo could not show it ('not measurable in this photo': too coarse for pores and lines).
   */
  scores: Record<PhotoScoreKey, number | null>;
  skinTypeEstimate: EstimatedSkinType;
  /**
   * `bands`: every band the photo cannot tell apart under ±10 % exposure and an unread light's
   * colour, lightest first, and `range` the angles behind them (absent before vision 1.4: `band` alone).
   */
  ita: { angle: number; band: ItaBand; bands?: ItaBand[]; range?: [number, number] };
  /** 0-1: how much the measurements can be trusted (lighting, sharpness, pose): the lowest kind. */
  confidence: number;
  /** 0-1 per kind of measurement (absent in findings made before vision 1.2: `confidence` stands in). */
  confidenceByKind?: { colour: number; texture: number; geometry: number };
  /**
   * 0-1 per texture score, each against the resolution it needs itself: none at the limit where it
   * passes from "not measurable" to measured (absent before vision 1.38: the texture kind's
   * confidence stands in).
   */
  textureConfidence?: Partial<Record<TextureScoreKey, number>>;
  measurements: { id: string; value: number; unit: string; region: string; description: string }[];
};

/** A photo score as a whole number 0-100 (NaN counts as 0), or null when the photo did not measure it. */
export function photoScore(photo: PhotoFindings, key: PhotoScoreKey): number | null {
  const value = photo.scores[key];
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The photo's confidence within 0-1 (NaN counts as 0). */
export function photoConfidence(photo: PhotoFindings): number {
  const value = photo.confidence;
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/**
 * Below this photo confidence, a photo's reading moves scores (weighted by the confidence) but
 * decides nothing on its own: no eye cream for dark circles, no skin type, no dermatologist advice
 * that only the photo would give. A poor photo must not add a product to someone's routine.
 */
export const PHOTO_DECIDES_MIN_CONFIDENCE = 0.5;

export type PhotoKind = 'colour' | 'texture' | 'geometry';

/**
 * The kinds of measurement each photo score rests on: colour for redness, pigmentation and shine
 * (so the skin type, read from shine); texture for pores, lines and texture; dark circles on both
 * colour (the under-eye's lightness) and geometry (where the thin under-eye region lies).
 */
export const SCORE_KINDS: Record<PhotoScoreKey, readonly PhotoKind[]> = {
  redness: ['colour'],
  pigmentation: ['colour'],
  shine: ['colour'],
  pores: ['texture'],
  fine_lines: ['texture'],
  texture: ['texture'],
  dark_circles: ['colour', 'geometry'],
};

/** The photo scores that rest on texture alone, which the vision package gives a confidence each. */
export type TextureScoreKey = 'pores' | 'fine_lines' | 'texture';
const isTextureScore = (key: PhotoScoreKey): key is TextureScoreKey => SCORE_KINDS[key].includes('texture');

/**
 * How far one score of the photo can be trusted, 0-1: the lowest confidence of the kinds it rests
 * on; for pores, fine lines and texture their own (`textureConfidence`), so that a photo at the
 * resolution a score needs weighs nothing whether that score is measured in it or not.
 */
export function scoreConfidence(photo: PhotoFindings, key: PhotoScoreKey): number {
  const own = isTextureScore(key) ? photo.textureConfidence?.[key] : undefined;
  if (own !== undefined) return Number.isFinite(own) ? Math.min(1, Math.max(0, own)) : 0;
  const byKind = photo.confidenceByKind;
  if (!byKind) return photoConfidence(photo);
  const value = Math.min(...SCORE_KINDS[key].map((kind) => byKind[kind]));
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/**
 * The colour confidence from which a colour reading weighs fully in a score: the vision package's
 * confidence for a photo whose light's colour could not be read from the whites of the eyes
 * (UNREAD_LIGHT_CONFIDENCE there). Between it and 1 the colour confidence says only how well the
 * light was read, which two copies of one photo read differently while the skin's colour does not
 * move (docs/decisions/068); below it the exposure or uneven light lowers the weight to 0 at a refusal.
 */
export const COLOUR_FULL_WEIGHT_FROM = 0.6;

/**
 * How far a photo score weighs in its area's score, 0-1: its confidence, except that a colour
 * reading (redness, pigmentation) weighs fully from COLOUR_FULL_WEIGHT_FROM up and proportionally
 * below it. Findings without a confidence per kind (before vision 1.2) weigh by their confidence.
 */
export function scoreWeight(photo: PhotoFindings, key: PhotoScoreKey): number {
  const confidence = scoreConfidence(photo, key);
  const colourOnly = SCORE_KINDS[key].length === 1 && SCORE_KINDS[key][0] === 'colour';
  if (!photo.confidenceByKind || !colourOnly) return confidence;
  return Math.min(1, confidence / COLOUR_FULL_WEIGHT_FROM);
}

/**
 * Whether the photo is good enough to decide something about `key` by itself (the skin type is
 * read from shine): a confident redness reading says nothing about a blurred under-eye.
 */
export function photoDecides(photo: PhotoFindings | null, key: PhotoScoreKey): photo is PhotoFindings {
  return (
    photo !== null && photoScore(photo, key) !== null && scoreConfidence(photo, key) >= PHOTO_DECIDES_MIN_CONFIDENCE
  );
}
