import { expect } from 'vitest';
import type { ConformanceCase, ConformanceIndex } from './conformance-case';

/** Searching around a point, inside a box or a polygon. */

const DOCS = 'https://www.algolia.com/doc/api-reference/api-parameters';
const PARIS = '48.8566, 2.3522';

// Distances from Paris: Versailles 17 km, London 344 km, Lyon 392 km. `likes` decides ties.
const CITIES: ConformanceIndex = {
  records: [
    { objectID: 'paris', title: 'city view', likes: 10, _geoloc: { lat: 48.8566, lng: 2.3522 } },
    {
      objectID: 'versailles',
      title: 'city view',
      likes: 20,
      _geoloc: { lat: 48.8049, lng: 2.1204 },
    },
    { objectID: 'london', title: 'city view', likes: 30, _geoloc: { lat: 51.5074, lng: -0.1278 } },
    { objectID: 'lyon', title: 'city view', likes: 40, _geoloc: { lat: 45.764, lng: 4.8357 } },
    { objectID: 'nowhere', title: 'city view', likes: 50 },
  ],
  settings: { customRanking: ['desc(likes)'] },
};

export const cases: ConformanceCase[] = [
  {
    parameter: 'aroundLatLng',
    behaviour: 'hits are ranked by distance from the point, records without a location left out',
    docs: `${DOCS}/aroundLatLng`,
    index: CITIES,
    request: { query: 'city', aroundLatLng: PARIS, aroundRadius: 'all' },
    expect: { hits: ['paris', 'versailles', 'london', 'lyon'] },
  },
  {
    parameter: 'aroundLatLng',
    behaviour: 'without aroundRadius, a radius is chosen automatically and returned',
    docs: `${DOCS}/aroundLatLng`,
    index: CITIES,
    request: { query: 'city', aroundLatLng: PARIS },
    expect: {
      includes: ['paris'],
      check: (answer) => {
        expect(Number(answer.automaticRadius)).toBeGreaterThan(0);
        expect(answer.aroundLatLng).toBe('48.8566,2.3522');
      },
    },
  },
  {
    parameter: 'aroundLatLng',
    behaviour: 'a malformed point is refused',
    docs: `${DOCS}/aroundLatLng`,
    index: CITIES,
    request: { query: 'city', aroundLatLng: 'paris' },
    expect: { error: { status: 400, message: /aroundLatLng/ } },
  },
  {
    parameter: 'aroundRadius',
    behaviour: 'keeps only hits within that many metres of the point',
    docs: `${DOCS}/aroundRadius`,
    index: CITIES,
    request: { query: 'city', aroundLatLng: PARIS, aroundRadius: 50_000 },
    expect: { hits: ['paris', 'versailles'] },
  },
  {
    parameter: 'aroundRadius',
    behaviour: 'all keeps every located hit, however far',
    docs: `${DOCS}/aroundRadius`,
    index: CITIES,
    request: { query: 'city', aroundLatLng: PARIS, aroundRadius: 'all' },
    expect: { nbHits: 4 },
  },
  {
    parameter: 'aroundPrecision',
    behaviour: 'distances within one precision step tie, and the next criterion decides',
    docs: `${DOCS}/aroundPrecision`,
    index: CITIES,
    request: { query: 'city', aroundLatLng: PARIS, aroundRadius: 'all', aroundPrecision: 500_000 },
    expect: { hits: ['lyon', 'london', 'versailles', 'paris'] },
  },
  {
    parameter: 'aroundPrecision',
    behaviour: 'ranges give a precision per distance band',
    docs: `${DOCS}/aroundPrecision`,
    index: CITIES,
    request: {
      query: 'city',
      aroundLatLng: PARIS,
      aroundRadius: 'all',
      aroundPrecision: [
        { from: 0, value: 100_000 },
        { from: 100_000, value: 1_000 },
      ],
    },
    expect: { hits: ['versailles', 'paris', 'london', 'lyon'] },
  },
  {
    parameter: 'minimumAroundRadius',
    behaviour: 'the automatic radius is at least this many metres',
    docs: `${DOCS}/minimumAroundRadius`,
    index: CITIES,
    request: { query: 'city', aroundLatLng: PARIS, minimumAroundRadius: 1_000_000 },
    expect: {
      hits: ['paris', 'versailles', 'london', 'lyon'],
      check: (answer) => expect(Number(answer.automaticRadius)).toBeGreaterThanOrEqual(1_000_000),
    },
  },
  {
    parameter: 'insideBoundingBox',
    behaviour: 'keeps only hits inside the box given by two opposite corners',
    docs: `${DOCS}/insideBoundingBox`,
    index: CITIES,
    request: { query: 'city', insideBoundingBox: [[48.9, 2.2, 48.8, 2.5]] },
    expect: { hits: ['paris'] },
  },
  {
    parameter: 'insideBoundingBox',
    behaviour: 'several boxes keep hits inside any of them',
    docs: `${DOCS}/insideBoundingBox`,
    index: CITIES,
    request: {
      query: 'city',
      insideBoundingBox: [
        [48.9, 2.2, 48.8, 2.5],
        [52, -1, 51, 1],
      ],
    },
    expect: { hits: ['london', 'paris'] },
  },
  {
    parameter: 'insidePolygon',
    behaviour: 'keeps only hits inside the polygon',
    docs: `${DOCS}/insidePolygon`,
    index: CITIES,
    request: { query: 'city', insidePolygon: [[46, 4.5, 45.5, 4.5, 45.7, 5.2]] },
    expect: { hits: ['lyon'] },
  },
  {
    parameter: 'insidePolygon',
    behaviour: 'a polygon needs at least three points',
    docs: `${DOCS}/insidePolygon`,
    index: CITIES,
    request: { query: 'city', insidePolygon: [[46, 4.5, 45.5, 4.5]] },
    expect: { error: { status: 400, message: /insidePolygon/ } },
  },
];
