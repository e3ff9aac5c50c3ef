import { Configure, InstantSearch } from 'react-instantsearch-core';
import { useAppConfig } from '@/config/app-config-context';
import { HITS_PER_PAGE } from '@/services/search/index-settings';
import { instantSearchInsights } from '@/services/insights/insights';
import { useSearchService } from '@/services/search/search-service';
import { useSearchAnalytics } from '../hooks/use-search-analytics';
import { useSearchRouting } from '../hooks/use-search-routing';
import { FiltersDrawer } from './filters-drawer';
import { ResultsArea } from './results-area';
import { SearchBox } from './search-box';
import { SearchTitle } from './search-title';
import { SkipToResults } from './skip-to-results';

export function SearchScreen() {
  const { client, indexName } = useSearchService();
  const { archiveName } = useAppConfig();
  const routing = useSearchRouting(indexName);
  return (
    <InstantSearch
      searchClient={client}
      indexName={indexName}
      routing={routing}
      insights={instantSearchInsights}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={HITS_PER_PAGE} clickAnalytics />
      <SearchAnalytics />
      <SkipToResults />
      <SearchTitle archiveName={archiveName} />
      <div className="search-layout">
        <div className="search-top">
          <SearchBox />
        </div>
        <FiltersDrawer />
        <ResultsArea />
      </div>
    </InstantSearch>
  );
}

/** Inside InstantSearch: counts searches for analytics; renders nothing. */
function SearchAnalytics() {
  useSearchAnalytics();
  return null;
}
