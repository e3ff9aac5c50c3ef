import type { FeatureCollection } from 'geojson';
import { Browser, circleMarker, map as createMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { addBasemap } from './basemap';
import { formatCoordinates } from './geo-point';
import './location-map.css';
import type { LocationMapHandle, LocationMapOptions } from './location-map';

export function createLeafletLocationMap(
  element: HTMLElement,
  { lat, lng, zoom, approximate, label, tiles }: LocationMapOptions,
  outline: FeatureCollection,
): LocationMapHandle {
  element.classList.add('location-map');
  element.setAttribute('role', 'group');
  element.setAttribute(
    'aria-label',
    `Map: ${label}${approximate ? ' (approximate position)' : ''}`,
  );

  const map = createMap(element, {
    center: [lat, lng],
    zoom,
    minZoom: 2,
    maxZoom: 18,
    // The page must scroll past a small map: no wheel zoom, and on touch screens one finger
    // scrolls the page (pinch still zooms; the buttons and the map screen do the rest).
    scrollWheelZoom: false,
    dragging: !Browser.mobile,
  });
  const removeBasemap = addBasemap(map, {
    tiles,
    outline,
    outlineClassName: 'location-outline',
    // The label may already be the coordinates (a position without a place name).
    describeView: () => {
      const coordinates = formatCoordinates({ lat, lng });
      const place = label === coordinates ? coordinates : `${label} · ${coordinates}`;
      return approximate ? `${place} (approximate)` : place;
    },
  });

  circleMarker([lat, lng], {
    interactive: false,
    className: approximate ? 'location-marker location-marker-approximate' : 'location-marker',
    radius: approximate ? 22 : 7,
    weight: 2,
    dashArray: approximate ? '5 4' : undefined,
    fillOpacity: approximate ? 0.15 : 0.9,
  }).addTo(map);

  // The column can change width after the first layout (fonts, the image above loading).
  const resizeObserver =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
  resizeObserver?.observe(element);

  return {
    destroy() {
      resizeObserver?.disconnect();
      removeBasemap();
      map.remove();
      element.classList.remove('location-map');
      element.removeAttribute('role');
      element.removeAttribute('aria-label');
    },
  };
}
