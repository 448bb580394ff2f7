/**
 * The pure value logic of the comparison slider: a position in percent, 0 to 100, moved by a
 * pointer or by keys. Kept apart from the component so it is tested without a browser.
 */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
/** Page Up / Page Down move ten steps' worth, as the ARIA slider pattern suggests for big jumps. */
const PAGE_STEP = 10;

/** Any number to a whole percent inside the range; NaN (a zero-width box) falls back to the middle. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return (SLIDER_MIN + SLIDER_MAX) / 2;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(value)));
}

/** Where a pointer at `clientX` sits inside a box starting at `left` and `width` wide. */
export function percentFromPointer(clientX: number, left: number, width: number): number {
  if (!(width > 0)) return clampPercent(Number.NaN);
  return clampPercent(((clientX - left) / width) * 100);
}

/**
 * The new value for a key press, or null when the key is not the slider's (so the page keeps it:
 * Tab, letters, shortcuts). Right and Up increase, Left and Down decrease, Home and End go to the ends.
 */
export function percentFromKey(key: string, current: number, step: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(current + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(current - step);
    case 'PageUp':
      return clampPercent(current + PAGE_STEP);
    case 'PageDown':
      return clampPercent(current - PAGE_STEP);
    case 'Home':
      return SLIDER_MIN;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
}
