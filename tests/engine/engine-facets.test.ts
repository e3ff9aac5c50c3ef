import { describe, expect, it } from 'vitest';
import { createFixtureEngine, searchItems } from '../fixtures/engine-fixture';

const engine = createFixtureEngine();

describe('facets', () => {
  it('counts values over all hits, by count then value, arrays counting once per value', () => {
    const result = searchItems(engine, { query: 'sea', facets: ['tags', 'type', 'creator'] });
    expect(result.facets).toEqual({
      tags: { sea: 4, beach: 1, boats: 1, coast: 1, reef: 1, storm: 1, sunset: 1 },
      type: { photo: 3, video: 1 },
      creator: { 'Ana Lima': 1, 'Ben Okafor': 1, 'Dana Rossi': 1 },
    });
    expect(Object.keys(result.facets?.tags ?? {})).toEqual([
      'sea',
      'beach',
      'boats',
      'coast',
      'reef',
      'storm',
      'sunset',
    ]);
  });

  it('counts over every hit, not only the current page', () => {
    const result = searchItems(engine, { query: '', facets: ['type'], hitsPerPage: 1 });
    expect(result.facets).toEqual({ type: { photo: 8, video: 2 } });
  });

  it('facets numbers and booleans as text, nested attributes by their path', () => {
    const result = searchItems(engine, {
      facets: ['year', 'featured', 'camera.make'],
      filters: 'type:video',
    });
    expect(result.facets).toEqual({
      year: { '2014': 1, '2021': 1 },
      featured: { false: 2 },
      'camera.make': { Nikon: 1 },
    });
  });

  it('truncates to maxValuesPerFacet after sorting', () => {
    const result = searchItems(engine, { query: 'sea', facets: ['tags'], maxValuesPerFacet: 2 });
    expect(result.facets).toEqual({ tags: { sea: 4, beach: 1 } });
  });

  it('sorts by value with sortFacetValuesBy: alpha', () => {
    const result = searchItems(engine, { facets: ['orientation'], sortFacetValuesBy: 'alpha' });
    expect(Object.entries(result.facets?.orientation ?? {})).toEqual([
      ['landscape', 5],
      ['portrait', 3],
      ['square', 2],
    ]);
  });

  it('expands * to every facet but filterOnly ones, and ignores attributes that are not facets', () => {
    const result = searchItems(engine, { facets: ['*', 'title'] });
    expect(Object.keys(result.facets ?? {})).toEqual([
      'type',
      'tags',
      'creator',
      'camera.make',
      'year',
      'orientation',
      'place.country',
      'featured',
    ]);
  });

  it('accepts facets as a single string (what the helper sends for disjunctive facets)', () => {
    const result = searchItems(engine, { facets: 'type', hitsPerPage: 0 });
    expect(result.facets).toEqual({ type: { photo: 8, video: 2 } });
  });

  it('returns facets_stats for numeric facets', () => {
    const result = searchItems(engine, { query: 'sea', facets: ['year', 'type'] });
    expect(result.facets_stats).toEqual({ year: { min: 2014, max: 2019, avg: 2016, sum: 8064 } });
  });

  it('leaves out a facet with no values among the hits', () => {
    const result = searchItems(engine, {
      filters: 'type:video',
      facets: ['tags', 'camera.make'],
      query: 'reef',
    });
    expect(result.facets).toEqual({ tags: { reef: 1, sea: 1 } });
  });
});

describe('search for facet values', () => {
  it('finds values by word prefix, highlights the prefix and counts them', () => {
    const reply = engine.multipleQueries({
      requests: [
        {
          indexName: 'items',
          type: 'facet',
          facet: 'creator',
          facetQuery: 'ch',
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
        },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      results: [
        {
          facetHits: [
            {
              value: 'Chloé Martin',
              highlighted: '__ais-highlight__Ch__/ais-highlight__loé Martin',
              count: 2,
            },
          ],
          exhaustiveFacetsCount: true,
        },
      ],
    });
  });

  it('matches any word of the value and counts only the hits of the search', () => {
    const reply = engine.searchForFacetValues('items', 'tags', {
      params: 'facetQuery=s&query=sea&maxFacetHits=2',
    });
    expect(reply).toEqual({
      status: 200,
      body: {
        facetHits: [
          { value: 'sea', highlighted: '<em>s</em>ea', count: 4 },
          { value: 'storm', highlighted: '<em>s</em>torm', count: 1 },
        ],
        exhaustiveFacetsCount: true,
        processingTimeMS: expect.any(Number),
      },
    });
  });

  it('returns values by count without a facetQuery, and honours filters', () => {
    const reply = engine.searchForFacetValues('items', 'creator', {
      facetQuery: '',
      filters: 'year > 2018',
    });
    expect(reply.body).toMatchObject({
      facetHits: [
        { value: 'Ana Lima', highlighted: 'Ana Lima', count: 2 },
        { value: 'Ben Okafor', highlighted: 'Ben Okafor', count: 1 },
        { value: 'Dana Rossi', highlighted: 'Dana Rossi', count: 1 },
      ],
    });
  });

  it('refuses a facet not declared searchable, like Algolia', () => {
    expect(engine.searchForFacetValues('items', 'type', { facetQuery: 'p' })).toEqual({
      status: 400,
      body: {
        message:
          'Cannot search in `type` attribute, you need to add `searchable(type)` to attributesForFaceting.',
        status: 400,
      },
    });
  });
});
