import type { BoundingBox, LatLng, Polygon } from '../geo';
import {
  checkPoint,
  invalidValue,
  ownField,
  parseIfJson,
  readFloat,
  readInteger,
} from './geo-values';
import type { ParamReader } from './param-reader';

/**
 * The geo parameters of a search, read as Algolia reads them. Every one is checked even when
 * another takes precedence (a box over `aroundLatLng`), as a bad value is a 400 either way.
 *
 * - `insideBoundingBox`: `"lat1,lng1,lat2,lng2[,…]"` (4 numbers per box) or `[[lat1, lng1, lat2,
 *   lng2], …]`. A box is given by any two opposite corners, in either order: Algolia's own
 *   examples use north-east then south-west (what InstantSearch sends), south-west then
 *   north-east, and north-west then south-east, all for ordinary boxes. So a box spans the
 *   latitudes and the longitudes between its corners' and never crosses the antimeridian: an
 *   area across it takes two boxes that stop at ±180 (the docs warn about boxes crossing the
 *   180th meridian). A flat JSON array of numbers is refused with "expected float", as the
 *   service refuses it (algoliasearch-helper-js#787, api-clients-automation#2097; the client's
 *   type is `string | number[][]`), whatever the docs' `[47.3165, 4.9665, …]` suggests.
 * - An empty box (the same latitude or the same longitude twice) holds nothing: it matches no
 *   record and is no error. Algolia documents no answer for it; a map in a hidden container
 *   sends one, and "nothing here" is what it shows.
 * - `aroundRadius`: metres (an integer from 1) or `"all"` (every located record). Without it,
 *   Algolia picks a radius from the density of records around the point; here the automatic
 *   radius takes in every located record, and `automaticRadius` reports the farthest hit's
 *   distance (at least `minimumAroundRadius`, which only raises an automatic radius).
 * - `aroundPrecision`: an integer (metres) or `[{from, value}, …]`; values below 10 count as 10.
 */

export interface PrecisionBand {
  /** Metres from the centre where this band starts. */
  from: number;
  /** Distances in this band group in steps of this many metres. */
  value: number;
}

export interface GeoQuery {
  around: LatLng | null;
  radius: number | 'all' | null;
  minimumRadius: number | null;
  /** Ascending by `from`, the first from 0. */
  precision: readonly PrecisionBand[];
  /** Non-empty boxes only, so `[]` (every box empty) matches nothing. */
  boxes: readonly BoundingBox[] | null;
  polygons: readonly Polygon[] | null;
}

export const MIN_PRECISION = 10;
const DEFAULT_PRECISION: readonly PrecisionBand[] = [{ from: 0, value: MIN_PRECISION }];
const MAX_POLYGON_POINTS = 10_000;

const BOX = 'insideBoundingBox';
const AROUND = 'aroundLatLng';
// Algolia's own wording for these (seen in its 400 answers), "integers" included.
const BOX_COUNT = 'expected list of float with nb element = 4 + 4 * X';
const AROUND_COUNT = 'expected two integers like "aroundLatLng=47.316669,5.016670"';
const NOT_FLOAT = 'expected float';

function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function floatsOf(name: string, items: readonly unknown[], strict: boolean): number[] {
  return items.map((item) => {
    const number = strict && typeof item !== 'number' ? null : readFloat(item);
    if (number === null) throw invalidValue(name, NOT_FLOAT);
    return number;
  });
}

/** The service's reading of opposite corners: the latitudes and longitudes between theirs. */
function toBox(lat1: number, lng1: number, lat2: number, lng2: number): BoundingBox | null {
  checkPoint(BOX, lat1, lng1);
  checkPoint(BOX, lat2, lng2);
  const box = {
    south: Math.min(lat1, lat2),
    north: Math.max(lat1, lat2),
    west: Math.min(lng1, lng2),
    east: Math.max(lng1, lng2),
  };
  return box.south < box.north && box.west < box.east ? box : null;
}

function readBoxes(params: ParamReader): BoundingBox[] | null {
  const value = parseIfJson(BOX, params.raw(BOX));
  if (isUnset(value)) return null;
  let groups: number[][];
  if (typeof value === 'string' || typeof value === 'number') {
    const numbers = floatsOf(BOX, String(value).split(','), false);
    if (numbers.length % 4 !== 0) throw invalidValue(BOX, BOX_COUNT);
    groups = Array.from({ length: numbers.length / 4 }, (_, i) => numbers.slice(i * 4, i * 4 + 4));
  } else if (Array.isArray(value)) {
    groups = value.map((item: unknown) => {
      if (!Array.isArray(item)) throw invalidValue(BOX, NOT_FLOAT);
      const numbers = floatsOf(BOX, item, true);
      if (numbers.length !== 4) throw invalidValue(BOX, BOX_COUNT);
      return numbers;
    });
  } else {
    throw invalidValue(BOX, NOT_FLOAT);
  }
  if (groups.length === 0) throw invalidValue(BOX, BOX_COUNT);
  return groups.flatMap(([lat1 = 0, lng1 = 0, lat2 = 0, lng2 = 0]) => {
    const box = toBox(lat1, lng1, lat2, lng2);
    return box ? [box] : [];
  });
}

