import type { SearchResults } from 'algoliasearch-helper';
import { YEAR_ATTRIBUTE, yearFacetOf } from './year-state';

/** A year range that holds none of the results, and the years the results do have. */
export interface YearMiss {
  from?: number;
  to?: number;
  /** The first and last year among the results with the year filter left aside. */
  min: number;
  max: number;
}

/**
 * Whether the year filter alone empties this search: the results without it have years, none
 * of them in the range. The year is a disjunctive facet (the range widget makes it one), so its
 * values and stats come from the same search with the year filter left aside.
 */
export function findYearMiss(results: SearchResults): YearMiss | null {
  const state = results._state;
  const bound = (operator: '>=' | '<=') => {
    const value = state.getNumericRefinement(YEAR_ATTRIBUTE, operator)?.[0];
    return typeof value === 'number' ? value : undefined;
  };
  const from = bound('>=');
  const to = bound('<=');
  if (from === undefined && to === undefined) return null;
  const facet = yearFacetOf(results);
  const years = Object.keys(facet?.data ?? {}).map(Number);
  if (!facet?.stats || years.length === 0) return null;
  const inRange = years.some(
    (year) => (from === undefined || year >= from) && (to === undefined || year <= to),
  );
  return inRange ? null : { from, to, min: facet.stats.min, max: facet.stats.max };
}

/** "from 1990–1995", "in 1990", "from 2016 on", "up to 1995". */
export function describeYearSpan(from?: number, to?: number): string {
  if (from !== undefined && to !== undefined)
    return from === to ? `in ${from}` : `from ${from}–${to}`;
  return from !== undefined ? `from ${from} on` : `up to ${to ?? ''}`;
}

/** "2003–2015", or "2014" for one year. */
export const yearSpan = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);
