/** The focus areas a photo scores, on their own so that measurements and scores need not import each other. */
export const FOCUS_SCORE_IDS = [
  'redness',
  'pigmentation',
  'pores',
  'fine_lines',
  'texture',
  'shine',
  'dark_circles',
] as const;
export type FocusScoreId = (typeof FOCUS_SCORE_IDS)[number];
