import { replicaIndexName } from './index-settings';
import { LIST_PARAMS, parseSearchUrl, type SearchUrlState } from './search-url';

/**
 * The request a search screen URL stands for, built the way InstantSearch builds it (OR within a
 * facet, AND across facets, the year as a numeric range, the sort as a replica), so a list read
 * here has the same hits in the same order as the grid the visitor saw.
 */
export interface SearchRequestBase {
  indexName: string;
  query: string;
  facetFilters: string[][];
  numericFilters: string[];
}

/** InstantSearch escapes a leading "-" so a value is not read as a negation. */
function escapeFacetValue(value: string): string {
  return value.startsWith('-') ? `\\${value}` : value;
}

export function searchRequestForState(
  state: SearchUrlState,
  primaryIndex: string,
): SearchRequestBase {
  const facetFilters = LIST_PARAMS.flatMap((param) => {
    const values = state.lists?.[param];
    return values && values.length > 0
      ? [values.map((value) => `${param}:${escapeFacetValue(value)}`)]
      : [];
  });
  const numericFilters: string[] = [];
  if (state.year?.from !== undefined) numericFilters.push(`year>=${state.year.from}`);
  if (state.year?.to !== undefined) numericFilters.push(`year<=${state.year.to}`);
  return {
    indexName: replicaIndexName(primaryIndex, state.sort ?? 'relevance'),
    query: state.q ?? '',
    facetFilters,
    numericFilters,
  };
}

export function searchRequestForUrl(search: string, primaryIndex: string): SearchRequestBase {
  return searchRequestForState(parseSearchUrl(search), primaryIndex);
}
