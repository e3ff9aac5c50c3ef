import { expect } from 'vitest';
import type { ConformanceCase, ConformanceIndex } from './conformance-case';

/** Pagination: page and hitsPerPage, offset and length, paginationLimitedTo. */

const DOCS = 'https://www.algolia.com/doc/api-reference/api-parameters';

// Five records in a fixed order (`rank`), so pages can be worked out by hand.
const FIVE: ConformanceIndex = {
  records: ['one', 'two', 'three', 'four', 'five'].map((objectID, rank) => ({
    objectID,
    title: `photo ${objectID}`,
    rank,
  })),
  settings: { customRanking: ['asc(rank)'] },
};

const LIMITED: ConformanceIndex = {
  ...FIVE,
  settings: { ...FIVE.settings, paginationLimitedTo: 3 },
};

export const cases: ConformanceCase[] = [
  {
    parameter: 'page',
    behaviour: 'pages are numbered from 0: page 1 is the second page',
    docs: `${DOCS}/page`,
    index: FIVE,
    request: { query: 'photo', hitsPerPage: 2, page: 1 },
    expect: { hits: ['three', 'four'], check: (answer) => expect(answer.page).toBe(1) },
  },
  {
    parameter: 'page',
    behaviour: 'a page past the last returns no hits, with nbHits unchanged',
    docs: `${DOCS}/page`,
    index: FIVE,
    request: { query: 'photo', hitsPerPage: 2, page: 3 },
    expect: { hits: [], nbHits: 5 },
  },
  {
    parameter: 'hitsPerPage',
    behaviour: 'sets the number of hits per page, and nbPages follows',
    docs: `${DOCS}/hitsPerPage`,
    index: FIVE,
    request: { query: 'photo', hitsPerPage: 2 },
    expect: {
      hits: ['one', 'two'],
      check: (answer) => expect([answer.hitsPerPage, answer.nbPages]).toEqual([2, 3]),
    },
  },
  {
    parameter: 'hitsPerPage',
    behaviour: 'defaults to 20',
    docs: `${DOCS}/hitsPerPage`,
    index: FIVE,
    request: { query: 'photo' },
    expect: { nbHits: 5, check: (answer) => expect(answer.hitsPerPage).toBe(20) },
  },
  {
    parameter: 'hitsPerPage',
    behaviour: 'more than 1,000 is refused',
    docs: `${DOCS}/hitsPerPage`,
    index: FIVE,
    request: { query: 'photo', hitsPerPage: 1001 },
    expect: { error: { status: 400, message: /hitsPerPage/ } },
  },
  {
    parameter: 'offset',
    behaviour: 'with length, returns hits from that position, whatever the page',
    docs: `${DOCS}/offset`,
    index: FIVE,
    request: { query: 'photo', offset: 1, length: 2, page: 0 },
    expect: {
      hits: ['two', 'three'],
      check: (answer) => expect([answer.offset, answer.length]).toEqual([1, 2]),
    },
  },
  {
    parameter: 'length',
    behaviour: 'with offset, sets how many hits to return',
    docs: `${DOCS}/length`,
    index: FIVE,
    request: { query: 'photo', offset: 3, length: 1 },
    expect: { hits: ['four'] },
  },
  {
    parameter: 'length',
    behaviour: 'cut short at the last hit',
    docs: `${DOCS}/length`,
    index: FIVE,
    request: { query: 'photo', offset: 3, length: 10 },
    expect: { hits: ['four', 'five'] },
  },
  {
    parameter: 'paginationLimitedTo',
    behaviour: 'hits beyond the limit cannot be reached by paging',
    docs: `${DOCS}/paginationLimitedTo`,
    index: LIMITED,
    request: { query: 'photo', hitsPerPage: 2, page: 1 },
    expect: { hits: ['three'], check: (answer) => expect(answer.nbPages).toBe(2) },
  },
  {
    parameter: 'paginationLimitedTo',
    behaviour: 'nbHits still counts every hit',
    docs: `${DOCS}/paginationLimitedTo`,
    index: LIMITED,
    request: { query: 'photo' },
    expect: { hits: ['one', 'two', 'three'], nbHits: 5 },
  },
];
