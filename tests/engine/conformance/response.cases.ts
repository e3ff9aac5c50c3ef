import { expect } from 'vitest';
import type { ConformanceCase, ConformanceIndex, SearchAnswer } from './conformance-case';

/**
 * distinct and attributeForDistinct, facet counts around distinct, responseFields, and the
 * parameters that only feed the service's analytics.
 */

const DOCS = 'https://www.algolia.com/doc/api-reference/api-parameters';

// Three shoes, two hats, two records without a group; `rank` fixes the ranking order.
const products = (afterDistinct = false): ConformanceIndex => ({
  records: [
    { objectID: 'shoe-red', name: 'red shoe', model: 'shoe', color: 'red', rank: 1 },
    { objectID: 'shoe-blue', name: 'blue shoe', model: 'shoe', color: 'blue', rank: 2 },
    { objectID: 'shoe-green', name: 'green shoe', model: 'shoe', color: 'green', rank: 3 },
    { objectID: 'hat-red', name: 'red hat', model: 'hat', color: 'red', rank: 4 },
    { objectID: 'hat-blue', name: 'blue hat', model: 'hat', color: 'blue', rank: 5 },
    { objectID: 'scarf', name: 'red scarf', color: 'red', rank: 6 },
    { objectID: 'sock', name: 'red sock', color: 'red', rank: 7 },
  ],
  settings: {
    searchableAttributes: ['name'],
    attributeForDistinct: 'model',
    customRanking: ['asc(rank)'],
    attributesForFaceting: [
      afterDistinct ? 'afterDistinct(searchable(color))' : 'searchable(color)',
    ],
  },
});

const PRODUCTS = products();
const PRODUCTS_AFTER_DISTINCT = products(true);
const PRODUCTS_DISTINCT_SETTING: ConformanceIndex = {
  ...PRODUCTS,
  settings: { ...PRODUCTS.settings, distinct: true },
};
const PRODUCTS_WITHOUT_ATTRIBUTE: ConformanceIndex = {
  records: PRODUCTS.records,
  settings: { searchableAttributes: ['name'], customRanking: ['asc(rank)'] },
};

const facetValues = (answer: SearchAnswer) =>
  (answer.facetHits as { value: string; count: number }[]).map(({ value, count }) => [
    value,
    count,
  ]);

