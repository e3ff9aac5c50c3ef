import type { ConformanceCase, ConformanceIndex } from './conformance-case';

/** What a query matches and in which order: query, searchable attributes, ranking. */

const DOCS = 'https://www.algolia.com/doc/api-reference/api-parameters';

const PHOTOS: ConformanceIndex = {
  records: [
    {
      objectID: 'harbour',
      title: 'Sunset over the harbour',
      description: 'boats at dusk',
      likes: 10,
    },
    {
      objectID: 'boats',
      title: 'Fishing boats',
      description: 'sunset light on the harbour',
      likes: 50,
    },
    { objectID: 'forest', title: 'Autumn forest', description: 'falling leaves', likes: 30 },
    { objectID: 'cafe', title: 'Café terrace', description: 'chairs in the sun', likes: 20 },
  ],
  settings: { searchableAttributes: ['title', 'description'], customRanking: ['desc(likes)'] },
};

const withSettings = (settings: ConformanceIndex['settings']): ConformanceIndex => ({
  records: PHOTOS.records,
  settings: { ...PHOTOS.settings, ...settings },
});

const TITLE_ONLY = withSettings({ searchableAttributes: ['title'] });
const ONE_RANK = withSettings({ searchableAttributes: ['title,description'] });
const BY_LIKES_FIRST = withSettings({
  ranking: [
    'desc(likes)',
    'typo',
    'geo',
    'words',
    'filters',
    'proximity',
    'attribute',
    'exact',
    'custom',
  ],
});

// "lane" is one typo from "lake", and has more likes.
const LAKES: ConformanceIndex = {
  records: [
    { objectID: 'lane', title: 'Country lane', likes: 99 },
    { objectID: 'lake', title: 'Mountain lake', likes: 1 },
  ],
  settings: { customRanking: ['desc(likes)'] },
};

const ORDERED_WORDS: ConformanceIndex = {
  records: [
    { objectID: 'late', title: 'Boats and a quiet harbour', likes: 1 },
    { objectID: 'early', title: 'Harbour boats', likes: 2 },
  ],
  settings: { searchableAttributes: ['title'] },
};

const UNORDERED_WORDS: ConformanceIndex = {
  records: ORDERED_WORDS.records,
  settings: { searchableAttributes: ['unordered(title)'], customRanking: ['asc(likes)'] },
};

const SAME_TEXT: ConformanceIndex = {
  records: [
    { objectID: 'b', title: 'lighthouse', likes: 5, date: 2020 },
    { objectID: 'a', title: 'lighthouse', likes: 9, date: 2019 },
    { objectID: 'c', title: 'lighthouse', likes: 5, date: 2018 },
  ],
  settings: { customRanking: ['desc(likes)', 'asc(date)'] },
};

export const cases: ConformanceCase[] = [
  {
    parameter: 'query',
    behaviour: 'every query word must match, in any searchable attribute',
    docs: `${DOCS}/query`,
    index: PHOTOS,
    request: { query: 'sunset boats' },
    expect: { includes: ['harbour', 'boats'], nbHits: 2 },
  },
  {
    parameter: 'query',
    behaviour: 'the last word matches as a prefix',
    docs: `${DOCS}/query`,
    index: PHOTOS,
    request: { query: 'autumn fore' },
    expect: { hits: ['forest'] },
  },
  {
    parameter: 'query',
    behaviour: 'case and diacritics do not matter',
    docs: `${DOCS}/query`,
    index: PHOTOS,
    request: { query: 'CAFE' },
    expect: { hits: ['cafe'] },
  },
  {
    parameter: 'query',
    behaviour: 'an empty query returns every record',
    docs: `${DOCS}/query`,
    index: PHOTOS,
    request: { query: '' },
    expect: { nbHits: 4 },
  },
  {
    parameter: 'searchableAttributes',
    behaviour: 'only the listed attributes are searched',
    docs: `${DOCS}/searchableAttributes`,
    index: TITLE_ONLY,
    request: { query: 'leaves' },
    expect: { nbHits: 0 },
  },
  {
    parameter: 'searchableAttributes',
    behaviour: 'a match in an earlier attribute ranks higher',
    docs: `${DOCS}/searchableAttributes`,
    index: PHOTOS,
    request: { query: 'sunset' },
    expect: { hits: ['harbour', 'boats'] },
  },
  {
    parameter: 'searchableAttributes',
    behaviour: 'attributes in one comma-separated entry rank the same',
    docs: `${DOCS}/searchableAttributes`,
    index: ONE_RANK,
    request: { query: 'sunset' },
    expect: { hits: ['boats', 'harbour'] },
  },
  {
    parameter: 'searchableAttributes',
    behaviour: 'by default a match earlier in the attribute ranks higher',
    docs: `${DOCS}/searchableAttributes`,
    index: ORDERED_WORDS,
    request: { query: 'harbour' },
    expect: { hits: ['early', 'late'] },
  },
  {
    parameter: 'searchableAttributes',
    behaviour: 'unordered() ignores where in the attribute the match is',
    docs: `${DOCS}/searchableAttributes`,
    index: UNORDERED_WORDS,
    request: { query: 'harbour' },
    expect: { hits: ['late', 'early'] },
  },
  {
    parameter: 'ranking',
    behaviour: 'by default, fewer typos rank first, before the custom ranking',
    docs: `${DOCS}/ranking`,
    index: LAKES,
    request: { query: 'lake' },
    expect: { hits: ['lake', 'lane'] },
  },
  {
    parameter: 'ranking',
    behaviour: 'criteria apply in the order listed: a sort by attribute first outranks relevance',
    docs: `${DOCS}/ranking`,
    index: BY_LIKES_FIRST,
    request: { query: 'sunset' },
    expect: { hits: ['boats', 'harbour'] },
  },
  {
    parameter: 'customRanking',
    behaviour: 'orders records the textual criteria leave tied, criterion after criterion',
    docs: `${DOCS}/customRanking`,
    index: SAME_TEXT,
    request: { query: 'lighthouse' },
    expect: { hits: ['a', 'c', 'b'] },
  },
  {
    parameter: 'restrictSearchableAttributes',
    behaviour: 'searches only the listed attributes for this query',
    docs: `${DOCS}/restrictSearchableAttributes`,
    index: PHOTOS,
    request: { query: 'sunset', restrictSearchableAttributes: ['title'] },
    expect: { hits: ['harbour'] },
  },
];
