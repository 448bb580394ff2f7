// The bands live in shared, where the results page reads them too.
export { scoreBandOf as scoreBand, type ScoreBand } from '@skinsight/shared/score';

/** Scores are whole numbers from 0 to 100; anything else (NaN included) is clamped. */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