const distinct: ConformanceCase[] = [
  {
    parameter: 'distinct',
    behaviour: 'true keeps only the most relevant record of each group',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS,
    request: { query: '', distinct: true },
    expect: { hits: ['shoe-red', 'hat-red', 'scarf', 'sock'] },
  },
  {
    parameter: 'distinct',
    behaviour: 'N from 2 to 4 keeps the N most relevant records of each group',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS,
    request: { query: '', distinct: 2 },
    expect: { hits: ['shoe-red', 'shoe-blue', 'hat-red', 'hat-blue', 'scarf', 'sock'] },
  },
  {
    parameter: 'distinct',
    behaviour: 'false or 0 shows every matching record',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS,
    request: { query: '', distinct: 0 },
    expect: { nbHits: 7 },
  },
  {
    parameter: 'distinct',
    behaviour: 'the record kept is the group’s most relevant among the hits of the query',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS,
    request: { query: 'blue', distinct: true },
    expect: { hits: ['shoe-blue', 'hat-blue'] },
  },
  {
    parameter: 'distinct',
    behaviour: 'nbHits counts groups, not records',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS,
    request: { query: '', distinct: 3 },
    expect: { nbHits: 4 },
  },
  {
    parameter: 'distinct',
    behaviour: 'hitsPerPage counts groups: a page holds up to hitsPerPage × distinct hits',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS,
    request: { query: '', distinct: 2, hitsPerPage: 1 },
    expect: {
      hits: ['shoe-red', 'shoe-blue'],
      check: (answer) => expect(answer.nbPages).toBe(4),
    },
  },
  {
    parameter: 'distinct',
    behaviour: 'applied before pagination: the second page holds the next groups',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS,
    request: { query: '', distinct: true, hitsPerPage: 2, page: 1 },
    expect: { hits: ['scarf', 'sock'], check: (answer) => expect(answer.nbPages).toBe(2) },
  },
  {
    parameter: 'distinct',
    behaviour:
      'the index setting applies when the search does not set it, and a search overrides it',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS_DISTINCT_SETTING,
    request: { query: 'red' },
    expect: { hits: ['shoe-red', 'hat-red', 'scarf', 'sock'] },
  },
  {
    parameter: 'distinct',
    behaviour: 'ignored when attributeForDistinct is not set',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS_WITHOUT_ATTRIBUTE,
    request: { query: '', distinct: true },
    expect: { nbHits: 7 },
  },
  {
    parameter: 'distinct',
    behaviour: 'a value above 4 is refused',
    docs: `${DOCS}/distinct`,
    index: PRODUCTS,
    request: { query: '', distinct: 5 },
    expect: { error: { status: 400, message: /distinct/ } },
  },
  {
    parameter: 'attributeForDistinct',
    behaviour: 'records without the attribute are not grouped with each other',
    docs: `${DOCS}/attributeForDistinct`,
    index: PRODUCTS,
    request: { query: 'red', distinct: true },
    expect: { hits: ['shoe-red', 'hat-red', 'scarf', 'sock'] },
  },
  {
    parameter: 'attributeForDistinct',
    behaviour: 'numbers are rounded to the nearest integer: 1 and 1.2 make one group',
    docs: `${DOCS}/attributeForDistinct`,
    index: {
      records: [
        { objectID: 'one', title: 'lamp', edition: 1, rank: 1 },
        { objectID: 'one-point-two', title: 'lamp', edition: 1.2, rank: 2 },
        { objectID: 'two', title: 'lamp', edition: 2, rank: 3 },
      ],
      settings: { attributeForDistinct: 'edition', customRanking: ['asc(rank)'] },
    },
    request: { query: 'lamp', distinct: true },
    expect: { hits: ['one', 'two'] },
  },
  {
    parameter: 'attributeForDistinct',
    behaviour: 'boolean values are ignored: such records stand alone',
    docs: `${DOCS}/attributeForDistinct`,
    index: {
      records: [
        { objectID: 'a', title: 'lamp', sold: true },
        { objectID: 'b', title: 'lamp', sold: true },
      ],
      settings: { attributeForDistinct: 'sold' },
    },
    request: { query: 'lamp', distinct: true },
    expect: { nbHits: 2 },
  },
];

const facetingAfterDistinct: ConformanceCase[] = [
  {
    parameter: 'facetingAfterDistinct',
    behaviour: 'by default facet counts are computed before distinct',
    docs: `${DOCS}/facetingAfterDistinct`,
    index: PRODUCTS,
    request: { query: '', distinct: true, facets: ['color'] },
    expect: {
      check: (answer) => expect(answer.facets).toEqual({ color: { red: 4, blue: 2, green: 1 } }),
    },
  },
  {
    parameter: 'facetingAfterDistinct',
    behaviour: 'true computes facet counts over the records distinct keeps',
    docs: `${DOCS}/facetingAfterDistinct`,
    index: PRODUCTS,
    request: { query: '', distinct: true, facets: ['color'], facetingAfterDistinct: true },
    expect: { check: (answer) => expect(answer.facets).toEqual({ color: { red: 4 } }) },
  },
  {
    parameter: 'facetingAfterDistinct',
    behaviour:
      'the afterDistinct() modifier of attributesForFaceting counts that facet after distinct',
    docs: `${DOCS}/attributesForFaceting`,
    index: PRODUCTS_AFTER_DISTINCT,
    request: { query: '', distinct: true, facets: ['color'] },
    expect: { check: (answer) => expect(answer.facets).toEqual({ color: { red: 4 } }) },
  },
  {
    parameter: 'facetingAfterDistinct',
    behaviour: 'facet-value search counts values as the search counts that facet',
    docs: `${DOCS}/facetingAfterDistinct`,
    index: PRODUCTS,
    request: { type: 'facet', facet: 'color', facetQuery: '', distinct: true },
    expect: {
      check: (answer) =>
        expect(facetValues(answer)).toEqual([
          ['red', 4],
          ['blue', 2],
          ['green', 1],
        ]),
    },
  },
  {
    parameter: 'facetingAfterDistinct',
    behaviour: 'facet-value search after distinct counts only the records distinct keeps',
    docs: `${DOCS}/facetingAfterDistinct`,
    index: PRODUCTS,
    request: {
      type: 'facet',
      facet: 'color',
      facetQuery: '',
      distinct: true,
      facetingAfterDistinct: true,
    },
    expect: { check: (answer) => expect(facetValues(answer)).toEqual([['red', 4]]) },
  },
  {
    parameter: 'facetingAfterDistinct',
    behaviour: 'facet-value search of an afterDistinct() facet counts after distinct',
    docs: `${DOCS}/attributesForFaceting`,
    index: PRODUCTS_AFTER_DISTINCT,
    request: { type: 'facet', facet: 'color', facetQuery: '', distinct: true },
    expect: { check: (answer) => expect(facetValues(answer)).toEqual([['red', 4]]) },
  },
];

