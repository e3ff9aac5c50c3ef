import { replicaIndexName } from './index-settings';
import { mapAreaBoxes, UNLOCATED_FILTER } from './map-area';
import { HIERARCHY_FACETS, LIST_ATTRIBUTES, LIST_PARAMS, YEAR_FACET } from './facets';
import { CAMERA_SEPARATOR } from './record-facets';
import { parseSearchUrl, type SearchUrlState } from './search-url';

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
  insideBoundingBox?: number[][];
  filters?: string;
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
      ? [values.map((value) => `${LIST_ATTRIBUTES[param]}:${escapeFacetValue(value)}`)]
      : [];
  });
  // A path filters on its deepest level, as InstantSearch's hierarchical menu does.
  for (const { param, attributes } of HIERARCHY_FACETS) {
    const path = state[param] ?? [];
    const level = attributes[path.length - 1];
    if (level) facetFilters.push([`${level}:${escapeFacetValue(path.join(CAMERA_SEPARATOR))}`]);
  }
  const numericFilters: string[] = [];
  const years = YEAR_FACET.attribute;
  if (state.year?.from !== undefined) numericFilters.push(`${years}>=${state.year.from}`);
  if (state.year?.to !== undefined) numericFilters.push(`${years}<=${state.year.to}`);
  // Items whose possible days overlap the span: they may end on or after its first day and
  // begin on or before its last.
  if (state.when) {
    numericFilters.push(`dayLast>=${state.when.first}`, `dayFirst<=${state.when.last}`);
  }
  return {
    indexName: replicaIndexName(primaryIndex, state.sort ?? 'relevance'),
    query: state.q ?? '',
    facetFilters,
    numericFilters,
    ...(state.area === 'none' && { filters: UNLOCATED_FILTER }),
    ...(state.area && state.area !== 'none' && { insideBoundingBox: mapAreaBoxes(state.area) }),
  };
}

export function searchRequestForUrl(search: string, primaryIndex: string): SearchRequestBase {
  return searchRequestForState(parseSearchUrl(search), primaryIndex);
}
