import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useInstantSearchContext } from 'react-instantsearch-core';
import { ClientOnly } from '@/components/ui/client-only';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useSearchService } from '@/services/search/search-service';
import { useSlowSearch } from '@/services/search/use-slow-search';
import { useSearchMiddlewares } from '../hooks/use-search-middlewares';
import { selectResults, useSearchSelector } from '../hooks/use-search-selector';
import { OfflineNotice } from './offline-notice';
import { ResultStats } from './result-stats';
import { RESULTS_HEADING_ID } from './results-heading';
import { ResultsGrid } from './results-grid';
import { ResultsPagination } from './results-pagination';
import { SearchPending } from './search-pending';
import { SearchProgress } from './search-progress';
import { SortSelect } from './sort-select';
import './results.css';

/** A search answered within this long shows no progress at all (no flash on every keystroke). */
export const PROGRESS_DELAY_MS = 300;

// Seldom seen, so out of the first load: each loads when a search first needs it.
const NoResults = lazy(() =>
  import('./no-results').then((module) => ({ default: module.NoResults })),
);
// The timeline loads after the first results; its slot keeps its height meanwhile (no shift).
const Timeline = lazy(() =>
  import('./timeline/timeline').then((module) => ({ default: module.Timeline })),
);
// Select mode (checkboxes, the selection, the ZIP download) loads on the first "Select".
const SelectMode = lazy(() =>
  import('./select/select-mode').then((module) => ({ default: module.SelectMode })),
);
const PastLastPage = lazy(() =>
  import('./past-last-page').then((module) => ({ default: module.PastLastPage })),
);
// Fetched once the first results are in (see below), so a search that fails later, offline
// too, finds it already loaded; its failure words are 1.3 KB the first load does without.
const loadSearchError = () => import('./search-error');
const SearchError = lazy(() =>
  loadSearchError().then((module) => ({ default: module.SearchError })),
);

/** A panel loaded on use; if its code cannot load (offline), a plain sentence says the same. */
function LoadedOnUse({
  label,
  fallback,
  children,
}: {
  label: string;
  fallback: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary label={label} fallback={<p className="no-results">{fallback}</p>}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * The grid, sort and pagination stay mounted whatever the state: a widget that mounts late
 * changes the request (the hits widget adds the highlight tags), which would cost a second search.
 * Results stay on screen only while they can pass for the search in the box: not once a search
 * has failed after them, and not after two seconds of waiting for the next ones.
 */
export function ResultsArea({ where }: { where?: string } = {}) {
  const search = useInstantSearchContext();
  // Without an 'error' listener InstantSearch rethrows (reference, pitfall 7).
  useLayoutEffect(() => {
    const onError = () => {};
    search.addListener('error', onError);
    return () => {
      search.removeListener('error', onError);
    };
  }, [search]);
  const status = useSearchSelector((instance) => instance.status);
  const error = useSearchSelector((instance) => instance.error);
  // Null until the first answer.
  const results = useSearchSelector(selectResults);
  useSearchMiddlewares(useSearchService().indexName);
  const failed = status === 'error' && error !== undefined;
  const isBusy = status === 'loading' || status === 'stalled';
  const slow = useSlowSearch(isBusy);
  const showProgress = useSlowSearch(isBusy, PROGRESS_DELAY_MS);
  // InstantSearch keeps the last good results through a failure and the retry after it.
  const [staleResults, setStaleResults] = useState<object | null>(null);
  if (failed && results !== staleResults) setStaleResults(results);
  const shown = results !== null && results !== staleResults && !failed && !slow ? results : null;
  const current = shown !== null;
  const empty = shown !== null && shown.nbHits === 0;
  const pastLastPage =
    shown !== null && !empty && shown.hits.length === 0 && shown.page >= shown.nbPages;
  const answered = results !== null;
  const [selecting, setSelecting] = useState(false);
  useEffect(() => {
    if (answered) loadSearchError().catch(() => {});
  }, [answered]);

  return (
    <section
      id="results"
      className="results-area"
      aria-labelledby={RESULTS_HEADING_ID}
      aria-busy={isBusy}
    >
      <OfflineNotice />
      <div className="results-toolbar">
        <ResultStats current={current} settledKey={results} where={where} />
        <SortSelect hidden={empty} />
        {showProgress && <SearchProgress />}
        <button type="button" aria-pressed={selecting} onClick={() => setSelecting(!selecting)}>
          Select
        </button>
      </div>
      {selecting && (
        <LoadedOnUse label="Select mode" fallback="">
          <SelectMode />
        </LoadedOnUse>
      )}
      <div className="timeline-slot">
        {/* After hydration: a page rendered at build time carries the slot, not the bars, whose
            code and styles are not in its first load. */}
        {current && !empty && (
          <ClientOnly>
            <LoadedOnUse label="The timeline" fallback="">
              <Timeline />
            </LoadedOnUse>
          </ClientOnly>
        )}
      </div>
      {failed && (
        <LoadedOnUse
          label="The search failure message"
          fallback="The search did not answer. Reload the page to try again."
        >
          <SearchError error={error} />
        </LoadedOnUse>
      )}
      {!failed && !current && <SearchPending slow={slow} />}
      {empty && (
        <LoadedOnUse label="The no-results panel" fallback="Nothing matches this search.">
          <NoResults results={shown} />
        </LoadedOnUse>
      )}
      {pastLastPage && (
        <LoadedOnUse label="The past-the-end notice" fallback="This page is past the last page.">
          <PastLastPage page={shown.page} nbPages={shown.nbPages} />
        </LoadedOnUse>
      )}
      <div hidden={!current}>
        <ResultsGrid stalled={status === 'stalled'} />
        <ResultsPagination hidden={pastLastPage} />
      </div>
    </section>
  );
}
