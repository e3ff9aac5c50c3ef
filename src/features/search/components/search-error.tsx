import { useEffect, useMemo } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import { reportSearchFailure } from '@/services/search/report-search-failure';
import { describeSearchError } from '@/services/search/search-errors';
import { useRetryWhenOnline } from '@/services/search/use-retry-when-online';

/**
 * The query and filters stay in the URL and the search box; Try again (offered only where a
 * second attempt can succeed) runs the same search, as the browser coming back online does.
 */
export function SearchError({ error }: { error: Error }) {
  const { refresh } = useInstantSearch();
  // Described once per error: the words must not change under the visitor's eyes.
  const failure = useMemo(() => describeSearchError(error), [error]);
  useEffect(() => reportSearchFailure(failure, 'search screen'), [failure]);
  useRetryWhenOnline(failure.retryable ? refresh : null);
  return (
    <div className="search-error" role="alert">
      <h3>{failure.title}</h3>
      <p>{failure.detail}</p>
      {failure.retryable && (
        <button type="button" onClick={() => refresh()}>
          Try again
        </button>
      )}
    </div>
  );
}
