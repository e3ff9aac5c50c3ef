import type { Feature, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { loadWorldOutline } from './world-outline';

const ringsOf = (feature: Feature): Position[][] =>
  feature.geometry.type === 'MultiPolygon'
    ? feature.geometry.coordinates.flat()
    : feature.geometry.type === 'Polygon'
      ? feature.geometry.coordinates
      : [];
const named = (name: string) =>
  loadWorldOutline().features.find((feature) => feature.properties?.name === name) as Feature;
const lngsOf = (feature: Feature) =>
  ringsOf(feature)
    .flat()
    .map(([lng = 0]) => lng);

describe('the world outline on a flat map', () => {
  it('has no edge that jumps across the map (the bands at 65–71° N, 16° S and 85° S)', () => {
    const jumps = loadWorldOutline().features.flatMap((feature) =>
      ringsOf(feature).flatMap((ring) =>
        ring.slice(1).flatMap(([lng = 0, lat = 0], index) => {
          const [previousLng = 0, previousLat = 0] = ring[index] ?? [];
          // Along a pole (Antarctica closed through it), off the map's edge in Web Mercator.
          const alongPole = Math.abs(lat) === 90 && previousLat === lat;
          return Math.abs(lng - previousLng) > 180 && !alongPole
            ? [`${String(feature.properties?.name)} at ${lat.toFixed(1)}°`]
            : [];
        }),
      ),
    );
    expect(jumps).toEqual([]);
  });

  it('draws Russia and Fiji on both sides of the antimeridian', () => {
    for (const name of ['Russia', 'Fiji']) {
      const lngs = lngsOf(named(name));
      expect(Math.max(...lngs), name).toBeGreaterThan(180);
      expect(Math.min(...lngs), name).toBeLessThan(-180);
    }
  });

  it('closes Antarctica through the South Pole', () => {
    const points = ringsOf(named('Antarctica')).flat();
    expect(points.filter(([, lat]) => lat === -90).length).toBeGreaterThanOrEqual(2);
    expect(points.every(([, lat = 0]) => lat < -55)).toBe(true);
  });
});
