import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en');

  it('writes whole numbers as Intl.NumberFormat("en") does', () => {
    const counts = [0, 1, 7, 52, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567, -1, -1234];
    for (const count of counts) expect(formatCount(count)).toBe(intl.format(count));
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('leaves what is not a whole number to Intl', () => {
    for (const value of [1234.5678, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Infinity]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
});