const responseFields: ConformanceCase[] = [
  {
    parameter: 'responseFields',
    behaviour: 'only the listed fields are returned',
    docs: `${DOCS}/responseFields`,
    index: PRODUCTS,
    request: { query: 'red', responseFields: ['hits', 'nbHits'] },
    expect: {
      nbHits: 4,
      check: (answer) => expect(Object.keys(answer).sort()).toEqual(['hits', 'nbHits']),
    },
  },
  {
    parameter: 'responseFields',
    behaviour: '* returns every field',
    docs: `${DOCS}/responseFields`,
    index: PRODUCTS,
    request: { query: 'red', responseFields: ['*'] },
    expect: {
      check: (answer) =>
        expect(answer).toEqual(
          expect.objectContaining({ page: 0, nbPages: 1, hitsPerPage: 20, query: 'red' }),
        ),
    },
  },
  {
    parameter: 'responseFields',
    behaviour: 'an empty list returns an empty response',
    docs: `${DOCS}/responseFields`,
    index: PRODUCTS,
    request: { query: 'red', responseFields: [] },
    expect: { check: (answer) => expect(answer).toEqual({}) },
  },
  {
    parameter: 'responseFields',
    behaviour: 'the index setting applies when the search does not set it',
    docs: `${DOCS}/responseFields`,
    index: { ...PRODUCTS, settings: { ...PRODUCTS.settings, responseFields: ['nbHits'] } },
    request: { query: 'red' },
    expect: { check: (answer) => expect(answer).toEqual({ nbHits: 4 }) },
  },
  {
    parameter: 'responseFields',
    behaviour: 'an unknown field name is an error',
    docs: `${DOCS}/responseFields`,
    index: PRODUCTS,
    request: { query: 'red', responseFields: ['hits', 'colour'] },
    expect: { error: { status: 400, message: /responseFields.*colour/ } },
  },
];

// These feed only the service's analytics, which the engine does not keep: a search's answer
// is the same with them.
const analyticsOnly = (parameter: string, value: unknown, behaviour: string): ConformanceCase => ({
  parameter,
  behaviour,
  docs: `${DOCS}/${parameter}`,
  index: PRODUCTS,
  request: { query: 'blue', [parameter]: value },
  expect: { hits: ['shoe-blue', 'hat-blue'], nbHits: 2 },
});

const analytics: ConformanceCase[] = [
  analyticsOnly('analytics', false, 'a search left out of analytics is answered as any other'),
  analyticsOnly('analyticsTags', ['mobile'], 'tags for analytics do not change the answer'),
  analyticsOnly('enableABTest', false, 'leaving A/B tests out does not change the answer'),
  analyticsOnly('userToken', 'user-42', 'a user token for analytics does not change the answer'),
  analyticsOnly(
    'percentileComputation',
    false,
    'leaving the search out of percentiles does not change the answer',
  ),
];

export const cases: ConformanceCase[] = [
  ...distinct,
  ...facetingAfterDistinct,
  ...responseFields,
  ...analytics,
];
