import { useEffect } from 'react';
import { track } from '@/services/analytics/analytics';
import { useSearchSelector } from './use-search-selector';

/** A search counts once the visitor stopped typing for this long. */
export const SEARCH_SETTLE_MS = 1000;

/** The last query counted in this page load: coming back to the same results is not a search. */
let lastCounted: string | null = null;

/** GA4's `search` event: one per search typed (not per keystroke), with its result count. */
export function useSearchAnalytics(): void {
  const query = useSearchSelector((search) => search.mainIndex.getResults()?.query.trim() ?? '');
  const nbHits = useSearchSelector((search) => search.mainIndex.getResults()?.nbHits ?? 0);
  const answered = useSearchSelector(
    (search) => search.status === 'idle' && search.mainIndex.getResults() !== null,
  );

  useEffect(() => {
    if (!answered || query === '' || query === lastCounted) return;
    const timer = setTimeout(() => {
      lastCounted = query;
      track({ name: 'search', params: { search_term: query, results_count: nbHits } });
    }, SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [answered, query, nbHits]);
}

/** Tests start each case as a new page load. */
export function resetSearchAnalyticsForTests(): void {
  lastCounted = null;
}
