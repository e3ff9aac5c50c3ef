import { describe, expect, it } from 'vitest';
import { objectIDs, searchItems } from '../fixtures/engine-fixture';
import type { TestResult } from '../fixtures/engine-fixture';
import { DEFAULT_RANKING } from '../../src/services/search/index-settings';
import { createSearchEngine } from '../../src/engine';
import type { EngineRecord } from '../../src/engine';

/**
 * Geo search as the hosted service answers it, through the engine's public API: bounding boxes,
 * a search around a point with its radius and precision, the `geo` ranking criterion, the geo
 * fields of `_rankingInfo` (the 400s are in engine-geo-errors.test.ts). Records are ranked by
 * `desc(popularity)` after the built-in criteria, so an order that differs from popularity is
 * the geo criterion's doing.
 */

const PLACES: EngineRecord[] = [
  { objectID: 'paris', popularity: 90, _geoloc: { lat: 48.8566, lng: 2.3522 } },
  { objectID: 'london', popularity: 80, _geoloc: { lat: 51.5074, lng: -0.1278 } },
  { objectID: 'lisbon', popularity: 70, _geoloc: { lat: 38.7223, lng: -9.1393 } },
  { objectID: 'tokyo', popularity: 60, _geoloc: { lat: 35.6762, lng: 139.6503 } },
  { objectID: 'st-helena', popularity: 55, _geoloc: { lat: -15.965, lng: -5.7089 } },
  // Either side of the antimeridian.
  { objectID: 'suva', popularity: 50, _geoloc: { lat: -18.1248, lng: 178.4501 } },
  { objectID: 'apia', popularity: 40, _geoloc: { lat: -13.8333, lng: -171.7667 } },
  // Two points: Tokyo and New York.
  {
    objectID: 'tour',
    popularity: 30,
    _geoloc: [
      { lat: 35.6895, lng: 139.6917 },
      { lat: 40.7128, lng: -74.006 },
    ],
  },
  { objectID: 'nowhere', popularity: 100 },
];

/**
 * Around a centre on the 1e-4 degree grid (records are floored to it): 0 m, 7.3 m east, and
 * 11.1 m and 66.7 m north (56 m apart). Popularity runs the other way from distance.
 */
const CENTRE = '48.86, 2.35';
const NEIGHBOURS: EngineRecord[] = [
  { objectID: 'centre', title: 'Fountain', popularity: 0, _geoloc: { lat: 48.86, lng: 2.35 } },
  { objectID: 'east', title: 'Kiosk', popularity: 3, _geoloc: { lat: 48.86, lng: 2.3501 } },
  { objectID: 'near', title: 'Markat', popularity: 1, _geoloc: { lat: 48.8601, lng: 2.35 } },
  { objectID: 'far', title: 'Market', popularity: 2, _geoloc: { lat: 48.8606, lng: 2.35 } },
];

function engineOf(records: EngineRecord[]) {
  return createSearchEngine([
    {
      indexName: 'places',
      settings: {
        searchableAttributes: ['title'],
        ranking: DEFAULT_RANKING,
        customRanking: ['desc(popularity)'],
      },
      records,
    },
  ]);
}

const places = engineOf(PLACES);
const neighbours = engineOf(NEIGHBOURS);

function search(params: Record<string, unknown>, engine = places): TestResult {
  return searchItems(engine, params, 'places');
}

const ids = (params: Record<string, unknown>, engine = places) => objectIDs(search(params, engine));

interface GeoInfo {
  geoDistance: number;
  geoPrecision: number;
  matchedGeoLocation?: { lat: number; lng: number; distance: number };
}

function geoInfo(result: TestResult, objectID: string): GeoInfo {
  const hit = result.hits.find((candidate) => candidate.objectID === objectID);
  if (!hit) throw new Error(`${objectID} is not a hit`);
  return hit._rankingInfo as GeoInfo;
}

