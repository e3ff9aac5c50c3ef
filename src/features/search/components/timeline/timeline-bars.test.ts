import { describe, expect, it } from 'vitest';
import { extendSpan, monthsOfWhen, monthsWhen, timelineBars, zoomOut } from './timeline-bars';

const labels = (facet: Record<string, number>, chosen: { from: number; to: number } | null) => {
  const { level, bars } = timelineBars({ years: facet }, chosen);
  return { level, bars: bars.map((bar) => `${bar.label} ${bar.count}`) };
};

describe('the timeline bars', () => {
  it('shows results within 12 years by year, every year between included', () => {
    expect(labels({ 2003: 1, 2005: 4, 2014: 1 }, null)).toEqual({
      level: 'year',
      bars: [
        '2003 1',
        '2004 0',
        '2005 4',
        '2006 0',
        '2007 0',
        '2008 0',
        '2009 0',
        '2010 0',
        '2011 0',
        '2012 0',
        '2013 0',
        '2014 1',
      ],
    });
  });

  it('shows results over more years by decade, each the sum of its years', () => {
    expect(labels({ 1931: 1, 1965: 2, 1967: 3 }, null)).toEqual({
      level: 'decade',
      bars: ['1930s 1', '1940s 0', '1950s 0', '1960s 5'],
    });
  });

  it('shows a chosen range by the years of the decades it touches', () => {
    const { level, bars } = timelineBars({ years: { 1931: 1, 1965: 2 } }, { from: 1965, to: 1967 });
    expect(level).toBe('year');
    expect([bars[0]?.from, bars.at(-1)?.to]).toEqual([1960, 1969]);
  });

  it('zooms out from years to their decades, then from decades to every date', () => {
    expect(zoomOut({ from: 1965, to: 1967 })).toEqual({ from: 1960, to: 1969 });
    expect(zoomOut({ from: 1958, to: 1961 })).toEqual({ from: 1950, to: 1969 });
    expect(zoomOut({ from: 1960, to: 1969 })).toBeNull();
  });

  it('extends a range to a bar on either side, or starts one', () => {
    expect(extendSpan({ from: 1965, to: 1965 }, { from: 1962, to: 1962 })).toEqual({
      from: 1962,
      to: 1965,
    });
    expect(extendSpan(null, { from: 1960, to: 1969 })).toEqual({ from: 1960, to: 1969 });
  });

  it('counts decades from the decades facet, each result once, where the range does not cut them', () => {
    const years = { 1958: 1, 1960: 1, 1961: 1, 1962: 1, 1975: 1 };
    // A "1960s" item is in each of its years but once in its decade.
    const decades = { 1950: 1, 1960: 2, 1970: 1 };
    const shown = (chosen: { from: number; to: number } | null) =>
      timelineBars({ years, decades }, chosen).bars.map((bar) => `${bar.label} ${bar.count}`);
    expect(shown(null)).toEqual(['1950s 1', '1960s 2', '1970s 1']);
    // 1955–1989: the 1950s are cut by the range, so summed from their years.
    expect(shown({ from: 1955, to: 1989 })).toEqual(['1950s 1', '1960s 2', '1970s 1', '1980s 0']);
    expect(timelineBars({ years }, null).bars[1]?.count).toBe(3);
  });

  it('shows one chosen year by month once its month counts are known, else by year', () => {
    const year = { from: 1965, to: 1965 };
    expect(timelineBars({ years: { 1965: 2 } }, year).level).toBe('year');
    const { level, bars } = timelineBars(
      { years: { 1965: 2 }, months: { 196506: 2, 196601: 1 } },
      year,
    );
    expect(level).toBe('month');
    expect(bars.map((bar) => bar.label)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(bars[5]).toMatchObject({ from: 196506, name: 'June 1965', count: 2 });
    expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(2);
    expect(timelineBars({ years: {}, months: {} }, { from: 1965, to: 1966 }).level).toBe('year');
  });

  it('writes months as the date filter does, and reads back only whole months', () => {
    expect(monthsWhen({ from: 196506, to: 196506 })).toBe('1965-06');
    expect(monthsWhen({ from: 196511, to: 196602 })).toBe('1965-11/1966-02');
    expect(monthsOfWhen('1965-11/1966-02')).toEqual({ from: 196511, to: 196602 });
    expect(monthsOfWhen('1965-06')).toEqual({ from: 196506, to: 196506 });
    expect(monthsOfWhen('1965-06-14')).toBeNull();
    expect(monthsOfWhen(undefined)).toBeNull();
  });
});
