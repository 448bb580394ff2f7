/**
 * The recommendation engine: answers + photo measurements + locale in, recommendation out.
 * Pure (no I/O), deterministic and versioned. The scoring rules arrive with the analysis issue;
 * what lives here now is what every score shares.
 */
import { SPEC } from '@skinsight/shared';

export const ENGINE_VERSION = '0.1.0';

export type ScoreBand = 'green' | 'yellow' | 'orange' | 'red';

/** The spec's colour bands: 80 and above green, 60 yellow, 40 orange, below 40 red. */
export function scoreBand(score: number): ScoreBand {
  if (score >= SPEC.scoreBands.green) return 'green';
  if (score >= SPEC.scoreBands.yellow) return 'yellow';
  if (score >= SPEC.scoreBands.orange) return 'orange';
  return 'red';
}

/** Scores are whole numbers from 0 to 100; anything else (NaN included) is clamped. */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
