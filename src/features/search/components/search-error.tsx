import { useInstantSearch } from 'react-instantsearch-core';
import { describeSearchError } from '@/services/search/search-errors';

/** The query and filters stay in the URL and the search box; Retry runs the same search again. */
export function SearchError({ error }: { error: Error }) {
  const { refresh } = useInstantSearch();
  const description = describeSearchError(error);
  return (
    <div className="search-error" role="alert">
      <h3>{description.title}</h3>
      <p>{description.detail}</p>
      {description.retryable && (
        <button type="button" onClick={() => refresh()}>
          Try again
        </button>
      )}
    </div>
  );
}