describe('insideBoundingBox', () => {
  const EUROPE = ['paris', 'london', 'lisbon'];

  it('keeps the records inside a box, in the usual ranking order', () => {
    const result = search({ insideBoundingBox: '52,3,38,-10' });
    expect(objectIDs(result)).toEqual(EUROPE);
    expect(result.nbHits).toBe(3);
  });

  it('includes records on the edges and corners', () => {
    expect(ids({ insideBoundingBox: '48.8566,2.3522,38.7223,-9.1393' })).toEqual([
      'paris',
      'lisbon',
    ]);
  });

  it('reads a box from either pair of opposite corners, in either order', () => {
    const corners = {
      'north-east, south-west (InstantSearch)': [52, 3, 38, -10],
      'south-west, north-east': [38, -10, 52, 3],
      'north-west, south-east': [52, -10, 38, 3],
      'south-east, north-west': [38, 3, 52, -10],
    };
    for (const [order, box] of Object.entries(corners)) {
      expect(ids({ insideBoundingBox: box.join(',') }), order).toEqual(EUROPE);
      expect(ids({ insideBoundingBox: [box] }), order).toEqual(EUROPE);
    }
  });

  it('reads the string and JSON forms of a params string', () => {
    expect(ids({ params: 'insideBoundingBox=52%2C3%2C38%2C-10' })).toEqual(EUROPE);
    expect(ids({ params: `insideBoundingBox=${encodeURIComponent('[[52,3,38,-10]]')}` })).toEqual(
      EUROPE,
    );
  });

  it('keeps a record inside any of several boxes', () => {
    const both = ['paris', 'london', 'lisbon', 'tokyo', 'tour'];
    expect(ids({ insideBoundingBox: '52,3,38,-10,36,140,35,139' })).toEqual(both);
    expect(
      ids({
        insideBoundingBox: [
          [52, 3, 38, -10],
          [36, 140, 35, 139],
        ],
      }),
    ).toEqual(both);
  });

  it('spans the longitudes between its corners, so it never crosses the antimeridian', () => {
    // From 170 to -170 is the long way round, whichever corner comes first.
    expect(ids({ insideBoundingBox: '-10,170,-20,-170' })).toEqual(['st-helena']);
    expect(ids({ insideBoundingBox: '-10,-170,-20,170' })).toEqual(['st-helena']);
  });

  it('covers an area across the antimeridian with two boxes that stop at ±180', () => {
    expect(
      ids({
        insideBoundingBox: [
          [-10, 180, -20, 170],
          [-10, -170, -20, -180],
        ],
      }),
    ).toEqual(['suva', 'apia']);
  });

  it('matches nothing for an empty box (no height or no width), without an error', () => {
    for (const box of [
      '48.8566,2.3522,48.8566,2.3522',
      '48.8566,-10,48.8566,10',
      '52,2.3522,38,2.3522',
    ]) {
      const result = search({ insideBoundingBox: box });
      expect(result.hits, box).toEqual([]);
      expect(result.nbHits, box).toBe(0);
    }
    // Beside a box with an area, an empty one adds nothing.
    expect(ids({ insideBoundingBox: '48.8566,2.3522,48.8566,2.3522,52,3,38,-10' })).toEqual(EUROPE);
  });

  it('keeps a record when any one of its points is inside', () => {
    expect(ids({ insideBoundingBox: '41,-73,40,-75' })).toEqual(['tour']);
  });

  it('never keeps a record without a location, even in a box around the world', () => {
    const result = search({ insideBoundingBox: [[90, 180, -90, -180]] });
    expect(objectIDs(result)).not.toContain('nowhere');
    expect(result.nbHits).toBe(PLACES.length - 1);
  });

  it('takes precedence over insidePolygon and aroundLatLng, and ranks by nothing geo', () => {
    const result = search({
      insideBoundingBox: '52,3,38,-10',
      insidePolygon: [[36, 139, 36, 140, 35, 140]],
      aroundLatLng: '38.7223, -9.1393',
      getRankingInfo: true,
    });
    // Lisbon would come first by distance; popularity orders them instead.
    expect(objectIDs(result)).toEqual(EUROPE);
    expect(result).not.toHaveProperty('aroundLatLng');
    expect(geoInfo(result, 'lisbon')).toMatchObject({ geoDistance: 0, geoPrecision: 1 });
    expect(geoInfo(result, 'lisbon')).not.toHaveProperty('matchedGeoLocation');
  });
});

