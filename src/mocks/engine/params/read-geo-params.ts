import { badRequest, describeValue } from '../engine-error';
import type { BoundingBox, LatLng, Polygon } from '../geo';
import type { ParamReader } from './param-reader';
import { parseJsonText } from './param-reader';

export interface GeoQuery {
  around: LatLng | null;
  /** Metres, `'all'`, or null for Algolia's automatic radius (here: no limit, geo records only). */
  radius: number | 'all' | null;
  /** Distances within the same `precision` metres tie for ranking. */
  precision: number;
  boxes: readonly BoundingBox[] | null;
  polygons: readonly Polygon[] | null;
}

const DEFAULT_PRECISION = 10;

function toNumbers(name: string, value: unknown): number[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  const numbers = Array.isArray(items) ? items.map((item) => Number(item)) : [];
  if (!Array.isArray(items) || items.length === 0 || !numbers.every(Number.isFinite)) {
    throw badRequest(`${name}: expected comma-separated numbers, got ${describeValue(value)}`);
  }
  return numbers;
}

/** A string of numbers, an array of numbers, or an array of such arrays (JSON in the URL form). */
function readShapes(name: string, value: unknown): number[][] {
  const parsed =
    typeof value === 'string' && value.trim().startsWith('[') ? parseJsonText(name, value) : value;
  if (Array.isArray(parsed) && parsed.some((item) => Array.isArray(item))) {
    return parsed.map((item: unknown) => toNumbers(name, item));
  }
  return [toNumbers(name, parsed)];
}

function checkPoint(name: string, lat: number, lng: number, value: unknown): LatLng {
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw badRequest(
      `${name}: latitude must be within ±90 and longitude within ±180, got ${describeValue(value)}`,
    );
  }
  return { lat, lng };
}

function readAround(params: ParamReader): LatLng | null {
  const value = params.raw('aroundLatLng');
  if (isBlank(value)) return null;
  const numbers = typeof value === 'string' ? value.split(',').map((part) => Number(part)) : [];
  const [lat, lng] = numbers;
  if (
    numbers.length !== 2 ||
    lat === undefined ||
    lng === undefined ||
    !numbers.every(Number.isFinite)
  ) {
    throw badRequest(`aroundLatLng: expected "lat, lng", got ${describeValue(value)}`);
  }
  return checkPoint('aroundLatLng', lat, lng, value);
}

/** Two opposite corners; the one further north is the north-east corner, as InstantSearch sends. */
function toBox(numbers: number[], value: unknown): BoundingBox {
  const [lat1 = 0, lng1 = 0, lat2 = 0, lng2 = 0] = numbers;
  const first = checkPoint('insideBoundingBox', lat1, lng1, value);
  const second = checkPoint('insideBoundingBox', lat2, lng2, value);
  const [northEast, southWest] = first.lat >= second.lat ? [first, second] : [second, first];
  return { north: northEast.lat, south: southWest.lat, east: northEast.lng, west: southWest.lng };
}

function readRadius(params: ParamReader): number | 'all' | null {
  return params.raw('aroundRadius') === 'all' ? 'all' : params.integer('aroundRadius', 1);
}

function readPrecision(params: ParamReader): number {
  const value = params.raw('aroundPrecision');
  if (value === undefined || value === null || Array.isArray(value)) return DEFAULT_PRECISION;
  return params.integer('aroundPrecision', 1) ?? DEFAULT_PRECISION;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function readBoxes(params: ParamReader): BoundingBox[] | null {
  const value = params.raw('insideBoundingBox');
  if (isBlank(value)) return null;
  return readShapes('insideBoundingBox', value).flatMap((numbers) => {
    if (numbers.length % 4 !== 0) {
      throw badRequest(
        `insideBoundingBox: expected groups of 4 numbers (lat1,lng1,lat2,lng2), got ${describeValue(value)}`,
      );
    }
    const boxes: BoundingBox[] = [];
    for (let i = 0; i < numbers.length; i += 4) boxes.push(toBox(numbers.slice(i, i + 4), value));
    return boxes;
  });
}

function readPolygons(params: ParamReader): Polygon[] | null {
  const value = params.raw('insidePolygon');
  if (isBlank(value)) return null;
  return readShapes('insidePolygon', value).map((numbers) => {
    if (numbers.length < 6 || numbers.length % 2 !== 0) {
      throw badRequest(
        `insidePolygon: expected at least 3 "lat,lng" points, got ${describeValue(value)}`,
      );
    }
    const points: LatLng[] = [];
    for (let i = 0; i < numbers.length; i += 2) {
      points.push(checkPoint('insidePolygon', numbers[i] ?? 0, numbers[i + 1] ?? 0, value));
    }
    return points;
  });
}

export function readGeoQuery(params: ParamReader): GeoQuery {
  return {
    around: readAround(params),
    radius: readRadius(params),
    precision: readPrecision(params),
    boxes: readBoxes(params),
    polygons: readPolygons(params),
  };
}
