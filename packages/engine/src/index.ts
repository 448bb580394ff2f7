/**
 * The recommendation engine: answers + photo findings + locale in, recommendation out.
 * Pure (no I/O, no clock, no randomness), deterministic and versioned
 * (docs/decisions/008-recommendation-engine.md).
 */
export { ENGINE_VERSION } from './version.ts';
export { clampScore, scoreBand, type ScoreBand } from './score.ts';
export { recommend, type RecommendInput } from './recommend.ts';
export type { PhotoFindings, PhotoScoreKey, ItaBand, EstimatedSkinType } from './photo.ts';
export { AREA_WEIGHTS, BASELINES, PHOTO_WEIGHT } from './scoring.ts';
export { proAnalysis, type ProAnalysisInput } from './pro-analysis.ts';
