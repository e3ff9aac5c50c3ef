import { describe, expect, it } from 'vitest';
import { checkRecords } from '@/services/validation/record-schema';
import { GEO_CITIES, generateGeoCollection } from '../fixtures/geo-collection';

const records = generateGeoCollection(10_000);
const located = records.filter((record) => record._geoloc);
const positions = records.flatMap((record) => (record._geoloc ? [record._geoloc] : []));

const distanceInDegrees = (a: { lat: number; lng: number }, lat: number, lng: number) =>
  Math.hypot(a.lat - lat, Math.min(Math.abs(a.lng - lng), 360 - Math.abs(a.lng - lng)));

describe('generateGeoCollection', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(generateGeoCollection(200)).toEqual(records.slice(0, 200));
    expect(generateGeoCollection(200, 7)).not.toEqual(records.slice(0, 200));
  });

  it('holds only records the record schema accepts, each id once', () => {
    const check = checkRecords(records);
    expect(check.invalid).toEqual([]);
    expect(check.valid).toHaveLength(10_000);
  });

  it('leaves 2 % without a location, and only those without a geo precision', () => {
    const unlocated = records.filter((record) => !record._geoloc);
    expect(unlocated).toHaveLength(200);
    expect(unlocated.every((record) => record.geoPrecision === undefined)).toBe(true);
    expect(located.every((record) => record.geoPrecision === 'gps')).toBe(true);
  });

  it('puts records on both sides of the antimeridian', () => {
    expect(positions.filter(({ lng }) => lng > 170).length).toBeGreaterThan(200);
    expect(positions.filter(({ lng }) => lng < -170).length).toBeGreaterThan(200);
  });

  it('clusters most records around real cities, and spreads others over the whole world', () => {
    const nearACity = positions.filter((position) =>
      GEO_CITIES.some(([, , lat, lng]) => distanceInDegrees(position, lat, lng) < 3),
    );
    expect(nearACity.length / positions.length).toBeGreaterThan(0.8);
    // Every city has its cluster.
    for (const [name] of GEO_CITIES)
      expect(located.some((record) => record.place?.name === name)).toBe(true);
    // Every 30° × 60° cell of the inhabited latitudes holds a record.
    for (let lat = -60; lat < 60; lat += 30)
      for (let lng = -180; lng < 180; lng += 60)
        expect(
          positions.some(
            (position) =>
              position.lat >= lat &&
              position.lat < lat + 30 &&
              position.lng >= lng &&
              position.lng < lng + 60,
          ),
        ).toBe(true);
  });

  it('gives each record the media of a demo record, so its images exist in a mock build', () => {
    for (const record of records.slice(0, 104)) {
      expect(record.image.renditions[0]?.url).toMatch(/^\/media\/[^/]+\/\d+\.(avif|webp|jpg)$/);
      expect(record.type === 'video').toBe(record.video !== undefined);
    }
    expect(new Set(records.map((record) => record.image.src)).size).toBe(52);
  });
});
