import type { RecordPredicate } from './filters/compile-filter';
import { insideSomeBox, insideSomePolygon, nearestDistance } from './geo';
import type { GeoColumn, LatLng } from './geo';
import type { GeoQuery, PrecisionBand } from './params/read-geo-params';

/**
 * The geo part of a search: which records pass and, for a search around a point, each record's
 * distance. As in Algolia, `insideBoundingBox` wins over `insidePolygon`, and either over
 * `aroundLatLng`; only a search around a point ranks by distance (a box or polygon has no
 * centre). Records without `_geoloc` never pass a geo constraint, `aroundRadius: "all"` included.
 */
export interface GeoConstraint {
  test: RecordPredicate | null;
  /** With `aroundLatLng`: the centre, and metres to each tested record's closest point. */
  origin: LatLng | null;
  distances: Float64Array | null;
}

const NONE: GeoConstraint = { test: null, origin: null, distances: null };

export function geoConstraint(
  geo: GeoQuery,
  column: () => GeoColumn,
  recordCount: number,
): GeoConstraint {
  const { boxes, polygons, around, radius } = geo;
  if (boxes) {
    const points = column();
    return {
      test: (record) => insideSomeBox(points, record, boxes),
      origin: null,
      distances: null,
    };
  }
  if (polygons) {
    const points = column();
    return {
      test: (record) => insideSomePolygon(points, record, polygons),
      origin: null,
      distances: null,
    };
  }
  if (!around) return NONE;
  const points = column();
  const limit = typeof radius === 'number' ? radius : Number.POSITIVE_INFINITY;
  const distances = new Float64Array(recordCount);
  return {
    origin: around,
    distances,
    test: (record) => {
      const distance = nearestDistance(points, record, around);
      distances[record] = distance;
      return distance !== Number.POSITIVE_INFINITY && distance <= limit;
    },
  };
}

/**
 * The `automaticRadius` of a search around a point without `aroundRadius`: the radius the
 * engine used, which here takes in every located record, so the farthest hit's distance in
 * whole metres (at least `minimumAroundRadius`). Null when the radius was given.
 */
export function automaticRadius(
  geo: GeoQuery,
  distances: Float64Array | null,
  ids: Int32Array,
): number | null {
  if (!distances || geo.radius !== null) return null;
  let farthest = 0;
  for (let i = 0; i < ids.length; i += 1) {
    farthest = Math.max(farthest, distances[ids[i] as number] as number);
  }
  return Math.max(Math.ceil(farthest), geo.minimumRadius ?? 0);
}

/** The `aroundPrecision` band a distance falls in: the last one whose `from` it reaches. */
export function precisionBand(bands: readonly PrecisionBand[], distance: number): PrecisionBand {
  let band = bands[0] as PrecisionBand;
  for (let i = 1; i < bands.length && (bands[i] as PrecisionBand).from <= distance; i += 1) {
    band = bands[i] as PrecisionBand;
  }
  return band;
}

/**
 * Where a distance's group starts, in metres: distances in one group tie on the `geo`
 * criterion (with `aroundPrecision: 100`, 0–99 m, then 100–199 m…). Groups are counted from
 * their band's `from`, so they grow with the distance across bands too.
 */
export function geoGroup(bands: readonly PrecisionBand[], distance: number): number {
  const { from, value } = precisionBand(bands, distance);
  return from + Math.floor((distance - from) / value) * value;
}
