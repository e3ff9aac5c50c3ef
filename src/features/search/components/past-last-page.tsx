import { useInstantSearch } from 'react-instantsearch-core';
import { Link, useLocation } from 'react-router';
import { formatSearchUrl } from '@/services/search/search-url';
import { useSearchService } from '@/services/search/search-service';
import { uiStateToUrlState } from '../routing/search-routing';
import { focusResultsHeading } from './results-heading';

/**
 * A page number past the end (an old link, a hand-edited address): say so and link to the last
 * page, rather than a count over an empty grid. Not a redirect: Back would land here again.
 */
export function PastLastPage({ page, nbPages }: { page: number; nbPages: number }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const { indexName } = useSearchService();
  const { pathname } = useLocation();
  const query = formatSearchUrl(uiStateToUrlState({ ...indexUiState, page: nbPages }, indexName));
  return (
    <div className="no-results">
      <h3>There is no page {page + 1}</h3>
      <p>
        These results fill {nbPages} {nbPages === 1 ? 'page' : 'pages'}.{' '}
        <Link
          to={`${pathname}${query ? `?${query}` : ''}`}
          onClick={(event) => {
            event.preventDefault();
            setIndexUiState((state) => ({ ...state, page: nbPages }));
            focusResultsHeading();
          }}
        >
          Go to the last page
        </Link>
      </p>
    </div>
  );
}
