import { useEffect } from 'react';
import { useInstantSearchContext } from 'react-instantsearch-core';
import { createKeepFailedSearchMiddleware } from '../middleware/keep-failed-search';
import { createScrollToResultsMiddleware } from '../middleware/scroll-to-results';

/** Registers the search screen's cross-cutting behaviours, each an InstantSearch middleware. */
export function useSearchMiddlewares(indexName: string): void {
  // The instance itself, not useInstantSearch(): registering needs no re-render on each search.
  const search = useInstantSearchContext();
  useEffect(() => {
    const middlewares = [
      createScrollToResultsMiddleware(indexName, () => document.getElementById('results')),
      createKeepFailedSearchMiddleware(),
    ];
    search.use(...middlewares);
    return () => {
      search.unuse(...middlewares);
    };
  }, [search, indexName]);
}
