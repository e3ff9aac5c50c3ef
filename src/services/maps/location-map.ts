import type { MapTilesConfig } from '@/config/map-tiles';
import type { GeoPoint } from './geo-point';

export interface LocationMapOptions extends GeoPoint {
  /** A wider, dashed circle instead of a dot: the position is the centre of a named place. */
  approximate: boolean;
  zoom: number;
  /** What the map shows, for its accessible name, e.g. "Skagen, Denmark". */
  label: string;
  /** Where tiles come from; a third party's wait for the visitor's consent. */
  tiles: MapTilesConfig;
  /** Aborting before the map exists leaves the element untouched (React StrictMode remounts). */
  signal?: AbortSignal;
}

export interface LocationMapHandle {
  destroy(): void;
}

/**
 * The maps facade. Leaflet, its stylesheet and the world outline are separate chunks that load
 * on first use, so an item page without a position never downloads them.
 */
export async function mountLocationMap(
  element: HTMLElement,
  options: LocationMapOptions,
): Promise<LocationMapHandle> {
  const [{ createLeafletLocationMap }, { loadWorldOutline }] = await Promise.all([
    import('./leaflet-location-map'),
    import('./world-outline'),
  ]);
  options.signal?.throwIfAborted();
  return createLeafletLocationMap(element, options, loadWorldOutline());
}
