import type { RecordPredicate } from './filters/compile-filter';
import { insideBox, insidePolygon, nearestPoint, somePoint } from './geo';
import type { GeoColumn } from './geo';
import type { GeoQuery } from './params/read-geo-params';

/**
 * The geo part of a search: which records pass (`insideBoundingBox`, `insidePolygon`, or
 * `aroundLatLng` + `aroundRadius`) and, for an around search, each record's distance.
 * A bounding box or polygon takes precedence over `aroundLatLng`, as in Algolia.
 */
export interface GeoConstraint {
  test: RecordPredicate | null;
  /** Metres to the closest point, Infinity without `_geoloc`; filled for records tested. */
  distances: Float64Array | null;
}

export function geoConstraint(
  geo: GeoQuery,
  column: () => GeoColumn,
  recordCount: number,
): GeoConstraint {
  const { boxes, polygons, around, radius } = geo;
  if (boxes || polygons) {
    const points = column();
    const inBoxes = (lat: number, lng: number) =>
      boxes?.some((box) => insideBox(box, lat, lng)) ?? true;
    const inPolygons = (lat: number, lng: number) =>
      polygons?.some((polygon) => insidePolygon(polygon, lat, lng)) ?? true;
    const inside = (lat: number, lng: number) => inBoxes(lat, lng) && inPolygons(lat, lng);
    return { test: (record) => somePoint(points, record, inside), distances: null };
  }
  if (!around) return { test: null, distances: null };
  const points = column();
  const distances = new Float64Array(recordCount).fill(Number.POSITIVE_INFINITY);
  return {
    distances,
    test: (record) => {
      const distance = nearestPoint(points, record, around)?.distance ?? Number.POSITIVE_INFINITY;
      distances[record] = distance;
      // `all` keeps records without a location (ranked last); otherwise they are left out.
      if (radius === 'all') return true;
      return distance !== Number.POSITIVE_INFINITY && (radius === null || distance <= radius);
    },
  };
}