describe('aroundLatLng and aroundRadius', () => {
  const LONDON = '51.5074, -0.1278';

  it('keeps the records within aroundRadius metres, closest first', () => {
    expect(ids({ aroundLatLng: LONDON, aroundRadius: 400_000 })).toEqual(['london', 'paris']);
    expect(ids({ aroundLatLng: LONDON, aroundRadius: 300_000 })).toEqual(['london']);
  });

  it('reads "lat, lng" with any spaces, the JSON pair and a params string', () => {
    expect(ids({ aroundLatLng: ' 51.5074 ,-0.1278 ', aroundRadius: 400_000 })).toEqual([
      'london',
      'paris',
    ]);
    expect(ids({ params: 'aroundLatLng=%5B51.5074%2C-0.1278%5D&aroundRadius=400000' })).toEqual([
      'london',
      'paris',
    ]);
  });

  it('with "all", keeps every located record, closest first, and none without a location', () => {
    const result = search({ aroundLatLng: LONDON, aroundRadius: 'all' });
    expect(objectIDs(result)).toEqual([
      'london',
      'paris',
      'lisbon',
      'tour', // New York
      'st-helena',
      'tokyo',
      'apia',
      'suva',
    ]);
    expect(result).not.toHaveProperty('automaticRadius');
  });

  it('without a radius, keeps every located record and reports the radius that took them in', () => {
    const result = search({ aroundLatLng: LONDON, getRankingInfo: true });
    expect(result.nbHits).toBe(PLACES.length - 1);
    const farthest = geoInfo(result, 'suva').matchedGeoLocation?.distance ?? 0;
    expect(result.automaticRadius).toBe(String(farthest + 1));
    // minimumAroundRadius only ever raises an automatic radius.
    expect(search({ aroundLatLng: LONDON, minimumAroundRadius: 20_000_000 }).automaticRadius).toBe(
      '20000000',
    );
    expect(search({ aroundLatLng: LONDON, minimumAroundRadius: 1 }).automaticRadius).toBe(
      String(farthest + 1),
    );
  });

  it('ranks a record with several points by its closest one', () => {
    const result = search({
      aroundLatLng: '40.7, -74',
      aroundRadius: 10_000,
      getRankingInfo: true,
    });
    expect(objectIDs(result)).toEqual(['tour']);
    expect(geoInfo(result, 'tour').matchedGeoLocation).toMatchObject({
      lat: 40.7128,
      lng: -74.006,
    });
  });

  it('ranks distance after typos and before the custom ranking', () => {
    // "Market" is exact but farther; "Markat" is a typo away.
    expect(ids({ query: 'market', aroundLatLng: CENTRE }, neighbours)).toEqual(['far', 'near']);
    // near before far against popularity; centre and east share the first 10 m (see below).
    expect(ids({ aroundLatLng: CENTRE }, neighbours)).toEqual(['east', 'centre', 'near', 'far']);
  });
});

