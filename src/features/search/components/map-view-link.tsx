import { Link } from 'react-router';
import { mapSearchHref } from '@/services/search/map-search-href';
import { useCurrentSearch } from '../hooks/use-current-search';
import './map-view-link.css';

/** The same search on the map: the query and filters on screen, as the map's "Show as a grid". */
export function MapViewLink() {
  return (
    <Link className="map-view-link" to={mapSearchHref(useCurrentSearch())}>
      Show on a map
    </Link>
  );
}
