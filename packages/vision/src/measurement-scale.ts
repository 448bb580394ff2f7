/**
 * The measurement scale, on its own so that the quality gate and the measurements can both use it
 * without importing each other. Its value lives with the gate's thresholds in the shared package,
 * which the web app's camera guide reads too.
 */
export { MEASUREMENT_EYE_SPAN } from '@skinsight/shared/photo-quality';