/** `"lat, lng"` (spaces allowed), or `[lat, lng]`, which the service reads too. */
function readAround(params: ParamReader): LatLng | null {
  const value = parseIfJson(AROUND, params.raw(AROUND));
  if (isUnset(value)) return null;
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items) || items.length !== 2) throw invalidValue(AROUND, AROUND_COUNT);
  const [lat = 0, lng = 0] = floatsOf(AROUND, items, false);
  return checkPoint(AROUND, lat, lng);
}

function readRadius(params: ParamReader): number | 'all' | null {
  const value = params.raw('aroundRadius');
  if (value === undefined || value === null) return null;
  if (value === 'all') return 'all';
  const radius = readInteger(value);
  if (radius === null || radius < 1) {
    throw invalidValue('aroundRadius', 'expected integer >= 1 or "all"');
  }
  return radius;
}

function readMinimumRadius(params: ParamReader): number | null {
  const value = params.raw('minimumAroundRadius');
  if (value === undefined || value === null) return null;
  const radius = readInteger(value);
  if (radius === null || radius < 1) {
    throw invalidValue('minimumAroundRadius', 'expected integer >= 1');
  }
  return radius;
}

const PRECISION_EXPECTED = 'expected integer >= 0 or a list of {"from": integer, "value": integer}';

function readPrecision(params: ParamReader): readonly PrecisionBand[] {
  const value = parseIfJson('aroundPrecision', params.raw('aroundPrecision'));
  if (value === undefined || value === null) return DEFAULT_PRECISION;
  const single = readInteger(value);
  if (single !== null && single >= 0) return [{ from: 0, value: Math.max(MIN_PRECISION, single) }];
  if (!Array.isArray(value)) throw invalidValue('aroundPrecision', PRECISION_EXPECTED);
  const bands = value.map((item: unknown) => {
    // Integers only: `{"from": 0.0, "value": 1000.0}` is refused by the service too.
    const from = ownField(item, 'from');
    const step = ownField(item, 'value');
    if (typeof from !== 'number' || typeof step !== 'number') {
      throw invalidValue('aroundPrecision', PRECISION_EXPECTED);
    }
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(step) || from < 0 || step < 0) {
      throw invalidValue('aroundPrecision', PRECISION_EXPECTED);
    }
    return { from, value: Math.max(MIN_PRECISION, step) };
  });
  bands.sort((a, b) => a.from - b.from);
  // Below the first band's `from`, the default precision applies.
  return bands[0]?.from === 0 ? bands : [...DEFAULT_PRECISION, ...bands];
}

function readPolygons(params: ParamReader): Polygon[] | null {
  const name = 'insidePolygon';
  const value = parseIfJson(name, params.raw(name));
  if (isUnset(value)) return null;
  let lists: number[][];
  if (typeof value === 'string') lists = [floatsOf(name, value.split(','), false)];
  else if (Array.isArray(value) && value.some(Array.isArray)) {
    lists = value.map((item: unknown) => floatsOf(name, Array.isArray(item) ? item : [item], true));
  } else if (Array.isArray(value)) lists = [floatsOf(name, value, true)];
  else throw invalidValue(name, NOT_FLOAT);
  return lists.map((numbers) => {
    if (numbers.length < 6 || numbers.length % 2 !== 0 || numbers.length > 2 * MAX_POLYGON_POINTS) {
      throw invalidValue(name, `expected from 3 to ${MAX_POLYGON_POINTS} points (lat,lng pairs)`);
    }
    const points: LatLng[] = [];
    for (let i = 0; i < numbers.length; i += 2) {
      points.push(checkPoint(name, numbers[i] ?? 0, numbers[i + 1] ?? 0));
    }
    return points;
  });
}

export function readGeoQuery(params: ParamReader): GeoQuery {
  return {
    around: readAround(params),
    radius: readRadius(params),
    minimumRadius: readMinimumRadius(params),
    precision: readPrecision(params),
    boxes: readBoxes(params),
    polygons: readPolygons(params),
  };
}
