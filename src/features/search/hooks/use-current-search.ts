import { formatSearchUrl } from '@/services/search/search-url';
import { useSearchService } from '@/services/search/search-service';
import { uiStateToUrlState } from '../routing/search-routing';
import { useSearchSelector } from './use-search-selector';

/**
 * The query string of the search on screen. The address bar lags behind while the visitor types
 * (URL writes wait for a pause), so this reads InstantSearch's state instead.
 */
export function useCurrentSearch(): string {
  const { indexName } = useSearchService();
  // A string: the grid re-renders for it only when the search changes.
  return useSearchSelector((search) => {
    const indexUiState = search.getUiState()[search.mainIndex.getIndexId()] ?? {};
    const query = formatSearchUrl(uiStateToUrlState(indexUiState, indexName));
    return query ? `?${query}` : '';
  });
}
