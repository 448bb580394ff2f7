/**
 * Why a photo cannot be measured: the vision package's quality gate refuses with one of these,
 * and the engine tells the person what to do about it.
 */
export const QUALITY_REASONS = [
  'unreadable_image',
  'no_face',
  'multiple_faces',
  'face_too_small',
  'face_cut_off',
  'face_turned',
  'too_dark',
  'too_bright',
  'uneven_light',
  'too_blurry',
  'no_colour',
  'colour_cast',
  'too_compressed',
  'filtered',
] as const;
export type QualityReason = (typeof QUALITY_REASONS)[number];
