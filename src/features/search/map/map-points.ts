import { toGeoPoint, type GeoPoint } from '@/services/maps/geo-point';
import type { MapPoint } from '@/services/maps/results-map';
import type { MapArea, MapScope } from '@/services/search/map-area';
import type { MapPointHit } from '@/services/search/map-points-client';
import type { GeoLoc } from '@/types/item';

/** The first valid position of a hit (`_geoloc` may be one point or a list), or null. */
function firstPoint(geoloc: unknown) {
  for (const value of Array.isArray(geoloc) ? geoloc : [geoloc]) {
    const point = toGeoPoint(value as GeoLoc | null | undefined);
    if (point) return point;
  }
  return null;
}

/** Hits as markers: only those with a usable position; any title text shown as text. */
export function toMapPoints(hits: readonly MapPointHit[]): MapPoint[] {
  const points: MapPoint[] = [];
  for (const hit of hits) {
    const point = firstPoint(hit._geoloc);
    if (!point) continue;
    const title = typeof hit.title === 'string' && hit.title.trim() ? hit.title : hit.objectID;
    points.push({
      id: hit.objectID,
      ...point,
      title,
      thumbnailUrl: null,
      href: `/item/${encodeURIComponent(hit.objectID)}`,
    });
  }
  return points;
}

function inside(area: MapArea, { lat, lng }: GeoPoint): boolean {
  if (lat < area.south || lat > area.north) return false;
  return area.west <= area.east
    ? lng >= area.west && lng <= area.east
    : lng >= area.west || lng <= area.east;
}

/**
 * The 0-based place of a marker's result in the list's search, or -1. The markers are the same
 * search over the whole world in the same order, and an area only leaves results out (a box
 * does not rank by distance), so its place is the count of located results before it that lie
 * inside the area.
 */
export function placeInList(points: readonly MapPoint[], id: string, scope: MapScope): number {
  if (scope === 'none') return -1;
  let place = 0;
  for (const point of points) {
    if (!inside(scope, point)) continue;
    if (point.id === id) return place;
    place += 1;
  }
  return -1;
}
