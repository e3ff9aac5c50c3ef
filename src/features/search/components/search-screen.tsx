import type { ReactNode } from 'react';
import { Configure, InstantSearch } from 'react-instantsearch-core';
import { useAppConfig } from '@/config/app-config-context';
import {
  GRID_ATTRIBUTES_TO_HIGHLIGHT,
  GRID_ATTRIBUTES_TO_RETRIEVE,
  GRID_ATTRIBUTES_TO_SNIPPET,
} from '@/services/search/grid-attributes';
import { HITS_PER_PAGE } from '@/services/search/index-settings';
import { instantSearchInsights } from '@/services/insights/insights';
import type { SearchClient } from '@/services/search/search-client';
import { useSearchService } from '@/services/search/search-service';
import { useSearchAnalytics } from '../hooks/use-search-analytics';
import { useSearchRouting } from '../hooks/use-search-routing';
import { FiltersDrawer } from './filters-drawer';
import { ResultsArea } from './results-area';
import { SearchBox } from './search-box';
import { SearchTitle } from './search-title';
import { SkipToResults } from './skip-to-results';

/** A search inside part of the archive (a collection): its own heading and client. */
export interface SearchScope {
  /** Rendered inside InstantSearch instead of the hidden "Search" heading. */
  heading: ReactNode;
  /** Adds the part's filters to every request: not refinements, so no chip and no "clear". */
  searchClient: SearchClient;
}

export function SearchScreen({ scope }: { scope?: SearchScope }) {
  const { client, indexName } = useSearchService();
  const { archiveName } = useAppConfig();
  const routing = useSearchRouting(indexName);
  return (
    <InstantSearch
      searchClient={scope?.searchClient ?? client}
      indexName={indexName}
      routing={routing}
      insights={instantSearchInsights}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={HITS_PER_PAGE}
        clickAnalytics
        attributesToRetrieve={GRID_ATTRIBUTES_TO_RETRIEVE}
        attributesToHighlight={GRID_ATTRIBUTES_TO_HIGHLIGHT}
        attributesToSnippet={GRID_ATTRIBUTES_TO_SNIPPET}
      />
      <SearchAnalytics />
      <SkipToResults />
      {scope ? scope.heading : <SearchTitle archiveName={archiveName} />}
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
