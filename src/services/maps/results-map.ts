import type { MapTilesConfig } from '@/config/map-tiles';
import type { GeoPoint } from './geo-point';

/** One located search result as the map shows it: enough for a marker and its card. */
export interface MapPoint extends GeoPoint {
  id: string;
  title: string;
  /** A small image for the marker's card (the record's smallest rendition), if any. */
  thumbnailUrl: string | null;
  /** The item page, e.g. `/item/blinds`: the card's link. */
  href: string;
}

/** Degrees; `west > east` when the area crosses the antimeridian. */
export interface MapBounds {
  north: number;
  south: number;
  west: number;
  east: number;
}

/** Where the map looks: an area, or a centre and a zoom level (an item's "open on the map"). */
export type MapViewport =
  | { kind: 'bounds'; bounds: MapBounds }
  | { kind: 'centre'; lat: number; lng: number; zoom: number };

export interface MapMove {
  bounds: MapBounds;
  centre: GeoPoint;
  zoom: number;
}

export interface ResultsMapOptions {
  /** The first view; `null` waits for the first points and fits them. */
  initialView: MapViewport | null;
  /** The map's accessible name, e.g. "Map of results". */
  label: string;
  /** Where tiles come from; a third party's wait for the visitor's consent. */
  tiles: MapTilesConfig;
  /** After every move the visitor made (drag, zoom, keyboard, cluster click): never after ours. */
  onMoveEnd(move: MapMove): void;
  /**
   * The card's link was activated (click or Enter, without a modifier key): the screen sends its
   * events and navigates itself; the link's default is prevented. Modified clicks open normally.
   */
  onOpenPoint(point: MapPoint): void;
  /** A marker gained hover or focus (its point id), or lost it (`null`). */
  onHighlight(id: string | null): void;
  /**
   * The thumbnail of a point whose `thumbnailUrl` is null, fetched when its card opens: markers
   * carry only a title and a position, so a thousand of them stay small.
   */
  loadThumbnail?(id: string): Promise<string | null>;
  /** Aborting before the map exists leaves the element untouched (React StrictMode remounts). */
  signal?: AbortSignal;
}

export interface ResultsMapHandle {
  /** Replaces every marker; clusters follow the zoom level. Cheap to call on every response. */
  setPoints(points: readonly MapPoint[]): void;
  /** Moves to show every point (or the whole world when there are none), without `onMoveEnd`. */
  fitPoints(): void;
  /** Moves to a viewport without `onMoveEnd`. */
  setView(view: MapViewport): void;
  /** Marks the marker of `id` (or the cluster holding it) as highlighted; `null` clears. */
  highlight(id: string | null): void;
  /** Opens the card of `id`, zooming in until its marker is out of any cluster. */
  openPoint(id: string): void;
  /** The current area, centre and zoom. */
  current(): MapMove;
  destroy(): void;
}

/**
 * The results map facade (the map screen). Leaflet, its stylesheet, the cluster index and the
 * world outline are lazy chunks, loaded when the map screen mounts: never in the first load.
 */
export async function mountResultsMap(
  element: HTMLElement,
  options: ResultsMapOptions,
): Promise<ResultsMapHandle> {
  const [{ createLeafletResultsMap }, { loadWorldOutline }] = await Promise.all([
    import('./leaflet-results-map'),
    import('./world-outline'),
  ]);
  options.signal?.throwIfAborted();
  return createLeafletResultsMap(element, options, loadWorldOutline());
}
