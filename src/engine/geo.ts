import { isPlainObject } from './attribute-path';

/**
 * `_geoloc` points per record (CSR layout: a record may have several) and the geometry on them.
 *
 * Algolia searches a grid of 1e-4 degree (about 10 m): each coordinate is floored to 4 decimals
 * when indexed, and boxes, distances and `matchedGeoLocation` all use the floored values (its
 * "internal precision"; hits still return `_geoloc` as sent). A real answer shows it: a record at
 * 51.511952,-0.108341 matched as 51.5119,-0.1084 at 686 m from 51.5180697,-0.1085203, which is
 * the haversine distance (mean Earth radius) to the floored point, not the 680 m to the raw one.
 */
export interface GeoColumn {
  offsets: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** A box's edges, inclusive; `south < north` and `west < east` (empty boxes are dropped). */
export interface BoundingBox {
  north: number;
  south: number;
  west: number;
  east: number;
}

export type Polygon = readonly LatLng[];

const GRID = 1e4;

/** Floors to 4 decimals; rounding at 1e-8 first keeps 0.3 (2999.9999… × 1e-4) at 0.3. */
export function floorToGrid(degrees: number): number {
  return Math.floor(Math.round(degrees * GRID * GRID) / GRID) / GRID;
}

function readPoint(value: unknown): LatLng | null {
  if (!isPlainObject(value)) return null;
  const lat = Number(value.lat);
  const lng = Number(value.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

export function buildGeoColumn(records: readonly Record<string, unknown>[]): GeoColumn {
  const offsets = new Int32Array(records.length + 1);
  const lat: number[] = [];
  const lng: number[] = [];
  records.forEach((record, index) => {
    const raw = record._geoloc;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const point = readPoint(value);
      if (point) {
        lat.push(floorToGrid(point.lat));
        lng.push(floorToGrid(point.lng));
      }
    }
    offsets[index + 1] = lat.length;
  });
  return { offsets, lat: Float64Array.from(lat), lng: Float64Array.from(lng) };
}

const EARTH_RADIUS_M = 6_371_000;
const RADIANS = Math.PI / 180;

/** Haversine distance on a sphere of the Earth's mean radius, as Algolia's distances are. */
export function distanceMetres(a: LatLng, bLat: number, bLng: number): number {
  const dLat = (bLat - a.lat) * RADIANS;
  const dLng = (bLng - a.lng) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(bLat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The position in the column of the record's point closest to `origin` (Algolia ranks a
 * multi-point record by it), or -1 when the record has no location.
 */
export function nearestPoint(column: GeoColumn, record: number, origin: LatLng): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  const end = column.offsets[record + 1] as number;
  for (let i = column.offsets[record] as number; i < end; i += 1) {
    const distance = distanceMetres(origin, column.lat[i] as number, column.lng[i] as number);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** Metres from `origin` to the record's closest point; Infinity without a location. */
export function nearestDistance(column: GeoColumn, record: number, origin: LatLng): number {
  const point = nearestPoint(column, record, origin);
  return point < 0
    ? Number.POSITIVE_INFINITY
    : distanceMetres(origin, column.lat[point] as number, column.lng[point] as number);
}

/** Whether any of the record's points is inside any of the boxes (none: never). */
export function insideSomeBox(
  column: GeoColumn,
  record: number,
  boxes: readonly BoundingBox[],
): boolean {
  const end = column.offsets[record + 1] as number;
  for (let i = column.offsets[record] as number; i < end; i += 1) {
    const lat = column.lat[i] as number;
    const lng = column.lng[i] as number;
    for (let b = 0; b < boxes.length; b += 1) {
      const box = boxes[b] as BoundingBox;
      if (lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east) return true;
    }
  }
  return false;
}

/** Ray casting, treating latitude and longitude as plane coordinates, as small polygons allow. */
function insidePolygon(polygon: Polygon, lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] as LatLng;
    const b = polygon[j] as LatLng;
    if (
      a.lng > lng !== b.lng > lng &&
      lat < ((b.lat - a.lat) * (lng - a.lng)) / (b.lng - a.lng) + a.lat
    ) {
      inside = !inside;
    }
  }
  return inside;
}

export function insideSomePolygon(
  column: GeoColumn,
  record: number,
  polygons: readonly Polygon[],
): boolean {
  const end = column.offsets[record + 1] as number;
  for (let i = column.offsets[record] as number; i < end; i += 1) {
    for (const polygon of polygons) {
      if (insidePolygon(polygon, column.lat[i] as number, column.lng[i] as number)) return true;
    }
  }
  return false;
}
