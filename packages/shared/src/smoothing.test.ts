import { describe, expect, it } from 'vitest';
import { trailingMedian } from './smoothing.ts';

describe('trailingMedian', () => {
  it('is the value itself at first, the mean of two, then the median of the last three', () => {
    expect(trailingMedian([60, 70, 62, 80, 81])).toEqual([60, 65, 62, 70, 80]);
  });

  it('is not moved by one outlying assessment between two that agree', () => {
    expect(trailingMedian([70, 71, 40, 72])).toEqual([70, 70.5, 70, 71]);
  });

  it('keeps unknown scores unknown and leaves them out of the others’ windows', () => {
    expect(trailingMedian([60, null, 70, 80])).toEqual([60, null, 65, 70]);
    expect(trailingMedian([null, null])).toEqual([null, null]);
    expect(trailingMedian([])).toEqual([]);
  });

  it('leaves the raw values as they were', () => {
    const raw = [3, 1, 2];
    trailingMedian(raw);
    expect(raw).toEqual([3, 1, 2]);
  });

  it('takes another window, and refuses one that is not a whole number of at least 1', () => {
    expect(trailingMedian([1, 9, 2, 8], 1)).toEqual([1, 9, 2, 8]);
    expect(trailingMedian([1, 9, 2, 8], 5)).toEqual([1, 5, 2, 5]);
    expect(() => trailingMedian([1], 0)).toThrow(RangeError);
  });
});
