import { SPEC } from './constants.ts';

export type ScoreBand = 'green' | 'yellow' | 'orange' | 'red';

/** The spec's colour bands: 80 and above green, 60 yellow, 40 orange, below 40 red. */
export function scoreBandOf(score: number): ScoreBand {
  if (score >= SPEC.scoreBands.green) return 'green';
  if (score >= SPEC.scoreBands.yellow) return 'yellow';
  if (score >= SPEC.scoreBands.orange) return 'orange';
  return 'red';
}
