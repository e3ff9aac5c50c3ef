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
  return `${MAP_PATH}?${formatMapScreenView({ centre: { lat, lng, zoom }, item: item ?? null })}`;
}

export interface MapScreenView {
  /** A centre and zoom to open at (an item's "Show on the map", or a map moved without a search). */
  centre: (GeoPoint & { zoom: number }) | null;
  /** The item whose card opens on arrival. */
  item: string | null;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 19;
const MAX_ITEM_LENGTH = 512;

function readNumber(params: URLSearchParams, name: string, limit: number): number | null {
  const raw = params.get(name);
  if (raw === null || !/^-?\d{1,3}(\.\d{1,12})?$/.test(raw)) return null;
  const value = Number(raw);
  return Math.abs(value) <= limit ? value : null;
}

/** The view part of a `/map` address (the search part is read by search-url.ts); bad values dropped. */
export function parseMapScreenView(search: string): MapScreenView {
  const params = new URLSearchParams(search);
  const lat = readNumber(params, 'lat', 90);
  const lng = readNumber(params, 'lng', 180);
  const zoom = readNumber(params, 'zoom', MAX_ZOOM);
  const centre =
    lat !== null && lng !== null && zoom !== null && zoom >= MIN_ZOOM
      ? { lat, lng, zoom: Math.round(zoom) }
      : null;
  const rawItem = params.get('item');
  const item = rawItem && rawItem.length <= MAX_ITEM_LENGTH ? rawItem : null;
  return { centre, item };
}

/** `lat=…&lng=…&zoom=…&item=…` (without `?`), or the empty string. */
export function formatMapScreenView({ centre, item }: MapScreenView): string {
  const params = new URLSearchParams();
  if (centre) {
    params.set('lat', formatDegrees(centre.lat));
    params.set('lng', formatDegrees(centre.lng));
    params.set('zoom', String(Math.round(centre.zoom)));
  }
  if (item) params.set('item', item);
  return params.toString();
}
