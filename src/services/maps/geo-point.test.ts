import { describe, expect, it } from 'vitest';
import type { GeoLoc } from '@/types/item';
import { describePlace, formatCoordinates, isApproximate, toGeoPoint } from './geo-point';

describe('toGeoPoint', () => {
  it('keeps finite coordinates inside the valid ranges', () => {
    expect(toGeoPoint({ lat: -90, lng: 180 })).toEqual({ lat: -90, lng: 180 });
  });

  it.each([
    [undefined],
    [null],
    [{ lat: 90.01, lng: 0 }],
    [{ lat: 0, lng: -180.5 }],
    [{ lat: Number.NaN, lng: 0 }],
    [{ lat: 0, lng: Number.POSITIVE_INFINITY }],
    [{ lat: '57.7', lng: '10.5' } as unknown as GeoLoc],
  ])('rejects %j', (geoloc) => {
    expect(toGeoPoint(geoloc)).toBeNull();
  });
});

describe('describePlace', () => {
  it.each([
    [{ name: 'Skagen', country: 'Denmark' }, 'Skagen, Denmark'],
    [{ name: 'Newark', country: null }, 'Newark'],
    [{ name: ' ', country: 'Denmark' }, 'Denmark'],
    [{ name: '', country: null }, null],
    [null, null],
  ])('%j reads %j', (place, text) => {
    expect(describePlace(place)).toBe(text);
  });
});

describe('formatCoordinates', () => {
  it('names the hemispheres instead of signs', () => {
    expect(formatCoordinates({ lat: -33.86882, lng: -151.2093 })).toBe('33.8688° S, 151.2093° W');
    expect(formatCoordinates({ lat: 57.7209, lng: 10.5839 })).toBe('57.7209° N, 10.5839° E');
  });
});

describe('isApproximate', () => {
  it('is true only for the centre of a named place', () => {
    expect(isApproximate('place')).toBe(true);
    expect(isApproximate('gps')).toBe(false);
    expect(isApproximate(undefined)).toBe(false);
  });
});
