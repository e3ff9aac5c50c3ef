import type { SearchResults } from 'algoliasearch-helper';
import type { IndexUiState } from 'instantsearch.js';
import { YEAR_FACET } from '@/services/search/facets';

/**
 * The year filter's state, shared by the Year filter, the timeline and the no-results help: the
 * facet it reads (every year a date allows, decision 040) and the range it sets, from the facet
 * table.
 */
export const YEAR_ATTRIBUTE = YEAR_FACET.attribute;

/** The results' years with the year filter left aside (the range widget makes it disjunctive). */
export function yearFacetOf(results: SearchResults | null | undefined) {
  return results?.disjunctiveFacets?.find((candidate) => candidate.name === YEAR_ATTRIBUTE);
}

/** The UI state with the year range set to `from:to` (either end may be empty), or cleared. */
export function withYearRange(
  { page: _page, range, ...state }: IndexUiState,
  span: string | null,
): IndexUiState {
  const others = Object.entries(range ?? {}).filter(([attribute]) => attribute !== YEAR_ATTRIBUTE);
  const nextRange = Object.fromEntries(
    span === null ? others : [...others, [YEAR_ATTRIBUTE, span]],
  );
  return Object.keys(nextRange).length > 0 ? { ...state, range: nextRange } : state;
}
