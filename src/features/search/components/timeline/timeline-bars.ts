/**
 * The timeline's bars, worked out from the `years` facet of the current results (decision 043),
 * which counts a loosely dated item in every year its date allows (decision 040).
 */

export interface Bar {
  /** First and last year of the bar's span. */
  from: number;
  to: number;
  /** What the bar is called: "1960s" or "1965". */
  label: string;
  count: number;
}

export interface YearSpan {
  from: number;
  to: number;
}

export type Level = 'decade' | 'year';

/** Results spanning more years than this are shown by decade, fewer by year. */
export const MAX_YEAR_BARS = 12;

const decadeOf = (year: number) => Math.floor(year / 10) * 10;

/**
 * A decade's count is the sum of its years' counts: exact for items dated to a year or finer
 * (most of them), while an item whose span covers several of the decade's years ("196X") counts
 * once per year. Exact decade counts would need a `decades` facet (decision 043).
 */
function decadeBars(counts: Map<number, number>, first: number, last: number): Bar[] {
  const bars: Bar[] = [];
  for (let decade = decadeOf(first); decade <= last; decade += 10) {
    let count = 0;
    for (let year = decade; year < decade + 10; year += 1) count += counts.get(year) ?? 0;
    bars.push({ from: decade, to: decade + 9, label: `${decade}s`, count });
  }
  return bars;
}

function yearBars(counts: Map<number, number>, first: number, last: number): Bar[] {
  const bars: Bar[] = [];
  for (let year = first; year <= last; year += 1)
    bars.push({ from: year, to: year, label: String(year), count: counts.get(year) ?? 0 });
  return bars;
}

/**
 * The bars for the results' year counts and the chosen span (the year filter). Without a span,
 * the whole range of the results: by decade when it is long, by year when short. With one, the
 * decades it covers by year when it fits in a few decades' years, else its decades.
 */
export function timelineBars(
  facet: Record<string, number>,
  chosen: YearSpan | null,
): { level: Level; bars: Bar[] } {
  const counts = new Map<number, number>();
  for (const [value, count] of Object.entries(facet)) {
    const year = Number(value);
    if (Number.isInteger(year)) counts.set(year, count);
  }
  if (counts.size === 0 && !chosen) return { level: 'year', bars: [] };
  const years = [...counts.keys()];
  const first = chosen ? chosen.from : Math.min(...years);
  const last = chosen ? chosen.to : Math.max(...years);
  if (chosen) {
    const low = decadeOf(first);
    const high = decadeOf(last) + 9;
    if (high - low + 1 <= MAX_YEAR_BARS + 8)
      return { level: 'year', bars: yearBars(counts, low, high) };
    return { level: 'decade', bars: decadeBars(counts, first, last) };
  }
  if (last - first + 1 <= MAX_YEAR_BARS)
    return { level: 'year', bars: yearBars(counts, first, last) };
  return { level: 'decade', bars: decadeBars(counts, first, last) };
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
