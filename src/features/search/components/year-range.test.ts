import { describe, expect, it } from 'vitest';
import { decideYearRange, describeYears } from './year-range';

const BOUNDS = { min: 2003, max: 2015 };
const YEARS = [2003, 2005, 2006, 2007, 2008, 2014, 2015];

describe('decideYearRange', () => {
  it('applies a range inside the data as typed, with nothing to say', () => {
    expect(decideYearRange(2005, 2008, BOUNDS, YEARS)).toEqual({
      kind: 'apply',
      from: 2005,
      to: 2008,
      note: '',
    });
  });

  it('keeps a range reaching past the data as typed and says where the data ends', () => {
    expect(decideYearRange(2010, 2016, BOUNDS, YEARS)).toEqual({
      kind: 'apply',
      from: 2010,
      to: 2016,
      note: 'Showing items from 2010 to 2016: the newest item is from 2015.',
    });
    expect(decideYearRange(1990, 2030, BOUNDS, YEARS)).toEqual({
      kind: 'apply',
      from: 1990,
      to: 2030,
      note: 'Showing items from 1990 to 2030: the oldest item is from 2003; the newest item is from 2015.',
    });
    expect(decideYearRange(1990, undefined, BOUNDS, YEARS)).toEqual({
      kind: 'apply',
      from: 1990,
      note: 'Showing items from 1990 on: the oldest item is from 2003.',
    });
  });

  it('swaps an inverted range', () => {
    expect(decideYearRange(2008, 2005, BOUNDS, YEARS)).toEqual({
      kind: 'apply',
      from: 2005,
      to: 2008,
      note: 'Showing items from 2005 to 2008: From was after To, so they were swapped.',
    });
  });

  it('applies a range that holds nothing as asked, and says so in words', () => {
    expect(decideYearRange(2020, 2030, BOUNDS, YEARS)).toEqual({
      kind: 'apply',
      from: 2020,
      to: 2030,
      note: 'Nothing from 2020 to 2030: the items here date from 2003 to 2015.',
    });
    expect(decideYearRange(2009, 2013, BOUNDS, YEARS)).toEqual({
      kind: 'apply',
      from: 2009,
      to: 2013,
      note: 'Nothing from 2009 to 2013: the items here date from 2003 to 2015.',
    });
    expect(decideYearRange(1995, 1990, BOUNDS, YEARS)).toEqual({
      kind: 'apply',
      from: 1990,
      to: 1995,
      note: 'Nothing from 1990 to 1995: the items here date from 2003 to 2015.',
    });
    expect(decideYearRange(undefined, 1990, BOUNDS, YEARS)).toEqual({
      kind: 'apply',
      to: 1990,
      note: 'Nothing up to 1990: the items here date from 2003 to 2015.',
    });
  });

  it('clears with both ends open, and applies as typed when the data is unknown', () => {
    expect(decideYearRange(undefined, undefined, BOUNDS, YEARS)).toEqual({ kind: 'clear' });
    expect(decideYearRange(1990, 2030, null, null)).toEqual({
      kind: 'apply',
      from: 1990,
      to: 2030,
      note: '',
    });
  });
});

describe('describeYears', () => {
  it('reads as words', () => {
    expect(describeYears(2015, 2015)).toBe('in 2015');
    expect(describeYears(undefined, 1990)).toBe('up to 1990');
  });
});
