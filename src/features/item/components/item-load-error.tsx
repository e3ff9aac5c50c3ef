import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { reportSearchFailure } from '@/services/search/report-search-failure';
import { describeSearchError } from '@/services/search/search-errors';
import { useRetryWhenOnline } from '@/services/search/use-retry-when-online';

/**
 * The record could not be fetched. The address stays as it is; Try again (only where a second
 * attempt can succeed) fetches it again, as the browser coming back online does.
 */
export function ItemLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  // Described once per error: the words must not change under the visitor's eyes.
  const failure = useMemo(() => describeSearchError(error), [error]);
  useEffect(() => reportSearchFailure(failure, 'item page'), [failure]);
  useRetryWhenOnline(failure.retryable ? retry : null);
  return (
    <section className="message-page" role="alert" aria-labelledby="item-error-title">
      <h1 id="item-error-title">{failure.title}</h1>
      <p>{failure.detail}</p>
      <p>
        {failure.retryable && (
          <>
            <button type="button" onClick={retry}>
              Try again
            </button>{' '}
          </>
        )}
        <Link to="/">Back to the archive</Link>
      </p>
    </section>
  );
}
