/**
 * The trend of a score across assessments, smoothed as trackers in the field do (a rolling value
 * beside the raw readings), with the raw values kept and shown (issue 21 item 3, decision 037).
 */

/** How many assessments, the latest included, the smoothed value of each is the median of. */
export const SMOOTHING_WINDOW = 3;

/**
 * The trailing median of each value and the known values before it, up to `window` of them (with
 * two, their mean). A median rather than a mean: one photo in odd light moves the trend by nothing
 * while the two around it agree. Unknown values (null) stay null and are left out of the windows
 * of the others; the input is never changed.
 */
export function trailingMedian(values: readonly (number | null)[], window = SMOOTHING_WINDOW): (number | null)[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError('window must be a whole number of at least 1');
  const seen: number[] = [];
  return values.map((value) => {
    if (value === null) return null;
    seen.push(value);
    const recent = seen.slice(-window).sort((a, b) => a - b);
    const mid = Math.floor(recent.length / 2);
    return recent.length % 2 === 1 ? recent[mid]! : (recent[mid - 1]! + recent[mid]!) / 2;
  });
}
