import type { HitSet } from './collect-hits';
import { countFacets, requestedFacets } from './count-facets';
import type { FacetCounts } from './count-facets';
import { keptRecords } from './distinct';
import type { DistinctHits } from './distinct';
import type { SearchRequest } from './params/read-search-request';
import type { PreparedIndex } from './prepared-index';

/** The facet counts of a search response, counted over the hits or over what distinct keeps. */

const DEFAULT_MAX_VALUES_PER_FACET = 100;

/**
 * Algolia counts facets before `distinct`, except facets declared `afterDistinct()`, or every
 * facet with `facetingAfterDistinct`: those are counted over the records distinct keeps.
 */
export function countsAfterDistinct(
  index: PreparedIndex,
  request: SearchRequest,
  facet: string,
): boolean {
  return (
    request.facetingAfterDistinct ||
    index.settings.facetAttributes.get(facet)?.afterDistinct === true
  );
}

/** The hits each facet is counted over. */
export function facetRecords(
  index: PreparedIndex,
  request: SearchRequest,
  hits: HitSet,
  distinct: DistinctHits | null,
): (facet: string) => Int32Array {
  if (!distinct) return () => hits.ids;
  let kept: Int32Array | null = null;
  return (facet) => {
    if (!countsAfterDistinct(index, request, facet)) return hits.ids;
    kept ??= keptRecords(distinct);
    return kept;
  };
}

export function countRequestedFacets(
  index: PreparedIndex,
  request: SearchRequest,
  recordsFor: (facet: string) => Int32Array,
): FacetCounts | null {
  const names = requestedFacets(index, request.facets);
  if (names.length === 0) return null;
  const raw = index.settings.raw;
  const options = {
    maxValues: request.maxValuesPerFacet ?? raw.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET,
    sortBy: (request.sortFacetValuesBy ?? raw.sortFacetValuesBy) === 'alpha' ? 'alpha' : 'count',
  } as const;
  const counts: FacetCounts = { facets: {}, stats: {} };
  for (const name of names) {
    const one = countFacets(index, [name], recordsFor(name), options);
    Object.assign(counts.facets, one.facets);
    Object.assign(counts.stats, one.stats);
  }
  return counts;
}
