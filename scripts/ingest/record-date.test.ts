import { describe, expect, it } from 'vitest';
import { dateBuckets, MAX_MONTHS } from './record-date.ts';

const day = (year: number, month: number, date: number) =>
  Date.UTC(year, month - 1, date) / 86_400_000;

describe('what the timeline counts of a date', () => {
  it('a span across a new year and a new decade: both years, both decades, each month', () => {
    expect(dateBuckets(day(1959, 11, 20), day(1960, 2, 3))).toEqual({
      years: [1959, 1960],
      decades: [1950, 1960],
      months: [195911, 195912, 196001, 196002],
    });
  });

  it('no months for a date looser than ten years: they would fill the record', () => {
    expect(dateBuckets(day(1960, 1, 1), day(1969, 12, 31)).months).toHaveLength(MAX_MONTHS);
    const century = dateBuckets(day(1900, 1, 1), day(1999, 12, 31));
    expect(century).not.toHaveProperty('months');
    expect(century.decades).toHaveLength(10);
  });

  it('dates before 1970 and leap days', () => {
    expect(dateBuckets(day(1904, 2, 29), day(1904, 2, 29))).toEqual({
      years: [1904],
      decades: [1900],
      months: [190402],
    });
  });
});
