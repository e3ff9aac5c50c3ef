import type { InstantSearch } from 'instantsearch.js';
import { useSearchSelector } from '../hooks/use-search-selector';

interface FacetValue {
  count: number;
  isRefined: boolean;
}

const selectHitCount = (search: InstantSearch) => search.mainIndex.getResults()?.nbHits ?? null;

/**
 * Whether a facet has nothing to offer: its one value is on every result, so ticking it would
 * change nothing. A ticked value stays (the visitor must be able to untick it), and so does a
 * single value on only some results (it still narrows them).
 */
export function useCoversEveryResult(values: readonly FacetValue[]): boolean {
  const hits = useSearchSelector(selectHitCount);
  const [only] = values;
  return values.length === 1 && only !== undefined && !only.isRefined && only.count === hits;
}
