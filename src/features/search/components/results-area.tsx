import { useInstantSearch } from 'react-instantsearch-core';
import { useSearchService } from '@/services/search/search-service';
import { useSearchMiddlewares } from '../hooks/use-search-middlewares';
import { NoResults } from './no-results';
import { ResultStats } from './result-stats';
import { ResultsGrid } from './results-grid';
import { ResultsPagination } from './results-pagination';
import { SearchError } from './search-error';
import { SortSelect } from './sort-select';

/**
 * The grid and pagination stay mounted whatever the state: a widget that mounts late changes
 * the request (the hits widget adds the highlight tags), which would cost a second search.
 */
export function ResultsArea() {
  // catchError: without an 'error' listener InstantSearch rethrows (reference, pitfall 7).
  const { status, error, results } = useInstantSearch({ catchError: true });
  useSearchMiddlewares(useSearchService().indexName);
  const hasResults = results.__isArtificial !== true;
  const failed = status === 'error' && error !== undefined;
  const isBusy = status === 'loading' || status === 'stalled';

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
        <ResultStats />
        <SortSelect />
      </div>
      {failed && <SearchError error={error} />}
      {!failed && !hasResults && (
        <p className="results-loading" role="status">
          Searching…
        </p>
      )}
      {!failed && hasResults && results.nbHits === 0 && <NoResults />}
      <div hidden={failed}>
        <ResultsGrid stalled={status === 'stalled'} />
        <ResultsPagination />
      </div>
    </section>
  );
}
