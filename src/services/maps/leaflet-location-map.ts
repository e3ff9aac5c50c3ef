import type { FeatureCollection } from 'geojson';
import { Browser, circleMarker, geoJSON, map as createMap, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './location-map.css';
import type { LocationMapHandle, LocationMapOptions } from './location-map';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
// OpenStreetMap's tile policy requires this credit. Leaflet's own (BSD) is optional: the small
// map keeps only the required one so it fits on one line at 320 px.
const TILE_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Below Leaflet's tile pane (z-index 200), so real tiles cover it and failed ones reveal it. */
const OUTLINE_PANE = 'outline';

export function createLeafletLocationMap(
  element: HTMLElement,
  { lat, lng, zoom, approximate, label }: LocationMapOptions,
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
  map.attributionControl.setPrefix(false);

  const outlinePane = map.createPane(OUTLINE_PANE);
  outlinePane.style.zIndex = '150';
  geoJSON(outline, {
    pane: OUTLINE_PANE,
    interactive: false,
    style: { className: 'location-outline', weight: 0.6, fillOpacity: 1 },
  }).addTo(map);

  tileLayer(TILE_URL, { maxZoom: 19, attribution: TILE_ATTRIBUTION }).addTo(map);

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
      map.remove();
      element.classList.remove('location-map');
      element.removeAttribute('role');
      element.removeAttribute('aria-label');
    },
  };
}
