import { expect } from 'vitest';
import type { ConformanceCase, ConformanceIndex, SearchAnswer } from './conformance-case';

/** Facet counts and their options, and search for facet values. */

const DOCS = 'https://www.algolia.com/doc/api-reference/api-parameters';

// Colours: red ×3, blue ×2, amber ×1, green ×1; sizes are numbers.
const SHIRTS: ConformanceIndex = {
  records: [
    { objectID: 's1', title: 'shirt', color: 'red', size: 38, brand: 'Mountain Works' },
    { objectID: 's2', title: 'shirt', color: 'red', size: 40, brand: 'Mountain Works' },
    { objectID: 's3', title: 'shirt', color: 'red', size: 42, brand: 'Moon Rise' },
    { objectID: 's4', title: 'shirt', color: 'blue', size: 40, brand: 'Sea Line' },
    { objectID: 's5', title: 'shirt', color: 'blue', size: 44, brand: 'Sea Line' },
    { objectID: 's6', title: 'shirt', color: 'amber', size: 38, brand: 'Sea Line' },
    { objectID: 's7', title: 'coat', color: 'green', size: 46, brand: 'Mountain Works' },
  ],
  settings: { attributesForFaceting: ['color', 'size', 'searchable(brand)'] },
};

const facetHits = (answer: SearchAnswer) =>
  (answer.facetHits as { value: string; count: number }[]).map(({ value, count }) => [
    value,
    count,
  ]);

export const cases: ConformanceCase[] = [
  {
    parameter: 'facets',
    behaviour: 'counts each value of the listed facets among the hits',
    docs: `${DOCS}/facets`,
    index: SHIRTS,
    request: { query: 'shirt', facets: ['color'] },
    expect: {
      check: (answer) => expect(answer.facets).toEqual({ color: { red: 3, blue: 2, amber: 1 } }),
    },
  },
  {
    parameter: 'facets',
    behaviour: '* counts every facet',
    docs: `${DOCS}/facets`,
    index: SHIRTS,
    request: { query: 'coat', facets: ['*'] },
    expect: {
      check: (answer) =>
        expect(answer.facets).toEqual({
          color: { green: 1 },
          size: { '46': 1 },
          brand: { 'Mountain Works': 1 },
        }),
    },
  },
  {
    parameter: 'facets',
    behaviour: 'numeric facets also get facets_stats: min, max, avg and sum',
    docs: `${DOCS}/facets`,
    index: SHIRTS,
    request: { query: 'shirt', facets: ['size'] },
    expect: {
      check: (answer) =>
        expect(answer.facets_stats).toEqual({
          size: { min: 38, max: 44, avg: 40.333333333333336, sum: 242 },
        }),
    },
  },
  {
    parameter: 'maxValuesPerFacet',
    behaviour: 'returns at most that many values per facet, the most frequent first',
    docs: `${DOCS}/maxValuesPerFacet`,
    index: SHIRTS,
    request: { query: 'shirt', facets: ['color'], maxValuesPerFacet: 2 },
    expect: { check: (answer) => expect(answer.facets).toEqual({ color: { red: 3, blue: 2 } }) },
  },
  {
    parameter: 'sortFacetValuesBy',
    behaviour: 'alpha returns the values in alphabetical order, not by count',
    docs: `${DOCS}/sortFacetValuesBy`,
    index: SHIRTS,
    request: {
      query: 'shirt',
      facets: ['color'],
      maxValuesPerFacet: 2,
      sortFacetValuesBy: 'alpha',
    },
    expect: {
      check: (answer) =>
        expect(Object.entries((answer.facets as Record<string, object>).color ?? {})).toEqual([
          ['amber', 1],
          ['blue', 2],
        ]),
    },
  },
  {
    parameter: 'sortFacetValuesBy',
    behaviour: 'count (the default) returns the most frequent values first',
    docs: `${DOCS}/sortFacetValuesBy`,
    index: SHIRTS,
    request: { query: 'shirt', facets: ['color'], sortFacetValuesBy: 'count' },
    expect: {
      check: (answer) =>
        expect(Object.keys((answer.facets as Record<string, object>).color ?? {})).toEqual([
          'red',
          'blue',
          'amber',
        ]),
    },
  },
  {
    parameter: 'facetQuery',
    behaviour:
      'finds the facet values whose words start with the query, with counts among the hits',
    docs: `${DOCS}/facetQuery`,
    index: SHIRTS,
    request: { type: 'facet', facet: 'brand', facetQuery: 'mo', query: 'shirt' },
    expect: {
      check: (answer) =>
        expect(facetHits(answer)).toEqual([
          ['Mountain Works', 2],
          ['Moon Rise', 1],
        ]),
    },
  },
  {
    parameter: 'facetQuery',
    behaviour: 'the matched part of each value is highlighted',
    docs: `${DOCS}/facetQuery`,
    index: SHIRTS,
    request: { type: 'facet', facet: 'brand', facetQuery: 'sea' },
    expect: {
      check: (answer) =>
        expect(answer.facetHits).toEqual([
          { value: 'Sea Line', highlighted: '<em>Sea</em> Line', count: 3 },
        ]),
    },
  },
  {
    parameter: 'facetQuery',
    behaviour: 'only searchable() facets can be searched: others are a 400',
    docs: `${DOCS}/facetQuery`,
    index: SHIRTS,
    request: { type: 'facet', facet: 'color', facetQuery: 're' },
    expect: { error: { status: 400, message: /searchable\(color\)/ } },
  },
  {
    parameter: 'attributesForFaceting',
    behaviour: 'searchable() lets a facet’s values be searched',
    docs: `${DOCS}/attributesForFaceting`,
    index: SHIRTS,
    request: { type: 'facet', facet: 'brand', facetQuery: 'moon' },
    expect: { check: (answer) => expect(facetHits(answer)).toEqual([['Moon Rise', 1]]) },
  },
  {
    parameter: 'maxFacetHits',
    behaviour: 'returns at most that many facet values',
    docs: `${DOCS}/maxFacetHits`,
    index: SHIRTS,
    request: { type: 'facet', facet: 'brand', facetQuery: 'mo', maxFacetHits: 1 },
    expect: { check: (answer) => expect(facetHits(answer)).toEqual([['Mountain Works', 3]]) },
  },
];
