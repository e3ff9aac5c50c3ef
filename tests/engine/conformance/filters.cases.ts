import type { ConformanceCase, ConformanceIndex } from './conformance-case';

/** filters, facetFilters, numericFilters, tagFilters, and what attributesForFaceting allows. */

const DOCS = 'https://www.algolia.com/doc/api-reference/api-parameters';

const ITEMS: ConformanceIndex = {
  records: [
    { objectID: 'harbour', type: 'photo', tags: ['sea', 'boats'], year: 2019, _tags: ['featured'] },
    { objectID: 'lake', type: 'video', tags: ['lake', 'mountain'], year: 2021 },
    { objectID: 'lane', type: 'photo', tags: ['spring'], year: 2020, _tags: ['bw'] },
    {
      objectID: 'reef',
      type: 'video',
      tags: ['sea', 'fish'],
      year: 2018,
      _tags: ['featured', 'bw'],
    },
  ],
  settings: {
    attributesForFaceting: ['type', 'tags', 'filterOnly(year)'],
    customRanking: ['asc(objectID)'],
  },
};

const filterCase = (
  parameter: string,
  behaviour: string,
  request: Record<string, unknown>,
  hits: readonly string[],
): ConformanceCase => ({
  parameter,
  behaviour,
  docs: `${DOCS}/${parameter}`,
  index: ITEMS,
  request: { query: '', ...request },
  expect: { hits },
});

export const cases: ConformanceCase[] = [
  filterCase(
    'filters',
    'attribute:value keeps records with that facet value',
    { filters: 'type:video' },
    ['lake', 'reef'],
  ),
  filterCase(
    'filters',
    'AND, OR and NOT combine conditions, with parentheses',
    { filters: '(tags:sea OR tags:spring) AND NOT type:video' },
    ['harbour', 'lane'],
  ),
  filterCase('filters', 'numeric comparisons', { filters: 'year >= 2020' }, ['lake', 'lane']),
  filterCase(
    'filters',
    'numeric ranges with TO, both ends included',
    { filters: 'year:2019 TO 2020' },
    ['harbour', 'lane'],
  ),
  filterCase('filters', '_tags:value filters on tags', { filters: '_tags:featured' }, [
    'harbour',
    'reef',
  ]),
  {
    parameter: 'filters',
    behaviour: 'a syntax error is a 400 naming the problem',
    docs: `${DOCS}/filters`,
    index: ITEMS,
    request: { query: '', filters: 'type:photo AND' },
    expect: { error: { status: 400, message: /filters/ } },
  },
  filterCase(
    'facetFilters',
    'a string keeps records with that value',
    { facetFilters: ['type:photo'] },
    ['harbour', 'lane'],
  ),
  filterCase(
    'facetFilters',
    'values in a nested array are ORed, the outer array ANDed',
    { facetFilters: [['tags:sea', 'tags:spring'], 'type:photo'] },
    ['harbour', 'lane'],
  ),
  filterCase('facetFilters', 'a leading - excludes the value', { facetFilters: ['-tags:sea'] }, [
    'lake',
    'lane',
  ]),
  filterCase(
    'numericFilters',
    'comparisons keep matching records',
    { numericFilters: ['year > 2019'] },
    ['lake', 'lane'],
  ),
  filterCase(
    'numericFilters',
    'a nested array ORs its comparisons',
    { numericFilters: [['year = 2018', 'year = 2021']] },
    ['lake', 'reef'],
  ),
  filterCase('numericFilters', 'ranges with TO', { numericFilters: ['year:2020 TO 2021'] }, [
    'lake',
    'lane',
  ]),
  filterCase('tagFilters', 'keeps records whose _tags hold the tag', { tagFilters: ['bw'] }, [
    'lane',
    'reef',
  ]),
  filterCase(
    'tagFilters',
    'a nested array ORs its tags, the outer array ANDs',
    { tagFilters: [['bw', 'featured'], 'featured'] },
    ['harbour', 'reef'],
  ),
  filterCase('tagFilters', 'a leading - excludes the tag', { tagFilters: ['-featured'] }, [
    'lake',
    'lane',
  ]),
  filterCase(
    'attributesForFaceting',
    'a filterOnly() attribute can be filtered on',
    { facetFilters: ['year:2021'] },
    ['lake'],
  ),
  {
    parameter: 'attributesForFaceting',
    behaviour: 'a filterOnly() attribute gets no facet counts',
    docs: `${DOCS}/attributesForFaceting`,
    index: ITEMS,
    request: { query: '', facets: ['*'] },
    expect: {
      check: (answer) => {
        if (!answer.facets || typeof answer.facets !== 'object') throw new Error('no facets');
        if ('year' in answer.facets) throw new Error('year is filterOnly');
        if (!('type' in answer.facets)) throw new Error('type is a facet');
      },
    },
  },
];
