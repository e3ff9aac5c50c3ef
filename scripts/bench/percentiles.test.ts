import { describe, expect, it } from 'vitest';
import { median, percentile } from './percentiles.ts';

describe('median and percentile', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes the nearest rank for p90', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 90)).toBe(90);
    expect(percentile([7], 90)).toBe(7);
  });

  it('says NaN when there is nothing to measure', () => {
    expect(median([])).toBeNaN();
    expect(percentile([], 90)).toBeNaN();
  });
});
