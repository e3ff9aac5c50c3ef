import { describe, expect, it } from 'vitest';
import {
  abbreviateCount,
  coveringBounds,
  createClusterIndex,
  MAX_MAP_ZOOM,
  type MapItem,
} from './cluster-index';
import type { MapBounds, MapPoint } from './results-map';

const WORLD: MapBounds = { north: 90, south: -90, west: -180, east: 180 };

const at = (id: string, lat: number, lng: number): MapPoint => ({
  id,
  lat,
  lng,
  title: `Item ${id}`,
  thumbnailUrl: null,
  href: `/item/${id}`,
});

/** A repeatable scatter over the inhabited latitudes (a small linear congruential generator). */
function generatePoints(count: number): MapPoint[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return seed / 2 ** 32;
  };
  return Array.from({ length: count }, (_, index) =>
    at(`gen-${index}`, random() * 140 - 60, random() * 360 - 180),
  );
}

const total = (items: MapItem[]) =>
  items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
const ids = (items: MapItem[]) =>
  items.map((item) => (item.kind === 'point' ? item.point.id : item.key)).sort();

describe('createClusterIndex', () => {
  const points = generatePoints(3000);
  const index = createClusterIndex(points);

  it('clusters a few thousand points into a few dozen markers for the whole world, every point counted once', () => {
    const items = index.clustersIn(WORLD, 1);
    expect(items.length).toBeLessThan(100);
    expect(items.some((item) => item.kind === 'cluster' && item.count > 10)).toBe(true);
    expect(total(items)).toBe(3000);
    expect(new Set(items.map(({ key }) => key)).size).toBe(items.length);
  });

  it('gives every point its own marker at the deepest zoom', () => {
    const items = index.clustersIn(WORLD, MAX_MAP_ZOOM);
    expect(items).toHaveLength(3000);
    expect(items.every((item) => item.kind === 'point')).toBe(true);
  });

  it('returns only what lies inside the area', () => {
    const europe: MapBounds = { north: 60, south: 35, west: -10, east: 30 };
    const expected = points.filter(
      ({ lat, lng }) => lat <= 60 && lat >= 35 && lng >= -10 && lng <= 30,
    );
    const items = index.clustersIn(europe, MAX_MAP_ZOOM);
    expect(ids(items)).toEqual(expected.map(({ id }) => id).sort());
    expect(expected.length).toBeGreaterThan(10);
  });

  it('answers an area across the antimeridian with both of its sides', () => {
    const pacific = createClusterIndex([
      at('fiji', -17.7, 178.1),
      at('samoa', -13.8, -172.1),
      at('greenwich', 51.48, 0),
    ]);
    const area: MapBounds = { north: 0, south: -30, west: 170, east: -170 };
    expect(ids(pacific.clustersIn(area, 6))).toEqual(['fiji', 'samoa']);
    expect(ids(pacific.clustersIn({ ...area, west: 175, east: 179 }, 6))).toEqual(['fiji']);
  });

  it('expands a cluster at the zoom where it splits, and knows its leaves', () => {
    const pair = createClusterIndex([
      at('north', 48.86, 2.35),
      at('south', 48.85, 2.35),
      at('far', -33.9, 151.2),
    ]);
    const cluster = pair.clustersIn(WORLD, 3).find((item) => item.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster at zoom 3');
    expect(cluster.count).toBe(2);

    const zoom = pair.expansionZoom(cluster.clusterId);
    expect(pair.clustersIn(WORLD, zoom - 1).filter((item) => item.kind === 'point')).toHaveLength(
      1,
    );
    expect(ids(pair.clustersIn(WORLD, zoom))).toEqual(['far', 'north', 'south']);

    expect(
      pair
        .leavesOf(cluster.clusterId)
        .map(({ id }) => id)
        .sort(),
    ).toEqual(['north', 'south']);
    expect(pair.containsPoint(cluster.clusterId, 'north')).toBe(true);
    expect(pair.containsPoint(cluster.clusterId, 'far')).toBe(false);
    expect(pair.unclusteredZoom('north')).toBe(zoom);
    expect(pair.unclusteredZoom('far')).toBe(0);
  });

  it('separates points at the very same position only at the deepest zoom', () => {
    const same = createClusterIndex([at('a', 57.72, 10.58), at('b', 57.72, 10.58)]);
    const [cluster] = same.clustersIn(WORLD, MAX_MAP_ZOOM - 1);
    if (cluster?.kind !== 'cluster') throw new Error('expected one cluster');
    expect(same.expansionZoom(cluster.clusterId)).toBe(MAX_MAP_ZOOM);
    expect(same.unclusteredZoom('a')).toBe(MAX_MAP_ZOOM);
    expect(same.clustersIn(WORLD, MAX_MAP_ZOOM)).toHaveLength(2);
  });

  it('keeps the first of two points with the same id', () => {
    const twice = createClusterIndex([at('x', 10, 10), at('x', -10, -10)]);
    expect(twice.size).toBe(1);
    expect(twice.point('x')).toMatchObject({ lat: 10, lng: 10 });
  });
});

describe('coveringBounds', () => {
  it('is the smallest box around the points', () => {
    expect(
      coveringBounds([at('a', 48.85, 2.35), at('b', 52.52, 13.4), at('c', 40.4, -3.7)]),
    ).toEqual({ north: 52.52, south: 40.4, west: -3.7, east: 13.4 });
  });

  it('crosses the antimeridian when that is smaller than going round the world', () => {
    expect(coveringBounds([at('fiji', -17.7, 178.1), at('samoa', -13.8, -172.1)])).toEqual({
      north: -13.8,
      south: -17.7,
      west: 178.1,
      east: -172.1,
    });
  });

  it('is one spot for one point, and nothing for none', () => {
    expect(coveringBounds([at('a', 1, 2)])).toEqual({ north: 1, south: 1, west: 2, east: 2 });
    expect(coveringBounds([])).toBeNull();
  });
});

describe('abbreviateCount', () => {
  it('keeps counts under a thousand and shortens the rest', () => {
    expect([7, 999, 1000, 1234, 9999, 10_000, 123_456].map(abbreviateCount)).toEqual([
      '7',
      '999',
      '1k',
      '1.2k',
      '9.9k',
      '10k',
      '123k',
    ]);
  });
});
