import { describe, expect, it } from 'vitest';
import { createFixtureEngine, objectIDs, searchItems } from '../fixtures/engine-fixture';

const engine = createFixtureEngine();
const ids = (params: Record<string, unknown>) => objectIDs(searchItems(engine, params));

describe('facetFilters', () => {
  it('ANDs the outer array and ORs inner arrays', () => {
    expect(
      ids({ facetFilters: ['type:photo', ['orientation:portrait', 'orientation:square']] }),
    ).toEqual(['lane', 'market', 'street-portrait', 'lighthouse', 'markup']);
  });

  it('negates with -attr:value and attr:-value', () => {
    expect(ids({ facetFilters: ['-type:photo'] })).toEqual(['lake', 'fiji']);
    expect(ids({ facetFilters: ['type:-photo'] })).toEqual(['lake', 'fiji']);
  });

  it('reads an escaped \\- as a value that starts with a dash', () => {
    expect(ids({ facetFilters: ['tags:\\-bw'] })).toEqual(['markup']);
    // Unescaped, it is the negation of "tags:bw", which no record has.
    expect(ids({ facetFilters: ['tags:-bw'] })).toHaveLength(10);
  });

  it('compares values case-insensitively, nested attributes included', () => {
    expect(ids({ facetFilters: ['camera.make:CANON'] })).toEqual(['lane', 'harbour']);
    expect(ids({ facetFilters: ['place.country:france'] })).toEqual([
      'street-portrait',
      'lighthouse',
    ]);
  });

  it('filters numbers and booleans as their text', () => {
    expect(ids({ facetFilters: ['year:2019'] })).toEqual(['harbour']);
    expect(ids({ facetFilters: ['featured:true'] })).toEqual(['harbour', 'street-portrait']);
  });

  it('accepts the string forms: one filter, JSON, and the legacy comma syntax', () => {
    expect(ids({ facetFilters: 'type:video' })).toEqual(['lake', 'fiji']);
    expect(ids({ params: 'facetFilters=%5B%22type%3Avideo%22%5D' })).toEqual(['lake', 'fiji']);
    expect(ids({ facetFilters: 'type:photo,(year:2019,year:2014)' })).toEqual(['harbour']);
  });

  it('matches nothing on an attribute that is not a facet, and an unknown value', () => {
    expect(ids({ facetFilters: ['title:Palm beach'] })).toEqual([]);
    expect(ids({ facetFilters: ['type:sculpture'] })).toEqual([]);
  });
});

describe('numericFilters', () => {
  it('supports every comparison operator', () => {
    expect(ids({ numericFilters: ['year>=2020'] })).toEqual(['cafe', 'lake', 'lane']);
    expect(ids({ numericFilters: ['year>2020'] })).toEqual(['cafe', 'lake']);
    expect(ids({ numericFilters: ['year<2015'] })).toEqual(['fiji']);
    expect(ids({ numericFilters: ['year<=2015'] })).toEqual(['lighthouse', 'fiji']);
    expect(ids({ numericFilters: ['year=2016'] })).toEqual(['samoa']);
    // Records without the attribute match no numeric filter, not even !=.
    expect(ids({ numericFilters: ['year!=2019'] })).toEqual([
      'cafe',
      'lake',
      'lane',
      'market',
      'street-portrait',
      'lighthouse',
      'fiji',
      'samoa',
    ]);
  });

  it('supports ranges and OR groups', () => {
    expect(ids({ numericFilters: ['year:2018 TO 2019'] })).toEqual(['harbour', 'market']);
    expect(ids({ numericFilters: [['year<2015', 'year>2021']] })).toEqual(['cafe', 'fiji']);
    expect(ids({ numericFilters: ['takenAt>=1600000000', 'year<=2021'] })).toEqual(['lake']);
  });
});

