import { useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useMetaDescription } from '@/components/ui/use-meta-description';
import { useAppConfig } from '@/config/app-config-context';
import { parseMapScreenView, formatMapScreenView } from '@/services/maps/map-url';
import { replicaIndexName, SORT_ORDERS } from '@/services/search/index-settings';
import { withMapPoints, type MapPoints } from '@/services/search/map-points-client';
import { useSearchService } from '@/services/search/search-service';
import { formatSearchUrl, parseSearchUrl } from '@/services/search/search-url';
import { FiltersDrawer } from '../components/filters-drawer';
import { ResultsArea } from '../components/results-area';
import { ResultsSearch } from '../components/results-search';
import { SearchBox } from '../components/search-box';
import { useCurrentSearch } from '../hooks/use-current-search';
import { useSearchRouting } from '../hooks/use-search-routing';
import { MapPanel } from './map-panel';
import { SkipToMap } from './skip-to-map';
import './map.css';

/**
 * `/map`: the search screen's search (same query, filters and URL parameters) shown on a map
 * beside the list of results. The map's area is part of the search (connect-map-area.ts); where
 * the map looks without searching (a centre and zoom, an item's card) is the screen's own part
 * of the URL (map-url.ts).
 */
export function MapScreen() {
  const { client, indexName } = useSearchService();
  const { archiveName } = useAppConfig();
  useDocumentTitle('Map', archiveName);
  useMetaDescription(`The items of ${archiveName} on a map: search by place, share the area.`);
  // Read once: later the map itself is the truth, and this only follows it for the URL. The
  // router's address, not window's: the page is also rendered in Node at build time.
  const { search } = useLocation();
  const view = useRef(parseMapScreenView(search));
  const routing = useSearchRouting(indexName, () => formatMapScreenView(view.current));
  const [points, setPoints] = useState<MapPoints | null>(null);
  const searchClient = useMemo(() => {
    const archive = new Set(SORT_ORDERS.map((sort) => replicaIndexName(indexName, sort)));
    return withMapPoints(client, archive, (next) => {
      performance.mark('folio:map-points-received');
      setPoints(next);
    });
  }, [client, indexName]);

  return (
    <ResultsSearch searchClient={searchClient} routing={routing}>
      <h1 className="map-title" tabIndex={-1}>
        Map <span className="visually-hidden">of {archiveName}</span>
      </h1>
      <div className="search-layout map-layout">
        <div className="search-top map-top">
          <SearchBox />
          <SkipToMap />
          <ListViewLink />
        </div>
        <FiltersDrawer />
        <div className="map-main">
          <MapPanel points={points} viewRef={view} />
          <ResultsArea where=" in this area" />
        </div>
      </div>
    </ResultsSearch>
  );
}

/** The same search as a grid: everything but the map's area. */
function ListViewLink() {
  const query = formatSearchUrl({ ...parseSearchUrl(useCurrentSearch()), area: undefined });
  return (
    <Link className="map-list-link" to={query ? `/?${query}` : '/'}>
      Show as a grid
    </Link>
  );
}
