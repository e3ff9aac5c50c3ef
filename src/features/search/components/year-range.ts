/**
 * What a typed year range becomes: swapped when given the wrong way round, otherwise as typed,
 * with a note on what it gives (nothing, or less than it reaches).
 */

export interface YearBounds {
  min: number;
  max: number;
}

export type YearDecision =
  { kind: 'clear' } | { kind: 'apply'; from?: number; to?: number; note: string };

/** A typed year, or undefined for an empty or non-integer entry (an open end). */
export function parseYear(value: string): number | undefined {
  const year = Number(value);
  return value.trim() !== '' && Number.isInteger(year) ? year : undefined;
}

/** "from 2005 to 2008", "in 2015", "from 2010 on", "up to 1990". */
export function describeYears(from?: number, to?: number): string {
  if (from !== undefined && to !== undefined)
    return from === to ? `in ${from}` : `from ${from} to ${to}`;
  return from !== undefined ? `from ${from} on` : `up to ${to ?? ''}`;
}

const within = (year: number, from?: number, to?: number) =>
  (from === undefined || year >= from) && (to === undefined || year <= to);

/**
 * `bounds`: the lowest and highest year among the results (the year filter left aside);
 * `years`: the years that have results, when known. The range is applied as typed (only put the
 * right way round): a link keeps what the visitor asked, and one that holds nothing shows the
 * no-results screen, which says what years there are. The note says what the range gives.
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
  const range = { ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
  const outside =
    bounds !== null &&
    ((to !== undefined && to < bounds.min) || (from !== undefined && from > bounds.max));
  if (outside || (years && !years.some((year) => within(year, from, to)))) {
    const span = bounds ? `: the items here date ${describeYears(bounds.min, bounds.max)}` : '';
    return { kind: 'apply', ...range, note: `Nothing ${describeYears(from, to)}${span}.` };
  }
  const reasons = [
    swapped && 'From was after To, so they were swapped',
    bounds && from !== undefined && from < bounds.min && `the oldest item is from ${bounds.min}`,
    bounds && to !== undefined && to > bounds.max && `the newest item is from ${bounds.max}`,
  ].filter(Boolean);
  const note =
    reasons.length > 0 ? `Showing items ${describeYears(from, to)}: ${reasons.join('; ')}.` : '';
  return { kind: 'apply', ...range, note };
}
