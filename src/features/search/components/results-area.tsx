import { useState } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import { useSearchService } from '@/services/search/search-service';
import { useSlowSearch } from '@/services/search/use-slow-search';
import { useSearchMiddlewares } from '../hooks/use-search-middlewares';
import { NoResults } from './no-results';
import { ResultStats } from './result-stats';
import { ResultsGrid } from './results-grid';
import { ResultsPagination } from './results-pagination';
import { SearchError } from './search-error';
import { SearchPending } from './search-pending';
import { SortSelect } from './sort-select';

/**
 * The grid and pagination stay mounted whatever the state: a widget that mounts late changes
 * the request (the hits widget adds the highlight tags), which would cost a second search.
 * Results stay on screen only while they can pass for the search in the box: not once a search
 * has failed after them, and not after two seconds of waiting for the next ones.
 */
export function ResultsArea() {
  // catchError: without an 'error' listener InstantSearch rethrows (reference, pitfall 7).
  const { status, error, results } = useInstantSearch({ catchError: true });
  useSearchMiddlewares(useSearchService().indexName);
  const failed = status === 'error' && error !== undefined;
  const isBusy = status === 'loading' || status === 'stalled';
  const slow = useSlowSearch(isBusy);
  // InstantSearch keeps the last good results through a failure and the retry after it.
  const [staleResults, setStaleResults] = useState<object | null>(null);
  if (failed && results !== staleResults) setStaleResults(results);
  const current = results.__isArtificial !== true && results !== staleResults && !failed && !slow;

  return (
    <section
      id="results"
      className="results-area"
      aria-labelledby="results-heading"
      aria-busy={isBusy}
    >
      <div className="results-toolbar">
        <h2 id="results-heading" className="visually-hidden">
          Results
        </h2>
        <ResultStats current={current} />
        <SortSelect />
      </div>
      {failed && <SearchError error={error} />}
      {!failed && !current && <SearchPending slow={slow} />}
      {current && results.nbHits === 0 && <NoResults />}
      <div hidden={!current}>
        <ResultsGrid stalled={status === 'stalled'} />
        <ResultsPagination />
      </div>
    </section>
  );
}
