import { describe, expect, it } from 'vitest';
import { buildMapUrl } from './map-url';

function paramsOf(url: string) {
  const parsed = new URL(url, 'https://folio.example');
  return { path: parsed.pathname, params: Object.fromEntries(parsed.searchParams) };
}

describe('buildMapUrl', () => {
  it('puts the centre, zoom and item in the query string', () => {
    expect(buildMapUrl({ lat: 57.7209, lng: 10.5839, zoom: 10, item: 'skagen' })).toBe(
      '/map?lat=57.7209&lng=10.5839&zoom=10&item=skagen',
    );
  });

  it('rounds to six decimals and whole zoom levels, keeping the sign', () => {
    expect(buildMapUrl({ lat: -33.868819999, lng: -151.2093001, zoom: 13.6 })).toBe(
      '/map?lat=-33.86882&lng=-151.2093&zoom=14',
    );
  });

  it('writes zero without a sign', () => {
    expect(buildMapUrl({ lat: -0, lng: 0, zoom: 2 })).toBe('/map?lat=0&lng=0&zoom=2');
  });

  it('encodes an objectID so it cannot add or change parameters', () => {
    const item = 'a b&zoom=1#x/ü?';
    const url = buildMapUrl({ lat: 1, lng: 2, zoom: 3, item });
    expect(url).not.toMatch(/[ #ü]|&zoom=1/);
    expect(paramsOf(url)).toEqual({
      path: '/map',
      params: { lat: '1', lng: '2', zoom: '3', item },
    });
  });

  it('leaves out an empty item', () => {
    expect(buildMapUrl({ lat: 1, lng: 2, zoom: 3, item: '' })).toBe('/map?lat=1&lng=2&zoom=3');
  });
});
