import { useEffect, useState } from 'react';
import { SPEC } from '@skinsight/shared/constants';

/** The loading screen's percentage: from 10, up to 90 over 120 s, 100 when done (spec section 4). */
export function useResultsProgress(done: boolean): number {
  const { start, max, durationMs } = SPEC.resultsProgress;
  const [progress, setProgress] = useState<number>(start);
  useEffect(() => {
    if (done) {
      setProgress(100);
      return;
    }
    const began = Date.now();
    const timer = window.setInterval(() => {
      const share = Math.min(1, (Date.now() - began) / durationMs);
      setProgress(Math.round(start + (max - start) * share));
    }, 500);
    return () => window.clearInterval(timer);
  }, [done, start, max, durationMs]);
  return progress;
}

/** The stage text for a progress value: below 30, 30-59, 60-84, 85 and above. */
export function progressStage(progress: number): 0 | 1 | 2 | 3 {
  if (progress < 30) return 0;
  if (progress < 60) return 1;
  if (progress < 85) return 2;
  return 3;
}
