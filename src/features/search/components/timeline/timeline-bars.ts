/**
 * The timeline's bars (decision 043), worked out from facets of the current results: `years`
 * (every year a date allows, decision 040), `decades` (every decade it allows) and, for one
 * year, `months` (every month it allows, as YYYYMM).
 */

export interface Bar {
  /** First and last year of the bar's span, or for a month bar its YYYYMM number (both). */
  from: number;
  to: number;
  /** What the bar is called under it: "1960s", "1965", "Jun". */
  label: string;
  /** What it is called in full, to a screen reader and in its tooltip: "June 1965". */
  name: string;
  count: number;
}

export interface YearSpan {
  from: number;
  to: number;
}

export type Level = 'decade' | 'year' | 'month';

export interface TimelineCounts {
  /** The `years` facet, the year filter left aside (disjunctive). */
  years: Record<string, number>;
  /** The `decades` facet of the results (the year filter applied). */
  decades?: Record<string, number> | undefined;
  /** The `months` facet for the chosen year, the date filter (`when=`) left aside. */
  months?: Record<string, number> | undefined;
}

/** Results spanning more years than this are shown by decade, fewer by year. */
export const MAX_YEAR_BARS = 12;

const decadeOf = (year: number) => Math.floor(year / 10) * 10;

/** "June", as the date filter's chip words months (day-span.ts): the browser's own names. */
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format;

function countsOf(facet: Record<string, number> | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [value, count] of Object.entries(facet ?? {})) {
    const number = Number(value);
    if (Number.isInteger(number)) counts.set(number, count);
  }
  return counts;
}

/**
 * A decade's count is its value in the `decades` facet, which counts each result once: exact
 * with no year filter, and for a decade inside the filter's range. A decade the range cuts, or
 * an index without `decades`, falls back to the sum of its years, where an item whose span
 * covers several of them ("196X") counts once per year.
 */
function decadeBars(
  years: Map<number, number>,
  decades: Map<number, number> | null,
  first: number,
  last: number,
  chosen: YearSpan | null,
): Bar[] {
  const bars: Bar[] = [];
  for (let decade = decadeOf(first); decade <= last; decade += 10) {
    const whole = !chosen || (chosen.from <= decade && decade + 9 <= chosen.to);
    let count = 0;
    if (decades && whole) count = decades.get(decade) ?? 0;
    else for (let year = decade; year < decade + 10; year += 1) count += years.get(year) ?? 0;
    const label = `${decade}s`;
    bars.push({ from: decade, to: decade + 9, label, name: label, count });
  }
  return bars;
}

function yearBars(counts: Map<number, number>, first: number, last: number): Bar[] {
  const bars: Bar[] = [];
  for (let year = first; year <= last; year += 1) {
    const label = String(year);
    bars.push({ from: year, to: year, label, name: label, count: counts.get(year) ?? 0 });
  }
  return bars;
}

/** A year's twelve months, each YYYYMM: "Jun" under the bar, "June 1965" in full. */
function monthBars(counts: Map<number, number>, year: number): Bar[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = monthName(Date.UTC(2000, index, 1));
    const value = year * 100 + index + 1;
    const name = `${month} ${year}`;
    return {
      from: value,
      to: value,
      label: month.slice(0, 3),
      name,
      count: counts.get(value) ?? 0,
    };
  });
}

/**
 * The bars for the results' counts and the chosen span (the year filter). Without a span, the
 * whole range of the results: by decade when it is long, by year when short. With one, the
 * decades it covers by year when it fits in a few decades' years, else its decades; one year
 * chosen, by month once its month counts are known.
 */
export function timelineBars(
  counts: TimelineCounts,
  chosen: YearSpan | null,
): { level: Level; bars: Bar[] } {
  const years = countsOf(counts.years);
  const decades = counts.decades ? countsOf(counts.decades) : null;
  if (chosen && chosen.from === chosen.to && counts.months)
    return { level: 'month', bars: monthBars(countsOf(counts.months), chosen.from) };
  if (years.size === 0 && !chosen) return { level: 'year', bars: [] };
  const known = [...years.keys()];
  const first = chosen ? chosen.from : Math.min(...known);
  const last = chosen ? chosen.to : Math.max(...known);
  if (chosen) {
    const low = decadeOf(first);
    const high = decadeOf(last) + 9;
    if (high - low + 1 <= MAX_YEAR_BARS + 8)
      return { level: 'year', bars: yearBars(years, low, high) };
    return { level: 'decade', bars: decadeBars(years, decades, first, last, chosen) };
  }
  if (last - first + 1 <= MAX_YEAR_BARS)
    return { level: 'year', bars: yearBars(years, first, last) };
  return { level: 'decade', bars: decadeBars(years, decades, first, last, null) };
}

/** The span one step out from the chosen one: a year's or years' decades, else none at all. */
export function zoomOut(chosen: YearSpan): YearSpan | null {
  const low = decadeOf(chosen.from);
  const high = decadeOf(chosen.to) + 9;
  if (low === chosen.from && high === chosen.to) return null;
  return { from: low, to: high };
}

/** The span from the chosen one out to a bar (shift+click, shift+arrow): both and all between. */
export function extendSpan(chosen: YearSpan | null, bar: YearSpan): YearSpan {
  if (!chosen) return { from: bar.from, to: bar.to };
  return { from: Math.min(chosen.from, bar.from), to: Math.max(chosen.to, bar.to) };
}

/** Whether a bar lies inside the chosen span (drawn and announced as chosen). */
export const isChosen = (bar: YearSpan, chosen: YearSpan | null) =>
  chosen !== null && bar.from >= chosen.from && bar.to <= chosen.to;

/** A span of YYYYMM months as the date filter writes it: `1965-06` or `1965-06/1965-08`. */
export function monthsWhen({ from, to }: YearSpan): string {
  const text = (month: number) =>
    `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`;
  return from === to ? text(from) : `${text(from)}/${text(to)}`;
}

/** The date filter's value as a span of YYYYMM months, when it is whole months. */
export function monthsOfWhen(when: string | undefined): YearSpan | null {
  const match = /^(\d{4})-(\d\d)(?:\/(\d{4})-(\d\d))?$/.exec(when ?? '');
  if (!match) return null;
  const from = Number(match[1]) * 100 + Number(match[2]);
  const to = match[3] ? Number(match[3]) * 100 + Number(match[4]) : from;
  return { from: Math.min(from, to), to: Math.max(from, to) };
}
