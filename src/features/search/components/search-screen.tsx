import type { ReactNode } from 'react';
import { useAppConfig } from '@/config/app-config-context';
import type { SearchClient } from '@/services/search/search-client';
import { useSearchService } from '@/services/search/search-service';
import { useSearchRouting } from '../hooks/use-search-routing';
import { FiltersDrawer } from './filters-drawer';
import { MapViewLink } from './map-view-link';
import { ResultsArea } from './results-area';
import { ResultsSearch } from './results-search';
import { SearchBox } from './search-box';
import { SearchTitle } from './search-title';

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
    <ResultsSearch searchClient={scope?.searchClient ?? client} routing={routing}>
      {scope ? scope.heading : <SearchTitle archiveName={archiveName} />}
      <div className="search-layout">
        {/* A collection's scope is not a search the map can run: the map link is the archive's. */}
        <div className={scope ? 'search-top' : 'search-top search-top-with-map-link'}>
          <SearchBox />
          {!scope && <MapViewLink />}
        </div>
        <FiltersDrawer />
        <ResultsArea />
      </div>
    </ResultsSearch>
  );
}
