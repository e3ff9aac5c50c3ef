import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

/**
 * world-atlas draws on a sphere, where a ring may step from 180° to -180°. On a flat map that
 * step is a line across the whole world: Russia and Fiji became bands at 65–71° N and 16° S,
 * and Antarctica (a ring around the pole) one at 85° S. Each ring is made continuous instead
 * (longitudes past ±180 where it crosses), a ring around a pole is closed through that pole,
 * and a polygon reaching past ±180 gets a copy on the other side, so both edges of the map
 * show it.
 */

/** Longitudes made continuous; `turns` counts whole laps (1 or -1 for a ring around a pole). */
function unwrapRing(ring: readonly Position[]): { ring: Position[]; turns: number } {
  let offset = 0;
  const out: Position[] = [];
  for (const [index, [lng = 0, lat = 0]] of ring.entries()) {
    const previous = ring[index - 1]?.[0];
    if (previous !== undefined && Math.abs(lng - previous) > 180)
      offset += lng < previous ? 360 : -360;
    out.push([lng + offset, lat]);
  }
  return { ring: out, turns: Math.round(offset / 360) };
}

function closeAroundPole(ring: Position[]): Position[] {
  const first = ring[0] ?? [0, 0];
  const last = ring.at(-1) ?? first;
  const meanLat = ring.reduce((sum, [, lat = 0]) => sum + lat, 0) / ring.length;
  const pole = meanLat < 0 ? -90 : 90;
  return [...ring, [last[0] ?? 0, pole], [first[0] ?? 0, pole], first];
}

const shift = (polygon: Position[][], by: number): Position[][] =>
  polygon.map((ring) => ring.map(([lng = 0, lat = 0]) => [lng + by, lat]));

function fixPolygon(rings: readonly Position[][]): Position[][][] {
  const polygon = rings.map((ring) => {
    const unwrapped = unwrapRing(ring);
    return unwrapped.turns === 0 ? unwrapped.ring : closeAroundPole(unwrapped.ring);
  });
  const lngs = (polygon[0] ?? []).map(([lng = 0]) => lng);
  const out = [polygon];
  if (Math.max(...lngs) > 180) out.push(shift(polygon, -360));
  if (Math.min(...lngs) < -180) out.push(shift(polygon, 360));
  return out;
}

function fixFeature(feature: Feature): Feature {
  const { geometry } = feature;
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') return feature;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const fixed: MultiPolygon = { type: 'MultiPolygon', coordinates: polygons.flatMap(fixPolygon) };
  return { ...feature, geometry: fixed satisfies MultiPolygon | Polygon };
}

export function fixAntimeridian(outline: FeatureCollection): FeatureCollection {
  return { ...outline, features: outline.features.map(fixFeature) };
}
