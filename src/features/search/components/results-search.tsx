import type { ReactNode } from 'react';
import { Configure, InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch-core';
import { instantSearchInsights } from '@/services/insights/insights';
import {
  GRID_ATTRIBUTES_TO_HIGHLIGHT,
  GRID_ATTRIBUTES_TO_RETRIEVE,
  GRID_ATTRIBUTES_TO_SNIPPET,
} from '@/services/search/grid-attributes';
import { HITS_PER_PAGE } from '@/services/search/index-settings';
import { instantSearchClient } from '@/services/search/instant-search-client';
import { useServerSearchState } from '@/services/search/page-data-context';
import type { SearchClient } from '@/services/search/search-client';
import { useSearchService } from '@/services/search/search-service';
import { useSearchAnalytics } from '../hooks/use-search-analytics';
import type { SearchRouting } from '../hooks/use-search-routing';
import { SkipToResults } from './skip-to-results';
import { WhenFilter } from './connect-when';

/**
 * The search behind every screen of results (the grid, a collection, the map): InstantSearch over
 * the archive with the grid's request parameters, insights, analytics and the URL, and the skip
 * link to the results.
 */
export function ResultsSearch({
  searchClient,
  routing,
  children,
}: {
  searchClient: SearchClient;
  routing: SearchRouting;
  children: ReactNode;
}) {
  const { indexName } = useSearchService();
  // On a page rendered at build time, InstantSearch starts from the results the page holds.
  const serverState = useServerSearchState();
  // Hydrating from those results, InstantSearch replaces its client's `search`: on a client of
  // its own, which sends any other search on as before (instant-search-client.ts).
  const ownClient = instantSearchClient(searchClient);
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch
        searchClient={ownClient}
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
        {/* The `when=` date filter, on every results screen that routes (search, a collection, the map). */}
        <WhenFilter />
        <SearchAnalytics />
        <SkipToResults />
        {children}
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

/** Inside InstantSearch: counts searches for analytics; renders nothing. */
function SearchAnalytics() {
  useSearchAnalytics();
  return null;
}
