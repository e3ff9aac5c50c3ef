import { describe, expect, it } from 'vitest';
import {
  FIXTURE_RECORDS,
  createFixtureEngine,
  fixtureIndices,
  objectIDs,
  searchItems,
} from '../fixtures/engine-fixture';
import { createSearchEngine } from '../../src/engine';
import { KNOWN_PARAMS } from '../../src/engine/params/known-params';
import type { EngineRecord } from '../../src/engine';

const engine = createFixtureEngine();

describe('request forms', () => {
  it('reads a URL-encoded params string with JSON arrays inside', () => {
    const params =
      'query=sea&hitsPerPage=2&facets=%5B%22type%22%5D&facetFilters=%5B%5B%22type%3Avideo%22%5D%5D';
    const result = searchItems(engine, { params });
    expect(objectIDs(result)).toEqual(['fiji']);
    expect(result).toMatchObject({
      nbHits: 1,
      hitsPerPage: 2,
      facets: { type: { video: 1 } },
      query: 'sea',
    });
    expect(result.params).toBe(params);
  });

  it('echoes object params URL-encoded, arrays as JSON', () => {
    const result = searchItems(engine, { query: 'red car', facets: ['type'], page: 0 });
    expect(result.params).toBe('query=red%20car&facets=%5B%22type%22%5D&page=0');
  });

  it('answers the single-index endpoint with the bare result', () => {
    const reply = engine.searchIndex('items', { params: 'query=reef' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ nbHits: 1, index: 'items', query: 'reef' });
  });

  it('answers several requests in order, hits and facet searches mixed', () => {
    const reply = engine.multipleQueries({
      requests: [
        { indexName: 'items', query: 'sea', hitsPerPage: 1 },
        { indexName: 'items_oldest', query: 'sea', hitsPerPage: 1 },
        { indexName: 'items', type: 'facet', facet: 'tags', facetQuery: 'bo' },
      ],
    });
    expect(reply.body).toMatchObject({
      results: [
        { index: 'items', hits: [{ objectID: 'harbour' }] },
        { index: 'items_oldest', hits: [{ objectID: 'fiji' }] },
        { facetHits: [{ value: 'boats', count: 1 }] },
      ],
    });
  });
});

describe('response shape', () => {
  it('has every field InstantSearch reads', () => {
    const result = searchItems(engine, { query: 'sea', facets: ['type'] });
    expect(result).toEqual({
      hits: expect.any(Array),
      nbHits: 4,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      facets: { type: { photo: 3, video: 1 } },
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      query: 'sea',
      params: 'query=sea&facets=%5B%22type%22%5D',
      index: 'items',
      processingTimeMS: expect.any(Number),
    });
    expect(result._automaticInsights).toBeUndefined();
  });

  it('adds a 32-hex queryID only with clickAnalytics', () => {
    expect(searchItems(engine, { query: 'sea' }).queryID).toBeUndefined();
    expect(searchItems(engine, { query: 'sea', clickAnalytics: false }).queryID).toBeUndefined();
    expect(searchItems(engine, { query: 'sea', clickAnalytics: true }).queryID).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect(searchItems(engine, { params: 'clickAnalytics=true' }).queryID).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });
});

describe('objects', () => {
  it('gets one object, with attributesToRetrieve', () => {
    expect(engine.getObject('items', 'fiji', ['title'])).toEqual({
      status: 200,
      body: { objectID: 'fiji', title: 'Reef at low tide' },
    });
    expect(engine.getObject('items', 'fiji').body).toEqual(
      FIXTURE_RECORDS.find((r) => r.objectID === 'fiji'),
    );
  });

  it('answers 404 for an unknown object or index', () => {
    expect(engine.getObject('items', 'nope')).toEqual({
      status: 404,
      body: { message: 'ObjectID does not exist', status: 404 },
    });
    expect(engine.getObject('nope', 'fiji')).toEqual({
      status: 404,
      body: { message: 'Index does not exist', status: 404 },
    });
  });

  it('gets several objects, null for the missing ones', () => {
    const reply = engine.getObjects({
      requests: [
        { indexName: 'items', objectID: 'samoa', attributesToRetrieve: ['title'] },
        { indexName: 'items_oldest', objectID: 'missing' },
      ],
    });
    expect(reply).toEqual({
      status: 200,
      body: { results: [{ objectID: 'samoa', title: 'Palm beach' }, null] },
    });
  });
});

