/**
 * Version of the measurements and scores. Bumped whenever a number for the same photo could change
 * (a filter, a region, a threshold, a curve), so stored results say which rules produced them.
 */
export const VISION_VERSION = '1.41.0';