describe('aroundPrecision', () => {
  it('makes distances within one step tie, so the next criterion decides', () => {
    // near (11 m) and far (67 m) are 56 m apart.
    expect(ids({ aroundLatLng: CENTRE, aroundPrecision: 100 }, neighbours)).toEqual([
      'east',
      'far',
      'near',
      'centre',
    ]);
    expect(ids({ aroundLatLng: CENTRE, aroundPrecision: 1 }, neighbours)).toEqual([
      'east',
      'centre',
      'near',
      'far',
    ]);
  });

  it('counts a precision below 10 m as 10 m, the default', () => {
    // centre (0 m) and east (7 m) share the first 10 m, so popularity puts east first; to the
    // metre, centre would come first.
    for (const aroundPrecision of [undefined, 0, 1, 9, 10]) {
      expect(
        ids({ aroundLatLng: CENTRE, aroundPrecision }, neighbours),
        `${aroundPrecision}`,
      ).toEqual(['east', 'centre', 'near', 'far']);
    }
  });

  it('reads bands of [{from, value}], each grouping its own distances', () => {
    const bands = [
      { from: 0, value: 10 },
      { from: 10, value: 1000 },
    ];
    const result = search(
      { aroundLatLng: CENTRE, aroundPrecision: bands, getRankingInfo: true },
      neighbours,
    );
    expect(objectIDs(result)).toEqual(['east', 'centre', 'far', 'near']);
    expect(geoInfo(result, 'east')).toMatchObject({ geoPrecision: 10, geoDistance: 0 });
    expect(geoInfo(result, 'far')).toMatchObject({ geoPrecision: 1000, geoDistance: 0 });
    const params = `aroundLatLng=${encodeURIComponent(CENTRE)}&aroundPrecision=${encodeURIComponent(JSON.stringify(bands))}`;
    expect(ids({ params }, neighbours)).toEqual(['east', 'centre', 'far', 'near']);
  });
});

describe('getRankingInfo', () => {
  it('gives the distance in metres, and geoDistance divided by the precision', () => {
    const result = search({ aroundLatLng: '48.8566, 2.3522', getRankingInfo: true });
    const london = geoInfo(result, 'london');
    const metres = london.matchedGeoLocation?.distance ?? 0;
    // Paris to London: 343.5 km.
    expect(Math.abs(metres - 343_500) / 343_500).toBeLessThan(0.005);
    expect(Number.isInteger(metres)).toBe(true);
    expect(london).toMatchObject({
      geoDistance: Math.floor(metres / 10),
      geoPrecision: 10,
      matchedGeoLocation: { lat: 51.5074, lng: -0.1278 },
    });
    expect(geoInfo(result, 'paris')).toMatchObject({
      geoDistance: 0,
      matchedGeoLocation: { lat: 48.8566, lng: 2.3522, distance: 0 },
    });
    const coarse = search({
      aroundLatLng: '48.8566, 2.3522',
      aroundPrecision: 1000,
      getRankingInfo: true,
    });
    expect(geoInfo(coarse, 'london')).toMatchObject({
      geoDistance: Math.floor(metres / 1000),
      geoPrecision: 1000,
      matchedGeoLocation: { distance: metres },
    });
  });

  it('matches on coordinates floored to 4 decimals, as the service does', () => {
    // A real Algolia answer for this record and centre: 51.5119, -0.1084 at 686 m.
    const engine = engineOf([{ objectID: 'temple', _geoloc: { lat: 51.511952, lng: -0.108341 } }]);
    const result = search({ aroundLatLng: '51.5180697,-0.1085203', getRankingInfo: true }, engine);
    expect(geoInfo(result, 'temple')).toEqual(
      expect.objectContaining({
        geoDistance: 68,
        geoPrecision: 10,
        matchedGeoLocation: { lat: 51.5119, lng: -0.1084, distance: 686 },
      }),
    );
    // The hit keeps its coordinates as indexed.
    expect(result.hits[0]?._geoloc).toEqual({ lat: 51.511952, lng: -0.108341 });
  });

  it('gives geoDistance 0 and no matched location without a search around a point', () => {
    const result = search({ getRankingInfo: true });
    for (const hit of result.hits) {
      expect(hit._rankingInfo).toMatchObject({ geoDistance: 0, geoPrecision: 1 });
      expect(hit._rankingInfo).not.toHaveProperty('matchedGeoLocation');
    }
  });
});
