import { isPlainObject } from './attribute-path';

/** `_geoloc` points per record (CSR layout: a record may have several) and the geometry on them. */
export interface GeoColumn {
  offsets: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** North and south latitudes; `west > east` means the box crosses the antimeridian. */
export interface BoundingBox {
  north: number;
  south: number;
  west: number;
  east: number;
}

export type Polygon = readonly LatLng[];

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
        lat.push(point.lat);
        lng.push(point.lng);
      }
    }
    offsets[index + 1] = lat.length;
  });
  return { offsets, lat: Float64Array.from(lat), lng: Float64Array.from(lng) };
}

const EARTH_RADIUS_M = 6_371_000;
const RADIANS = Math.PI / 180;

export function distanceMetres(a: LatLng, bLat: number, bLng: number): number {
  const dLat = (bLat - a.lat) * RADIANS;
  const dLng = (bLng - a.lng) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(bLat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The record's point closest to `origin` (Algolia ranks multi-point records by it). */
export function nearestPoint(
  column: GeoColumn,
  record: number,
  origin: LatLng,
): { point: LatLng; distance: number } | null {
  let best: { point: LatLng; distance: number } | null = null;
  const end = column.offsets[record + 1] as number;
  for (let i = column.offsets[record] as number; i < end; i += 1) {
    const lat = column.lat[i] as number;
    const lng = column.lng[i] as number;
    const distance = distanceMetres(origin, lat, lng);
    if (!best || distance < best.distance) best = { point: { lat, lng }, distance };
  }
  return best;
}

export function insideBox(box: BoundingBox, lat: number, lng: number): boolean {
  if (lat < box.south || lat > box.north) return false;
  return box.west <= box.east
    ? lng >= box.west && lng <= box.east
    : lng >= box.west || lng <= box.east;
}

/** Ray casting, treating latitude and longitude as plane coordinates, as small polygons allow. */
export function insidePolygon(polygon: Polygon, lat: number, lng: number): boolean {
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

export function somePoint(
  column: GeoColumn,
  record: number,
  test: (lat: number, lng: number) => boolean,
): boolean {
  const end = column.offsets[record + 1] as number;
  for (let i = column.offsets[record] as number; i < end; i += 1) {
    if (test(column.lat[i] as number, column.lng[i] as number)) return true;
  }
  return false;
}
