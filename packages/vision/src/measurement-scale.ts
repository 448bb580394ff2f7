/**
 * The measurement scale, on its own so that the quality gate and the measurements can both use it
 * without importing each other.
 */

/** Pixels between the outer eye corners in the measurement crop (adult span ≈ 90 mm). */
export const MEASUREMENT_EYE_SPAN = 200;
