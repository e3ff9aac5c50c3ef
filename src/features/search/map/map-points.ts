import { toGeoPoint } from '@/services/maps/geo-point';
import type { MapPoint } from '@/services/maps/results-map';
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
