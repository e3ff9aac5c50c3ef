import { useInstantSearch } from 'react-instantsearch-core';
import { formatSearchUrl } from '@/services/search/search-url';
import { useSearchService } from '@/services/search/search-service';
import { uiStateToUrlState } from '../routing/search-routing';

/**
 * The query string of the search on screen. The address bar lags behind while the visitor types
 * (URL writes wait for a pause), so this reads InstantSearch's state instead.
 */
export function useCurrentSearch(): string {
  const { indexUiState } = useInstantSearch();
  const { indexName } = useSearchService();
  const query = formatSearchUrl(uiStateToUrlState(indexUiState, indexName));
  return query ? `?${query}` : '';
}
