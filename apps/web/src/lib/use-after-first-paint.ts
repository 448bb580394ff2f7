import { startTransition, useEffect, useState } from 'react';

/** The longest wait for a frame: a hidden tab gets none, and what waits must still come. */
const AT_MOST_MS = 250;

/**
 * False until the frame after `ready` became true has been painted, then true (and stays true):
 * for parts of a page that can wait until what the person came for is on screen, such as a chart
 * below the first screen (issue 22). The later render is a transition, so React renders it in
 * slices and a tap meanwhile is not held up by it.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer = 0;
    const done = () => {
      window.clearTimeout(fallback);
      cancelAnimationFrame(frame);
      startTransition(() => setPainted(true));
    };
    // A frame callback runs before that frame's paint; the task after it runs once it is painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(done, 0);
    });
    const fallback = window.setTimeout(done, AT_MOST_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(fallback);
    };
  }, [ready, painted]);
  return painted;
}
