import { Link } from 'react-router';
import {
  describePlace,
  formatCoordinates,
  isApproximate,
  locationZoom,
  toGeoPoint,
} from '@/services/maps/geo-point';
import { buildMapUrl } from '@/services/maps/map-url';
import type { ItemView } from '@/types/item';
import { ItemLocationMap } from './item-location-map';
import './item-location.css';

/** Where the item was made: the place name, and a small map when the record has a position. */
export function ItemLocation({ item }: { item: ItemView }) {
  const point = toGeoPoint(item._geoloc);
  const place = describePlace(item.place);
  if (!point && !place) return null;

  const approximate = point !== null && isApproximate(item.geoPrecision);
  const zoom = locationZoom(approximate);
  return (
    <section className="item-location" aria-labelledby="item-location-title">
      <h2 id="item-location-title">Location</h2>
      <p className="item-location-place">{place ?? (point && formatCoordinates(point))}</p>
      {point && (
        <>
          {approximate && (
            <p className="item-location-note">
              Approximate position: the centre of the named place, not the exact spot.
            </p>
          )}
          <ItemLocationMap
            lat={point.lat}
            lng={point.lng}
            zoom={zoom}
            approximate={approximate}
            label={place ?? formatCoordinates(point)}
          />
          <p>
            <Link to={buildMapUrl({ ...point, zoom, item: item.objectID })}>Show on the map</Link>
          </p>
        </>
      )}
    </section>
  );
}
