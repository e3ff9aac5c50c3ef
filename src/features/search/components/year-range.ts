/**
 * What a typed year range becomes: clamped to the years the results have, swapped when given
 * the wrong way round, or refused in words when it holds nothing, never silently dropped.
 */

export interface YearBounds {
  min: number;
  max: number;
}

export type YearDecision =
  | { kind: 'clear' }
  | { kind: 'apply'; from?: number; to?: number; note: string }
  | { kind: 'empty'; note: string };

/** "from 2005 to 2008", "in 2015", "from 2010 on", "up to 1990". */
/** A typed year, or undefined for an empty or non-integer entry (an open end). */
export function parseYear(value: string): number | undefined {
  const year = Number(value);
  return value.trim() !== '' && Number.isInteger(year) ? year : undefined;
}

export function describeYears(from?: number, to?: number): string {
  if (from !== undefined && to !== undefined)
    return from === to ? `in ${from}` : `from ${from} to ${to}`;
  return from !== undefined ? `from ${from} on` : `up to ${to ?? ''}`;
}

const within = (year: number, from?: number, to?: number) =>
  (from === undefined || year >= from) && (to === undefined || year <= to);

/**
 * `bounds`: the lowest and highest year among the results (the year filter left aside);
 * `years`: the years that have results, when known.
 */
export function decideYearRange(
  typedFrom: number | undefined,
  typedTo: number | undefined,
  bounds: YearBounds | null,
  years: readonly number[] | null,
): YearDecision {
  if (typedFrom === undefined && typedTo === undefined) return { kind: 'clear' };
  const swapped = typedFrom !== undefined && typedTo !== undefined && typedFrom > typedTo;
  const [from, to] = swapped ? [typedTo, typedFrom] : [typedFrom, typedTo];
  const span = bounds ? `: the items here date ${describeYears(bounds.min, bounds.max)}` : '';
  const empty = { kind: 'empty', note: `Nothing ${describeYears(from, to)}${span}.` } as const;
  if (
    bounds &&
    ((to !== undefined && to < bounds.min) || (from !== undefined && from > bounds.max))
  )
    return empty;
  const low = bounds && from !== undefined ? Math.max(from, bounds.min) : from;
  const high = bounds && to !== undefined ? Math.min(to, bounds.max) : to;
  if (years && !years.some((year) => within(year, low, high))) return empty;
  const reasons = [
    swapped && 'From was after To, so they were swapped',
    low !== from && `the oldest item is from ${bounds?.min}`,
    high !== to && `the newest item is from ${bounds?.max}`,
  ].filter(Boolean);
  const note =
    reasons.length > 0 ? `Showing items ${describeYears(low, high)}: ${reasons.join('; ')}.` : '';
  return {
    kind: 'apply',
    ...(low !== undefined && { from: low }),
    ...(high !== undefined && { to: high }),
    note,
  };
}
