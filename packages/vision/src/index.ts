/**
 * Skin measurements from a face photo (server side): face detection and the 478-point face mesh
 * (@vladmandic/human on tfjs WASM), a quality gate, skin regions, named measurements, focus-area
 * scores. Create one analyzer per process and reuse it:
 *
 *   const analyzer = await createVisionAnalyzer();
 *   const result = await analyzer.analyze(photoBuffer); // { ok: true, ... } or { ok: false, reason }
 *   await analyzer.close();
 *
 * A server should use `createThreadedVisionAnalyzer` instead: the same analyzer in a worker thread,
 * so that the analysis does not hold up the event loop.
 */
export { VISION_VERSION } from './version.ts';
export { AnalysisTimeoutError, createThreadedVisionAnalyzer, type ThreadedVisionAnalyzer } from './analyzer-thread.ts';
export {
  createVisionAnalyzer,
  type VisionAnalyzer,
  type VisionAnalyzerOptions,
  type VisionQuality,
  type VisionRefusal,
  type VisionRegion,
  type VisionResult,
  type VisionSuccess,
} from './analyzer.ts';
export { photoConditions } from './conditions.ts';
export { individualTypologyAngle, itaBand, srgbToLab, type ItaBand } from './colour.ts';
export {
  MEASUREMENT_DEFINITIONS,
  MEASUREMENT_EYE_SPAN,
  type Measurement,
  type MeasurementId,
  type MeasurementRegion,
  type MeasurementUnit,
  type MeasurementValues,
} from './measurements.ts';
export {
  QUALITY_REASONS,
  QUALITY_THRESHOLDS,
  TRACE_THRESHOLDS,
  type CameraTraces,
  type ConfidenceByKind,
  type QualityReason,
} from './quality.ts';
export { SKIN_REGION_IDS, type SkinRegionId } from './regions.ts';
export {
  focusScores,
  linearScore,
  SCORE_CURVES,
  SKIN_TYPE_THRESHOLDS,
  skinTypeEstimate,
  type FocusScoreId,
  type FocusScores,
  type ScoreCurve,
  type SkinTypeEstimate,
} from './scores.ts';
export { MAX_INPUT_PIXELS } from './photo-input.ts';
