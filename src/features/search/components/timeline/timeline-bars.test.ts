import { describe, expect, it } from 'vitest';
import { extendSpan, timelineBars, zoomOut } from './timeline-bars';

const labels = (facet: Record<string, number>, chosen: { from: number; to: number } | null) => {
  const { level, bars } = timelineBars(facet, chosen);
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
    const { level, bars } = timelineBars({ 1931: 1, 1965: 2 }, { from: 1965, to: 1967 });
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
});
