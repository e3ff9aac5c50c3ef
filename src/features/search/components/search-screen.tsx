import { Configure, InstantSearch } from 'react-instantsearch-core';
import { useAppConfig } from '@/config/app-config-context';
import { HITS_PER_PAGE } from '@/services/search/index-settings';
import { useSearchService } from '@/services/search/search-service';
import { useSearchRouting } from '../hooks/use-search-routing';
import { FilterPanel } from './filter-panel';
import { ResultsArea } from './results-area';
import { SearchBox } from './search-box';
import { SearchTitle } from './search-title';

export function SearchScreen() {
  const { client, indexName } = useSearchService();
  const { archiveName } = useAppConfig();
  const routing = useSearchRouting(indexName);
  return (
    <InstantSearch
      searchClient={client}
      indexName={indexName}
      routing={routing}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={HITS_PER_PAGE} clickAnalytics />
      <SearchTitle archiveName={archiveName} />
      <div className="search-layout">
        <div className="search-top">
          <SearchBox />
        </div>
        <FilterPanel />
        <ResultsArea />
      </div>
    </InstantSearch>
  );
}
