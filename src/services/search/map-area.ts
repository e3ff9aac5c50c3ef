/**
 * The map's search area: the part of the world a map search is limited to. In the address bar
 * it is `area=north,east,south,west` (degrees, the north-east corner first, as InstantSearch and
 * Algolia write a box); `west > east` means the area crosses the antimeridian.
 */
export interface MapArea {
  north: number;
  east: number;
  south: number;
  west: number;
}

/** The map screen with no area chosen searches the whole world: only located results. */
export const WORLD_AREA: MapArea = { north: 90, east: 180, south: -90, west: -180 };

/** `area=none`: the results of the map's search that have no location (never in any area). */
export type MapScope = MapArea | 'none';

/** Records without `_geoloc` carry no `geoPrecision` either (scripts/ingest/build-record.ts). */
export const UNLOCATED_FILTER = 'NOT geoPrecision:gps AND NOT geoPrecision:place';

export function isWorldArea(scope: MapScope | undefined): boolean {
  return (
    typeof scope === 'object' &&
    scope.north === WORLD_AREA.north &&
    scope.south === WORLD_AREA.south &&
    scope.west === WORLD_AREA.west &&
    scope.east === WORLD_AREA.east
  );
}

/** Six decimals is about 10 cm: enough for any map view, and keeps the address short. */
function formatDegrees(value: number): string {
  return String(Number(value.toFixed(6)));
}

export function formatMapArea(scope: MapScope): string {
  if (scope === 'none') return 'none';
  const { north, east, south, west } = scope;
  return [north, east, south, west].map(formatDegrees).join(',');
}

/** Four finite numbers in range with the north above the south, or `none`; else no area. */
export function parseMapArea(raw: string): MapScope | undefined {
  if (raw === 'none') return 'none';
  const parts = raw.split(',');
  if (parts.length !== 4 || parts.some((part) => !/^-?\d{1,3}(\.\d{1,12})?$/.test(part.trim())))
    return undefined;
  const [north, east, south, west] = parts.map(Number) as [number, number, number, number];
  if (Math.abs(north) > 90 || Math.abs(south) > 90 || north <= south) return undefined;
  if (Math.abs(east) > 180 || Math.abs(west) > 180 || east === west) return undefined;
  return { north, east, south, west };
}

/**
 * Algolia's `insideBoundingBox` for an area: one box, or two when the area crosses the
 * antimeridian (each box then stops at ±180, so no reading of corner order is needed).
 */
export function mapAreaBoxes({ north, east, south, west }: MapArea): number[][] {
  if (west === -180 && east === 180) return [[north, east, south, west]];
  if (west < east) return [[north, east, south, west]];
  return [
    [north, 180, south, west],
    [north, east, south, -180],
  ];
}
