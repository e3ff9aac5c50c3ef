import type { GeoPoint } from './geo-point';

/** The map screen's path; its position lives in the query string. */
export const MAP_PATH = '/map';

export interface MapView extends GeoPoint {
  zoom: number;
  /** The item to highlight on the map, if any. */
  item?: string | null;
}

/** Six decimals is about 10 cm: enough for any photo, and keeps the address short. */
function formatDegrees(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** `/map?lat=…&lng=…&zoom=…&item=…`, every value encoded. */
export function buildMapUrl({ lat, lng, zoom, item }: MapView): string {
  const params = new URLSearchParams({
    lat: formatDegrees(lat),
    lng: formatDegrees(lng),
    zoom: String(Math.round(zoom)),
  });
  if (item) params.set('item', item);
  return `${MAP_PATH}?${params.toString()}`;
}
