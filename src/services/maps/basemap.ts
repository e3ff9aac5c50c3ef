import type { FeatureCollection } from 'geojson';
import { geoJSON, tileLayer, type Map as LeafletMap } from 'leaflet';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
// OpenStreetMap's tile policy requires this credit. Leaflet's own (BSD) is optional: the maps
// keep only the required one so it fits on one line at 320 px.
const TILE_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Below Leaflet's tile pane (z-index 200), so real tiles cover it and failed ones reveal it. */
const OUTLINE_PANE = 'outline';

/**
 * OpenStreetMap's tiles over the bundled world outline, so coastlines and borders still show
 * when the tiles cannot load. `outlineClassName` themes the land (fill and stroke in CSS).
 */
export function addBasemap(
  map: LeafletMap,
  outline: FeatureCollection,
  outlineClassName: string,
): void {
  map.attributionControl.setPrefix(false);
  const outlinePane = map.createPane(OUTLINE_PANE);
  outlinePane.style.zIndex = '150';
  geoJSON(outline, {
    pane: OUTLINE_PANE,
    interactive: false,
    style: { className: outlineClassName, weight: 0.6, fillOpacity: 1 },
  }).addTo(map);
  tileLayer(TILE_URL, { maxZoom: 19, attribution: TILE_ATTRIBUTION }).addTo(map);
}
