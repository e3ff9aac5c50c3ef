import { useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import { createKeepFailedSearchMiddleware } from '../middleware/keep-failed-search';
import { createScrollToResultsMiddleware } from '../middleware/scroll-to-results';

/** Registers the search screen's cross-cutting behaviours, each an InstantSearch middleware. */
export function useSearchMiddlewares(indexName: string): void {
  const { addMiddlewares } = useInstantSearch();
  useEffect(
    () =>
      addMiddlewares(
        createScrollToResultsMiddleware(indexName, () => document.getElementById('results')),
        createKeepFailedSearchMiddleware(),
      ),
    [addMiddlewares, indexName],
  );
}
