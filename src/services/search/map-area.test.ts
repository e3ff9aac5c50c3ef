import { describe, expect, it } from 'vitest';
import { formatMapArea, isWorldArea, mapAreaBoxes, parseMapArea, WORLD_AREA } from './map-area';
import { searchRequestForUrl } from './search-request';
import { formatSearchUrl, parseSearchUrl } from './search-url';

describe('the map area in the URL', () => {
  it('reads north,east,south,west and writes it back the same', () => {
    const area = parseMapArea('48.9,2.47,48.81,2.22');
    expect(area).toEqual({ north: 48.9, east: 2.47, south: 48.81, west: 2.22 });
    expect(area && formatMapArea(area)).toBe('48.9,2.47,48.81,2.22');
  });

  it('keeps 0 as a coordinate (the equator, the prime meridian)', () => {
    expect(parseMapArea('10,0,0,-10')).toEqual({ north: 10, east: 0, south: 0, west: -10 });
  });

  it.each([
    ['three numbers', '1,2,3'],
    ['a word', 'a,b,c,d'],
    ['north below south', '10,20,30,10'],
    ['a latitude past the pole', '91,20,10,10'],
    ['a longitude past 180', '10,181,0,10'],
    ['no width', '10,5,0,5'],
    ['exponent notation', '1e1,2,0,1'],
    ['an empty value', ''],
  ])('drops %s', (_, raw) => {
    expect(parseMapArea(raw)).toBeUndefined();
    expect(parseSearchUrl(`?q=tree&area=${raw}`)).toEqual({ q: 'tree' });
  });

  it('reads `none`, the results that have no location', () => {
    expect(parseSearchUrl('?area=none')).toEqual({ area: 'none' });
    expect(formatSearchUrl({ q: 'tree', area: 'none' })).toBe('q=tree&area=none');
  });

  it('round-trips with the rest of the search', () => {
    const url = 'q=harbour&type=photo&area=60.5,25.1,59.1,-3.25&page=2';
    const state = parseSearchUrl(`?${url}`);
    expect(formatSearchUrl(state)).toBe('q=harbour&type=photo&page=2&area=60.5,25.1,59.1,-3.25');
  });
});

describe('the boxes an area is searched with', () => {
  it('is one box, north-east corner first', () => {
    expect(mapAreaBoxes({ north: 10, east: 20, south: -10, west: -20 })).toEqual([
      [10, 20, -10, -20],
    ]);
  });

  it('splits an area that crosses the antimeridian at ±180', () => {
    expect(mapAreaBoxes({ north: 10, east: -170, south: -10, west: 170 })).toEqual([
      [10, 180, -10, 170],
      [10, -170, -10, -180],
    ]);
  });

  it('keeps the whole world as one box', () => {
    expect(isWorldArea(WORLD_AREA)).toBe(true);
    expect(mapAreaBoxes(WORLD_AREA)).toEqual([[90, 180, -90, -180]]);
  });

  it('goes into the request a result list is read with (the item page steps through it)', () => {
    expect(searchRequestForUrl('?q=sea&area=10,20,-10,-20', 'folio')).toMatchObject({
      query: 'sea',
      insideBoundingBox: [[10, 20, -10, -20]],
    });
    expect(searchRequestForUrl('?area=none', 'folio')).toMatchObject({
      filters: 'NOT geoPrecision:gps AND NOT geoPrecision:place',
    });
    expect(searchRequestForUrl('?q=sea', 'folio')).not.toHaveProperty('insideBoundingBox');
  });
});