describe('filters', () => {
  it('combines AND, OR, NOT and parentheses, OR binding tighter than AND', () => {
    // markup has no year: "year >= 2019" is false for it, so NOT makes it true.
    const videoOrSquareBefore2019 = ['market', 'fiji', 'markup'];
    expect(ids({ filters: 'type:video OR orientation:square AND NOT year >= 2019' })).toEqual(
      videoOrSquareBefore2019,
    );
    expect(ids({ filters: '(type:video OR orientation:square) AND NOT year >= 2019' })).toEqual(
      videoOrSquareBefore2019,
    );
    expect(ids({ filters: 'NOT type:photo' })).toEqual(['lake', 'fiji']);
    expect(ids({ filters: '(type:photo OR type:video) AND NOT year >= 2016' })).toEqual([
      'lighthouse',
      'fiji',
      'markup',
    ]);
  });

  it('answers the shapes Algolia refuses with its 400', () => {
    const refusal = (filters: string) =>
      engine.multipleQueries({ requests: [{ indexName: 'items', filters }] });
    expect(refusal('type:video OR (year < 2019 AND NOT orientation:portrait)')).toEqual({
      status: 400,
      body: {
        message:
          'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed (AND inside the parentheses at col 15)',
        status: 400,
      },
    });
    expect(refusal('type:video OR year < 2019').body).toEqual({
      message:
        'filters: Different types are not allowed in the same OR, expected a facet filter (attribute:value) at col 15',
      status: 400,
    });
  });

  it('reads quoted values, quoted attributes and booleans', () => {
    expect(ids({ filters: 'creator:"Ana Lima"' })).toEqual(['lane', 'harbour']);
    expect(ids({ filters: "'place.country':'United Kingdom'" })).toEqual(['lane']);
    expect(ids({ filters: 'featured:true AND year > 2018' })).toEqual(['harbour']);
  });

  it('reads numeric comparisons and ranges', () => {
    expect(ids({ filters: 'year:2015 TO 2018 AND camera.make:Nikon' })).toEqual(['lighthouse']);
    expect(ids({ filters: 'year != 2019 AND year >= 2019' })).toEqual(['cafe', 'lake', 'lane']);
  });

  it('filters on objectID without it being a facet, as Algolia allows', () => {
    expect(ids({ filters: 'objectID:"lake"' })).toEqual(['lake']);
    expect(ids({ filters: 'objectID:lake OR objectID:fiji' })).toEqual(['lake', 'fiji']);
    expect(ids({ filters: 'objectID:"no-such-id"' })).toEqual([]);
  });

  it('filters tags on _tags', () => {
    expect(ids({ filters: '_tags:bw' })).toEqual(['lane', 'street-portrait']);
  });

  it('ANDs every filter parameter together', () => {
    expect(
      ids({
        filters: 'orientation:portrait',
        facetFilters: ['type:photo'],
        numericFilters: ['year>2016'],
        tagFilters: ['bw'],
      }),
    ).toEqual(['lane', 'street-portrait']);
  });
});

describe('tagFilters', () => {
  it('ANDs, ORs and negates tags', () => {
    expect(ids({ tagFilters: ['bw'] })).toEqual(['lane', 'street-portrait']);
    expect(ids({ tagFilters: ['bw', 'featured'] })).toEqual(['street-portrait']);
    expect(ids({ tagFilters: [['bw', 'featured']] })).toEqual([
      'lane',
      'harbour',
      'street-portrait',
    ]);
    expect(ids({ tagFilters: ['-featured'] })).toEqual([
      'cafe',
      'lake',
      'lane',
      'market',
      'lighthouse',
      'fiji',
      'markup',
      'samoa',
    ]);
  });
});

describe('geo', () => {
  const paris = '48.8566, 2.3522';

  it('keeps records within aroundRadius, nearest first, with distances', () => {
    const result = searchItems(engine, {
      aroundLatLng: paris,
      aroundRadius: 1_000_000,
      getRankingInfo: true,
    });
    expect(objectIDs(result)).toEqual(['street-portrait', 'lane', 'lighthouse', 'lake']);
    expect(result.aroundLatLng).toBe('48.8566,2.3522');
    const distances = result.hits.map(
      (hit) => (hit._rankingInfo as { geoDistance: number }).geoDistance,
    );
    expect(distances[0]).toBe(0);
    // Paris to the Cotswolds point (445,016 m by the haversine formula) over the 10 m precision.
    expect(distances[1]).toBe(44_501);
  });

  it('without a radius sorts every located record by distance and drops the others', () => {
    expect(ids({ aroundLatLng: paris })).toEqual([
      'street-portrait',
      'lane',
      'lighthouse',
      'lake',
      'cafe',
      'harbour',
      'market',
      'samoa',
      'fiji',
    ]);
  });

  it('ranks text relevance before distance (typo comes before geo)', () => {
    expect(ids({ query: 'lake', aroundLatLng: '51.8, -1.8' })).toEqual(['lake', 'lane']);
  });

  it('ranks a multi-point record by its nearest point', () => {
    const result = searchItems(engine, {
      aroundLatLng: '-14, -171.5',
      aroundRadius: 100,
      getRankingInfo: true,
    });
    expect(objectIDs(result)).toEqual(['samoa']);
    expect(result.hits[0]?._rankingInfo).toMatchObject({
      matchedGeoLocation: { lat: -14, lng: -171.5, distance: 0 },
    });
  });

  it('filters inside one or several bounding boxes', () => {
    expect(ids({ insideBoundingBox: '52,10,40,-10' })).toEqual([
      'lake',
      'lane',
      'street-portrait',
      'lighthouse',
    ]);
    expect(
      ids({
        insideBoundingBox: [
          [52, 10, 40, -10],
          [30, 125, 20, 118],
        ],
      }),
    ).toEqual(['lake', 'lane', 'market', 'street-portrait', 'lighthouse']);
    expect(ids({ insideBoundingBox: '52,10,40,-10,30,125,20,118' })).toHaveLength(5);
  });

  it('covers an area across the antimeridian with two boxes that stop at ±180', () => {
    expect(ids({ insideBoundingBox: '0,180,-20,170,0,-170,-20,-180' })).toEqual(['fiji', 'samoa']);
  });

  it('filters inside a polygon', () => {
    expect(ids({ insidePolygon: '50,-6,50,4,44,4,44,-6' })).toEqual([
      'street-portrait',
      'lighthouse',
    ]);
  });
});