describe('errors', () => {
  const first = (request: Record<string, unknown>) =>
    engine.multipleQueries({ requests: [request] });

  it('answers 404 for an unknown index', () => {
    expect(first({ indexName: 'nope', query: 'x' })).toEqual({
      status: 404,
      body: { message: 'Index does not exist', status: 404 },
    });
    expect(engine.searchIndex('nope', {}).status).toBe(404);
    expect(engine.searchForFacetValues('nope', 'tags', {}).status).toBe(404);
  });

  it('answers 400 with the position of a malformed filter', () => {
    expect(first({ indexName: 'items', filters: 'type:photo AND (year > 2000' })).toEqual({
      status: 400,
      body: { message: "filters: Unexpected end of filter expected ')' at col 28", status: 400 },
    });
    expect(first({ indexName: 'items', filters: 'type:photo year:2000' }).body).toEqual({
      message: "filters: Unexpected token 'year' expected 'AND', 'OR' or end of filter at col 12",
      status: 400,
    });
    expect(first({ indexName: 'items', numericFilters: ['year >= soon'] }).body).toEqual({
      message: "numericFilters: Unexpected token 'soon' expected a number at col 9",
      status: 400,
    });
    expect(first({ indexName: 'items', facetFilters: ['typephoto'] }).body).toEqual({
      message: 'facetFilters: Invalid filter "typephoto", expected "attribute:value"',
      status: 400,
    });
    expect(first({ indexName: 'items', facetFilters: [[['type:photo']]] }).body).toEqual({
      message:
        'facetFilters: items must be strings or arrays of strings (one level of nesting), got [["type:photo"]]',
      status: 400,
    });
  });

  it('answers 400 for a bad parameter value or an unknown parameter', () => {
    expect(first({ indexName: 'items', page: -1 }).body).toEqual({
      message: 'page: expected an integer >= 0, got -1',
      status: 400,
    });
    expect(first({ indexName: 'items', hitsPerPage: 5000 }).body).toEqual({
      message: 'hitsPerPage: expected an integer from 0 to 1000, got 5000',
      status: 400,
    });
    expect(first({ indexName: 'items', params: 'hitsPerPage=many' }).body).toEqual({
      message: 'hitsPerPage: expected an integer from 0 to 1000, got "many"',
      status: 400,
    });
    expect(first({ indexName: 'items', queryy: 'x' }).body).toEqual({
      message: 'Unknown parameter: queryy',
      status: 400,
    });
    expect(first({ indexName: 'items', aroundLatLng: 'Paris' }).body).toEqual({
      message:
        'Invalid value for "aroundLatLng" parameter, expected two integers like "aroundLatLng=47.316669,5.016670"',
      status: 400,
    });
    expect(first({ indexName: 'items', insideBoundingBox: '1,2,3' }).body).toEqual({
      message:
        'Invalid value for "insideBoundingBox" parameter, expected list of float with nb element = 4 + 4 * X',
      status: 400,
    });
  });

  it('answers 400 for a body of the wrong shape', () => {
    expect(engine.multipleQueries(undefined).body).toEqual({
      message: 'body: expected a JSON object, got undefined',
      status: 400,
    });
    expect(engine.multipleQueries({ requests: 'all' }).body).toEqual({
      message: 'requests: expected an array, got "all"',
      status: 400,
    });
    expect(engine.multipleQueries({ requests: [42] }).body).toEqual({
      message: 'requests[0]: expected a JSON object, got 42',
      status: 400,
    });
    expect(engine.multipleQueries({ requests: [{ query: 'x' }] }).body).toEqual({
      message: 'requests[0].indexName: expected a non-empty string, got undefined',
      status: 400,
    });
    expect(first({ indexName: 'items', params: 42 }).body).toEqual({
      message: 'params: expected a URL-encoded string, got 42',
      status: 400,
    });
    expect(first({ indexName: 'items', type: 'facet' }).body).toEqual({
      message: 'requests[0].facet: expected a facet name, got undefined',
      status: 400,
    });
  });
});

describe('robustness', () => {
  it('answers 200 or 400, never throws, whatever value a parameter has', () => {
    const odd: unknown[] = [null, 0, -1, 1.5, 'x', '', '[', '("', '\\', [], [[]], [1], {}, true];
    for (const name of KNOWN_PARAMS) {
      for (const value of odd) {
        for (const request of [
          { [name]: value },
          { params: `${name}=${encodeURIComponent(String(value))}` },
        ]) {
          const reply = engine.multipleQueries({ requests: [{ indexName: 'items', ...request }] });
          expect([200, 400], `${name} = ${JSON.stringify(value)}`).toContain(reply.status);
          const facet = engine.searchForFacetValues('items', 'tags', request);
          expect([200, 400], `facet search, ${name} = ${JSON.stringify(value)}`).toContain(
            facet.status,
          );
        }
      }
    }
  });
});

describe('index sharing', () => {
  it('builds one text index for a primary and replicas over the same records', () => {
    let titleReads = 0;
    const records: EngineRecord[] = FIXTURE_RECORDS.map((record) => {
      const copy = { ...record };
      Object.defineProperty(copy, 'title', {
        enumerable: true,
        get: () => {
          titleReads += 1;
          return record.title;
        },
      });
      return copy;
    });
    createSearchEngine(fixtureIndices(records));
    expect(titleReads).toBe(records.length);
  });
});
